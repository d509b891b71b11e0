// Issue 23: the demo seed says plainly how many candidates it added and how many have a
// complete profile.
import { describe, expect, it } from 'vitest';
import { candidatesLine } from './seed';

describe("the seed's line about candidates", () => {
  it('a first run: how many were added, how many of them are complete', () => {
    expect(candidatesLine({ added: 40, requested: 40, total: 40, complete: 38 })).toBe(
      'Added 40 demo candidates. 38 of the 40 demo candidates have a complete profile; only those appear in the company search.',
    );
  });

  it('a run over an earlier one says how many were already there', () => {
    expect(candidatesLine({ added: 5, requested: 45, total: 45, complete: 43 })).toBe(
      'Added 5 demo candidates (40 of the 45 asked for were already there). 43 of the 45 demo candidates have a complete profile; only those appear in the company search.',
    );
    expect(candidatesLine({ added: 1, requested: 1, total: 1, complete: 1 })).toBe(
      'Added 1 demo candidate. 1 of the 1 demo candidate has a complete profile; only those appear in the company search.',
    );
  });
});
