// Issue 12, decision 100 (Measured accuracy): how often the fit ranking predicted whether a hire
// worked out. A hire was predicted to succeed when it ranked in the top half of its posting's
// applicants at the moment of hiring; it counts as correct when prediction and outcome agree.
// Issue 22 (decision 135): every figure carries its 95% Wilson score interval, and a headline
// percentage only from 30 outcomes on: below that the interval is the honest statement (6 outcomes
// cannot tell 67% from 30% or 90%). The method is written up in docs/fit-score.md.
// The answer's schema is accuracySchema in ./schemas.ts.
export const ACCURACY_MINIMUM_SAMPLE = 30;

/** z for a two-sided 95% interval. */
export const WILSON_Z_95 = 1.959964;

export type HireOutcome = 'successful' | 'unsuccessful';

export interface HireRecord {
  /** 1 = best, among the posting's applicants when the hire was made. */
  rankAtHire: number | null;
  applicantsAtHire: number | null;
  outcome: HireOutcome | null;
}

/** A proportion's interval, both ends 0..1. */
export interface ProportionInterval {
  low: number;
  high: number;
}

export interface MeasuredAccuracy {
  /** round(100 × correct / sampleSize), 0..100; null below the minimum sample. */
  accuracy: number | null;
  /** Hires with an outcome (and a snapshot of their ranking). */
  sampleSize: number;
  correct: number;
  /** The 95% Wilson interval in percent (one decimal), at any sample size; null with none. */
  interval: { low: number; high: number } | null;
  minimumSample: number;
}

/**
 * The Wilson score interval of `successes` out of `n` (Wilson 1927), as proportions 0..1:
 *   centre = (p + z²/2n) / (1 + z²/n),  half = z·√(p(1−p)/n + z²/4n²) / (1 + z²/n)
 * Unlike p ± z·√(p(1−p)/n) it never leaves 0..1 and is not zero-width at 0 or n successes, so it is
 * honest for the small samples a young product has. null for n = 0 (nothing is known).
 */
export function wilsonInterval(
  successes: number,
  n: number,
  z: number = WILSON_Z_95,
): ProportionInterval | null {
  if (!Number.isInteger(n) || n <= 0) return null;
  if (!Number.isInteger(successes) || successes < 0 || successes > n) {
    throw new RangeError('successes must be an integer 0..n');
  }
  const p = successes / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator;
  // Exact ends at 0 and n (the formula gives them up to rounding error).
  const low = successes === 0 ? 0 : Math.max(0, centre - half);
  const high = successes === n ? 1 : Math.min(1, centre + half);
  return { low, high };
}

/** A percentage with one decimal: 0.29993 → 30.0. */
function percent1(value: number): number {
  return Math.round(value * 1000) / 10;
}

/** The accuracy answer of `correct` out of `sampleSize` (shared by the interviewers' figure). */
export function accuracyOf(correct: number, sampleSize: number): MeasuredAccuracy {
  const interval = wilsonInterval(correct, sampleSize);
  return {
    accuracy:
      sampleSize >= ACCURACY_MINIMUM_SAMPLE ? Math.round((100 * correct) / sampleSize) : null,
    sampleSize,
    correct,
    interval: interval ? { low: percent1(interval.low), high: percent1(interval.high) } : null,
    minimumSample: ACCURACY_MINIMUM_SAMPLE,
  };
}

/** The top half of the ranking: rank ≤ ceil(applicants / 2). */
export function predictedToSucceed(rankAtHire: number, applicantsAtHire: number): boolean {
  return rankAtHire <= Math.ceil(applicantsAtHire / 2);
}

export function measuredAccuracy(hires: readonly HireRecord[]): MeasuredAccuracy {
  let sampleSize = 0;
  let correct = 0;
  for (const hire of hires) {
    if (hire.outcome === null || hire.rankAtHire === null || hire.applicantsAtHire === null) {
      continue;
    }
    sampleSize += 1;
    const predicted = predictedToSucceed(hire.rankAtHire, hire.applicantsAtHire);
    if (predicted === (hire.outcome === 'successful')) correct += 1;
  }
  return accuracyOf(correct, sampleSize);
}
