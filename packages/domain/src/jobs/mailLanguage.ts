// Issue 37: a mail about an application goes in the language of the application (the page it
// was made from) unless the person changed their account language since; mails went in Arabic
// to someone who applied from the English page. Without a stored page language (applications
// from before), the account's language, else the guest's, else the invitation link's.
import { languageSchema, type Language } from '../language';

export interface MailLanguageInput {
  /** The account's language and when it last changed (a job seeker's application). */
  accountLang?: string | null;
  accountLangChangedAt?: Date | null;
  /** The language of the page the application was made from. */
  applicationLang?: string | null;
  appliedAt?: Date | null;
  /** A guest's (guest form, CV import) or an invitation link's language. */
  guestLang?: string | null;
  linkLang?: string | null;
}

export function mailLanguageOf(input: MailLanguageInput): Language {
  const changedSince =
    input.accountLangChangedAt != null &&
    input.appliedAt != null &&
    input.accountLangChangedAt.getTime() > input.appliedAt.getTime();
  const candidates = changedSince
    ? [input.accountLang]
    : [input.applicationLang, input.accountLang, input.guestLang, input.linkLang];
  for (const lang of candidates) {
    const parsed = languageSchema.safeParse(lang);
    if (parsed.success) return parsed.data;
  }
  return 'en';
}
