import { act, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TOAST_AUTO_HIDE_MS, TOAST_GAP_MS } from '@/config/constants';
import { DEMO_ACCOUNTS } from '@/emulator/seed';
import { signOutRequested } from '@/features/auth';

import { renderApp, type RenderedApp } from '@tests/render';

import { notifyActionRequired, notifyError } from '..';
import { notify } from '../slice';

type View = RenderedApp;

/** Spec 1 §8, shown on the sign-in page when an unconfirmed account gets its code again. */
const CODE_SENT_MESSAGE = 'Please check your email. Confirmation code sent successfully.';

/** vi.waitFor with room for a loaded machine (it also advances fake timers between tries). */
const eventually = <T,>(check: () => T) => vi.waitFor(check, { timeout: 5_000, interval: 50 });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Toasts live outside the router: the sign-in page is enough, and spares a sign-in. */
async function signedOut() {
  // Toasts are released on the spec's 390 ms gap, which these tests count on.
  const view = await renderApp({ route: '/sign-in', advanceTimers: vi.advanceTimersByTime, timings: 'spec' });
  await view.screen.findByRole('heading', { name: 'Sign in' });
  return view;
}

async function signedIn() {
  const view = await renderApp({
    route: '/dashboard',
    signedInAs: 'user',
    advanceTimers: vi.advanceTimersByTime,
    timings: 'spec',
  });
  await view.screen.findByRole('button', { name: /account menu for/i }, { timeout: 10_000 });
  return view;
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
const toastTexts = ({ screen }: View) => screen.queryAllByRole('alert').map((toast) => toast.textContent);
const released = ({ store }: View) =>
  store
    .getState()
    .notifications.history.map((item) => item.message)
    .reverse();

describe('toasts (spec 1 §9)', () => {
  it('are released 390 ms apart, at most 3 at once', async () => {
    const view = await signedOut();
    const messages = ['One.', 'Two.', 'Three.', 'Four.', 'Five.'];
    for (const message of messages) view.store.dispatch(notify({ message, variant: 'success' }));

    expect(released(view)).toEqual(['One.']);
    await advance(TOAST_GAP_MS - 90);
    expect(released(view)).toEqual(['One.']);
    await advance(100);
    expect(released(view)).toEqual(['One.', 'Two.']);
    await advance(TOAST_GAP_MS);
    expect(released(view)).toEqual(['One.', 'Two.', 'Three.']);
    await advance(TOAST_GAP_MS * 2);
    expect(released(view)).toEqual(messages);

    // Never more than three: a newer success toast pushes out the oldest.
    await eventually(() => expect(toastTexts(view)).toEqual(['Three.', 'Four.', 'Five.']));
    await advance(1_000);
    expect(toastTexts(view)).toEqual(['Three.', 'Four.', 'Five.']);
  });

  it('hide after 5 s, errors that need no action too, while one that asks for an action stays', async () => {
    const view = await signedOut();
    view.store.dispatch(notify({ message: 'Saved.', variant: 'success' }));
    view.store.dispatch(notifyError('Could not save.'));
    view.store.dispatch(notifyActionRequired('Click BUILD to build it again.'));
    await advance(TOAST_GAP_MS * 2);
    await eventually(() =>
      expect(toastTexts(view)).toEqual(['Saved.', 'Could not save.', 'Click BUILD to build it again.']),
    );

    await advance(TOAST_AUTO_HIDE_MS - TOAST_GAP_MS * 2 - 100);
    expect(toastTexts(view)).toContain('Saved.');
    expect(toastTexts(view)).toContain('Could not save.');
    await advance(TOAST_GAP_MS * 2 + 1_000);
    await eventually(() => expect(toastTexts(view)).toEqual(['Click BUILD to build it again.']));
    await advance(30_000);
    expect(toastTexts(view)).toEqual(['Click BUILD to build it again.']);
    // The list keeps the ones that hid.
    expect(released(view)).toEqual(['Saved.', 'Could not save.', 'Click BUILD to build it again.']);

    // A toast that asks for an action goes when its user dismisses it.
    await view.user.click(within(view.screen.getByRole('alert')).getByRole('button', { name: 'Dismiss' }));
    await advance(1_000);
    await eventually(() => expect(toastTexts(view)).toEqual([]));
  });

  it('keep toasts that ask for an action on screen: a toast beyond three waits until one is dismissed', async () => {
    const view = await signedOut();
    for (const message of ['Error A.', 'Error B.', 'Error C.'])
      view.store.dispatch(notifyActionRequired(message));
    view.store.dispatch(notify({ message: 'Saved.', variant: 'success' }));
    await advance(TOAST_GAP_MS * 4);
    await eventually(() => expect(toastTexts(view)).toEqual(['Error A.', 'Error B.', 'Error C.']));
    await advance(10_000);
    expect(toastTexts(view)).toEqual(['Error A.', 'Error B.', 'Error C.']);

    const [first] = view.screen.getAllByRole('alert');
    await view.user.click(within(first!).getByRole('button', { name: 'Dismiss' }));
    await advance(1_000);
    await eventually(() => expect(toastTexts(view)).toEqual(['Error B.', 'Error C.', 'Saved.']));
  });
});

describe('toasts and the session', () => {
  it('every persistent toast can be closed ("Dismiss")', async () => {
    const view = await signedOut();
    view.store.dispatch(notify({ message: 'Could not save.', variant: 'error' }));
    view.store.dispatch(notify({ message: 'Read me.', variant: 'info', persist: true }));
    await advance(TOAST_GAP_MS * 2);
    await eventually(() => expect(toastTexts(view)).toEqual(['Could not save.', 'Read me.']));
    for (const toast of view.screen.getAllByRole('alert')) {
      expect(within(toast).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    }
  });

  it('sign-out closes every toast, errors too, and drops the list and what was still queued', async () => {
    const view = await signedIn();
    const { store, screen } = view;
    store.dispatch(notify({ message: 'Could not save.', variant: 'error' }));
    store.dispatch(notify({ message: 'Could not send.', variant: 'error' }));
    await advance(TOAST_GAP_MS * 2);
    await eventually(() => expect(toastTexts(view)).toEqual(['Could not save.', 'Could not send.']));
    // Two more wait their turn in the 390 ms queue when the user signs out.
    store.dispatch(notify({ message: 'Queued one.', variant: 'error' }));
    store.dispatch(notify({ message: 'Queued two.', variant: 'error' }));
    store.dispatch(notify({ message: 'Queued three.', variant: 'error' }));
    store.dispatch(signOutRequested());
    await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 10_000 });
    await advance(TOAST_GAP_MS * 5 + 1_000);
    await eventually(() => expect(toastTexts(view)).toEqual([]));
    expect(store.getState().notifications).toEqual({ toShow: [], history: [] });
  });

  it('a sign-in drops the signed-out pages’ toasts: off the screen, out of the list, in later sessions too', async () => {
    const view = await signedOut();
    const { store, screen, user } = view;
    store.dispatch(notify({ message: CODE_SENT_MESSAGE, variant: 'success' }));
    store.dispatch(notify({ message: 'Incorrect username or password.', variant: 'error' }));
    // One is still waiting for its turn (390 ms apart) when the user signs in.
    store.dispatch(notify({ message: 'Queued before sign-in.', variant: 'info' }));
    await advance(TOAST_GAP_MS);
    await eventually(() =>
      expect(toastTexts(view)).toEqual([CODE_SENT_MESSAGE, 'Incorrect username or password.']),
    );

    await user.click(screen.getByRole('textbox', { name: /email/i }));
    await user.paste(DEMO_ACCOUNTS.user.email);
    await user.click(screen.getByLabelText(/^password/i));
    await user.paste(DEMO_ACCOUNTS.user.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('button', { name: /account menu for/i }, { timeout: 10_000 });
    await advance(TOAST_GAP_MS * 3 + 1_000);
    await eventually(() => expect(toastTexts(view)).toEqual([]));
    expect(store.getState().notifications).toEqual({ toShow: [], history: [] });
    // The user's own news is listed as usual.
    store.dispatch(notify({ message: 'Saved.', variant: 'success' }));
    await advance(TOAST_GAP_MS);
    expect(released(view)).toEqual(['Saved.']);
    view.unmount();
    view.rootTask.cancel();

    // The next session of the same user (a reload) lists only what was theirs.
    const again = await signedIn();
    await again.user.click(again.screen.getByRole('button', { name: /^Notifications/ }));
    const items = within(again.screen.getByRole('menu', { name: 'Recent notifications' })).getAllByRole(
      'menuitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('Saved.')]);
  });

  it('a later success for the same action replaces its failures (a retry that worked)', async () => {
    const view = await signedOut();
    view.store.dispatch(notify({ message: 'Other.', variant: 'error' }));
    view.store.dispatch(notify({ message: 'Could not be sent.', variant: 'error', key: 'report' }));
    // Each failed attempt stays until dismissed (spec 1 §9).
    view.store.dispatch(notify({ message: 'Still not sent.', variant: 'error', key: 'report' }));
    await advance(TOAST_GAP_MS * 3);
    await eventually(() =>
      expect(toastTexts(view)).toEqual(['Other.', 'Could not be sent.', 'Still not sent.']),
    );
    view.store.dispatch(notify({ message: 'Was sent.', variant: 'success', key: 'report' }));
    await advance(TOAST_GAP_MS + 1_000);
    await eventually(() => expect(toastTexts(view)).toEqual(['Other.', 'Was sent.']));
    expect(released(view)).toEqual(['Other.', 'Was sent.']);
  });
});

describe('the top-bar notifications list', () => {
  it('lists the latest 4, newest first, and counts what is new', async () => {
    const view = await signedIn();
    const { screen, user, store } = view;
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    for (const n of [1, 2, 3, 4, 5, 6])
      store.dispatch(notify({ message: `Message ${n}.`, variant: n === 2 ? 'error' : 'success' }));
    await advance(TOAST_GAP_MS * 6);

    await user.click(screen.getByRole('button', { name: 'Notifications, 4 new' }));
    const list = screen.getByRole('menu', { name: 'Recent notifications' });
    const items = within(list).getAllByRole('menuitem');
    expect(items).toHaveLength(4);
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Message 6.'),
      expect.stringContaining('Message 5.'),
      expect.stringContaining('Message 4.'),
      expect.stringContaining('Message 3.'),
    ]);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('has a title and Clear all, and keeps its items across a reload, for their user only', async () => {
    const first = await signedIn();
    first.store.dispatch(notify({ message: 'Kept.', variant: 'success' }));
    await advance(TOAST_GAP_MS);
    first.unmount();
    first.rootTask.cancel();

    const again = await signedIn();
    const { screen, user } = again;
    await user.click(screen.getByRole('button', { name: /^Notifications/ }));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(
      within(within(panel).getByRole('menu', { name: 'Recent notifications' })).getByRole('menuitem'),
    ).toHaveTextContent('Kept.');

    await user.click(within(panel).getByRole('button', { name: 'Clear all' }));
    expect(within(panel).getByRole('menuitem')).toHaveTextContent('No notifications yet');
    expect(again.store.getState().notifications.history).toEqual([]);
    again.unmount();
    again.rootTask.cancel();

    const third = await signedIn();
    await third.user.click(third.screen.getByRole('button', { name: 'Notifications' }));
    expect(third.screen.getByRole('menuitem')).toHaveTextContent('No notifications yet');
  });

  it('says when there is nothing yet', async () => {
    const { screen, user } = await signedIn();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(
      within(screen.getByRole('menu', { name: 'Recent notifications' })).getByRole('menuitem'),
    ).toHaveTextContent('No notifications yet');
  });
});
