/**
 * The emulated cloud's one source of "now". Every timestamp, expiry and seeded day is read from here, never from
 * `Date.now()` directly, so that a test (or a check of the seed over many dates) can say what time it is.
 *
 * In the browser and by default it is the system clock. Tests install their own (see tests/clock.ts): a clock
 * that starts every test at the same instant, so nothing the emulator makes depends on the day the suite runs.
 */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that stands still at `instant`: for computing a seed as of a given date. */
export const fixedClock = (instant: number | string | Date): Clock => {
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) throw new Error(`Not an instant: ${String(instant)}`);
  return { now: () => time };
};

let current: Clock = systemClock;

/** The emulator's clock. Read it through these, so a clock installed later is seen everywhere at once. */
export const clock = {
  now: (): number => current.now(),
  nowSeconds: (): number => Math.floor(current.now() / 1000),
  nowIso: (): string => new Date(current.now()).toISOString(),
};

/** Installs `next` as the emulator's clock; returns a function that restores the previous one. */
export function installClock(next: Clock): () => void {
  const previous = current;
  current = next;
  return () => {
    current = previous;
  };
}

/** The clock handed to handlers as `context.clock`. */
export type EmulatorClock = typeof clock;
