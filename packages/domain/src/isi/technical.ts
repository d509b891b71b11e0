// Issue 40 (decisions.md 21, decision 274): the ISI technical report's figures. Pure functions the
// server's daily job calls on stored data: Feldt's interval for Cronbach's alpha, Fisher's z
// interval for a correlation, norms (mean, SD, percentiles) from the score histograms, differences
// of type assignment between the fairness survey's groups (chi-square test of independence and
// Cramér's V, groups under 5 hidden), and the fit score's relation to hiring (the area under the
// ROC curve with Hanley and McNeil's standard error). technical.test.ts checks each against
// published values. Server-only (statistics.ts imports the scoring key); the web app reads the
// answer's type from technicalSchema.ts.
import { chiSquareSurvival, fQuantile } from './distributions';
import {
  NORMS_MINIMUM_RESPONDENTS,
  RELIABILITY_MINIMUM_RESPONDENTS as RELIABILITY_MINIMUM,
  RETEST_MINIMUM_DAYS as RETEST_DAYS_MINIMUM,
  RETEST_MINIMUM_PAIRS as RETEST_PAIRS_MINIMUM,
} from './statistics';
import type { IsiTechnicalReport } from './technicalSchema';
import { ACCURACY_MINIMUM_SAMPLE, WILSON_Z_95, type MeasuredAccuracy } from '../jobs/accuracy';
import { isiScaleKeys, type IsiScaleKey } from '../plain/isi';
import { fairnessDimensions, preferNotToSay, type FairnessDimension } from '../plain/fairness';

/** A figure's 95 % interval; both ends in the figure's own unit. */
export interface Interval {
  low: number;
  high: number;
}

/**
 * Feldt's (1965) interval of Cronbach's alpha: (1 − α) / (1 − α̂) follows F with n − 1 and
 * (n − 1)(k − 1) degrees of freedom, so the 95 % interval is
 *   [1 − (1 − α̂)·F(0.975), 1 − (1 − α̂)·F(0.025)]   (Feldt, Woodruff and Salih 1987, eq. 2).
 * null when alpha is undefined or there are fewer than 2 respondents or items.
 */
export function feldtInterval(alpha: number | null, n: number, k: number): Interval | null {
  if (alpha === null || !Number.isFinite(alpha) || n < 2 || k < 2 || alpha >= 1) return null;
  const d1 = n - 1;
  const d2 = (n - 1) * (k - 1);
  return {
    low: 1 - (1 - alpha) * fQuantile(0.975, d1, d2),
    high: 1 - (1 - alpha) * fQuantile(0.025, d1, d2),
  };
}

/**
 * Fisher's z interval of a Pearson correlation: atanh(r) ± 1.96 / √(n − 3), back through tanh.
 * null for n ≤ 3 or r undefined; |r| = 1 gives the point itself.
 */
export function fisherZInterval(r: number | null, n: number): Interval | null {
  if (r === null || !Number.isFinite(r) || n <= 3) return null;
  if (Math.abs(r) >= 1) return { low: r, high: r };
  const z = Math.atanh(r);
  const half = WILSON_Z_95 / Math.sqrt(n - 3);
  return { low: Math.tanh(z - half), high: Math.tanh(z + half) };
}

export interface AreaUnderCurve {
  /** P(a hired applicant's fit > a rejected one's), ties counting half; 0..1. */
  auc: number;
  /** Hanley and McNeil's (1982) standard error. */
  standardError: number;
  interval: Interval;
}

/**
 * The area under the ROC curve of `positives` (hired) against `negatives` (rejected), by the
 * Mann-Whitney count with ties counting half, and its 95 % interval from Hanley and McNeil's
 * standard error (1982, eq. 2), clipped to 0..1. null when either group is empty.
 */
