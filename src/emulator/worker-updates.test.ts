/**
 * The demo's service-worker update failures (issue 10): jsdom has no service worker, so a stand-in registration
 * class rejects its update() as Chromium does, and msw's own call pattern (update() with the promise dropped)
 * is reproduced. Without the patch, the rejection escapes as an unhandled rejection.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  type UpdatableRegistration,
  warnOnFailedWorkerUpdates,
  WORKER_UPDATE_FAILED,
} from './worker-updates';

const NOT_FOUND = new TypeError(
  "Failed to update a ServiceWorker for scope ('http://localhost:4173/') with script " +
    "('http://localhost:4173/mockServiceWorker.js'): Not found",
);

/** A fresh stand-in class per test, so that each test patches its own prototype. */
const registrationClass = () =>
  class FakeRegistration implements UpdatableRegistration {
    update(): Promise<unknown> {
      return Promise.reject(NOT_FOUND);
    }
  };

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

describe('warnOnFailedWorkerUpdates', () => {
  it('keeps a dropped update() rejection from escaping and warns about it instead', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const FakeRegistration = registrationClass();
    warnOnFailedWorkerUpdates(FakeRegistration.prototype);
    // As msw's getWorkerInstance does: schedule the update and never look at its promise.
    void new FakeRegistration().update();
    await settle();
    expect(unhandled).toEqual([]);
    expect(warn).toHaveBeenCalledWith(WORKER_UPDATE_FAILED, NOT_FOUND);
  });

  it('still rejects for a caller that awaits the update, and wraps a prototype once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const FakeRegistration = registrationClass();
    warnOnFailedWorkerUpdates(FakeRegistration.prototype);
    warnOnFailedWorkerUpdates(FakeRegistration.prototype);
    await expect(new FakeRegistration().update()).rejects.toBe(NOT_FOUND);
    await settle();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(unhandled).toEqual([]);
  });

  it('does nothing where there is no service worker (jsdom, old browsers)', () => {
    expect(typeof ServiceWorkerRegistration).toBe('undefined');
    expect(() => warnOnFailedWorkerUpdates()).not.toThrow();
  });
});
