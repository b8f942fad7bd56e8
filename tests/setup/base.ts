/**
 * Every tier's setup (see the test projects in vite.config.ts): each test starts at the pinned instant
 * (tests/clock.ts), an unexpected console.error fails it, and fake timers never outlive it.
 */
import { afterEach, beforeEach, vi } from 'vitest';

import { pinClock } from '../clock';

/** Messages a test announced it expects on console.error (see `expectConsoleError`). */
const expectedConsoleErrors: RegExp[] = [];
export function expectConsoleError(pattern: RegExp) {
  expectedConsoleErrors.push(pattern);
}

let consoleErrors: string[] = [];

beforeEach(() => {
  // Before the emulator seeds: its history and the app's ranges are computed from this instant.
  pinClock();
  // Web storage (jsdom's) starts empty: what a test saved must not reach the next.
  if (typeof window !== 'undefined') {
    localStorage.clear();
    sessionStorage.clear();
  }
  consoleErrors = [];
  expectedConsoleErrors.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
  });
});

// Registered first, so it runs last (after-hooks run in reverse): after the other tiers' clean-up has unmounted
// the app and stopped its sagas, which may still log.
afterEach(() => {
  // A test that faked timers and did not hand them back would otherwise stop the next test's clock.
  vi.useRealTimers();
  const unexpected = consoleErrors.filter(
    (text) => !expectedConsoleErrors.some((pattern) => pattern.test(text)),
  );
  if (unexpected.length) {
    throw new Error(`Unexpected console.error:\n${unexpected.join('\n---\n')}`);
  }
});