export function areaUnderCurve(
  positives: readonly number[],
  negatives: readonly number[],
): AreaUnderCurve | null {
  const n1 = positives.length;
  const n0 = negatives.length;
  if (n1 === 0 || n0 === 0) return null;
  // Sort the negatives once; each positive counts those below it and those equal by binary search.
  const sorted = [...negatives].sort((a, b) => a - b);
  const firstAtLeast = (v: number) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sorted[mid] ?? 0) < v) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const firstAbove = (v: number) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sorted[mid] ?? 0) <= v) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  let wins = 0;
  for (const p of positives) {
    const below = firstAtLeast(p);
    wins += below + (firstAbove(p) - below) / 2;
  }
  const auc = wins / (n1 * n0);
  const q1 = auc / (2 - auc);
  const q2 = (2 * auc * auc) / (1 + auc);
  const variance =
    (auc * (1 - auc) + (n1 - 1) * (q1 - auc * auc) + (n0 - 1) * (q2 - auc * auc)) / (n1 * n0);
  const standardError = Math.sqrt(Math.max(0, variance));
  return {
    auc,
    standardError,
    interval: {
      low: Math.max(0, auc - WILSON_Z_95 * standardError),
      high: Math.min(1, auc + WILSON_Z_95 * standardError),
    },
  };
}

export const normPercentiles = [10, 25, 50, 75, 90] as const;

export interface NormSummary {
  n: number;
  mean: number;
  sd: number;
  /** The score at which the share of results at or below it first reaches 10 %, 25 % ... */
  percentiles: Record<`p${(typeof normPercentiles)[number]}`, number>;
}

/** Mean, SD (n − 1) and percentiles of the scores a histogram (count per score 0..100) holds. */
export function normSummary(histogram: readonly number[]): NormSummary | null {
  let n = 0;
  let sum = 0;
  histogram.forEach((count, score) => {
    n += count;
    sum += count * score;
  });
  if (n < 2) return null;
  const mean = sum / n;
  let squares = 0;
  histogram.forEach((count, score) => {
    squares += count * (score - mean) ** 2;
  });
  const percentiles = {} as NormSummary['percentiles'];
  for (const p of normPercentiles) {
    const target = (p / 100) * n;
    let seen = 0;
    let at = histogram.length - 1;
    for (let score = 0; score < histogram.length; score++) {
      seen += histogram[score] ?? 0;
      if (seen >= target) {
        at = score;
        break;
      }
    }
    percentiles[`p${p}`] = at;
  }
  return { n, mean, sd: Math.sqrt(squares / (n - 1)), percentiles };
}

export interface ContingencyTest {
  statistic: number;
  df: number;
  p: number;
  /** Cramér's V: 0 no association, 1 the group fixes the type. */
  cramersV: number;
  /** Some expected count is under 5: the p-value is approximate. */
  smallExpected: boolean;
}

/**
 * Pearson's chi-square test of independence of a groups × categories table of counts. Empty rows
 * and columns are left out; null with fewer than 2 of either left.
 */
export function chiSquareIndependence(
  table: readonly (readonly number[])[],
): ContingencyTest | null {
  const rows = table.filter((r) => r.reduce((s, v) => s + v, 0) > 0);
  const width = rows[0]?.length ?? 0;
  const columns = Array.from({ length: width }, (_, j) => j).filter((j) =>
    rows.some((r) => (r[j] ?? 0) > 0),
  );
  if (rows.length < 2 || columns.length < 2) return null;
  const rowTotals = rows.map((r) => columns.reduce((s, j) => s + (r[j] ?? 0), 0));
  const columnTotals = columns.map((j) => rows.reduce((s, r) => s + (r[j] ?? 0), 0));
  const total = rowTotals.reduce((s, v) => s + v, 0);
  let statistic = 0;
  let smallExpected = false;
  rows.forEach((r, i) => {
    columns.forEach((j, c) => {
      const expected = ((rowTotals[i] ?? 0) * (columnTotals[c] ?? 0)) / total;
      if (expected < 5) smallExpected = true;
      statistic += ((r[j] ?? 0) - expected) ** 2 / expected;
    });
  });
  const df = (rows.length - 1) * (columns.length - 1);
  const smaller = Math.min(rows.length, columns.length) - 1;
  return {
    statistic,
    df,
    p: chiSquareSurvival(statistic, df),
    cramersV: Math.sqrt(statistic / (total * smaller)),
    smallExpected,
  };
}

