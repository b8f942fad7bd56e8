/**
 * The demo's service-worker updates (issue 10, issue 21 §6.6): jsdom has no service worker, so a stand-in
 * registration class plays Chromium's (its update() fetches the script, or rejects as Chromium does for a
 * registration still being installed), and msw's own call pattern (update() with the promise dropped) is
 * reproduced.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  EMULATOR_WORKER_URL,
  skipRedundantWorkerUpdates,
  type UpdatableRegistration,
  WORKER_UPDATE_FAILED,
} from './worker-updates';

const NOT_FOUND = new TypeError(
  "Failed to update a ServiceWorker for scope ('http://localhost:4173/') with script " +
    "('http://localhost:4173/mockServiceWorker.js'): Not found",
);

const absolute = (url: string) => new URL(url, window.location.href).href;

/**
 * A fresh stand-in class per test (each test patches its own prototype), whose newest worker runs `scriptUrl`
 * (installing or active) and whose update() asks "the browser": counted, and rejected when `fails`.
 */
function registrationClass({ fails }: { fails: boolean }) {
  const browserUpdates = { count: 0 };
  class FakeRegistration implements UpdatableRegistration {
    installing: { scriptURL: string } | null = null;
    waiting: { scriptURL: string } | null = null;
    active: { scriptURL: string } | null = null;
    constructor(scriptUrl: string, state: 'installing' | 'active') {
      this[state] = { scriptURL: absolute(scriptUrl) };
    }
    update(): Promise<unknown> {
      browserUpdates.count += 1;
      return fails ? Promise.reject(NOT_FOUND) : Promise.resolve(this);
    }
  }
  return { FakeRegistration, browserUpdates };
}

/** Lets pending rejections be reported (Node reports unhandled ones after the microtask queue drains). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

let unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeEach(() => {
  unhandled = [];
  process.on('unhandledRejection', onUnhandled);
});
afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
});

describe('skipRedundantWorkerUpdates', () => {
  it('names the worker script by its content', () => {
    expect(EMULATOR_WORKER_URL).toMatch(/^\/emulatorServiceWorker\.js\?v=[0-9a-f]{16}$/);
  });

  it('answers msw’s update of the current script without the browser, installing or running', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Chromium refuses to update a registration it has not stored yet (the first install still runs).
    const { FakeRegistration, browserUpdates } = registrationClass({ fails: true });
    skipRedundantWorkerUpdates(EMULATOR_WORKER_URL, FakeRegistration.prototype);
    for (const state of ['installing', 'active'] as const) {
      const registration = new FakeRegistration(EMULATOR_WORKER_URL, state);
      // As msw's getWorkerInstance does: schedule the update and never look at its promise.
      void registration.update();
      await expect(registration.update()).resolves.toBe(registration);
    }
    await settle();
    expect(browserUpdates.count).toBe(0);
    expect(warn).not.toHaveBeenCalled();
    expect(unhandled).toEqual([]);
  });

  it('lets the browser update any other script, and a failure of that is a warning, not a page error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { FakeRegistration, browserUpdates } = registrationClass({ fails: true });
    skipRedundantWorkerUpdates(EMULATOR_WORKER_URL, FakeRegistration.prototype);
    skipRedundantWorkerUpdates(EMULATOR_WORKER_URL, FakeRegistration.prototype);
    const older = new FakeRegistration('/mockServiceWorker.js?v=0000000000000000', 'active');
    void older.update();
    await settle();
    expect(unhandled).toEqual([]);
    expect(warn).toHaveBeenCalledWith(WORKER_UPDATE_FAILED, NOT_FOUND);
    // A caller that awaits it still sees the rejection; the prototype was wrapped once.
    await expect(older.update()).rejects.toBe(NOT_FOUND);
    await settle();
    expect(browserUpdates.count).toBe(2);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('does nothing where there is no service worker (jsdom, old browsers)', () => {
    expect(typeof ServiceWorkerRegistration).toBe('undefined');
    expect(() => skipRedundantWorkerUpdates()).not.toThrow();
  });
});
