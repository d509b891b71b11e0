// spec 3 (ISI types, Questionnaire result) and decisions.md section 6: the eight ISI types, the
// eight scales, and the schemas of the answers (48 × 1..5) and of a scored result.
// This module carries no scoring key, so the web app may import it freely.
import { z } from 'zod';
import type { Language } from '../language';

/** 48 statements, 6 pages of 8 (spec 9). */
export const ISI_ITEM_COUNT = 48;
export const ISI_PAGE_SIZE = 8;
export const ISI_PAGE_COUNT = ISI_ITEM_COUNT / ISI_PAGE_SIZE;
export const ISI_ITEMS_PER_SCALE = 6;
export const ISI_ANSWER_MIN = 1;
export const ISI_ANSWER_MAX = 5;
/** spec 4: the progress bar grows by 17 per newly completed page and is 100 at the end. */
export const ISI_PROGRESS_PER_PAGE = 17;

/** The scale keys in the order of decisions.md section 6 (ties go to the earlier one). */
export const isiScaleKeys = ['flt', 'frt', 'brt', 'blt', 'flp', 'frp', 'brp', 'blp'] as const;
export type IsiScaleKey = (typeof isiScaleKeys)[number];
export const isiThinkingScales = ['flt', 'frt', 'brt', 'blt'] as const;
export const isiPerceptionalScales = ['flp', 'frp', 'brp', 'blp'] as const;

export const isiScaleNames: Record<IsiScaleKey, Record<Language, string>> = {
  flt: { en: 'Deductive', ar: 'استنتاجي' },
  frt: { en: 'Inductive', ar: 'استقرائي' },
  brt: { en: 'Affective', ar: 'وجداني' },
  blt: { en: 'Systematic', ar: 'منهجي' },
  flp: { en: 'Phonetic', ar: 'سمعي' },
  frp: { en: 'Imaginative', ar: 'تخيلي' },
  brp: { en: 'Experiential', ar: 'تجريبي' },
  blp: { en: 'Procedural', ar: 'إجرائي' },
};

export const isiScaleGroupNames = {
  thinking: { en: 'Thinking styles', ar: 'أساليب التفكير' },
  perceptional: { en: 'Perceptional styles', ar: 'أساليب الإدراك' },
} as const;

/** Type index 0..7 (spec 3). 0..3 personality (expert) types, 4..7 leadership styles. */
export const isiTypeIndexes = [0, 1, 2, 3, 4, 5, 6, 7] as const;
export type IsiTypeIndex = (typeof isiTypeIndexes)[number];

export interface IsiTypeInfo {
  index: IsiTypeIndex;
  /** 'expert' for iRes1 (0..3), 'leadership' for iRes2 (4..7). */
  group: 'expert' | 'leadership';
  /** The scale whose highest score gives this type. */
  scale: IsiScaleKey;
  name: Record<Language, string>;
  /** Brand colour of the type (bars, charts, images). */
  color: string;
  /** A lighter tint of the colour for backgrounds. */
  tint: string;
  /** File stem of the images under /isi/ in the web app (`<slug>.svg`, `<slug>-chart.svg`). */
  slug: string;
}

export const isiTypes: readonly IsiTypeInfo[] = [
  {
    index: 0,
    group: 'expert',
    scale: 'flt',
    name: { en: 'Theorist', ar: 'المُنظِّر' },
    color: '#2E5EAA',
    tint: '#E3ECF8',
    slug: 'theorist',
  },
  {
    index: 1,
    group: 'expert',
    scale: 'frt',
    name: { en: 'Foreseeing', ar: 'المُستشرِف' },
    color: '#7048A8',
    tint: '#EEE7F7',
    slug: 'foreseeing',
  },
  {
    index: 2,
    group: 'expert',
    scale: 'brt',
    name: { en: 'Self-reflective', ar: 'المتأمّل' },
    color: '#B8336A',
    tint: '#F8E4EC',
    slug: 'self-reflective',
  },
  {
    index: 3,
    group: 'expert',
    scale: 'blt',
    name: { en: 'Factual', ar: 'الواقعي' },
    color: '#1F7A6F',
    tint: '#DFF1EE',
    slug: 'factual',
  },
  {
    index: 4,
    group: 'leadership',
    scale: 'flp',
    name: { en: 'Demonstrative Mind', ar: 'العقل التوضيحي' },
    color: '#B85C00',
    tint: '#FBEBDA',
    slug: 'demonstrative-mind',
  },
  {
    index: 5,
    group: 'leadership',
    scale: 'frp',
    name: { en: 'Motivator', ar: 'المُحفِّز' },
    color: '#C0392B',
    tint: '#F9E3E0',
    slug: 'motivator',
  },
  {
    index: 6,
    group: 'leadership',
    scale: 'brp',
    name: { en: 'Accomplisher', ar: 'المُنجِز' },
    color: '#2E7D32',
    tint: '#E2F1E3',
    slug: 'accomplisher',
  },
  {
    index: 7,
    group: 'leadership',
    scale: 'blp',
    name: { en: 'Planner', ar: 'المُخطِّط' },
    color: '#37474F',
    tint: '#E4E9EC',
    slug: 'planner',
  },
];

