// What time it is, for code whose behaviour depends on it (interview reminders, "in the
// past" checks; decision 120). buildApp takes a `clock` option so tests can move time; the
// system clock otherwise.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export function manualClock(start: Date = new Date()): Clock & {
  set(at: Date): void;
  advance(ms: number): void;
} {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    set: (to) => {
      at = to.getTime();
    },
    advance: (ms) => {
      at += ms;
    },
  };
}
