// decisions.md 16 (issue 38): a company sees a job seeker's contact details (mobileNO, wemail,
// address, dateOfBirth) only through the person's own act: they applied to one of its postings
// themselves (from their account, or by confirming what a guest form or a sourcing made), or they
// chose showContactDetails. Nothing a company does alone opens them: sourcing, a pool, an
// invitation, a single-use link answered by anyone, a guest application made with their e-mail.
// One rule, pure: the server writes the same rule as SQL from these constants (db/applicantOf.ts)
// and a test compares the two on every combination of facts.
import { applySources, type ApplicationSource } from '../process/schemas';

/**
 * The sources of an application a job seeker makes from their own account: what their own apply
 * request may name (board, feed, referral) and 'invitation' (decision 173: invited, they applied
 * with their account on the posting's page).
 */
export const selfApplySources = [
  ...applySources,
  'invitation',
] as const satisfies readonly ApplicationSource[];

/** What the rule knows of one application of the person to one of the company's postings. */
export interface ApplicationFacts {
  source: ApplicationSource;
  /** Made by a guest form or a recruiter's CV import (applications.guest_via), else null. */
  guestVia: 'apply' | 'import' | null;
  /**
   * The person confirmed it from their account: a guest application they claimed, or a
   * sourcing they answered with "apply" (applications.confirmed_at).
   */
  confirmedByPerson: boolean;
  /**
   * The viewing member may see this application (decisions.md 11: every posting's for owners,
   * admins and recruiters, their hiring teams' postings for a hiring manager).
   */
  seenByViewer: boolean;
}

/** The application is the person's own act. */
export function appliedThemselves(
  facts: Pick<ApplicationFacts, 'source' | 'guestVia' | 'confirmedByPerson'>,
): boolean {
  if (facts.confirmedByPerson) return true;
  return (
    facts.guestVia === null &&
    (selfApplySources as readonly ApplicationSource[]).includes(facts.source)
  );
}

/**
 * The member of a company sees the person's contact details: the person shows them to every
 * company, or applied themselves through an application this member may see.
 */
export function contactDetailsVisible(facts: {
  showContactDetails: boolean;
  applications: readonly ApplicationFacts[];
}): boolean {
  return (
    facts.showContactDetails ||
    facts.applications.some(
      (application) => application.seenByViewer && appliedThemselves(application),
    )
  );
}
