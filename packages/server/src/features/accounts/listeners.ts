// What the accounts feature does when another module changes something (lib/events.ts).
import type { Listeners } from '../../lib/events';
import { deleteAuthTokens, deleteRecoveryCodes } from './repository';
import { deleteAccountRefreshTokens } from './sessionsRepository';

export const accountsListeners: Listeners = {
  /**
   * decisions.md 14: a deleted account's tokens, its sessions' refresh tokens and second-factor
   * recovery codes go with it, in the deletion's transaction (they name the account by id, without a foreign key).
   */
  'account.deleted': async (tx, { accountType, accountId }) => {
    await deleteAuthTokens(tx, accountType, accountId);
    await deleteRecoveryCodes(tx, accountType, accountId);
    await deleteAccountRefreshTokens(tx, accountType, accountId);
  },
};
