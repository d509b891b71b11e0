// GET /api/questionnaire?lang=: the statements and answer labels, without the scoring key.
import type { QueryClient } from '@tanstack/react-query';
import type { Questionnaire } from '@talentpool/domain/isi/types';
import type { Language } from '@talentpool/domain/plain/language';
import { api } from '../../lib/api';

export function loadQuestionnaire(lang: Language): Promise<Questionnaire> {
  return api.get<Questionnaire>('questionnaire', { query: { lang }, token: null });
}

/** The query of a language's statements (Questionnaire.tsx). */
export function questionnaireQueryKey(lang: Language) {
  return ['questionnaire', lang] as const;
}

/**
 * Starts loading the statements while the questionnaire's code downloads (routes.tsx calls it
 * in the page's lazy loader): the page then finds them in the cache and paints them in its first
 * render, without a second round trip after its code (decision 104). A failure is left to the
 * page's own query, which tries again.
 */
export function prefetchQuestionnaire(client: QueryClient, lang: Language): Promise<void> {
  return client.prefetchQuery({
    queryKey: questionnaireQueryKey(lang),
    queryFn: () => loadQuestionnaire(lang),
    staleTime: Infinity,
  });
}
