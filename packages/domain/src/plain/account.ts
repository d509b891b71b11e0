// spec 3 (Session and login): the stored Type is 'User' or 'Company'; any non-'User' value is a
// company. The zod-free half of account.ts (which re-exports all of this and adds the schema):
// the web app's session store, in the entry chunk, imports from here (docs/decisions/099).
export const accountTypes = ['User', 'Company'] as const;
export type AccountType = (typeof accountTypes)[number];

export function accountTypeFromStored(stored: string | null | undefined): AccountType {
  return stored === 'User' ? 'User' : 'Company';
}

/** spec 3: the sessionStorage keys the web app keeps. */
export const sessionKeys = {
  token: 'tokenValue',
  id: 'ID',
  type: 'Type',
  viewId: 'viewID',
  data: 'Data',
  /**
   * Decision 110: the company member who logged in, as JSON {_id, email, name, role, totpEnabled,
   * totpSetupRequired}; the sidebar and buttons ask the policy with its role.
   */
  member: 'Member',
  /**
   * A job seeker's second factor, '1' or '0': the user login answer does not say, so the web app
   * learns it at login (a code was asked) and keeps it up to date on the security page.
   */
  totp: 'TotpEnabled',
} as const;
