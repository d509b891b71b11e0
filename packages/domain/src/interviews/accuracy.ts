// Issue 19 (decision 120): how often the interviewers' recommendations agreed with how a hire
// worked out, next to the fit ranking's figure (jobs/accuracy.ts) and with the same sample
// rules and Wilson interval (decision 135). A hire counts once it has an outcome and at least one
// scorecard; it was predicted to succeed when the mean recommendation (strongNo 1, no 2, yes 3, strongYes 4) is at least 2.5.
import { accuracyOf, type HireOutcome, type MeasuredAccuracy } from '../jobs/accuracy';
import type { Recommendation } from './schemas';

export const recommendationValue: Record<Recommendation, number> = {
  strongNo: 1,
  no: 2,
  yes: 3,
  strongYes: 4,
};

/** The mean recommendation at or above which interviewers predicted success. */
export const RECOMMENDATION_THRESHOLD = 2.5;

export interface RecommendedHire {
  outcome: HireOutcome | null;
  recommendations: readonly Recommendation[];
}

export function recommendedToSucceed(recommendations: readonly Recommendation[]): boolean {
  const sum = recommendations.reduce((total, r) => total + recommendationValue[r], 0);
  return sum / recommendations.length >= RECOMMENDATION_THRESHOLD;
}

export function recommendationAccuracy(hires: readonly RecommendedHire[]): MeasuredAccuracy {
  let sampleSize = 0;
  let correct = 0;
  for (const hire of hires) {
    if (hire.outcome === null || hire.recommendations.length === 0) continue;
    sampleSize += 1;
    if (recommendedToSucceed(hire.recommendations) === (hire.outcome === 'successful')) {
      correct += 1;
    }
  }
  return accuracyOf(correct, sampleSize);
}
