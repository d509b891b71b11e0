// Decision 286: the dispatcher's pace from the API's load. The load and the clock are given, so
// nothing here depends on timing.
import { describe, expect, it } from 'vitest';
import { createPace, type PaceOptions } from './pace';

const options: PaceOptions = {
  concurrency: 32,
  busyRatePerSecond: 120,
  catchUpAfterMs: 90_000,
};

function paced(load: number) {
  const clock = { at: 1_000_000, load };
  const pace = createPace(
    options,
    () => clock.load,
    () => clock.at,
  );
  return { clock, pace };
}

describe('the pace', () => {
  it('uses every slot while the API is idle, claiming when half of them are free', () => {
    const { pace } = paced(0);
    expect(pace.next(0)).toEqual({ claim: 32, waitMs: 0 });
    expect(pace.next(17)).toEqual({ claim: 0, waitMs: 0 });
    expect(pace.next(16)).toEqual({ claim: 16, waitMs: 0 });
    expect(pace.state().ratePerSecond).toBeNull();
  });

  it('sends at the floor rate while the API is always busy, in batches of a tenth of a second', () => {
    const { clock, pace } = paced(1);
    expect(pace.state()).toMatchObject({ slots: 32, ratePerSecond: 120 });
    expect(pace.next(0)).toEqual({ claim: 12, waitMs: 0 });
    pace.took(12, clock.at);
    // The bucket is empty: the next 12 in 100 ms, whatever is in flight.
    expect(pace.next(0)).toEqual({ claim: 0, waitMs: 100 });
    clock.at += 50;
    expect(pace.next(0)).toEqual({ claim: 0, waitMs: 50 });
    clock.at += 50;
    expect(pace.next(0)).toEqual({ claim: 12, waitMs: 0 });
    // Slots still bound it: 20 in flight of 32 leave fewer than half free.
    expect(pace.next(20)).toEqual({ claim: 0, waitMs: 0 });
  });

  it('lets more go the less busy the API is (floor / load)', () => {
    const { pace } = paced(0.5);
    expect(pace.state()).toMatchObject({ ratePerSecond: 240 });
    expect(pace.next(0)).toEqual({ claim: 24, waitMs: 0 });
    expect(paced(0.25).pace.state()).toMatchObject({ ratePerSecond: 480 });
    expect(paced(0.25).pace.next(0)).toEqual({ claim: 32, waitMs: 0 });
    // Below 5% the API is idle: no limit.
    expect(paced(0.04).pace.state()).toMatchObject({ slots: 32, ratePerSecond: null });
  });

  it('sends a burst of 10,000 under a saturated API within two minutes, in about 83 s', () => {
    const { clock, pace } = paced(1);
    const started = clock.at;
    let sent = 0;
    while (sent < 10_000) {
      const { claim, waitMs } = pace.next(0);
      if (claim === 0) clock.at += waitMs;
      else {
        pace.took(claim, started);
        sent += claim;
      }
    }
    const seconds = (clock.at - started) / 1000;
    expect(seconds).toBeGreaterThan(80);
    expect(seconds).toBeLessThan(85);
  });

  it('goes at full speed once what it claims has waited 90 s, and back to the API first after', () => {
    const { clock, pace } = paced(1);
    expect(pace.next(0).claim).toBe(12);
    pace.took(12, clock.at - 90_000);
    expect(pace.state()).toMatchObject({ catchingUp: true, slots: 32, ratePerSecond: null });
    expect(pace.next(12)).toEqual({ claim: 20, waitMs: 0 });
    pace.took(20, clock.at - 30_000);
    expect(pace.state()).toMatchObject({ catchingUp: false, ratePerSecond: 120 });
    pace.took(0, null);
    expect(pace.state().catchingUp).toBe(false);
  });
});