// ---------------------------------------------------------------------------------------------
// The snapshot: what the daily job stores and getIsiTechnicalReport answers.

/** Groups of the fairness survey are shown from this many people (decision 257). */
export const GROUP_MINIMUM = 5;
/** A difference between groups is tested from this many people in the groups shown. */
export const GROUP_TEST_MINIMUM = 30;
/** The fit's AUC from this many decided applications, with at least GROUP_MINIMUM on each side. */
export const OUTCOME_MINIMUM = 30;

/** Counts of people per survey group and type assignment (aggregates from the fairness module). */
export interface GroupTypeCount {
  dimension: FairnessDimension;
  group: string;
  /** The person's type (iRes1, 0..3) and style (iRes2, 4..7). */
  iRes1: number;
  iRes2: number;
  n: number;
}

export interface TechnicalInputs {
  computedAt: Date;
  reliability: {
    respondents: number;
    simulatedRespondents: number;
    /** null below the reliability minimum. */
    scales: Record<
      IsiScaleKey,
      {
        alpha: number | null;
        items: { id: number; reverse: boolean; itemTotal: number | null }[];
      }
    > | null;
  };
  retest: { pairs: number; scales: Record<IsiScaleKey, number | null> };
  norms: { respondents: number; histograms: Record<IsiScaleKey, number[]> | null };
  groups: readonly GroupTypeCount[];
  outcomes: { hiredFits: readonly number[]; rejectedFits: readonly number[] };
  accuracy: MeasuredAccuracy;
}

export const technicalMinimums = {
  reliability: RELIABILITY_MINIMUM,
  retestPairs: RETEST_PAIRS_MINIMUM,
  retestDays: RETEST_DAYS_MINIMUM,
  norms: NORMS_MINIMUM_RESPONDENTS,
  group: GROUP_MINIMUM,
  groupTest: GROUP_TEST_MINIMUM,
  outcomes: OUTCOME_MINIMUM,
};

const round = (x: number, digits = 4) => Math.round(x * 10 ** digits) / 10 ** digits;
const roundInterval = (i: Interval | null) =>
  i === null ? null : { low: round(i.low), high: round(i.high) };

function groupDimensions(counts: readonly GroupTypeCount[]): IsiTechnicalReport['groups'] {
  const dimensions = fairnessDimensions.map((dimension) => {
    const byGroup = new Map<string, { types: number[]; n: number }>();
    for (const row of counts) {
      if (row.dimension !== dimension) continue;
      const found = byGroup.get(row.group) ?? { types: Array.from({ length: 8 }, () => 0), n: 0 };
      found.n += row.n;
      if (row.iRes1 >= 0 && row.iRes1 <= 3)
        found.types[row.iRes1] = (found.types[row.iRes1] ?? 0) + row.n;
      if (row.iRes2 >= 4 && row.iRes2 <= 7)
        found.types[row.iRes2] = (found.types[row.iRes2] ?? 0) + row.n;
      byGroup.set(row.group, found);
    }
    const groups = [...byGroup.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([group, { types, n }]) => {
        const shown = n >= GROUP_MINIMUM;
        return {
          group,
          n: shown ? n : null,
          fewerThan5: !shown,
          shares: shown
            ? (Object.fromEntries(
                isiScaleKeys.map((k, i) => [k, Math.round((1000 * (types[i] ?? 0)) / n) / 10]),
              ) as Record<IsiScaleKey, number>)
            : null,
          types,
        };
      });
    // "Prefer not to say" is shown, never tested: it is not a group of people alike.
    const tested = groups.filter((g) => g.n !== null && g.group !== preferNotToSay);
    const testedN = tested.reduce((s, g) => s + (g.n ?? 0), 0);
    const test = (from: number) =>
      testedN >= GROUP_TEST_MINIMUM
        ? chiSquareIndependence(tested.map((g) => g.types.slice(from, from + 4)))
        : null;
    const roundTest = (t: ContingencyTest | null) =>
      t && {
        ...t,
        statistic: round(t.statistic, 3),
        p: round(t.p, 4),
        cramersV: round(t.cramersV, 3),
      };
    return {
      dimension,
      n: groups.reduce((s, g) => s + (g.n ?? 0), 0),
      groups: groups.map(({ group, n, fewerThan5, shares }) => ({ group, n, fewerThan5, shares })),
      typeTest: roundTest(test(0)),
      styleTest: roundTest(test(4)),
    };
  });
  return { answered: 0, dimensions };
}

