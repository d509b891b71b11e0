// What the links feature does when another module changes something (lib/events.ts).
import type { Listeners } from '../../lib/events';
import { setApplicationSource } from '../applications/public';
import { claimApplyInvitation } from './repository';

export const linksListeners: Listeners = {
  /**
   * Decision 173: a job seeker invited to apply with their account (search, a talent pool) who
   * applies on the posting's page uses the invitation, and the application says it came from it,
   * in the application's transaction.
   */
  'application.entered': async (tx, { wayIn, userId, jobId, applicationId }) => {
    if (wayIn !== 'board' || userId === null) return;
    if (await claimApplyInvitation(tx, userId, jobId)) {
      await setApplicationSource(tx, applicationId, 'invitation');
    }
  },
};
