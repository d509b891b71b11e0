// Issue 42 (decisions 281 and 286): how fast the dispatcher sends, from how busy the API is. The
// API goes first: while the process answers requests all the time, deliveries go out at a floor
// rate that still ends a burst of 10,000 well within two minutes (120 a second: 83 s); the less
// busy the API, the higher the rate (floor / load), and with the API idle there is no limit but
// the slots. The rate, not the slots, is what spares the API: a delivery waiting for its receiver
// costs no CPU, so the slots stay the same (a slow receiver still gets its share of the rate). A
// delivery that has waited `catchUpAfterMs` is sent at full speed whatever the API does (a
// receiver too slow for the floor, a machine too loaded to reach it). Pure: the clock and the
// load are given, so the tests need no timing luck.

/** How busy the API is now, 0 (idle) to 1 (always answering), from `createApiLoad`. */
export type LoadSignal = () => number;

export interface PaceOptions {
  /** Deliveries in flight at most. */
  concurrency: number;
  /** Deliveries a second while the API is fully busy (the floor). */
  busyRatePerSecond: number;
  /** A delivery due this long ago is sent at full speed, API or not (ms). */
  catchUpAfterMs: number;
  /** Below this load the API is idle: no rate limit. */
  idleBelow?: number;
  /** How many deliveries the rate lets go at once, in seconds of the rate (the bucket's size). */
  burstSeconds?: number;
}

export interface Pace {
  /**
   * What to do now, given the deliveries in flight: claim `claim` (> 0); or wait `waitMs` for the
   * rate; or, both 0, wait for a slot (a delivery that ends looks again). Claims come in batches:
   * when half the slots (or more) are free, and under a rate when its bucket holds the batch.
   */
  next(inFlight: number): { claim: number; waitMs: number };
  /** Notes that `count` deliveries were claimed, the oldest due at `oldestDueAt` (ms epoch). */
  took(count: number, oldestDueAt: number | null): void;
  /** What the pace is now (tests, logs). */
  state(): { load: number; slots: number; ratePerSecond: number | null; catchingUp: boolean };
}

export function createPace(options: PaceOptions, load: LoadSignal, now: () => number): Pace {
  const idleBelow = options.idleBelow ?? 0.05;
  const burstSeconds = options.burstSeconds ?? 0.1;
  let catchingUp = false;
  /** The rate's allowance (a token bucket, full when a limit starts), and when it was topped up. */
  let tokens: number | null = null;
  let toppedAt = 0;

  function state() {
    const busy = Math.min(1, Math.max(0, load()));
    const slots = options.concurrency;
    if (catchingUp || busy < idleBelow)
      return { load: busy, slots, ratePerSecond: null, catchingUp };
    return { load: busy, slots, ratePerSecond: options.busyRatePerSecond / busy, catchingUp };
  }

  /** The bucket's size at `rate`: `burstSeconds` of it, at least one. */
  const sizeAt = (rate: number) => Math.max(1, Math.floor(rate * burstSeconds));

  /** Tops the bucket up to now at `rate`. */
  function topUp(rate: number): number {
    const at = now();
    const size = sizeAt(rate);
    tokens = tokens === null ? size : Math.min(size, tokens + ((at - toppedAt) / 1000) * rate);
    toppedAt = at;
    return tokens;
  }

  return {
    next(inFlight) {
      const { slots, ratePerSecond } = state();
      const free = Math.max(0, slots - inFlight);
      if (free === 0 || free < slots / 2) return { claim: 0, waitMs: 0 };
      if (ratePerSecond === null) {
        // No limit now: the bucket starts full when one comes back.
        tokens = null;
        return { claim: free, waitMs: 0 };
      }
      const batch = Math.min(free, sizeAt(ratePerSecond));
      const have = topUp(ratePerSecond);
      if (have >= batch) return { claim: batch, waitMs: 0 };
      return { claim: 0, waitMs: Math.max(1, Math.ceil(((batch - have) / ratePerSecond) * 1000)) };
    },
    took(count, oldestDueAt) {
      if (tokens !== null) tokens = Math.max(0, tokens - count);
      if (count === 0) catchingUp = false;
      else if (oldestDueAt !== null) catchingUp = now() - oldestDueAt >= options.catchUpAfterMs;
    },
    state,
  };
}
