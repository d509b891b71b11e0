// Issue 22, decision 135: norms. A scale score as a percentile among the current results (each
// person's latest attempt), from the score histograms that the daily statistics job stores. No
// scoring key here: the web app computes a result's percentiles with these functions.
import { isiScaleKeys, type IsiScaleKey } from '../plain/isi';

type IsiScores = Record<IsiScaleKey, number>;

/** Norms are shown from this many current results on (docs/isi.md: why 100). */
export const NORMS_MINIMUM_RESPONDENTS = 100;

/** How many current results have each score 0..100, per scale (what the norms store). */
export type ScaleHistograms = Record<IsiScaleKey, number[]>;

export function scaleHistograms(results: readonly IsiScores[]): ScaleHistograms {
  const histograms = Object.fromEntries(
    isiScaleKeys.map((k) => [k, Array.from({ length: 101 }, () => 0)]),
  ) as ScaleHistograms;
  for (const result of results) {
    for (const k of isiScaleKeys) {
      const score = Math.min(100, Math.max(0, Math.round(result[k])));
      histograms[k][score] = (histograms[k][score] ?? 0) + 1;
    }
  }
  return histograms;
}

/**
 * The percentile of `score` among the counted results: the share below it plus half the share
 * equal to it (the mid-rank definition, so a score everyone shares sits at 50, not at 100 or 0),
 * rounded to a whole number 0..100. null with no results.
 */
export function percentileOf(score: number, histogram: readonly number[]): number | null {
  let total = 0;
  let below = 0;
  let equal = 0;
  histogram.forEach((count, value) => {
    total += count;
    if (value < score) below += count;
    else if (value === score) equal += count;
  });
  if (total === 0) return null;
  return Math.round((100 * (below + equal / 2)) / total);
}

/** The eight percentiles of one result against stored histograms. */
export function percentilesOf(
  scores: IsiScores,
  histograms: ScaleHistograms,
): Record<IsiScaleKey, number | null> {
  return Object.fromEntries(
    isiScaleKeys.map((k) => [k, percentileOf(scores[k], histograms[k])]),
  ) as Record<IsiScaleKey, number | null>;
}
