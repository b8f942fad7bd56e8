/**
 * The integration tier's setup (jsdom): the browser APIs jsdom lacks, Testing Library's matchers and timeouts,
 * and a clean page after every test (React unmounted, the rendered apps' sagas stopped).
 */
import '@testing-library/jest-dom/vitest';
// chart.js draws on a real 2D context; without a canvas it only logs and draws nothing.
import 'vitest-canvas-mock';

import { cleanup, configure } from '@testing-library/react';
import * as React from 'react';
import { afterEach, beforeEach } from 'vitest';

import { stopRenderedApps } from '../running-apps';

/**
 * React's development build records an "owner stack" for the first 10,000 elements of every second (an Error
 * per element, for the component stacks of its warnings): about a sixth of an integration test's time. Tests
 * render the development build for its warnings and `act`, not for those stacks; a warning is still reported,
 * with a shorter stack. The counter React compares to its limit stays at the limit.
 */
const reactInternals = (React as unknown as Record<string, object | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => 10_000,
    set: () => undefined,
  });
}

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

/**
 * jsdom has no object URLs, and Node's own `URL.createObjectURL` refuses jsdom's Blobs: a browser-like registry
 * instead, fresh for every test (a test that defines its own, to capture a download, replaces it for itself).
 */
const objectUrls = new Map<string, Blob>();
/** The Blob behind an object URL the app made in this test (a spoken reply, a download). */
export function blobAtObjectUrl(url: string): Blob | undefined {
  return objectUrls.get(url);
}
function installObjectUrls() {
  objectUrls.clear();
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: (blob: Blob) => {
      const url = `blob:${location.origin}/${crypto.randomUUID()}`;
      objectUrls.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    writable: true,
    value: (url: string) => void objectUrls.delete(url),
  });
}
beforeEach(installObjectUrls);

// Pages, the shell and notistack are lazy chunks: their first load in a run (a cold transform) can take
// longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });

afterEach(async () => {
  // React first (unmounting stops the components' effects), then the sagas of every app the test rendered.
  cleanup();
  stopRenderedApps();
  // The unmount queues React's last work (its passive effects) on the scheduler's next macrotask. Run it here,
  // while this file's window exists: after a file's last test it ran once the next file had replaced the
  // environment, and failed there ('window is not defined', reported against a file that renders nothing).
  await new Promise<void>((resolve) => setImmediate(resolve));
});
