// What a failed call says to the person (members and security pages): the domain's text of the
// error code in the page's language (LAST_OWNER, FORBIDDEN, EMAIL_TAKEN...), else the server's
// own words.
import { errorMessage, isMessageKey } from '@talentpool/domain/messages';
import type { Language } from '@talentpool/domain/plain/language';
import { ApiError } from './api';

export function problemText(err: unknown, lang: Language): string {
  if (err instanceof ApiError) {
    // A refusal of a single control (a switch, a button) says why in its field's text.
    const reasons = Object.values(err.fields);
    if (err.code === 'VALIDATION_FAILED' && reasons.length > 0) return reasons.join(' ');
    if (isMessageKey(`error.${err.code}`)) return errorMessage(err.code, lang);
    return err.message;
  }
  return errorMessage('INTERNAL', lang);
}
