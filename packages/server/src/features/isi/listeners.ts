// What the isi feature does when another module changes something (lib/events.ts).
import type { Listeners } from '../../lib/events';
import { deleteAttemptsOf } from './repository';

export const isiListeners: Listeners = {
  /** A deleted job seeker's questionnaire attempts go with the account (decisions.md 14). */
  'account.deleted': async (tx, { accountType, accountId }) => {
    if (accountType === 'User') await deleteAttemptsOf(tx, accountId);
  },
};
