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
} as const;
