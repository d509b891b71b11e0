// Decision 130: a posting's screening questions as the form holds them (typed text stays as
// typed) and as the request sends them; the domain's schema checks them.
import type {
  KnockoutAction,
  PostingScreeningQuestion,
  ScreeningQuestionInput,
  ScreeningQuestionType,
} from '@talentpool/domain/jobs/screening';

export interface QuestionDraft {
  id: string;
  text: string;
  type: ScreeningQuestionType;
  /** Choices, one per line. */
  options: string;
  required: boolean;
  knockoutOn: boolean;
  /** yesNo: 'yes' | 'no'; choice: the choice. */
  knockoutEquals: string;
  knockoutMin: string;
  knockoutMax: string;
}

export interface ScreeningDraft {
  questions: QuestionDraft[];
  knockoutAction: KnockoutAction;
  knockoutReasonId: string;
}

export const emptyScreening: ScreeningDraft = {
  questions: [],
  knockoutAction: 'flag',
  knockoutReasonId: '',
};

let counter = 0;
/** A new question's id: unique in its posting, stable once saved. */
export function newQuestion(): QuestionDraft {
  counter += 1;
  return {
    id: `q${Date.now().toString(36)}${counter}`,
    text: '',
    type: 'yesNo',
    options: '',
    required: true,
    knockoutOn: false,
    knockoutEquals: 'no',
    knockoutMin: '',
    knockoutMax: '',
  };
}

export function draftOfPosting(posting: {
  screeningQuestions?: PostingScreeningQuestion[];
  knockoutAction?: KnockoutAction;
  knockoutReasonId?: string | null;
}): ScreeningDraft {
  return {
    questions: (posting.screeningQuestions ?? []).map((q) => ({
      id: q.id,
      text: q.text,
      type: q.type,
      options: (q.options ?? []).join('\n'),
      required: q.required,
      knockoutOn: Boolean(q.knockout),
      knockoutEquals:
        typeof q.knockout?.equals === 'boolean'
          ? q.knockout.equals
            ? 'yes'
            : 'no'
          : (q.knockout?.equals ?? (q.type === 'yesNo' ? 'no' : '')),
      knockoutMin: q.knockout?.min !== undefined ? String(q.knockout.min) : '',
      knockoutMax: q.knockout?.max !== undefined ? String(q.knockout.max) : '',
    })),
    knockoutAction: posting.knockoutAction ?? 'flag',
    knockoutReasonId: posting.knockoutReasonId ?? '',
  };
}

const numberOf = (text: string): number | undefined => {
  const value = text.trim();
  if (!value) return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : Number.NaN;
};

function knockoutOf(q: QuestionDraft): ScreeningQuestionInput['knockout'] {
  if (!q.knockoutOn) return null;
  if (q.type === 'yesNo') return { equals: q.knockoutEquals === 'yes' };
  if (q.type === 'choice') return { equals: q.knockoutEquals };
  if (q.type === 'number') {
    const min = numberOf(q.knockoutMin);
    const max = numberOf(q.knockoutMax);
    return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
  }
  // A text answer has no knock-out: sent as is, the schema says so.
  return { equals: q.knockoutEquals };
}

export function inputOfScreening(draft: ScreeningDraft) {
  return {
    screeningQuestions: draft.questions.map((q): ScreeningQuestionInput => ({
      id: q.id,
      text: q.text,
      type: q.type,
      ...(q.type === 'choice'
        ? {
            options: q.options
              .split('\n')
              .map((o) => o.trim())
              .filter(Boolean),
          }
        : {}),
      required: q.required,
      knockout: knockoutOf(q),
    })),
    // Without a knock-out question there is nothing to reject for.
    knockoutAction: draft.questions.some((q) => q.knockoutOn) ? draft.knockoutAction : 'flag',
    knockoutReasonId:
      draft.knockoutAction === 'reject' && draft.questions.some((q) => q.knockoutOn)
        ? draft.knockoutReasonId || null
        : null,
  };
}
