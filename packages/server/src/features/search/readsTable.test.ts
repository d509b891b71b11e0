// Decision 143: free text reads the table rather than the GIN index only when the words are
// common enough that reading stops soon (the share of profiles from ANALYZE's statistics).
import { describe, expect, it } from 'vitest';
import { candidateHeads, candidatesReadOf, headChainOf, readsTable } from './public';

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

  it('users: python takes the index, its rows costing ten times those of candidate_search', () => {
    expect(readsTable(million, ['python'], [['python']])).toBe(false);
  });
});

describe('candidatesReadOf (decision 167)', () => {
  const read = (terms: string[], on = million) =>
    candidatesReadOf(
      on,
      terms,
      terms.map((t) => [t]),
    );

  it('reads the table from the first page for a common word (a few thousand rows)', () => {
    expect(read(['intern'])).toBe('table');
    expect(read(['leadership'])).toBe('table');
    expect(candidatesReadOf(million, ['project', 'planning'], [['project'], ['plan']])).toBe(
      'table',
    );
  });

  it('takes a head of the index for a word in 0.3-7 % of a million profiles', () => {
    expect(read(['python'])).toBe('head32');
    expect(read(['dentist'])).toBe('head32');
    expect(read(['python', 'leadership'])).toBe('head');
    const shares = stats(1_000_000, { rare: 0.006, mid: 0.04 });
    expect(read(['rare'], shares)).toBe('head');
    expect(read(['mid'], shares)).toBe('head32');
  });

  it('takes the whole index when the head would hold too few matches, or without statistics', () => {
    expect(read(['python', 'dentist'])).toBe('index');
    expect(read(['zebrafish'])).toBe('index');
    const small = stats(10_000, { intern: 0.68, leadership: 0.21, python: 0.02 });
    expect(read(['python'], small)).toBe('index');
    expect(read(['intern'], small)).toBe('table');
    expect(read(['intern'], stats(0, {}))).toBe('index');
  });

  it('a smaller set needs fewer head matches', () => {
    const share = stats(1_000_000, { rare: 0.002 });
    expect(candidatesReadOf(share, ['rare'], [['rare']])).toBe('index');
    expect(candidatesReadOf(share, ['rare'], [['rare']], 100)).toBe('head');
  });
});

describe('headChainOf (decision 171)', () => {
  const below = (read: string) => candidateHeads.find((h) => h.read === read)?.below;

  it('reads the thirty-second, then the rest of the eighth, then the rest of the index', () => {
    expect(headChainOf('head32')).toEqual([
      { from: undefined, below: below('head32'), share: 1 / 32 },
      { from: below('head32'), below: below('head'), share: 1 / 8 },
      { from: below('head'), share: 1 },
    ]);
    expect(headChainOf('head')).toEqual([
      { from: undefined, below: below('head'), share: 1 / 8 },
      { from: below('head'), share: 1 },
    ]);
  });

  it('is no chain for the table or the whole index', () => {
    expect(headChainOf('table')).toBeUndefined();
    expect(headChainOf('index')).toBeUndefined();
  });

  it('a word just too rare for the thirty-second still takes it: the eighth fills the rest', () => {
    // 1.3 % of a million: 406 matches among the thirty-second's candidates, the set's 400 from
    // its entries alone; at 1.25 % (390) the rest come from the eighth's, not the whole index.
    expect(candidatesReadOf(stats(1_000_000, { w: 0.013 }), ['w'], [['w']])).toBe('head32');
    expect(candidatesReadOf(stats(1_000_000, { w: 0.0125 }), ['w'], [['w']])).toBe('head');
  });
});

describe('candidatesReadOf costs as bench:reads measured them (decision 171)', () => {
  it('a word in 7.5 % of profiles takes the thirty-second, not 5,400 rows of the table', () => {
    // مسؤول at 1,000,000 users: 2.6 ms from the head against 3.5 ms from the table.
    expect(candidatesReadOf(stats(950_000, { w: 0.0746 }), ['w'], [['w']])).toBe('head32');
  });

  it('each row of the table costs per word: two common words take the thirty-second', () => {
    // "senior enginer" (both in 6 %): 5.9 ms from the head against 7.0 ms from 6,700 rows; one
    // word in 20 % (2,000 rows of one test each) still reads the table.
    const shares = stats(950_000, { senior: 0.4262, engin: 0.1408, w: 0.2 });
    expect(candidatesReadOf(shares, ['senior', 'enginer'], [['senior'], ['engin']])).toBe('head32');
    expect(candidatesReadOf(shares, ['w'], [['w']])).toBe('table');
  });
});
