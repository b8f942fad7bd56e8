import type { Task } from 'redux-saga';
import { describe, expect, it, vi } from 'vitest';

import { signOutRequested } from '@/features/auth';

import { renderApp, type RenderedApp } from './render';

/**
 * `renderApp` hands its root saga to tests/setup/dom.ts, which cancels it when the test ends (after unmounting):
 * the next test of the run starts with no saga, timer or request of this one still going.
 */
describe('renderApp ends its sagas with the test', () => {
  // Carried from the first test to the second (tests in one file run in order).
  let rootTask: Task | undefined;
  let store: RenderedApp['store'] | undefined;

  it('runs the root saga and the signed-in sagas while the test runs', async () => {
    const app = await renderApp({ route: '/dashboard', signedInAs: 'administrator' });
    await vi.waitFor(() => expect(app.store.getState().auth.portalReady).toBe(true), { timeout: 10_000 });
    await app.screen.findByRole('button', { name: 'Notifications' }, { timeout: 10_000 });
    expect(app.rootTask.isRunning()).toBe(true);
    rootTask = app.rootTask;
    store = app.store;
  });

  it('has cancelled that saga once the test ended, and its store no longer answers events', async () => {
    expect(rootTask?.isCancelled()).toBe(true);
    expect(rootTask?.isRunning()).toBe(false);
    // Nothing of the previous test is rendered.
    expect(document.body).toBeEmptyDOMElement();

    // A running auth saga would answer this with the sign-out's calls and actions; a cancelled one does not.
    const seen: string[] = [];
    const unsubscribe = store!.subscribe(() => seen.push('state'));
    store!.dispatch(signOutRequested());
    await new Promise((resolve) => setTimeout(resolve, 300));
    unsubscribe();
    expect(seen).toEqual(['state']);
    expect(store!.getState().auth.status).toBe('authenticated');
  });
});
