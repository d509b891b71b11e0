// Issue 40 (decisions.md 21, decision 274): the answer of getIsiTechnicalReport
// (GET /api/public/isi/technical-report, public). The latest snapshot the daily job stored, or
// status 'notComputed' before its first run. Every figure carries its sample size; a figure below
// its minimum sample is null (the page says "not enough data"). No scoring key here (web-safe).
import { z } from 'zod';
import { isiScaleKeys } from '../plain/isi';
import { fairnessDimensions } from '../plain/fairness';

const interval = z.object({ low: z.number(), high: z.number() }).nullable();
const count = () => z.number().int().min(0);

const scaleSchema = z.object({
  scale: z.enum(isiScaleKeys),
  alpha: z.object({
    /** Respondents (each person's latest attempt) and statements of the scale. */
    n: count(),
    k: count(),
    /** Cronbach's alpha; null below the minimum or without variance. */
    value: z.number().nullable(),
    /** Feldt's 95 % interval. */
    interval,
  }),
  /** Corrected item-total correlation of each statement; empty below the minimum. */
  items: z.array(
    z.object({
      id: z.number().int().min(1).max(48),
      reverse: z.boolean(),
      itemTotal: z.number().min(-1).max(1).nullable(),
    }),
  ),
  retest: z.object({
    /** Pairs: people with a first attempt and one at least minimumDays later. */
    n: count(),
    /** Pearson's r between the two attempts; null below the minimum pairs. */
    r: z.number().min(-1).max(1).nullable(),
    /** Fisher's z 95 % interval. */
    interval,
  }),
  norms: z.object({
    n: count(),
    /** null below the minimum. */
    mean: z.number().nullable(),
    sd: z.number().nullable(),
    percentiles: z
      .object({
        p10: z.number(),
        p25: z.number(),
        p50: z.number(),
        p75: z.number(),
        p90: z.number(),
      })
      .nullable(),
  }),
});

const contingencySchema = z
  .object({
    statistic: z.number(),
    df: z.number().int(),
    p: z.number().min(0).max(1),
    cramersV: z.number().min(0),
    smallExpected: z.boolean(),
  })
  .nullable();

const shares = z.object(
  Object.fromEntries(isiScaleKeys.map((k) => [k, z.number().min(0).max(100)])) as Record<
    (typeof isiScaleKeys)[number],
    z.ZodNumber
  >,
);

const dimensionSchema = z.object({
  dimension: z.enum(fairnessDimensions),
  /** People of the dimension's groups shown (hidden groups left out). */
  n: count(),
  groups: z.array(
    z.object({
      group: z.string(),
      /** null when the group has fewer than minimumGroup people (fewerThan5). */
      n: count().nullable(),
      fewerThan5: z.boolean(),
      /** Percent of the group whose type (iRes1) or style (iRes2) is each scale's. */
      shares: shares.nullable(),
    }),
  ),
  /** Chi-square test of type (iRes1) and of style (iRes2) against group; null below the minimum. */
  typeTest: contingencySchema,
  styleTest: contingencySchema,
});

export const isiTechnicalReportSchema = z
  .object({
    status: z.enum(['computed', 'notComputed']),
    /** When the daily job computed the figures; null before its first run. */
    computedAt: z.iso.datetime().nullable(),
    minimums: z.object({
      reliability: count(),
      retestPairs: count(),
      retestDays: count(),
      norms: count(),
      group: count(),
      groupTest: count(),
      outcomes: count(),
    }),
    /** Respondents the reliability comes from, and of them answers made by the simulation model. */
    respondents: count(),
    simulatedRespondents: count(),
    scales: z.array(scaleSchema),
    groups: z.object({
      /** People with an ISI result who answered the voluntary survey at least once. */
      answered: count(),
      dimensions: z.array(dimensionSchema),
    }),
    fitOutcomes: z.object({
      /** Decided applications with a fit: hired or rejected. */
      decided: count(),
      hired: count(),
      rejected: count(),
      /** Area under the ROC curve of fit, hired against rejected; null below the minimum. */
      auc: z.number().min(0).max(1).nullable(),
      interval,
      /** The measured accuracy of decision 135 (hires with a recorded outcome). */
      accuracy: z.object({
        accuracy: z.number().int().min(0).max(100).nullable(),
        sampleSize: count(),
        correct: count(),
        interval: z.object({ low: z.number(), high: z.number() }).nullable(),
        minimumSample: z.number().int().min(1),
      }),
    }),
  })
  .meta({ id: 'IsiTechnicalReport' });
export type IsiTechnicalReport = z.infer<typeof isiTechnicalReportSchema>;
