// Issue 12, decision 100 (Measured accuracy): how often the fit ranking predicted whether a hire
// worked out. A hire was predicted to succeed when it ranked in the top half of its posting's
// applicants at the moment of hiring; it counts as correct when prediction and outcome agree.
// The figure is shown only from a minimum sample on; below it the answer says how many are missing.
// The answer's schema is accuracySchema in ./schemas.ts.
export const ACCURACY_MINIMUM_SAMPLE = 5;

export type HireOutcome = 'successful' | 'unsuccessful';

export interface HireRecord {
  /** 1 = best, among the posting's applicants when the hire was made. */
  rankAtHire: number | null;
  applicantsAtHire: number | null;
  outcome: HireOutcome | null;
}

export interface MeasuredAccuracy {
  /** round(100 × correct / sampleSize), 0..100; null below the minimum sample. */
  accuracy: number | null;
  /** Hires with an outcome (and a snapshot of their ranking). */
  sampleSize: number;
  correct: number;
  minimumSample: number;
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
  const accuracy =
    sampleSize >= ACCURACY_MINIMUM_SAMPLE ? Math.round((100 * correct) / sampleSize) : null;
  return { accuracy, sampleSize, correct, minimumSample: ACCURACY_MINIMUM_SAMPLE };
}
