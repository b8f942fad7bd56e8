import { act, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { getTenantSkill } from '@/contracts/auth';
import { reportBug } from '@/contracts/support';
import type { EmulatorContext } from '@/emulator/core/types';
import { DEMO_ACCOUNTS } from '@/emulator/seed';

import { emulator as testEmulator } from '@tests/emulator';
import { renderApp } from '@tests/render';

import { SESSION_EXPIRED_MESSAGE } from './bootstrap';

describe('an expired session', () => {
  it('signs the user out with a notice when the gateway refuses the refreshed token too', async () => {
    const { screen, user, router, store, emulator } = await renderApp({ route: '/faq', signedInAs: 'user' });
    await user.click(await screen.findByRole('button', { name: 'Report a bug' }, { timeout: 10_000 }));
    const form = await screen.findByRole('form', { name: 'Report a Bug' });
    await user.click(within(form).getByRole('textbox', { name: /summary/i }));
    await user.paste('Lost my work');
    await user.click(within(form).getByRole('textbox', { name: /description/i }));
    await user.paste('The page signed me out.');
    emulator.faults.add({ operation: reportBug.apiCall, status: 401, times: 2 });
    await user.click(within(form).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(store.getState().auth.status).toBe('unauthenticated');
  });
});

describe('signing in again after an expired session (issue 21 §4.5)', () => {
  async function expireOnFaq() {
    const app = await renderApp({ route: '/faq?from=menu', signedInAs: 'user' });
    await app.user.click(
      await app.screen.findByRole('button', { name: 'Report a bug' }, { timeout: 10_000 }),
    );
    const form = await app.screen.findByRole('form', { name: 'Report a Bug' });
    await app.user.click(within(form).getByRole('textbox', { name: /summary/i }));
    await app.user.paste('Signed out');
    await app.user.click(within(form).getByRole('textbox', { name: /description/i }));
    await app.user.paste('The session ended.');
    app.emulator.faults.add({ operation: reportBug.apiCall, status: 401, times: 2 });
    await app.user.click(within(form).getByRole('button', { name: 'Submit' }));
    await app.screen.findByRole('heading', { name: 'Sign in' });
    return app;
  }

  async function signInAs(app: Awaited<ReturnType<typeof expireOnFaq>>, account: keyof typeof DEMO_ACCOUNTS) {
    await app.user.click(app.screen.getByLabelText(/email/i));
    await app.user.paste(DEMO_ACCOUNTS[account].email);
    await app.user.click(app.screen.getByLabelText(/^password/i));
    await app.user.paste(DEMO_ACCOUNTS[account].password);
    await app.user.click(app.screen.getByRole('button', { name: 'Sign in' }));
  }

  it('returns the same user to the page the session ended on, once', async () => {
    const app = await expireOnFaq();
    await signInAs(app, 'user');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/faq'), { timeout: 10_000 });
    expect(app.router.state.location.search).toBe('?from=menu');
    // Once there (the page shows), the public pages lead home again.
    expect(await app.screen.findByRole('heading', { name: 'FAQ Library' }, { timeout: 10_000 })).toBeInTheDocument();
    await act(() => app.router.navigate('/sign-in'));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard'));
  });

  it('sends another user home, not to the page the last one left', async () => {
    const app = await expireOnFaq();
    await signInAs(app, 'administrator');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard'), { timeout: 10_000 });
  });

  it('never leaves the portal, whatever the kept path says (attack: a forged return path)', async () => {
    const app = await expireOnFaq();
    // What a script with access to the tab's storage could write in place of the path.
    const key = Object.keys(sessionStorage).find((name) => name.endsWith('.return-to')) ?? '';
    expect(key).not.toBe('');
    sessionStorage.setItem(key, btoa(JSON.stringify('//evil.example/phish')));
    await signInAs(app, 'user');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard'), { timeout: 10_000 });
  });

  it('does not return after a sign-out the user asked for', async () => {
    const { screen, user, router } = await renderApp({ route: '/faq', signedInAs: 'user' });
    await user.click(await screen.findByRole('button', { name: /account menu for/i }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('menuitem', { name: /log ?out|sign out/i }));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(Object.keys(sessionStorage).some((name) => name.endsWith('.return-to'))).toBe(false);
    expect(router.state.location.pathname).toBe('/sign-in');
  });
});

/**
 * GetTenantSkill during the session check or the sign-in: a 401 that outlasts the gateway's refresh and retry
 * means the gateway refuses the session. Ignoring it left the user on a dashboard with no assistant.
 */
describe('a session the gateway refuses while signing in', () => {
  const refuseSkill = (emulator: EmulatorContext) =>
    // Two: the first call and the gateway's one retry with refreshed tokens.
    emulator.faults.add({ operation: getTenantSkill.apiCall, status: 401, times: 2 });

  it('ends the stored session at the session check, with the notice, at sign-in', async () => {
    refuseSkill(testEmulator());
    const { screen, router, store, services } = await renderApp({ route: '/dashboard', signedInAs: 'user' });

    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(store.getState().auth).toMatchObject({ status: 'unauthenticated', user: null, skill: null });
    expect(screen.queryByRole('button', { name: /account menu for/i })).not.toBeInTheDocument();
    // Signed out for real: a reload would not find the refused session again.
    expect(await services.identity.currentUser()).toBeNull();
  });

  it('does not sign in, and says so, when the skill is refused right after the credentials', async () => {
    const { screen, router, store, services, user, emulator } = await renderApp({ route: '/sign-in' });
    await screen.findByRole('heading', { name: 'Sign in' });
    refuseSkill(emulator);
    await user.click(screen.getByLabelText(/email/i));
    await user.paste(DEMO_ACCOUNTS.user.email);
    await user.click(screen.getByLabelText(/^password/i));
    await user.paste(DEMO_ACCOUNTS.user.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(store.getState().auth).toMatchObject({ status: 'unauthenticated', user: null, skill: null });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(await services.identity.currentUser()).toBeNull();
    // Both refusals were used: the skill was asked for, and the gateway retried once.
    expect(emulator.faults.list()).toEqual([]);
  });
});
