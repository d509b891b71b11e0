// Decision 135: the response-quality flags of one attempt, and their false-alarm rate on the
// simulation model's attentive respondents.
import { describe, expect, it } from 'vitest';
import { isiKey } from './key';
import {
  anyIsiFlag,
  median,
  responseQuality,
  reverseKeyedPairs,
  TOO_FAST_MEDIAN_MS,
} from './responseQuality';
import { scoreIsi } from './scoring';
import { simulatedAnswerSets } from './simulation';

const all = (answer: number) => Array.from({ length: 48 }, () => answer);
const timings = (ms: number, length = 48) => Array.from({ length }, () => ms);
/** Consistent answers: agree with straight statements, disagree with reverse-keyed ones. */
const consistent = isiKey.map(
  (e, i) => (e.reverse ? 2 : 4) + (i % 3 === 0 ? (e.reverse ? -1 : 1) : 0),
);

describe('responseQuality', () => {
  it('pairs each of the 16 reverse-keyed statements with a straight one of its scale', () => {
    expect(reverseKeyedPairs).toHaveLength(16);
    for (const [reverse, straight] of reverseKeyedPairs) {
      expect(isiKey[reverse]?.reverse).toBe(true);
      expect(isiKey[straight]?.reverse).toBe(false);
      expect(isiKey[straight]?.scale).toBe(isiKey[reverse]?.scale);
    }
  });

  it('flags 48 identical answers as straight-lining, and all-5s as inconsistent too', () => {
    expect(responseQuality(all(3)).flags).toEqual({
      straightLining: true,
      tooFast: null,
      inconsistent: false,
    });
    expect(responseQuality(all(5)).flags).toEqual({
      straightLining: true,
      tooFast: null,
      inconsistent: true,
    });
  });

  it('flags a run of 16 identical answers and 40 of the same, not 15 or 39', () => {
    const run16 = consistent.map((a, i) => (i >= 8 && i < 24 ? 3 : a));
    expect(responseQuality(run16).longestRun).toBeGreaterThanOrEqual(16);
    expect(responseQuality(run16).flags.straightLining).toBe(true);
    // 39 fours spread out (no long run): not flagged; one more four makes 40: flagged.
    const thirtyNine = Array.from({ length: 48 }, (_, i) => (i % 5 === 4 && i < 45 ? 2 : 4));
    const count = thirtyNine.filter((a) => a === 4).length;
    expect(count).toBe(39);
    expect(responseQuality(thirtyNine).sameAnswerCount).toBe(39);
    expect(responseQuality(thirtyNine).flags.straightLining).toBe(false);
    const forty = thirtyNine.map((a, i) => (i === 4 ? 4 : a));
    expect(responseQuality(forty).flags.straightLining).toBe(true);
  });

  it('does not flag consistent, varied answers', () => {
    expect(responseQuality(consistent).flags).toEqual({
      straightLining: false,
      tooFast: null,
      inconsistent: false,
    });
  });

  it('flags a median under 2 s a statement only when timings were measured', () => {
    expect(responseQuality(consistent, timings(1999)).flags.tooFast).toBe(true);
    expect(responseQuality(consistent, timings(TOO_FAST_MEDIAN_MS)).flags.tooFast).toBe(false);
    expect(responseQuality(consistent, timings(4000)).medianItemMs).toBe(4000);
    // No timings, or not one per statement: no speed flag, not a false one.
    expect(responseQuality(consistent).flags.tooFast).toBeNull();
    expect(responseQuality(consistent, null).flags.tooFast).toBeNull();
    expect(responseQuality(consistent, [100, 100]).flags.tooFast).toBeNull();
    // The median, not the mean: a few long pauses do not hide a rushed attempt.
    const rushed = [...timings(900, 45), 600_000, 600_000, 600_000];
    expect(responseQuality(consistent, rushed).flags.tooFast).toBe(true);
  });

  it('never changes the scores', () => {
    const answers = all(5);
    const before = scoreIsi(answers);
    responseQuality(answers, timings(10));
    expect(scoreIsi(answers)).toEqual(before);
  });

  it('raises almost no flag for the simulation model’s attentive respondents', () => {
    const sets = simulatedAnswerSets({ respondents: 5000, seed: 9, noise: 0.9, acquiescence: 0.3 });
    const flagged = sets.filter((a) => anyIsiFlag(responseQuality(a).flags)).length;
    expect(flagged / sets.length).toBeLessThan(0.01);
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});
