// spec 3 (ISI types, Questionnaire result) and decisions.md section 6: the eight ISI types, the
// eight scales, and the schemas of the answers (48 × 1..5) and of a scored result.
// This module carries no scoring key, so the web app may import it freely. The constants, types,
// names and labels live in plain/isi.ts without zod (re-exported here, so no import changes): a
// page that needs only those imports them from there and does not download zod (decision 104).
import { z } from 'zod';
import {
  ISI_ANSWER_MAX,
  ISI_ANSWER_MIN,
  ISI_ITEM_COUNT,
  ISI_TIMING_MAX_MS,
  isiResultRanges,
  type IsiScaleKey,
} from '../plain/isi';

export {
  completeIsiResult,
  ISI_ANSWER_MAX,
  ISI_ANSWER_MIN,
  ISI_ITEM_COUNT,
  ISI_ITEMS_PER_SCALE,
  ISI_PAGE_COUNT,
  ISI_PAGE_SIZE,
  ISI_PROGRESS_PER_PAGE,
  ISI_TIMING_MAX_MS,
  isiAnswerLabels,
  isiPerceptionalScales,
  isiResultKeys,
  isiResultRanges,
  isiScaleGroupNames,
  isiScaleKeys,
  isiScaleNames,
  isiThinkingScales,
  isiTypeIndexes,
  isiTypeName,
  isiTypeOf,
  isiTypes,
  type IsiResultKey,
  type IsiScaleKey,
  type IsiTypeIndex,
  type IsiTypeInfo,
} from '../plain/isi';

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

/**
 * Optional milliseconds spent on each statement, measured by the questionnaire itself (issue 22,
 * decision 135): what the "too fast" flag is computed from. Without it, no speed flag.
 */
export const isiTimingsSchema = z
  .array(
    z
      .number('isi.timingsInvalid')
      .int('isi.timingsInvalid')
      .min(0, 'isi.timingsInvalid')
      .max(ISI_TIMING_MAX_MS, 'isi.timingsInvalid'),
    'isi.timingsInvalid',
  )
  .length(ISI_ITEM_COUNT, 'isi.timingsInvalid')
  .meta({
    id: 'IsiTimings',
    description: 'Milliseconds spent on each of the 48 statements, in item order (optional)',
  });

/** Body of POST /api/company/test (spec 7: `result`, 48 answers; optional `timings`). */
export const isiSubmissionSchema = z.object({
  result: isiAnswersSchema,
  timings: isiTimingsSchema.optional(),
});

/**
 * Response quality of one attempt (issue 22, decision 135): never changes the scores. `tooFast`
 * is null when the attempt carried no timings. Shown to companies beside the result as isiFlags.
 */
export const isiFlagsSchema = z
  .object({
    straightLining: z.boolean(),
    tooFast: z.boolean().nullable(),
    inconsistent: z.boolean(),
  })
  .meta({ id: 'IsiFlags' });
export type IsiFlagsBody = z.infer<typeof isiFlagsSchema>;
export type IsiSubmission = z.infer<typeof isiSubmissionSchema>;

const { iRes1, iRes2, scale } = isiResultRanges;
const scaleScore = z.number().int().min(scale.min).max(scale.max);

/** A scored ISI result: the type, the style and the eight scale scores 0..100. */
export const isiResultSchema = z
  .object({
    iRes1: z.number().int().min(iRes1.min).max(iRes1.max),
    iRes2: z.number().int().min(iRes2.min).max(iRes2.max),
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
  iRes1: z.number().int().min(iRes1.min).max(iRes1.max).nullable(),
  iRes2: z.number().int().min(iRes2.min).max(iRes2.max).nullable(),
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
