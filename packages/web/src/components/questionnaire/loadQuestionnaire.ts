// GET /api/questionnaire?lang=: the statements and answer labels, without the scoring key.
import type { Questionnaire } from '@talentpool/domain/isi/types';
import type { Language } from '@talentpool/domain/plain/language';
import { api } from '../../lib/api';

/** A request started before the page's code arrived, handed to the first load of its language. */
const early = new Map<Language, Promise<Questionnaire>>();

function request(lang: Language): Promise<Questionnaire> {
  return api.get<Questionnaire>('questionnaire', { query: { lang }, token: null });
}

/**
 * Starts loading the statements while the questionnaire's code downloads (routes.tsx calls it in
 * the page's lazy loader), so the page does not wait for a second round trip after its code
 * (decision 104). A failure is left to the page's own load, which retries.
 */
export function prefetchQuestionnaire(lang: Language): void {
  if (early.has(lang)) return;
  const pending = request(lang);
  pending.catch(() => undefined);
  early.set(lang, pending);
}

export function loadQuestionnaire(lang: Language): Promise<Questionnaire> {
  const pending = early.get(lang);
  if (pending) {
    early.delete(lang);
    return pending;
  }
  return request(lang);
}
