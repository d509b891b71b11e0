import type { AccountType } from '@talentpool/domain/account';

/** spec 2: login, signup and forgot password are switched in place on /auth. */
export type AuthMode = 'login' | 'signup' | 'forgot';

export interface ModeProps {
  /** The account type chosen with the company checkbox; kept while switching modes. */
  type: AccountType;
  onTypeChange: (type: AccountType) => void;
  /** The e-mail typed so far, carried from one mode to the next. */
  email: string;
  onSwitch: (mode: AuthMode, email: string) => void;
}
