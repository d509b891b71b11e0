// What the links feature does when another module changes something (lib/events.ts).
import type { Listeners } from '../../lib/events';
import { forgetLinkApplicants, setApplicationSource } from '../applications/public';
import { anonymiseLinksSentTo, claimApplyInvitation } from './repository';

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
  /**
   * Issue 38 (decision 215): the single-use links companies sent to a deleted job seeker's
   * address keep no trace of it: the address and the answers go as in retention (decision 124),
   * and so does the address on the applications such a link made; the ISI results stay, unnamed,
   * for the company's statistics. In the deletion's transaction.
   */
  'account.deleted': async (tx, { accountType, email }) => {
    if (accountType !== 'User') return;
    await forgetLinkApplicants(tx, await anonymiseLinksSentTo(tx, email));
  },
};
