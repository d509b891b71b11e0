// Issue 37 (decision 268): closing the loop on a hire. After a move to a hired stage the recruiter
// is offered what usually follows: cancel the hired person's interviews still to come, close the
// posting once its openings are filled, and tell the applicants still in play that the role is
// gone (a rejection, each in their application's language, with a reason kept). Each step is
// one the recruiter chooses; "Not now" leaves everything as it was. The steps are carried out by
// the calls that already do each of them (cancelInterview, setPostingStatus, bulkApplications
// with action "reject"), so their permissions, mails and audit stay in one place.
import { z } from 'zod';

/** GET /api/company/applications/{id}/hire-steps. */
export const hireStepsSchema = z
  .object({
    applicationId: z.uuid(),
    jobId: z.uuid(),
    /** Whether this application is in a stage of kind hired now. */
    hired: z.boolean(),
    /** How many people the posting hires, and how many are in a hired stage now. */
    openings: z.number().int().min(1),
    hiredCount: z.number().int().min(0),
    /** The posting's status as its applicants read it (a passed deadline reads as closed). */
    postingStatus: z.enum(['draft', 'published', 'closed']),
    /** The hired person's interviews still to come (scheduled, not yet started). */
    interviews: z.array(
      z.object({ _id: z.uuid(), startsAt: z.iso.datetime(), timeZone: z.string() }),
    ),
    /**
     * The posting's other applications still in play (in a stage of kind active or offer), in
     * the ranked order, at most 10,000: whom "tell the others" rejects.
     */
    others: z.array(z.uuid()),
  })
  .meta({ id: 'HireSteps' });
export type HireSteps = z.infer<typeof hireStepsSchema>;

/** Whether the posting's openings are filled: closing it is then offered (and ticked). */
export function openingsFilled(steps: Pick<HireSteps, 'openings' | 'hiredCount'>): boolean {
  return steps.hiredCount >= steps.openings;
}
