// The psychometric check's arithmetic: Cronbach's alpha on known data, and the simulation moving
// the right way with noise (so the gate of `npm run isi:check` can fail).
import { describe, expect, it } from 'vitest';
import { cronbachAlpha, seededRandom, simulateIsi } from './simulation';
import { isiScaleKeys } from './types';

describe('cronbachAlpha', () => {
  it('is 1 for identical items and matches a hand-computed value', () => {
    expect(
      cronbachAlpha([
        [1, 1, 1],
        [2, 2, 2],
        [4, 4, 4],
      ]),
    ).toBeCloseTo(1, 10);
    // Items var 1, 1, 1 (sample); totals 3, 6, 6 -> var 3; alpha = 1.5 × (1 − 3/3) = 0.
    expect(
      cronbachAlpha([
        [1, 1, 1],
        [2, 2, 2],
        [3, 1, 2],
      ]),
    ).toBeCloseTo(1.5 * (1 - (1 + 1 / 3 + 1 / 3) / 3), 10);
  });
});

describe('simulateIsi', () => {
  it('is reproducible for a seed', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it('gives high alpha and recovery with little noise, and low alpha with much noise', () => {
    const quiet = simulateIsi({ respondents: 1500, seed: 1, noise: 0.3, acquiescence: 0 });
    const loud = simulateIsi({ respondents: 1500, seed: 1, noise: 3, acquiescence: 0 });
    for (const k of isiScaleKeys) {
      expect(quiet.alpha[k]).toBeGreaterThan(0.85);
      expect(loud.alpha[k]).toBeLessThan(0.7);
    }
    expect(quiet.typeRecovery).toBeGreaterThan(loud.typeRecovery);
    expect(quiet.styleRecovery).toBeGreaterThan(0.6);
    expect(loud.styleRecovery).toBeGreaterThan(0.25 - 0.05);
  });
});
