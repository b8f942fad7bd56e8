/**
 * The demo cloud's service worker and its updates.
 *
 * msw 3 asks an existing registration to update on every start (`existingRegistration.update()` in its
 * getWorkerInstance; no start option avoids it) and drops the promise. That update is redundant, costs a
 * background fetch of the script on every load, and Chromium rejects it now and then ("Failed to update a
 * ServiceWorker … Not found": an update of a registration that is still being installed, before it is stored,
 * e.g. a second tab of the demo opening while the first installs the worker). Dropped, the rejection was an
 * unhandled page error; caught, a warning on the console.
 *
 * The cause is removed instead: the worker's URL carries a hash of the script's content (`?v=`, injected at build
 * time), so a changed script is a new URL, which msw registers afresh (the Register algorithm updates a
 * registration whose script URL changed). An update of a registration that already runs, or is installing, the
 * script at that URL can find nothing new: it is answered at once without asking the browser. An update of
 * anything else still goes to the browser, and a failure of it is a console warning, never a page error.
 */

/** The worker script, by content: a new script is a new URL. */
export const EMULATOR_WORKER_URL = `${import.meta.env.BASE_URL}emulatorServiceWorker.js?v=${__EMULATOR_WORKER_VERSION__}`;

/** What the patch needs of a ServiceWorkerRegistration (a stand-in in tests: jsdom has none). */
export interface UpdatableRegistration {
  readonly installing: { scriptURL: string } | null;
  readonly waiting: { scriptURL: string } | null;
  readonly active: { scriptURL: string } | null;
  update(): Promise<unknown>;
}

export const WORKER_UPDATE_FAILED =
  'The demo cloud’s service worker could not be updated; the running one serves on.';

const patched = new WeakSet<object>();

/**
 * Makes `update()` skip the browser when the registration's newest worker already is `workerUrl`'s script (the
 * URL names the content), and warn instead of failing silently otherwise. A skipped update resolves with the
 * registration, as the browser's does. Idempotent: a prototype is wrapped once.
 */
export function skipRedundantWorkerUpdates(
  workerUrl: string = EMULATOR_WORKER_URL,
  prototype: UpdatableRegistration | undefined = typeof ServiceWorkerRegistration === 'undefined'
    ? undefined
    : ServiceWorkerRegistration.prototype,
): void {
  if (!prototype || patched.has(prototype)) return;
  patched.add(prototype);
  const current = new URL(workerUrl, globalThis.location?.href).href;
  const update = prototype.update;
  prototype.update = function (this: UpdatableRegistration) {
    const newest = this.installing ?? this.waiting ?? this.active;
    if (newest?.scriptURL === current) return Promise.resolve(this);
    const pending = update.call(this);
    pending.catch((error: unknown) => {
      console.warn(WORKER_UPDATE_FAILED, error);
    });
    return pending;
  };
}
