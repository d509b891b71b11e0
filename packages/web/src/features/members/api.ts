// Decision 110 (decisions.md 11): the calls of a company's members and of the invitation a new
// member accepts: listMembers, inviteMember, updateMember, resendInvitation, removeMember,
// getInvitation and acceptInvitation.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanyLoginResponse, ResetPasswordInput } from '@talentpool/domain/accounts/schemas';
import type { MemberRole } from '@talentpool/domain/members/policy';
import type { InviteMemberInput, Member } from '@talentpool/domain/members/schemas';
import { api } from '../../lib/api';

export const membersPageSize = 20;
const membersKey = ['members'] as const;

export interface MemberPage {
  members: Member[];
  total: number;
  page: number;
  pageSize: number;
}

export function useMembers({ page, q }: { page: number; q: string }, enabled = true) {
  return useQuery({
    queryKey: [...membersKey, 'list', page, q],
    queryFn: ({ signal }) =>
      api.get<MemberPage>('company/members', {
        query: { page, pageSize: membersPageSize, q: q || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteMemberInput) => api.post<{ member: Member }>('company/members', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKey }),
  });
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: MemberRole }) =>
      api.patch<{ member: Member }>(`company/members/${id}`, { role }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKey }),
  });
}

export function useResendInvitation() {
  return useMutation({
    mutationFn: (id: string) => api.post<{ member: Member }>(`company/members/${id}/resend`),
  });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<undefined>(`company/members/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKey }),
  });
}

/** GET company/invitations/{token}: what the invitation is for (public: the token is the key). */
export interface Invitation {
  email: string;
  role: MemberRole;
  companyName: string;
}

export function useInvitation(token: string) {
  return useQuery({
    queryKey: [...membersKey, 'invitation', token],
    queryFn: ({ signal }) =>
      api.get<Invitation>(`company/invitations/${encodeURIComponent(token)}`, {
        signal,
        token: null,
      }),
    retry: false,
    staleTime: Infinity,
  });
}

export type AcceptInvitationInput = ResetPasswordInput & { name: string };

/** POST company/invitations/accept: answers like a company login (decision 110). */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: AcceptInvitationInput & { token: string }) =>
      api.post<CompanyLoginResponse>('company/invitations/accept', body, { token: null }),
  });
}
