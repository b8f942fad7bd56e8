/**
 * msw 3 asks an existing service-worker registration to update in the background and drops the promise
 * (`existingRegistration.update()` in its getWorkerInstance; no start option avoids it). The browser rejects
 * that update now and then ("Failed to update a ServiceWorker for scope … Not found", when the worker script
 * cannot be fetched at that moment), and the dropped promise became an unhandled page error. The worker
 * already running keeps answering, so a failed update is only worth a warning.
 */

/** What the patch needs of ServiceWorkerRegistration.prototype (a stand-in in tests: jsdom has none). */
export interface UpdatableRegistration {
  update(): Promise<unknown>;
}

const watched = new WeakSet<UpdatableRegistration>();

export const WORKER_UPDATE_FAILED =
  'The demo cloud’s service worker could not be updated; the running one serves on.';

/**
 * Makes every `update()` of a registration handle its own failure with a console warning. The promise
 * returned is the browser's own, so a caller that awaits it still sees the rejection; only a dropped one
 * (msw's) no longer escapes. Idempotent: a prototype is wrapped once.
 */
export function warnOnFailedWorkerUpdates(
  prototype: UpdatableRegistration | undefined = typeof ServiceWorkerRegistration === 'undefined'
    ? undefined
    : ServiceWorkerRegistration.prototype,
): void {
  if (!prototype || watched.has(prototype)) return;
  watched.add(prototype);
  const update = prototype.update;
  prototype.update = function (this: UpdatableRegistration) {
    const pending = update.call(this);
    pending.catch((error: unknown) => {
      console.warn(WORKER_UPDATE_FAILED, error);
    });
    return pending;
  };
}
