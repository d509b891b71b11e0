// Decision 120 (issue 24): the operator console's calls. Every answer comes from the server,
// which checks on every call that the caller is an operator; the menu asks getOperatorSelf only to
// know whether to show the entry.
import { useContext } from 'react';
import {
  keepPreviousData,
  QueryClientContext,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  JobState,
  OperatorAccount,
  OperatorAccountPage,
  OperatorAccountType,
  OperatorAuditPage,
  OperatorJobPage,
  OperatorQueueCounts,
  OperatorSelf,
} from '@talentpool/domain/operator/schemas';
import { api } from '../../lib/api';
import { queryClient as appQueryClient } from '../../lib/queryClient';
import { getSession } from '../../lib/session';

export const operatorPageSize = 20;

/**
 * Whether the logged-in account is an operator. The nav bar may render outside a
 * QueryClientProvider (its own tests do): then the app's client answers.
 */
export function useOperatorSelf(enabled = true) {
  const client = useContext(QueryClientContext) ?? appQueryClient;
  return useQuery(
    {
      queryKey: ['operator', 'me', getSession().id ?? ''],
      queryFn: ({ signal }) => api.get<OperatorSelf>('operator/me', { signal }),
      enabled,
      retry: false,
      staleTime: 5 * 60_000,
    },
    client,
  );
}

export interface AccountFilters {
  page: number;
  q?: string;
  type?: OperatorAccountType;
}

export function useOperatorAccounts({ page, q, type }: AccountFilters, enabled = true) {
  return useQuery({
    queryKey: ['operator', 'accounts', page, q ?? '', type ?? ''],
    queryFn: ({ signal }) =>
      api.get<OperatorAccountPage>('operator/accounts', {
        query: { page, pageSize: operatorPageSize, q: q || undefined, type },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
    staleTime: 0,
  });
}

export interface DisableRequest {
  account: Pick<OperatorAccount, '_id' | 'type'>;
  disable: boolean;
  reason: string;
}

export function useSetAccountDisabled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ account, disable, reason }: DisableRequest) =>
      api.post<{ account: OperatorAccount }>(
        `operator/accounts/${account.type}/${account._id}/${disable ? 'disable' : 'enable'}`,
        { reason },
      ),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['operator', 'accounts'] });
      void client.invalidateQueries({ queryKey: ['operator', 'audit'] });
    },
  });
}

export interface JobFilters {
  page: number;
  name?: string;
  state?: JobState;
}

export function useOperatorJobs({ page, name, state }: JobFilters, enabled = true) {
  return useQuery({
    queryKey: ['operator', 'jobs', page, name ?? '', state ?? ''],
    queryFn: ({ signal }) =>
      api.get<OperatorJobPage>('operator/jobs', {
        query: { page, pageSize: operatorPageSize, name: name || undefined, state },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
    staleTime: 0,
  });
}

export function useOperatorQueueCounts(enabled = true) {
  return useQuery({
    queryKey: ['operator', 'queues'],
    queryFn: ({ signal }) => api.get<OperatorQueueCounts>('operator/queues', { signal }),
    enabled,
    retry: false,
    staleTime: 0,
  });
}

export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ retried: true }>(`operator/jobs/${id}/retry`, {}),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['operator', 'jobs'] });
      void client.invalidateQueries({ queryKey: ['operator', 'queues'] });
      void client.invalidateQueries({ queryKey: ['operator', 'audit'] });
    },
  });
}

export function useOperatorAudit(page: number, enabled = true) {
  return useQuery({
    queryKey: ['operator', 'audit', page],
    queryFn: ({ signal }) =>
      api.get<OperatorAuditPage>('operator/audit', {
        query: { page, pageSize: operatorPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
    staleTime: 0,
  });
}