export function isiTypeOf(index: number): IsiTypeInfo | undefined {
  return isiTypes[index];
}

export function isiTypeName(index: number, lang: Language): string {
  return isiTypes[index]?.name[lang] ?? '';
}

/** One answer: an integer 1..5 (a 0 means unanswered and is refused, decisions.md 6). */
export const isiAnswerSchema = z
  .number('isi.answerInvalid')
  .int('isi.answerInvalid')
  .min(ISI_ANSWER_MIN, 'isi.answerInvalid')
  .max(ISI_ANSWER_MAX, 'isi.answerInvalid');

/** Exactly 48 answers, each 1..5. */
export const isiAnswersSchema = z
  .array(isiAnswerSchema, 'isi.answersLength')
  .length(ISI_ITEM_COUNT, 'isi.answersLength')
  .meta({ id: 'IsiAnswers', description: '48 answers, each an integer 1..5, in item order' });
export type IsiAnswers = z.infer<typeof isiAnswersSchema>;

/** Body of POST /api/company/test (spec 7: `result`, 48 answers). */
export const isiSubmissionSchema = z.object({ result: isiAnswersSchema });
export type IsiSubmission = z.infer<typeof isiSubmissionSchema>;

const scaleScore = z.number().int().min(0).max(100);

/** A scored ISI result: the type, the style and the eight scale scores 0..100. */
export const isiResultSchema = z
  .object({
    iRes1: z.number().int().min(0).max(3),
    iRes2: z.number().int().min(4).max(7),
    flt: scaleScore,
    frt: scaleScore,
    brt: scaleScore,
    blt: scaleScore,
    flp: scaleScore,
    frp: scaleScore,
    brp: scaleScore,
    blp: scaleScore,
  })
  .meta({ id: 'IsiResult' });
export type IsiResult = z.infer<typeof isiResultSchema>;
export type IsiScores = Record<IsiScaleKey, number>;

/** The current result as a users row carries it: all null before the first attempt. */
export const isiCurrentSchema = z.object({
  iRes1: z.number().int().min(0).max(3).nullable(),
  iRes2: z.number().int().min(4).max(7).nullable(),
  flt: scaleScore.nullable(),
  frt: scaleScore.nullable(),
  brt: scaleScore.nullable(),
  blt: scaleScore.nullable(),
  flp: scaleScore.nullable(),
  frp: scaleScore.nullable(),
  brp: scaleScore.nullable(),
  blp: scaleScore.nullable(),
});
export type IsiCurrent = z.infer<typeof isiCurrentSchema>;

/** A complete result out of possibly-null columns, or null when there is none yet. */
export function completeIsiResult(
  value: Partial<Record<keyof IsiResult, number | null | undefined>>,
): IsiResult | null {
  const parsed = isiResultSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** spec 9: the answer scale and its labels. */
export const isiAnswerLabels: Record<Language, readonly string[]> = {
  en: ['Strongly Disagree', 'Disagree', 'Not Sure', 'Agree', 'Strongly Agree'],
  ar: ['غير موافق بشدة', 'غير موافق', 'غير متأكد', 'موافق', 'موافق بشدة'],
};

/** GET /api/questionnaire: texts and page layout, never the scoring key. */
export const questionnaireSchema = z
  .object({
    lang: z.enum(['en', 'ar']),
    itemCount: z.number().int(),
    pageSize: z.number().int(),
    pages: z.array(z.array(z.object({ id: z.number().int(), text: z.string() }))),
    scale: z.array(z.object({ value: z.number().int(), label: z.string() })),
  })
  .meta({ id: 'Questionnaire' });
export type Questionnaire = z.infer<typeof questionnaireSchema>;
