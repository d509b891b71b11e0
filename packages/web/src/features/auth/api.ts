// The account calls of the auth screen (spec 7): signup, change-password (forgot) and
// reset-password, and the resend of the verification mail (decision 129), for the user or the
// company endpoint. Login is components/auth/useLogin.ts.
import { useMutation } from '@tanstack/react-query';
import type { AccountType } from '@talentpool/domain/account';
import type {
  ForgotPasswordInput,
  ResetPasswordInput,
  SignupInput,
} from '@talentpool/domain/accounts/schemas';
import { segmentOf } from '../../components/auth/useLogin';
import { api } from '../../lib/api';

interface Message {
  message: string;
}

export function useSignup() {
  return useMutation({
    mutationFn: ({ type, ...body }: SignupInput & { type: AccountType }) =>
      api.post<Message>(`${segmentOf(type)}/signup`, body, { token: null }),
  });
}

/** decisions.md 23 (decision 251): one call for every kind of account; always 202. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordInput) =>
      api.post<Message>('account/forgot-password', body, { token: null }),
  });
}

/** Decision 129: the verification mail again; always 202, whatever the e-mail. */
export function useResendVerification() {
  return useMutation({
    mutationFn: ({ type, ...body }: ForgotPasswordInput & { type: AccountType }) =>
      api.post<Message>(`${segmentOf(type)}/verify/resend`, body, { token: null }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({
      type,
      token,
      ...body
    }: ResetPasswordInput & { type: AccountType; token: string }) =>
      api.patch<Message>(`${segmentOf(type)}/reset-password`, body, { token }),
  });
}
