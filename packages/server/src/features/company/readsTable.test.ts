// Decision 143: free text reads the table rather than the GIN index only when the words are
// common enough that reading stops soon (the share of profiles from ANALYZE's statistics).
import { describe, expect, it } from 'vitest';
import { candidatesReadFactor, readsTable } from './repository';

const stats = (rows: number, shares: Record<string, number>) => ({
  at: Date.now(),
  rows,
  shares: new Map(Object.entries(shares)),
});
const million = stats(1_000_000, {
  intern: 0.68,
  leadership: 0.21,
  project: 0.43,
  plan: 0.2,
  python: 0.02,
  dentist: 0.018,
});

describe('readsTable', () => {
  it('reads the table for a common word or two common words at 1,000,000 users', () => {
    expect(readsTable(million, ['intern'], [['intern']])).toBe(true);
    expect(readsTable(million, ['leadership'], [['leadership']])).toBe(true);
    expect(readsTable(million, ['project', 'planning'], [['project'], ['plan']])).toBe(true);
  });

  it('takes the index for a rarer word, a rare pair, a small table, or without statistics', () => {
    expect(readsTable(million, ['python'], [['python']])).toBe(false);
    expect(readsTable(million, ['python', 'leadership'], [['python'], ['leadership']])).toBe(false);
    expect(readsTable(million, ['zebrafish'], [['zebrafish']])).toBe(false);
    // At 10,000 users only a word in ~63 % of profiles is read from the table.
    const small = stats(10_000, { intern: 0.68, leadership: 0.21 });
    expect(readsTable(small, ['leadership'], [['leadership']])).toBe(false);
    expect(readsTable(small, ['intern'], [['intern']])).toBe(true);
    expect(readsTable(stats(0, {}), ['intern'], [['intern']])).toBe(false);
  });

  it('counts the words a part of a word begins ("lead" is a prefix of leadership)', () => {
    expect(readsTable(million, ['lead'], [['lead']])).toBe(true);
  });

  it('reads candidate_search from a word in ~2 % of a million profiles (decision 166)', () => {
    const read = (terms: string[]) =>
      readsTable(
        million,
        terms,
        terms.map((t) => [t]),
        candidatesReadFactor,
      );
    expect(read(['python'])).toBe(true);
    expect(read(['dentist'])).toBe(false);
    expect(read(['python', 'dentist'])).toBe(false);
    // users' rows cost ten times more a row: the same word takes users' index.
    expect(readsTable(million, ['python'], [['python']])).toBe(false);
  });
});
