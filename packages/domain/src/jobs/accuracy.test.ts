// Decision 100 (Measured accuracy): unit and property-based tests of measuredAccuracy.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCURACY_MINIMUM_SAMPLE,
  measuredAccuracy,
  predictedToSucceed,
  type HireRecord,
} from './accuracy';

const hire = fc.integer({ min: 1, max: 50 }).chain((applicants) =>
  fc.record({
    rankAtHire: fc.integer({ min: 1, max: applicants }),
    applicantsAtHire: fc.constant(applicants),
    outcome: fc.constantFrom('successful' as const, 'unsuccessful' as const, null),
  }),
);

describe('predictedToSucceed', () => {
  it('is the top half of the ranking, rank ≤ ceil(n / 2)', () => {
    expect(predictedToSucceed(1, 1)).toBe(true);
    expect(predictedToSucceed(2, 3)).toBe(true);
    expect(predictedToSucceed(3, 3)).toBe(false);
    expect(predictedToSucceed(2, 4)).toBe(true);
    expect(predictedToSucceed(3, 4)).toBe(false);
  });
});

describe('measuredAccuracy', () => {
  it('is null with fewer than the minimum sample of outcomes', () => {
    const four: HireRecord[] = Array.from({ length: 4 }, () => ({
      rankAtHire: 1,
      applicantsAtHire: 2,
      outcome: 'successful',
    }));
    expect(measuredAccuracy(four)).toEqual({
      accuracy: null,
      sampleSize: 4,
      correct: 4,
      minimumSample: ACCURACY_MINIMUM_SAMPLE,
    });
    expect(ACCURACY_MINIMUM_SAMPLE).toBe(5);
    expect(measuredAccuracy([])).toEqual({
      accuracy: null,
      sampleSize: 0,
      correct: 0,
      minimumSample: 5,
    });
  });

  it('counts a hire as correct when prediction and outcome agree', () => {
    const hires: HireRecord[] = [
      { rankAtHire: 1, applicantsAtHire: 4, outcome: 'successful' }, // top, worked: correct
      { rankAtHire: 4, applicantsAtHire: 4, outcome: 'unsuccessful' }, // bottom, failed: correct
      { rankAtHire: 2, applicantsAtHire: 3, outcome: 'successful' }, // top half: correct
      { rankAtHire: 1, applicantsAtHire: 1, outcome: 'unsuccessful' }, // top, failed: wrong
      { rankAtHire: 3, applicantsAtHire: 3, outcome: 'successful' }, // bottom, worked: wrong
      { rankAtHire: 5, applicantsAtHire: 6, outcome: 'unsuccessful' }, // correct
      { rankAtHire: 1, applicantsAtHire: 6, outcome: null }, // no outcome yet: not counted
    ];
    expect(measuredAccuracy(hires)).toEqual({
      accuracy: 67,
      sampleSize: 6,
      correct: 4,
      minimumSample: 5,
    });
  });

  it('leaves out hires without a ranking snapshot', () => {
    const hires: HireRecord[] = Array.from({ length: 6 }, () => ({
      rankAtHire: null,
      applicantsAtHire: null,
      outcome: 'successful',
    }));
    expect(measuredAccuracy(hires).sampleSize).toBe(0);
  });

  it('always gives 0 ≤ correct ≤ sampleSize and accuracy round(100 × correct / n) from 5 on', () => {
    fc.assert(
      fc.property(fc.array(hire, { maxLength: 40 }), (hires) => {
        const result = measuredAccuracy(hires);
        expect(Object.keys(result).sort()).toEqual([
          'accuracy',
          'correct',
          'minimumSample',
          'sampleSize',
        ]);
        const withOutcome = hires.filter((h) => h.outcome !== null);
        expect(result.sampleSize).toBe(withOutcome.length);
        expect(result.correct).toBeGreaterThanOrEqual(0);
        expect(result.correct).toBeLessThanOrEqual(result.sampleSize);
        if (result.sampleSize < 5) expect(result.accuracy).toBeNull();
        else expect(result.accuracy).toBe(Math.round((100 * result.correct) / result.sampleSize));
      }),
    );
  });

  it('does not depend on the order of the hires', () => {
    fc.assert(
      fc.property(fc.array(hire, { maxLength: 30 }), (hires) => {
        expect(measuredAccuracy([...hires].reverse())).toEqual(measuredAccuracy(hires));
      }),
    );
  });
});
