/**
 * The suite's clock: every test starts at the same instant, whatever the day the suite runs.
 *
 * The app (dashboard ranges, token expiry in Amplify, chat dates) and the emulated cloud (seeded history, codes,
 * tokens) both read `Date`, and they must agree, so pinning only the emulator would not do: the global `Date` is
 * replaced by one that runs at real speed but starts each test at `PINNED_INSTANT`. Timers and `performance`
 * are untouched; `vi.useFakeTimers()` in a test takes its start from this clock and hands it back when the test
 * calls `vi.useRealTimers()`.
 *
 * `TEST_NOW=2027-02-28T23:30:00Z npm run test:unit` runs the whole suite as of another instant.
 */
import { clock } from '@/emulator/core/clock';

/** A Wednesday in office hours, before either daylight-saving change of its year. */
const DEFAULT_INSTANT = '2026-03-18T14:30:00.000Z';

export const PINNED_INSTANT = Date.parse(process.env.TEST_NOW ?? DEFAULT_INSTANT);
if (Number.isNaN(PINNED_INSTANT)) throw new Error(`TEST_NOW is not an instant: ${process.env.TEST_NOW}`);

/** Milliseconds added to the machine's clock. */
let offset = 0;

interface ShiftedDateConstructor extends DateConstructor {
  readonly systemDate: DateConstructor;
}

const installed = (globalThis.Date as Partial<ShiftedDateConstructor>).systemDate;
/** The machine's own Date, kept across test files (one global for all of them: vitest `isolate: false`). */
const SystemDate: DateConstructor = installed ?? globalThis.Date;

function shiftedDate(): DateConstructor {
  class ShiftedDate extends SystemDate {
    static readonly systemDate = SystemDate;

    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(SystemDate.now() + offset);
      else super(...args);
    }

    static override now(): number {
      return SystemDate.now() + offset;
    }

    // Dates made by Node itself (file times) or before this was installed are Dates all the same.
    static override [Symbol.hasInstance](value: unknown): boolean {
      return value instanceof SystemDate;
    }
  }
  // `Date()` called without `new` gives now as text; a class alone would throw.
  return new Proxy(ShiftedDate, {
    apply: () => new ShiftedDate().toString(),
  }) as unknown as DateConstructor;
}

if (!installed) globalThis.Date = shiftedDate();

/** Sets the clock to the pinned instant; it then runs on at real speed. Called before every test. */
export function pinClock() {
  offset = PINNED_INSTANT - SystemDate.now();
}

/** Now, for a test that needs "today": the emulator's clock, which the app shares. */
export const testNow = () => clock.now();
