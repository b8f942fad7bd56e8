import type { Task } from 'redux-saga';

/** Root sagas of the apps `renderApp` started in the current test. */
const running = new Set<Task>();

/** Called by `renderApp` for the app it starts: its root saga is cancelled when the test ends. */
export function trackRootTask(task: Task) {
  running.add(task);
}

/**
 * Cancels the root saga of every app `renderApp` started in this test. tests/setup/dom.ts calls it after each test,
 * once Testing Library has unmounted the tree: the files share one jsdom and one module graph (vitest
 * `isolate: false`), so a saga left running would go on calling the emulator, waiting on timers and dispatching
 * into a store nobody renders, during the next tests. Cancelling runs the sagas' `finally` blocks; whatever
 * they log goes to console.error, which fails the test like any other unexpected error. A task the test
 * cancelled itself is left as it is (cancelling twice does nothing).
 *
 * A module of its own, without the app's imports, so that the setup file does not load the app before the
 * test files do.
 */
export function stopRenderedApps() {
  for (const task of running) task.cancel();
  running.clear();
}
