// spec 3 (Session and login): the stored Type is 'User' or 'Company'; any non-'User' value is a
// company. The helpers live in plain/account.ts without zod (the web app's entry chunk imports
// them from there); this module adds the schema.
import { z } from 'zod';
import { accountTypes } from './plain/account';

export {
  accountTypeFromStored,
  accountTypes,
  sessionKeys,
  type AccountType,
} from './plain/account';

export const accountTypeSchema = z.enum(accountTypes);
