// The ISI capability: the questionnaire texts for a language, and taking the questionnaire as a
// logged-in user. The server scores (decisions.md section 6); a client never sends scores.
import { DomainError } from '@talentpool/domain/errors';
import { questionnaireFor } from '@talentpool/domain/isi/itemBank';
import { scoreIsi } from '@talentpool/domain/isi/scoring';
import {
  ISI_ITEM_COUNT,
  ISI_PAGE_SIZE,
  isiAnswerLabels,
  type Questionnaire,
} from '@talentpool/domain/isi/types';
import type { Language } from '@talentpool/domain/language';
import type { Db } from '../../db/database';
import { isiRepository, type StoredAttempt } from './repository';

export const HISTORY_LIMIT = 100;

export function questionnaire(lang: Language): Questionnaire {
  const { pages } = questionnaireFor(lang);
  return {
    lang,
    itemCount: ISI_ITEM_COUNT,
    pageSize: ISI_PAGE_SIZE,
    pages,
    scale: isiAnswerLabels[lang].map((label, i) => ({ value: i + 1, label })),
  };
}

export function createIsiService(db: Db) {
  const repository = isiRepository(db);
  return {
    async takeQuestionnaire(
      userId: string,
      answers: number[],
      lang: Language,
    ): Promise<StoredAttempt> {
      const result = scoreIsi(answers);
      const attempt = await repository.recordAttempt(userId, answers, result, lang);
      if (!attempt) throw new DomainError('NOT_FOUND', 'error.NOT_FOUND');
      return attempt;
    },

    history(userId: string): Promise<StoredAttempt[]> {
      return repository.history(userId, HISTORY_LIMIT);
    },
  };
}
