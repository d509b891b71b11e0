// Decision 110 (decisions.md 11 and 14): the account's own security, for job seekers and members
// alike (getAccountSecurity, changePassword, changeEmail, startTotp, enableTotp, disableTotp), and
// the company's switch that requires the second factor of every member (getCompanySecurity,
// setCompanySecurity).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountSecurity,
  ChangeEmailInput,
  ChangePasswordInput,
} from '@talentpool/domain/accounts/schemas';
import type { CompanySecurity } from '@talentpool/domain/members/schemas';
import type {
  DigestUnsubscribed,
  NotificationSettings,
} from '@talentpool/domain/notifications/schemas';
import type { RetentionPolicy } from '@talentpool/domain/retention/schemas';
import { api } from '../../lib/api';
import { currentMemberKey } from '../../lib/member';
import { replaceToken } from '../../lib/session';

/**
 * Changing the password ends every other session (decisions.md 4): when the server answers a new
 * token for this one, the session keeps going with it.
 */
export const accountSecurityKey = ['account', 'security'] as const;

/**
 * getAccountSecurity: the login e-mail, whether the second factor is on, the recovery codes left
 * and a pending change of e-mail, as the server knows them now (never cached by the browser).
 */
export function useAccountSecurity() {
  return useQuery({
    queryKey: accountSecurityKey,
    queryFn: ({ signal }) => api.get<AccountSecurity>('account/security', { signal }),
    staleTime: 0,
    retry: false,
  });
}

/**
 * changeEmail: a link goes to the new address and a notice to the old one; nothing changes until
 * the link is opened (docs/decisions/112).
 */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeEmailInput) => api.post<{ message: string }>('account/email', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSecurityKey }),
  });
}

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

/** The second factor went on or off: the account's security and the member are read again. */
function afterTotpChange(
  queryClient: ReturnType<typeof useQueryClient>,
  changes: Pick<AccountSecurity, 'totpEnabled' | 'recoveryCodesLeft'>,
) {
  // Said at once (the page must not show the old state while the fresh one loads).
  queryClient.setQueryData<AccountSecurity>(accountSecurityKey, (old) =>
    old ? { ...old, ...changes } : old,
  );
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: accountSecurityKey }),
    queryClient.invalidateQueries({ queryKey: currentMemberKey }),
  ]);
}

export function useEnableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<{ recoveryCodes: string[] }>('account/totp/enable', { code }),
    onSuccess: (answer) =>
      afterTotpChange(queryClient, {
        totpEnabled: true,
        recoveryCodesLeft: answer.recoveryCodes.length,
      }),
  });
}

export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<undefined>('account/totp/disable', { code }),
    onSuccess: () => afterTotpChange(queryClient, { totpEnabled: false, recoveryCodesLeft: 0 }),
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

/** Decision 124: getRetentionPolicy / setRetentionPolicy (owners and admins). */
const retentionKey = ['company', 'retention'] as const;

export function useRetentionPolicy(enabled: boolean) {
  return useQuery({
    queryKey: retentionKey,
    queryFn: ({ signal }) => api.get<RetentionPolicy>('company/retention', { signal }),
    enabled,
    retry: false,
  });
}

export function useSetRetentionPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RetentionPolicy) => api.put<RetentionPolicy>('company/retention', body),
    onSuccess: (answer) => queryClient.setQueryData(retentionKey, answer),
  });
}

/** Decision 147: the member's own notification settings (the daily applicant digest). */
const notificationSettingsKey = ['company', 'me', 'notifications'] as const;

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationSettingsKey,
    queryFn: ({ signal }) => api.get<NotificationSettings>('company/me/notifications', { signal }),
    retry: false,
  });
}

export function useSetNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationSettings) =>
      api.put<NotificationSettings>('company/me/notifications', input),
    onSuccess: (answer) => queryClient.setQueryData(notificationSettingsKey, answer),
  });
}

/**
 * unsubscribeApplicantDigest: the digest mail's unsubscribe page, without a login (the token is
 * the proof); the same address a mail client's one-click unsubscribe POSTs to.
 */
export function useDigestUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post<DigestUnsubscribed>(
        `notifications/digest/unsubscribe?token=${encodeURIComponent(token)}`,
      ),
  });
}
