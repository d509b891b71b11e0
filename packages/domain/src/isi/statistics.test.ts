// Decision 135: the statistics on real answers, on data whose figures are known.
import { describe, expect, it } from 'vitest';
import { isiKey } from './key';
import { scaleScores } from './scoring';
import { simulatedAnswerSets, simulateIsi } from './simulation';
import {
  correctedItemTotal,
  cronbachAlpha,
  isiItemsByScale,
  pearson,
  percentileOf,
  percentilesOf,
  reliabilityOf,
  RETEST_MINIMUM_PAIRS,
  scaleHistograms,
  testRetest,
  type TimedScores,
} from './statistics';
import { simulatedAlpha, simulationReference } from './simulationFigures';
import { isiScaleKeys } from './types';

// Six respondents, three items. By hand with exact fractions: item variances 68/15 in all,
// total variance 178/15, so alpha = 3/2 × (1 − 68/178) = 165/178 = 0.92697.
const known = [
  [1, 2, 2],
  [2, 2, 3],
  [3, 4, 3],
  [4, 4, 5],
  [5, 5, 4],
  [3, 3, 3],
];

describe('cronbachAlpha and correctedItemTotal', () => {
  it('give the hand-computed values on a known data set', () => {
    expect(cronbachAlpha(known)).toBeCloseTo(165 / 178, 10);
    const r = correctedItemTotal(known);
    expect(r[0]).toBeCloseTo(0.958514, 5);
    expect(r[1]).toBeCloseTo(0.871131, 5);
    expect(r[2]).toBeCloseTo(0.775, 10);
  });

  it('gives null for an item without variance', () => {
    expect(
      correctedItemTotal([
        [1, 2],
        [1, 3],
        [1, 4],
      ])[0],
    ).toBeNull();
  });
});

describe('pearson', () => {
  it('is 1, −1 and a known value', () => {
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 12);
    // Means 3 and 2.8; Σdxdy = 6, Σdx² = 10, Σdy² = 6.8: r = 6 / √68 = 0.727607.
    expect(pearson([1, 2, 3, 4, 5], [2, 1, 4, 3, 4])).toBeCloseTo(0.727607, 6);
    expect(pearson([1, 1], [1, 2])).toBeNull();
  });
});

describe('reliabilityOf', () => {
  it('matches the simulation check per scale on the same answers', () => {
    const options = { respondents: 2000, seed: 11, noise: 0.9, acquiescence: 0.3 };
    const answers = simulatedAnswerSets(options);
    const reliability = reliabilityOf(answers);
    const simulated = simulateIsi(options);
    expect(reliability.respondents).toBe(2000);
    for (const k of isiScaleKeys) {
      expect(reliability.scales[k].alpha).toBeCloseTo(simulated.alpha[k], 10);
      expect(reliability.scales[k].items.map((i) => i.id)).toEqual(isiItemsByScale[k]);
      for (const item of reliability.scales[k].items) {
        expect(item.itemTotal).toBeGreaterThan(0.3);
        expect(item.reverse).toBe(isiKey[item.id - 1]?.reverse);
      }
    }
  });

  it('gives null alpha when every respondent answered alike', () => {
    const same = Array.from({ length: 5 }, () => Array.from({ length: 48 }, () => 3));
    expect(reliabilityOf(same).scales.flt.alpha).toBeNull();
  });
});

describe('testRetest', () => {
  const day = 24 * 60 * 60 * 1000;
  const start = new Date('2026-01-01T00:00:00Z').getTime();
  const answers = simulatedAnswerSets({ respondents: 40, seed: 3, noise: 0.9, acquiescence: 0 });

  it('pairs first attempts with one at least 7 days later, one pair per person', () => {
    const attempts: TimedScores[] = answers.flatMap((a, i) => [
      { personId: `p${i}`, at: new Date(start), scores: scaleScores(a) },
      // 6 days later does not count; 7 does; a third attempt adds no second pair.
      { personId: `p${i}`, at: new Date(start + 6 * day), scores: scaleScores(a) },
      { personId: `p${i}`, at: new Date(start + 7 * day), scores: scaleScores(a) },
      { personId: `p${i}`, at: new Date(start + 30 * day), scores: scaleScores(a) },
    ]);
    const result = testRetest(attempts);
    expect(result.pairs).toBe(40);
    for (const k of isiScaleKeys) expect(result.scales[k]).toBeCloseTo(1, 10);
  });

  it('gives no correlation below the minimum number of pairs', () => {
    const attempts: TimedScores[] = answers.slice(0, RETEST_MINIMUM_PAIRS - 1).flatMap((a, i) => [
      { personId: `p${i}`, at: new Date(start), scores: scaleScores(a) },
      { personId: `p${i}`, at: new Date(start + 8 * day), scores: scaleScores(a) },
    ]);
    const result = testRetest(attempts);
    expect(result.pairs).toBe(RETEST_MINIMUM_PAIRS - 1);
    expect(result.scales.flt).toBeNull();
    expect(testRetest([]).pairs).toBe(0);
  });
});

describe('percentiles', () => {
  it('uses the mid-rank: below plus half of the equal', () => {
    const histogram = Array.from({ length: 101 }, () => 0);
    histogram[20] = 2;
    histogram[50] = 4;
    histogram[80] = 4;
    // 50: 2 below, 4 equal → (2 + 2) / 10 = 40.
    expect(percentileOf(50, histogram)).toBe(40);
    expect(percentileOf(20, histogram)).toBe(10);
    expect(percentileOf(100, histogram)).toBe(100);
    expect(percentileOf(0, histogram)).toBe(0);
    expect(percentileOf(60, histogram)).toBe(60);
    expect(
      percentileOf(
        50,
        Array.from({ length: 101 }, () => 0),
      ),
    ).toBeNull();
  });

  it('counts every scale of every result once', () => {
    const results = simulatedAnswerSets({
      respondents: 50,
      seed: 5,
      noise: 0.9,
      acquiescence: 0,
    }).map(scaleScores);
    const histograms = scaleHistograms(results);
    for (const k of isiScaleKeys) {
      expect(histograms[k].reduce((s, c) => s + c, 0)).toBe(50);
      expect(histograms[k]).toHaveLength(101);
    }
    const first = results[0];
    if (!first) throw new Error('no result');
    const percentiles = percentilesOf(first, histograms);
    for (const k of isiScaleKeys) {
      expect(percentiles[k]).toBeGreaterThanOrEqual(0);
      expect(percentiles[k]).toBeLessThanOrEqual(100);
    }
  });
});

describe('simulationFigures', () => {
  it('are what the simulation computes in its reference condition', () => {
    const report = simulateIsi({ ...simulationReference });
    for (const k of isiScaleKeys) expect(report.alpha[k]).toBeCloseTo(simulatedAlpha[k], 3);
  });
});
