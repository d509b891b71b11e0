// Decision 110 (decisions.md 11): the audit log (listAuditEvents), newest first, and the company's
// members to filter it by (listMembers).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditAction, AuditEvent, Member } from '@talentpool/domain/members/schemas';
import { limits } from '@talentpool/domain/limits';
import { api } from '../../lib/api';

export const auditPageSize = 25;

export interface AuditPage {
  events: AuditEvent[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AuditFilters {
  page: number;
  actorId?: string;
  action?: AuditAction;
}

export function useAuditEvents({ page, actorId, action }: AuditFilters, enabled = true) {
  return useQuery({
    queryKey: ['audit', page, actorId ?? '', action ?? ''],
    queryFn: ({ signal }) =>
      api.get<AuditPage>('company/audit', {
        query: { page, pageSize: auditPageSize, actorId, action },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
    staleTime: 0,
  });
}

/** The members a filter offers: the first page of the largest size the API gives. */
export function useMemberChoices(enabled = true) {
  return useQuery({
    queryKey: ['audit', 'members'],
    queryFn: ({ signal }) =>
      api.get<{ members: Member[]; total: number }>('company/members', {
        query: { page: 1, pageSize: limits.pageSizeMax },
        signal,
      }),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}
