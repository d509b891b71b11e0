// GET /api/questionnaire?lang=: the statements and answer labels, without the scoring key.
import type { Questionnaire } from '@talentpool/domain/isi/types';
import type { Language } from '@talentpool/domain/language';
import { api } from '../../lib/api';

export function loadQuestionnaire(lang: Language): Promise<Questionnaire> {
  return api.get<Questionnaire>('questionnaire', { query: { lang }, token: null });
}
