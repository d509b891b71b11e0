// spec 7 (login) and decision 110: the login call of both account types. A company login answers
// the member who logged in; with the second factor on, the body carries `totp` (a current code or
// a recovery code), and without it the server answers 401 TOTP_REQUIRED.
import { useMutation } from '@tanstack/react-query';
import type { AccountType } from '@talentpool/domain/account';
import type {
  CompanyLoginResponse,
  LoginInput,
  UserLoginResponse,
} from '@talentpool/domain/accounts/schemas';
import { api } from '../../lib/api';
import { signIn, type SessionMember } from '../../lib/session';

export const segmentOf = (type: AccountType) => (type === 'User' ? 'user' : 'company');

export interface LoggedIn {
  token: string;
  id: string;
  type: AccountType;
  /** The member of a company login. */
  member: SessionMember | null;
  /** Whether the second factor is on (for a job seeker, known from the login itself). */
  totpEnabled: boolean;
}

/** A login-like answer (login, or accepting an invitation) as the session keeps it. */
export function loggedInOf(
  res: UserLoginResponse | CompanyLoginResponse,
  sentCode: boolean,
): LoggedIn {
  if ('member' in res && res.member) {
    return {
      token: res.token,
      id: res.company._id,
      type: 'Company',
      member: res.member,
      totpEnabled: res.member.totpEnabled,
    };
  }
  const user = (res as UserLoginResponse).user as UserLoginResponse['user'] & {
    totpEnabled?: unknown;
  };
  // The user answer does not name the second factor (decision 110); a login that needed a code
  // tells that it is on. Should the server add `totpEnabled`, it is used.
  const totpEnabled = typeof user.totpEnabled === 'boolean' ? user.totpEnabled : sentCode;
  return { token: res.token, id: user._id, type: 'User', member: null, totpEnabled };
}

/** Stores the session of a login-like answer. */
export function signInWith(session: LoggedIn): void {
  signIn(session.token, session.id, session.type, {
    member: session.member ?? undefined,
    totpEnabled: session.totpEnabled,
  });
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
      return loggedInOf(res, body.totp !== undefined);
    },
  });
}
