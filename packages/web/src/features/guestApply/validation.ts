// Decision 156: the guest apply form's checks, loaded when the applicant first works with the form
// (or sends it, or an error needs its text), not with the page: the domain's schema of the body
// (zod and the phone library, libphonenumber-js), the screening answers' rule and all of the
// domain's messages are ~65 KB compressed that the first paint does not need. The checks are the
// server's own (guestApplicationBodySchema, checkScreeningAnswers), so the form and the server
// cannot disagree.
import { guestApplicationBodySchema } from '@talentpool/domain/cv/schemas';
import {
  checkScreeningAnswers,
  type PublicScreeningQuestion,
  type ScreeningAnswerInput,
} from '@talentpool/domain/jobs/screening';
import { translate } from '@talentpool/domain/messages';
import type { Language } from '@talentpool/domain/plain/language';

export { problemText } from '../../lib/problemText';

/** The errors of a body as the form sends it, in the page's language, keyed by field. */
export function guestApplicationErrors(
  body: Record<string, unknown>,
  questions: readonly PublicScreeningQuestion[],
  answers: readonly ScreeningAnswerInput[],
  lang: Language,
): Record<string, string> {
  const found: Record<string, string> = {};
  const checked = guestApplicationBodySchema.safeParse(body);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const key = String(issue.path[0] ?? '');
      found[key] ??= translate(issue.message, lang);
    }
  }
  const screening = checkScreeningAnswers(
    questions.map((q) => ({ ...q, knockout: null })),
    answers,
  );
  if ('fields' in screening) {
    for (const [key, message] of Object.entries(screening.fields)) {
      found[key] = translate(message, lang);
    }
  }
  return found;
}
