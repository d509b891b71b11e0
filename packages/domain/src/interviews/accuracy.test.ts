import { describe, expect, it } from 'vitest';
import { ACCURACY_MINIMUM_SAMPLE } from '../jobs/accuracy';
import { recommendationAccuracy, recommendedToSucceed } from './accuracy';

describe('recommendation accuracy', () => {
  it('predicts success from a mean of at least 2.5', () => {
    expect(recommendedToSucceed(['yes'])).toBe(true);
    expect(recommendedToSucceed(['no', 'yes'])).toBe(true); // 2.5
    expect(recommendedToSucceed(['strongNo', 'yes'])).toBe(false); // 2
    expect(recommendedToSucceed(['no'])).toBe(false);
    expect(recommendedToSucceed(['strongNo', 'strongYes', 'no'])).toBe(false); // 2.33
  });

  it('counts hires with an outcome and at least one scorecard only', () => {
    const result = recommendationAccuracy([
      { outcome: 'successful', recommendations: ['yes'] },
      { outcome: null, recommendations: ['yes'] },
      { outcome: 'unsuccessful', recommendations: [] },
    ]);
    expect(result).toEqual({
      accuracy: null,
      sampleSize: 1,
      correct: 1,
      interval: { low: 20.7, high: 100 },
      minimumSample: ACCURACY_MINIMUM_SAMPLE,
    });
  });

  it('answers the interval below the minimum sample and a percentage from it on', () => {
    const hires = [
      { outcome: 'successful' as const, recommendations: ['strongYes' as const] },
      { outcome: 'successful' as const, recommendations: ['yes' as const, 'no' as const] },
      { outcome: 'unsuccessful' as const, recommendations: ['no' as const] },
      { outcome: 'unsuccessful' as const, recommendations: ['yes' as const] }, // wrong
      { outcome: 'successful' as const, recommendations: ['strongNo' as const] }, // wrong
      { outcome: 'unsuccessful' as const, recommendations: ['strongNo' as const, 'no' as const] },
    ];
    expect(recommendationAccuracy(hires.slice(0, 4)).accuracy).toBeNull();
    expect(recommendationAccuracy(hires)).toEqual({
      accuracy: null,
      sampleSize: 6,
      correct: 4,
      interval: { low: 30, high: 90.3 },
      minimumSample: ACCURACY_MINIMUM_SAMPLE,
    });
    const thirty = Array.from({ length: 5 }, () => hires).flat();
    expect(recommendationAccuracy(thirty)).toMatchObject({ accuracy: 67, sampleSize: 30 });
  });
});
