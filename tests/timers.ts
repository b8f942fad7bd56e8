import { act } from '@testing-library/react';
import { vi } from 'vitest';

import { clock } from '@/emulator/core/clock';

/** One timer of the watched duration: when (fake time) it was scheduled, and when it fired. */
export interface WatchedTimer {
  scheduledAt: number;
  firedAt: number | null;
}

/**
 * Records the timers of one duration that a piece of code schedules (recognised by a string of the call stack:
 * a file or package name), so that a test with fake timers can stop the clock just before one fires.
 * Install after `vi.useFakeTimers`, and call `stop()` before `vi.useRealTimers`.
 */
export function watchTimers(ms: number, scheduledBy: string) {
  const timers: WatchedTimer[] = [];
  const fakeSetTimeout = globalThis.setTimeout;
  const watching = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    if (delay === ms && typeof handler === 'function' && new Error().stack?.includes(scheduledBy)) {
      const timer: WatchedTimer = { scheduledAt: clock.now(), firedAt: null };
      timers.push(timer);
      return fakeSetTimeout(() => {
        timer.firedAt = clock.now();
        (handler as (...values: unknown[]) => void)(...args);
      }, delay);
    }
    return fakeSetTimeout(handler, delay, ...args);
  }) as typeof setTimeout;
  globalThis.setTimeout = watching;
  return {
    timers,
    latest: () => timers.at(-1),
    stop() {
      if (globalThis.setTimeout === watching) globalThis.setTimeout = fakeSetTimeout;
    },
  };
}

/**
 * Moves the fake clock to `at` (epoch ms) at once, without yielding: `shouldAdvanceTime` cannot slip in a
 * tick meanwhile, so a timer due after `at` has certainly not fired.
 */
export function advanceTo(at: number) {
  const by = at - clock.now();
  if (by < 0) throw new Error(`The clock is already ${-by} ms past the moment to stop at`);
  act(() => {
    vi.advanceTimersByTime(by);
  });
}

/**
 * Waits until `check()` holds, polling on the real setInterval: usable while setTimeout is faked and paused
 * (Testing Library's async queries wait on setTimeout). Fails after 10 s.
 */
export function untilReal(check: () => boolean): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const started = performance.now();
    const timer = setInterval(() => {
      if (check()) {
        clearInterval(timer);
        resolve();
      } else if (performance.now() - started > 10_000) {
        clearInterval(timer);
        reject(new Error(`Still not so: ${check.toString()}`));
      }
    }, 20);
  });
}
