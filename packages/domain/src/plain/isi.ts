// spec 3 (ISI types, Questionnaire result), spec 9 and decisions.md section 6: the zod-free half
// of isi/types.ts (which re-exports all of this and adds the schemas): the questionnaire's
// constants, the eight types and scales, the answer labels and the ranges of a scored result.
// The questionnaire page imports from here, so it paints without downloading zod (decision 104).
// No scoring key here either.
import type { Language } from './language';

/** 48 statements, 6 pages of 8 (spec 9). */
export const ISI_ITEM_COUNT = 48;
export const ISI_PAGE_SIZE = 8;
export const ISI_PAGE_COUNT = ISI_ITEM_COUNT / ISI_PAGE_SIZE;
export const ISI_ITEMS_PER_SCALE = 6;
export const ISI_ANSWER_MIN = 1;
export const ISI_ANSWER_MAX = 5;
/** spec 4: the progress bar grows by 17 per newly completed page and is 100 at the end. */
export const ISI_PROGRESS_PER_PAGE = 17;
/** The longest time per statement a client may report (decision 135): an hour. */
export const ISI_TIMING_MAX_MS = 3_600_000;

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
  /** Brand colour of the type (bars, charts, images), also its text on the tint and on white:
   *  at least 4.5:1 there (WCAG AA, issue 23; plain/isi.test.ts checks). */
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
    color: '#B43167',
    tint: '#F8E4EC',
    slug: 'self-reflective',
  },
  {
    index: 3,
    group: 'expert',
    scale: 'blt',
    name: { en: 'Factual', ar: 'الواقعي' },
    color: '#1D7369',
    tint: '#DFF1EE',
    slug: 'factual',
  },
  {
    index: 4,
    group: 'leadership',
    scale: 'flp',
    name: { en: 'Demonstrative Mind', ar: 'العقل التوضيحي' },
    color: '#A35100',
    tint: '#FBEBDA',
    slug: 'demonstrative-mind',
  },
  {
    index: 5,
    group: 'leadership',
    scale: 'frp',
    name: { en: 'Motivator', ar: 'المُحفِّز' },
    color: '#B63628',
    tint: '#F9E3E0',
    slug: 'motivator',
  },
  {
    index: 6,
    group: 'leadership',
    scale: 'brp',
    name: { en: 'Accomplisher', ar: 'المُنجِز' },
    color: '#2B752F',
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

/** spec 9: the answer scale and its labels. */
export const isiAnswerLabels: Record<Language, readonly string[]> = {
  en: ['Strongly Disagree', 'Disagree', 'Not Sure', 'Agree', 'Strongly Agree'],
  ar: ['غير موافق بشدة', 'غير موافق', 'غير متأكد', 'موافق', 'موافق بشدة'],
};

/**
 * The ranges of a scored result (decisions.md section 6): the type 0..3, the style 4..7, each
 * scale 0..100. isi/types.ts builds its result schemas from these.
 */
export const isiResultRanges = {
  iRes1: { min: 0, max: 3 },
  iRes2: { min: 4, max: 7 },
  scale: { min: 0, max: 100 },
} as const;

/** The fields of a scored result, in the order of the schema. */
export const isiResultKeys = ['iRes1', 'iRes2', ...isiScaleKeys] as const;
export type IsiResultKey = (typeof isiResultKeys)[number];

function rangeOf(key: IsiResultKey): { min: number; max: number } {
  return key === 'iRes1' || key === 'iRes2' ? isiResultRanges[key] : isiResultRanges.scale;
}

/**
 * A complete result out of possibly-null columns, or null when there is none yet (or a value is
 * out of range). The same rules as isi/types.ts's isiResultSchema, without zod (a domain test
 * checks that both agree); unknown fields are dropped, as the schema drops them.
 */
export function completeIsiResult(
  value: Partial<Record<IsiResultKey, number | null | undefined>>,
): Record<IsiResultKey, number> | null {
  const result: Partial<Record<IsiResultKey, number>> = {};
  for (const key of isiResultKeys) {
    const field = value[key];
    const { min, max } = rangeOf(key);
    if (typeof field !== 'number' || !Number.isInteger(field) || field < min || field > max) {
      return null;
    }
    result[key] = field;
  }
  return result as Record<IsiResultKey, number>;
}
