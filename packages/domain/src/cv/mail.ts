// Decision 141, as decision 155 changed it: a guest's confirmation is the company's "application
// received" template (its text, the link to follow the application); the platform adds one
// paragraph of its own after it, the way to make the application part of an account later.
// Pure: the server's application mailer appends what this returns.
import type { Language } from '../language';
import { cvMessagesAr, cvMessagesEn } from './messages';

const texts = { en: cvMessagesEn, ar: cvMessagesAr } as const;

export function guestSignupParagraph(
  lang: Language,
  email: string,
  signupUrl: string,
): { text: string; link: string } {
  return { text: texts[lang]['cv.mail.signup'].replaceAll('{email}', email), link: signupUrl };
}
