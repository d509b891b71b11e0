// Decision 110 (decisions.md 11 and 14): the account's own security, for job seekers and members
// alike (changePassword, startTotp, enableTotp, disableTotp), and the company's switch that
// requires the second factor of every member (getCompanySecurity, setCompanySecurity).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@talentpool/domain/accounts/schemas';
import type { CompanySecurity } from '@talentpool/domain/members/schemas';
import { api } from '../../lib/api';
import { currentMemberKey } from '../../lib/member';
import { replaceToken } from '../../lib/session';

/**
 * Changing the password ends every other session (decisions.md 4): when the server answers a new
 * token for this one, the session keeps going with it.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) =>
      api.post<{ message: string; token?: unknown }>('account/password', body),
    onSuccess: (answer) => {
      if (typeof answer?.token === 'string' && answer.token) replaceToken(answer.token);
    },
  });
}

export interface TotpStart {
  secret: string;
  otpauthUrl: string;
}

export function useStartTotp() {
  return useMutation({
    mutationFn: () => api.post<TotpStart>('account/totp/start'),
  });
}

export function useEnableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<{ recoveryCodes: string[] }>('account/totp/enable', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentMemberKey }),
  });
}

export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<undefined>('account/totp/disable', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentMemberKey }),
  });
}

const companySecurityKey = ['company', 'security'] as const;

export function useCompanySecurity(enabled: boolean) {
  return useQuery({
    queryKey: companySecurityKey,
    queryFn: ({ signal }) => api.get<CompanySecurity>('company/security', { signal }),
    enabled,
    retry: false,
  });
}

export function useSetCompanySecurity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanySecurity) => api.put<CompanySecurity>('company/security', body),
    onSuccess: (answer) => {
      queryClient.setQueryData(companySecurityKey, answer);
      // The member's own set-up may now be required: the stored member follows GET company/me.
      return queryClient.invalidateQueries({ queryKey: currentMemberKey });
    },
  });
}
