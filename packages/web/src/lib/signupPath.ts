// Issue 46: the calls to action of the home and landing pages open the sign-up form, for the
// right kind of account when the call names one ("Create my profile", "Find candidates"); the
// auth screen reads ?signup= (features/auth/AuthPage). No import: these are first-screen pages.
import type { AccountType } from '@talentpool/domain/plain/account';

export function signupPathOf(type?: AccountType): string {
  if (!type) return '/auth?signup=new';
  return `/auth?signup=${type === 'User' ? 'user' : 'company'}`;
}
