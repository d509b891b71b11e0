// spec 3 (Session and login): the stored Type is 'User' or 'Company'; any non-'User' value is a company.
import { z } from 'zod';

export const accountTypes = ['User', 'Company'] as const;
export const accountTypeSchema = z.enum(accountTypes);
export type AccountType = z.infer<typeof accountTypeSchema>;

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
