// Issue 19 (decisions.md 12, decision 120): scheduling interviews with calendar invitations,
// changes and cancellations, self-scheduling offers booked exactly once, interview kits,
// scorecards (hidden from an interviewer until theirs is in), my interviews and the private
// calendar feed. Permissions follow the one policy (decision 110): the route's guard checks the
// role, the service the posting's team or the member's interviews; another company's things are
// 404. "Now" is the app's clock (tests move it).
import { createInterviewsContext } from './context';
import { feedFlow } from './feed';
import { kitsFlow } from './kits';
import { schedulingFlow } from './scheduling';
import { scorecardsFlow } from './scorecards';
import type { InterviewsServiceOptions } from './shared';
import { slotOffersFlow } from './slotOffers';

export { applicantRecipient, interviewMessages, queueInterviewMails } from './messages';
export type { InterviewMessage, Recipient, TemplatedMail } from './messages';
export { hashSecret } from './shared';
export type { EnqueueMail, InterviewsServiceOptions } from './shared';

/** The interviews service: one object of every flow's calls (each flow is a file of this folder). */
export function createInterviewsService(options: InterviewsServiceOptions) {
  const context = createInterviewsContext(options);
  return {
    ...schedulingFlow(context),
    ...slotOffersFlow(context),
    ...kitsFlow(context),
    ...scorecardsFlow(context),
    ...feedFlow(context),
  };
}

export type InterviewsService = ReturnType<typeof createInterviewsService>;
