// Issue 46 (decision 245): the job seeker's expected salary is private to the companies they
// applied to themselves. The contact-details rule (contactVisibility.ts) without its
// showContactDetails door: showing one's phone to every company does not show one's salary. The
// server writes the same rule as SQL (db/applicantOf.ts salaryVisibleTo); a test compares them.
import { appliedThemselves, type ApplicationFacts } from './contactVisibility';

export function expectedSalaryVisible(facts: {
  applications: readonly ApplicationFacts[];
}): boolean {
  return facts.applications.some(
    (application) => application.seenByViewer && appliedThemselves(application),
  );
}
