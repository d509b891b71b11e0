// Decision 100 (Measured accuracy) and decision 135 (its Wilson interval): unit and property-based
// tests of measuredAccuracy and wilsonInterval.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCURACY_MINIMUM_SAMPLE,
  accuracyOf,
  measuredAccuracy,
  predictedToSucceed,
  wilsonInterval,
  type HireRecord,
} from './accuracy';

const hire = fc.integer({ min: 1, max: 50 }).chain((applicants) =>
  fc.record({
    rankAtHire: fc.integer({ min: 1, max: applicants }),
    applicantsAtHire: fc.constant(applicants),
    outcome: fc.constantFrom('successful' as const, 'unsuccessful' as const, null),
  }),
);

describe('wilsonInterval', () => {
  // Reference values: Newcombe (1998), "Two-sided confidence intervals for the single proportion",
  // Table I, method 3 (score interval without continuity correction), and R's
  // prop.test(x, n, correct = FALSE)$conf.int.
  it.each([
    [81, 263, 0.2553, 0.3662],
    [15, 148, 0.0624, 0.1605],
    [0, 20, 0, 0.1611],
    [1, 29, 0.0061, 0.1718],
    [4, 6, 0.3, 0.9032],
    [6, 6, 0.6097, 1],
  ])('%i of %i gives %f..%f', (x, n, low, high) => {
    const interval = wilsonInterval(x, n);
    expect(interval?.low).toBeCloseTo(low, 4);
    expect(interval?.high).toBeCloseTo(high, 4);
  });

  it('is null without a sample and refuses impossible counts', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(() => wilsonInterval(3, 2)).toThrow(RangeError);
    expect(() => wilsonInterval(-1, 2)).toThrow(RangeError);
  });

  it('always lies within 0..1, contains the observed proportion and narrows as n grows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n, share) => {
          const x = Math.round(share * n);
          const interval = wilsonInterval(x, n);
          expect(interval).not.toBeNull();
          if (!interval) return;
          expect(interval.low).toBeGreaterThanOrEqual(0);
          expect(interval.high).toBeLessThanOrEqual(1);
          expect(interval.low).toBeLessThanOrEqual(x / n + 1e-12);
          expect(interval.high).toBeGreaterThanOrEqual(x / n - 1e-12);
          const bigger = wilsonInterval(4 * x, 4 * n);
          if (bigger) {
            expect(bigger.high - bigger.low).toBeLessThan(interval.high - interval.low + 1e-12);
          }
        },
      ),
    );
  });
});

describe('accuracyOf', () => {
  it('gives the interval in percent with one decimal and no headline below 30', () => {
    expect(ACCURACY_MINIMUM_SAMPLE).toBe(30);
    expect(accuracyOf(4, 6)).toEqual({
      accuracy: null,
      sampleSize: 6,
      correct: 4,
      interval: { low: 30, high: 90.3 },
      minimumSample: 30,
    });
    expect(accuracyOf(0, 0)).toEqual({
      accuracy: null,
      sampleSize: 0,
      correct: 0,
      interval: null,
      minimumSample: 30,
    });
    expect(accuracyOf(20, 29).accuracy).toBeNull();
    expect(accuracyOf(20, 30)).toEqual({
      accuracy: 67,
      sampleSize: 30,
      correct: 20,
      interval: { low: 48.8, high: 80.8 },
      minimumSample: 30,
    });
  });
});

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
  it('is null with fewer than the minimum sample of outcomes, the interval still given', () => {
    const four: HireRecord[] = Array.from({ length: 4 }, () => ({
      rankAtHire: 1,
      applicantsAtHire: 2,
      outcome: 'successful',
    }));
    expect(measuredAccuracy(four)).toEqual({
      accuracy: null,
      sampleSize: 4,
      correct: 4,
      interval: { low: 51, high: 100 },
      minimumSample: ACCURACY_MINIMUM_SAMPLE,
    });
    expect(measuredAccuracy([])).toEqual({
      accuracy: null,
      sampleSize: 0,
      correct: 0,
      interval: null,
      minimumSample: 30,
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
    expect(measuredAccuracy(hires)).toMatchObject({ accuracy: null, sampleSize: 6, correct: 4 });
    const many = Array.from({ length: 5 }, () => hires).flat();
    expect(measuredAccuracy(many)).toMatchObject({ accuracy: 67, sampleSize: 30, correct: 20 });
  });

  it('leaves out hires without a ranking snapshot', () => {
    const hires: HireRecord[] = Array.from({ length: 6 }, () => ({
      rankAtHire: null,
      applicantsAtHire: null,
      outcome: 'successful',
    }));
    expect(measuredAccuracy(hires).sampleSize).toBe(0);
  });

  it('always gives 0 ≤ correct ≤ sampleSize and accuracy round(100 × correct / n) from 30 on', () => {
    fc.assert(
      fc.property(fc.array(hire, { maxLength: 80 }), (hires) => {
        const result = measuredAccuracy(hires);
        expect(Object.keys(result).sort()).toEqual([
          'accuracy',
          'correct',
          'interval',
          'minimumSample',
          'sampleSize',
        ]);
        const withOutcome = hires.filter((h) => h.outcome !== null);
        expect(result.sampleSize).toBe(withOutcome.length);
        expect(result.correct).toBeGreaterThanOrEqual(0);
        expect(result.correct).toBeLessThanOrEqual(result.sampleSize);
        if (result.sampleSize < 30) expect(result.accuracy).toBeNull();
        else expect(result.accuracy).toBe(Math.round((100 * result.correct) / result.sampleSize));
        if (result.sampleSize === 0) expect(result.interval).toBeNull();
        else expect(result.interval).not.toBeNull();
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
