import '@testing-library/jest-dom/vitest';
// chart.js draws on a real 2D context; without a canvas it only logs and draws nothing.
import 'vitest-canvas-mock';

import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

import { pinClock } from './clock';
import { server, startEmulator } from './emulator';
import { stopRenderedApps } from './running-apps';

/* jsdom lacks these browser APIs that MUI and the charts rely on. */
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
// react-dnd's HTML5 backend reads clientX/Y from DragEvent, which jsdom lacks (else they are NaN).
if (typeof window.DragEvent === 'undefined') {
  class DragEventPolyfill extends MouseEvent {
    readonly dataTransfer: DataTransfer | null;
    constructor(type: string, init: DragEventInit = {}) {
      super(type, init);
      this.dataTransfer = init.dataTransfer ?? null;
    }
  }
  window.DragEvent = DragEventPolyfill;
}

// Pages, the shell and notistack are lazy chunks: their first load in a run (a cold transform) can take
// longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });

// Any request no handler answers fails the test: the emulator must answer everything the app calls.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

/** Messages a test announced it expects on console.error (see `expectConsoleError`). */
const expectedConsoleErrors: RegExp[] = [];
export function expectConsoleError(pattern: RegExp) {
  expectedConsoleErrors.push(pattern);
}

let consoleErrors: string[] = [];

beforeEach(async () => {
  // Before the emulator seeds: its history and the app's ranges are computed from this instant.
  pinClock();
  localStorage.clear();
  sessionStorage.clear();
  consoleErrors = [];
  expectedConsoleErrors.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
  });
  await startEmulator('demo');
});

afterEach(() => {
  // React first (unmounting stops the components' effects), then the sagas of every app the test rendered.
  cleanup();
  stopRenderedApps();
  // A test that faked timers and did not hand them back would otherwise stop the next test's clock.
  vi.useRealTimers();
  const unexpected = consoleErrors.filter(
    (text) => !expectedConsoleErrors.some((pattern) => pattern.test(text)),
  );
  if (unexpected.length) {
    throw new Error(`Unexpected console.error:\n${unexpected.join('\n---\n')}`);
  }
});
