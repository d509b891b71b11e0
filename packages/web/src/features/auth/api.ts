// The account calls of the auth screen (spec 7): login, signup, change-password (forgot) and
// reset-password, for the user or the company endpoint.
import { useMutation } from '@tanstack/react-query';
import type { AccountType } from '@talentpool/domain/account';
import type {
  CompanyLoginResponse,
  ForgotPasswordInput,
  LoginInput,
  ResetPasswordInput,
  SignupInput,
  UserLoginResponse,
} from '@talentpool/domain/accounts/schemas';
import { api } from '../../lib/api';

export const segmentOf = (type: AccountType) => (type === 'User' ? 'user' : 'company');

interface Message {
  message: string;
}

export interface LoggedIn {
  token: string;
  id: string;
  type: AccountType;
}

export function useLogin() {
  return useMutation({
    mutationFn: async ({
      type,
      ...body
    }: LoginInput & { type: AccountType }): Promise<LoggedIn> => {
      // The session is not sent: a stale token must not end up answering this call.
      const res = await api.post<UserLoginResponse | CompanyLoginResponse>(
        `${segmentOf(type)}/login`,
        body,
        { token: null },
      );
      const account = 'user' in res ? res.user : res.company;
      return { token: res.token, id: account._id, type };
    },
  });
}

export function useSignup() {
  return useMutation({
    mutationFn: ({ type, ...body }: SignupInput & { type: AccountType }) =>
      api.post<Message>(`${segmentOf(type)}/signup`, body, { token: null }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: ({ type, ...body }: ForgotPasswordInput & { type: AccountType }) =>
      api.patch<Message>(`${segmentOf(type)}/change-password`, body, { token: null }),
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
