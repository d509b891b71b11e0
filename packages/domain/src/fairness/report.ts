// decisions.md 21: the fairness report's figures from counts. Per stage (and for the fit
// ranking's top 20 %), per group of each dimension: how many entered, how many moved on, the
// selection rate, the impact ratio to the group with the highest rate, the four-fifths flag and
// Fisher's exact p-value against that group. Small groups hide their figures; no flag is raised
// while the stage has fewer than minimumTotal people (with a survey answer) in all.
import { z } from 'zod';
import { fisherExact } from './fisher';
import { fairnessDimensions, type FairnessDimension } from './survey';

export const fairnessThresholds = {
  /** A group of fewer people shows "fewer than 5", and no figure. */
  smallGroup: 5,
  /** No four-fifths flag below this many people in the stage. */
  minimumTotal: 30,
  /** The four-fifths rule: an impact ratio under 0.8. */
  fourFifths: 0.8,
  /** The fit ranking's top share. */
  topShare: 0.2,
} as const;

/** What the database counts: people of one group who entered a stage and moved on. */
export interface GroupCount {
  dimension: FairnessDimension;
  group: string;
  entered: number;
  movedOn: number;
}

export const fairnessGroupSchema = z
  .object({
    group: z.string(),
    /** Fewer than 5 people: no figure is shown. */
    fewerThan5: z.boolean(),
    entered: z.number().int().nullable(),
    movedOn: z.number().int().nullable(),
    /** movedOn / entered, 0..1 (three decimals). */
    selectionRate: z.number().nullable(),
    /** This group's rate / the highest rate among the shown groups (three decimals). */
    impactRatio: z.number().nullable(),
    /** Ratio under 0.8, with 30 or more people in the stage and 5 or more in the group. */
    fourFifths: z.boolean(),
    /** Fisher's exact test, two-sided, this group against the highest-rate group. */
    pValue: z.number().nullable(),
    /** The group the others are compared with. */
    reference: z.boolean(),
  })
  .meta({ id: 'FairnessGroup' });
export type FairnessGroup = z.infer<typeof fairnessGroupSchema>;

export const fairnessDimensionSchema = z
  .object({
    dimension: z.enum(fairnessDimensions),
    /** People of the stage with an answer in this dimension (prefer not to say included). */
    total: z.number().int(),
    /** Below 30 in all: no flag is raised. */
    enoughPeople: z.boolean(),
    groups: z.array(fairnessGroupSchema),
  })
  .meta({ id: 'FairnessDimension' });

export const fairnessStageSchema = z
  .object({
    /** A stage key, or 'fitTop20' for the fit ranking's top 20 %. */
    stage: z.string(),
    name: z.object({ en: z.string(), ar: z.string() }),
    dimensions: z.array(fairnessDimensionSchema),
  })
  .meta({ id: 'FairnessStage' });
export type FairnessStage = z.infer<typeof fairnessStageSchema>;

export const fairnessReportSchema = z
  .object({
    jobId: z.uuid().nullable(),
    from: z.string(),
    to: z.string(),
    /** Applications in the range, and how many answered the survey (any question). */
    applications: z.number().int(),
    answered: z.number().int(),
    thresholds: z.object({
      smallGroup: z.number().int(),
      minimumTotal: z.number().int(),
      fourFifths: z.number(),
      topShare: z.number(),
    }),
    stages: z.array(fairnessStageSchema),
    generatedAt: z.iso.datetime(),
  })
  .meta({ id: 'FairnessReport' });
export type FairnessReport = z.infer<typeof fairnessReportSchema>;

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** The figures of one dimension of one stage from its groups' counts. */
export function dimensionFigures(
  dimension: FairnessDimension,
  counts: readonly GroupCount[],
): z.infer<typeof fairnessDimensionSchema> {
  const { smallGroup, minimumTotal, fourFifths } = fairnessThresholds;
  const groups = counts
    .filter((c) => c.dimension === dimension && c.entered > 0)
    .sort((a, b) => (a.group < b.group ? -1 : a.group > b.group ? 1 : 0));
  const total = groups.reduce((s, g) => s + g.entered, 0);
  const enoughPeople = total >= minimumTotal;
  // The reference: the highest rate among the groups large enough to be shown; "prefer not to
  // say" is shown but never the yardstick.
  const shown = groups.filter((g) => g.entered >= smallGroup);
  let reference: GroupCount | undefined;
  for (const g of shown) {
    if (g.group === 'preferNot') continue;
    if (!reference || g.movedOn / g.entered > reference.movedOn / reference.entered) reference = g;
  }
  const best = reference ? reference.movedOn / reference.entered : 0;
  return {
    dimension,
    total,
    enoughPeople,
    groups: groups.map((g): FairnessGroup => {
      if (g.entered < smallGroup) {
        return {
          group: g.group,
          fewerThan5: true,
          entered: null,
          movedOn: null,
          selectionRate: null,
          impactRatio: null,
          fourFifths: false,
          pValue: null,
          reference: false,
        };
      }
      const rate = g.movedOn / g.entered;
      const isReference = g === reference;
      const ratio = reference && best > 0 ? rate / best : null;
      const pValue =
        reference && !isReference
          ? fisherExact(
              g.movedOn,
              g.entered - g.movedOn,
              reference.movedOn,
              reference.entered - reference.movedOn,
            )
          : null;
      return {
        group: g.group,
        fewerThan5: false,
        entered: g.entered,
        movedOn: g.movedOn,
        selectionRate: round3(rate),
        impactRatio: ratio === null ? null : round3(ratio),
        fourFifths: Boolean(
          enoughPeople && ratio !== null && ratio < fourFifths && g.group !== 'preferNot',
        ),
        pValue: pValue === null ? null : Number(pValue.toPrecision(4)),
        reference: isReference,
      };
    }),
  };
}

/** A stage's figures for every dimension. */
export function stageFigures(
  stage: string,
  name: { en: string; ar: string },
  counts: readonly GroupCount[],
): FairnessStage {
  return { stage, name, dimensions: fairnessDimensions.map((d) => dimensionFigures(d, counts)) };
}
