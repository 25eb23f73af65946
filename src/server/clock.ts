/** The time source of the server. Tests pass their own to move through weeks and suspensions. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance. */
export function manualClock(start: Date = new Date()): Clock & { set(d: Date): void; advanceDays(n: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(d) {
      current = new Date(d);
    },
    advanceDays(n) {
      current = new Date(current.getTime() + n * 86_400_000);
    },
  };
}