/** The report from the daily job's inputs; every figure below its minimum is null. */
export function buildTechnicalReport(input: TechnicalInputs, answered: number): IsiTechnicalReport {
  const { reliability, retest, norms } = input;
  const enoughRetest = retest.pairs >= RETEST_PAIRS_MINIMUM;
  const enoughNorms = norms.respondents >= NORMS_MINIMUM_RESPONDENTS && norms.histograms !== null;
  const scales = isiScaleKeys.map((scale) => {
    const stored = reliability.scales?.[scale] ?? null;
    const alpha = stored?.alpha ?? null;
    const k = stored?.items.length ?? 6;
    const r = enoughRetest ? retest.scales[scale] : null;
    const summary = enoughNorms ? normSummary(norms.histograms?.[scale] ?? []) : null;
    return {
      scale,
      alpha: {
        n: reliability.respondents,
        k,
        value: alpha === null ? null : round(alpha),
        interval: roundInterval(feldtInterval(alpha, reliability.respondents, k)),
      },
      items: (stored?.items ?? []).map((item) => ({
        ...item,
        itemTotal: item.itemTotal === null ? null : round(item.itemTotal),
      })),
      retest: {
        n: retest.pairs,
        r: r === null ? null : round(r),
        interval: roundInterval(fisherZInterval(r, retest.pairs)),
      },
      norms: {
        n: norms.respondents,
        mean: summary ? round(summary.mean, 2) : null,
        sd: summary ? round(summary.sd, 2) : null,
        percentiles: summary?.percentiles ?? null,
      },
    };
  });
  const { hiredFits, rejectedFits } = input.outcomes;
  const decided = hiredFits.length + rejectedFits.length;
  const enoughOutcomes =
    decided >= OUTCOME_MINIMUM &&
    hiredFits.length >= GROUP_MINIMUM &&
    rejectedFits.length >= GROUP_MINIMUM;
  const auc = enoughOutcomes ? areaUnderCurve(hiredFits, rejectedFits) : null;
  return {
    status: 'computed',
    computedAt: input.computedAt.toISOString(),
    minimums: technicalMinimums,
    respondents: reliability.respondents,
    simulatedRespondents: reliability.simulatedRespondents,
    scales,
    groups: { ...groupDimensions(input.groups), answered },
    fitOutcomes: {
      decided,
      hired: hiredFits.length,
      rejected: rejectedFits.length,
      auc: auc ? round(auc.auc) : null,
      interval: auc ? roundInterval(auc.interval) : null,
      accuracy: input.accuracy,
    },
  };
}

/** The answer before the daily job's first run (decision 274: never computed on a request). */
export function notComputedReport(): IsiTechnicalReport {
  return {
    status: 'notComputed',
    computedAt: null,
    minimums: technicalMinimums,
    respondents: 0,
    simulatedRespondents: 0,
    scales: [],
    groups: { answered: 0, dimensions: [] },
    fitOutcomes: {
      decided: 0,
      hired: 0,
      rejected: 0,
      auc: null,
      interval: null,
      accuracy: {
        accuracy: null,
        sampleSize: 0,
        correct: 0,
        interval: null,
        minimumSample: ACCURACY_MINIMUM_SAMPLE,
      },
    },
  };
}
