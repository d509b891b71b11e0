// Issue 37, mail discipline of the pipeline's stage mails. People who never applied (a CV the
// recruiter imported, someone sourced from search or a pool who has not confirmed) got stage and
// rejection mails ending "You receive this mail because you applied"; five moves in a minute sent
// five mails. The rules: such a person is mailed only when the recruiter ticks it for that mail
// (`notifyNotApplied`), and the mail does not claim they applied; a stage mail waits an undo
// window on the job queue, and a later move of the same application replaces it unsent.
import type { ApplicationSource } from '../process/schemas';

/** The undo window of a stage mail when STAGE_MAIL_UNDO_SECONDS does not say otherwise. */
export const stageMailUndoSecondsDefault = 120;

export interface AppliedInput {
  source?: ApplicationSource | null;
  /** A guest's way in: the guest form, a CV import; null for accounts and link guests. */
  guestVia?: 'apply' | 'import' | 'link' | null;
  /** The person confirmed the application from their account (decision 190). */
  confirmed?: boolean;
}

/** Whether the person applied themselves (or confirmed what the company started). */
export function appliedThemselves(application: AppliedInput): boolean {
  if (application.confirmed) return true;
  if (application.guestVia === 'import') return false;
  return application.source !== 'sourced' && application.source !== 'import';
}

/** Whether a move's mail goes: the sender's choice, and for a non-applicant the explicit one. */
export function stageMailGoes(
  application: AppliedInput,
  choice: { notify: boolean; notifyNotApplied?: boolean },
): boolean {
  if (!choice.notify) return false;
  return appliedThemselves(application) || choice.notifyNotApplied === true;
}
