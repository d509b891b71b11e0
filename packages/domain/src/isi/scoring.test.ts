// decisions.md section 6: property-based tests of scoreIsi (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { isiKey } from './key';
import { scoreIsi } from './scoring';
import { ISI_ITEM_COUNT, isiPerceptionalScales, isiScaleKeys, isiThinkingScales } from './types';

const answer = fc.integer({ min: 1, max: 5 });
const answers = fc.array(answer, { minLength: ISI_ITEM_COUNT, maxLength: ISI_ITEM_COUNT });

/** Answers that give a chosen keyed value to every statement of every scale. */
function answersForKeyed(keyed: (scale: string, occurrence: number) => number): number[] {
  const seen: Record<string, number> = {};
  return isiKey.map((entry) => {
    const k = (seen[entry.scale] = (seen[entry.scale] ?? -1) + 1);
    const value = keyed(entry.scale, k);
    return entry.reverse ? 6 - value : value;
  });
}

function expectValidation(fn: () => unknown) {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).code).toBe('VALIDATION_FAILED');
    expect((err as DomainError).status).toBe(400);
    return;
  }
  throw new Error('expected a VALIDATION_FAILED error');
}

describe('scoreIsi', () => {
  it('gives integer scores 0..100, iRes1 in 0..3 and iRes2 in 4..7', () => {
    fc.assert(
      fc.property(answers, (a) => {
        const r = scoreIsi(a);
        for (const k of isiScaleKeys) {
          expect(Number.isInteger(r[k])).toBe(true);
          expect(r[k]).toBeGreaterThanOrEqual(0);
          expect(r[k]).toBeLessThanOrEqual(100);
        }
        expect(r.iRes1).toBeGreaterThanOrEqual(0);
        expect(r.iRes1).toBeLessThanOrEqual(3);
        expect(r.iRes2).toBeGreaterThanOrEqual(4);
        expect(r.iRes2).toBeLessThanOrEqual(7);
      }),
    );
  });

  it('picks the highest scale of each group, ties to the first in order', () => {
    fc.assert(
      fc.property(answers, (a) => {
        const r = scoreIsi(a);
        const thinking = isiThinkingScales.map((k) => r[k]);
        const perceptional = isiPerceptionalScales.map((k) => r[k]);
        expect(r.iRes1).toBe(thinking.indexOf(Math.max(...thinking)));
        expect(r.iRes2).toBe(4 + perceptional.indexOf(Math.max(...perceptional)));
      }),
    );
  });

  it('scores each scale as round(100 × (sum of keyed answers − 6) / 24)', () => {
    fc.assert(
      fc.property(answers, (a) => {
        const r = scoreIsi(a);
        for (const scale of isiScaleKeys) {
          const sum = isiKey
            .map((e, i) => (e.scale === scale ? (e.reverse ? 6 - (a[i] ?? 0) : (a[i] ?? 0)) : 0))
            .reduce((x, y) => x + y, 0);
          expect(r[scale]).toBe(Math.round((100 * (sum - 6)) / 24));
        }
      }),
    );
  });

  it('gives 50 on every scale, iRes1 0 and iRes2 4 when every answer is 3', () => {
    expect(scoreIsi(Array<number>(ISI_ITEM_COUNT).fill(3))).toEqual({
      iRes1: 0,
      iRes2: 4,
      flt: 50,
      frt: 50,
      brt: 50,
      blt: 50,
      flp: 50,
      frp: 50,
      brp: 50,
      blp: 50,
    });
  });

  it('sends ties to the first scale: equal top scores give the earliest scale', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 2, max: 5 }),
        (first, second, level) => {
          const [lo, hi] = first <= second ? [first, second] : [second, first];
          // Two thinking and two perceptional scales share the top level, the rest are 1.
          const top = new Set([
            isiThinkingScales[lo],
            isiThinkingScales[hi],
            isiPerceptionalScales[lo],
            isiPerceptionalScales[hi],
          ]);
          const r = scoreIsi(answersForKeyed((scale) => (top.has(scale as never) ? level : 1)));
          expect(r.iRes1).toBe(lo);
          expect(r.iRes2).toBe(4 + lo);
        },
      ),
    );
  });

  it('scores a reverse-keyed statement as 6 − answer', () => {
    const reversed = isiKey.filter((e) => e.reverse);
    for (const scale of isiScaleKeys) {
      expect(reversed.some((e) => e.scale === scale)).toBe(true);
    }
    fc.assert(
      fc.property(answers, fc.constantFrom(...reversed), (a, entry) => {
        const i = entry.id - 1;
        const up = [...a];
        const down = [...a];
        up[i] = 5;
        down[i] = 1;
        // Answering 5 to a reverse-keyed statement counts as 1, so it never scores above 1.
        expect(scoreIsi(up)[entry.scale]).toBeLessThan(scoreIsi(down)[entry.scale]);
        expect(scoreIsi(down)[entry.scale] - scoreIsi(up)[entry.scale]).toBeGreaterThanOrEqual(
          Math.floor((100 * 4) / 24),
        );
      }),
    );
    // All keyed 5: positive statements answered 5, reverse ones answered 1 -> 100 everywhere.
    const best = scoreIsi(answersForKeyed(() => 5));
    for (const scale of isiScaleKeys) expect(best[scale]).toBe(100);
    const worst = scoreIsi(answersForKeyed(() => 1));
    for (const scale of isiScaleKeys) expect(worst[scale]).toBe(0);
  });

  it('never lowers a scale when an answer to a positively keyed statement goes up', () => {
    const positive = isiKey.filter((e) => !e.reverse);
    fc.assert(
      fc.property(answers, fc.constantFrom(...positive), (a, entry) => {
        const i = entry.id - 1;
        const before = scoreIsi(a);
        const raised = [...a];
        raised[i] = Math.min(5, (a[i] ?? 1) + 1);
        const after = scoreIsi(raised);
        expect(after[entry.scale]).toBeGreaterThanOrEqual(before[entry.scale]);
        // Other scales do not move.
        for (const k of isiScaleKeys) if (k !== entry.scale) expect(after[k]).toBe(before[k]);
      }),
    );
  });

  it('refuses 47 or 49 answers, a 0, a 6, a fraction and non-numbers with VALIDATION_FAILED', () => {
    expectValidation(() => scoreIsi(Array<number>(47).fill(3)));
    expectValidation(() => scoreIsi(Array<number>(49).fill(3)));
    expectValidation(() => scoreIsi([]));
    fc.assert(
      fc.property(
        answers,
        fc.integer({ min: 0, max: ISI_ITEM_COUNT - 1 }),
        fc.oneof(
          fc.constant(0),
          fc.constant(6),
          fc.integer({ max: 0 }),
          fc.integer({ min: 6 }),
          fc.constant(2.5),
          fc.constant(Number.NaN),
        ),
        (a, i, bad) => {
          const b = [...a];
          b[i] = bad;
          expectValidation(() => scoreIsi(b));
        },
      ),
    );
    expectValidation(() => scoreIsi(['3', ...Array<number>(47).fill(3)] as unknown as number[]));
  });
});

// Issue 44: mutants of the refusal's fields and message survived the tests above.
describe('scoreIsi refusals, pinned for mutation testing', () => {
  it('names each bad answer at result.<index> with the answers message', () => {
    const answers = isiKey.map(() => 3);
    answers[4] = 0;
    answers[7] = 6;
    let error: unknown;
    try {
      scoreIsi(answers);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).message).toBe('isi.answersInvalid');
    expect((error as DomainError).code).toBe('VALIDATION_FAILED');
    expect(Object.keys((error as DomainError).fields ?? {}).sort()).toEqual([
      'result.4',
      'result.7',
    ]);
  });
});
