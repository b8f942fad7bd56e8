import { act, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TOAST_AUTO_HIDE_MS } from '@/config/constants';
import { triggerBotBuild } from '@/contracts/connections';
import { changeUserRole } from '@/contracts/users';
import { signOutRequested } from '@/features/auth';

import { renderApp, type RenderedApp } from '@tests/render';

/**
 * Which errors stay (docs/design.md §3): those that ask the user to do something the page they are on does not
 * show stay until dismissed; a failed attempt that the page itself shows, and that can simply be tried again,
 * hides after 5 s like any toast. Each decision through the real flow that shows the message.
 */

const eventually = <T,>(check: () => T) => vi.waitFor(check, { timeout: 10_000, interval: 50 });
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
const toastTexts = ({ screen }: RenderedApp) =>
  screen.queryAllByRole('alert').map((toast) => toast.textContent);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('errors that stay, and errors that hide', () => {
  it('a build that could not be started stays: BUILD must be clicked again', async () => {
    const view = await renderApp({
      route: '/manage-connections',
      signedInAs: 'administrator',
      advanceTimers: vi.advanceTimersByTime,
    });
    view.emulator.faults.add({ operation: triggerBotBuild.apiCall, status: 500, times: 1 });
    const build = await view.screen.findByRole('button', { name: /^BUILD / }, { timeout: 10_000 });
    await view.user.click(build);
    await eventually(() =>
      expect(toastTexts(view).some((text) => text?.includes('could not be built'))).toBe(true),
    );
    await advance(TOAST_AUTO_HIDE_MS * 3);
    expect(toastTexts(view).some((text) => text?.includes('could not be built'))).toBe(true);
  });

  it('a failed role change hides after 5 s: the role shows as it was, and can be changed again', async () => {
    const view = await renderApp({
      route: '/users',
      signedInAs: 'administrator',
      advanceTimers: vi.advanceTimersByTime,
    });
    const table = await view.screen.findByRole('table', { name: 'Users' }, { timeout: 10_000 });
    view.emulator.faults.add({ operation: changeUserRole.apiCall, status: 500, times: 1 });
    const role = within(table).getAllByRole('combobox', { name: /^Role of / })[0]!;
    const before = role.textContent;
    await view.user.click(role);
    await view.user.click(
      await view.screen.findByRole('option', { name: before === 'User' ? 'Administrator' : 'User' }),
    );
    const confirm = view.screen.queryByRole('button', { name: 'Make Administrator' });
    if (confirm) await view.user.click(confirm);
    await eventually(() => expect(toastTexts(view)).toContain('Failed to change user role.'));
    expect(role).toHaveTextContent(before ?? '');
    await advance(TOAST_AUTO_HIDE_MS + 1_000);
    await eventually(() => expect(toastTexts(view)).not.toContain('Failed to change user role.'));
    // Still in the top bar's list.
    expect(view.store.getState().notifications.history.map((item) => item.message)).toContain(
      'Failed to change user role.',
    );
  });

  it('an expired session’s notice stays on the sign-in page: the user must sign in again', async () => {
    const view = await renderApp({
      route: '/dashboard',
      signedInAs: 'user',
      advanceTimers: vi.advanceTimersByTime,
    });
    await view.screen.findByRole('button', { name: /account menu for/i }, { timeout: 10_000 });
    view.store.dispatch(signOutRequested({ notice: 'Your session has expired. Please sign in again.' }));
    await view.screen.findByRole('heading', { name: 'Sign in' }, { timeout: 10_000 });
    await eventually(() =>
      expect(toastTexts(view)).toContain('Your session has expired. Please sign in again.'),
    );
    await advance(TOAST_AUTO_HIDE_MS * 3);
    expect(toastTexts(view)).toContain('Your session has expired. Please sign in again.');
  });
});
