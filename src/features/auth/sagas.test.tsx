import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { bootstrapApp } from '@/app/bootstrap';
import { createStore } from '@/app/store';
import { TOKEN_REFRESH_INTERVAL_MS, TOKEN_STALE_AFTER_MS } from '@/config/constants';
import { clock } from '@/emulator/core/clock';
import { DEMO_ACCOUNTS } from '@/emulator/seed';
import { createServices } from '@/services';
import { configureIdentity, identity } from '@/services/identity';

import { emulator, server } from '@tests/emulator';
import { renderApp, type RenderedApp } from '@tests/render';

import { authFeature } from '.';
import { signInErrorMessage } from './sagas';
import { signInSubmitted } from './slice';

type View = RenderedApp;

/** vi.waitFor with room for a loaded machine (it also advances fake timers between tries). */
const eventually = <T,>(check: () => T) => vi.waitFor(check, { timeout: 5_000, interval: 50 });

/** The Cognito user-pool operations the app called, in order. */
let operations: string[] = [];
const recordOperation = ({ request }: { request: Request }) => {
  const target = request.headers.get('x-amz-target');
  if (target?.startsWith('AWSCognitoIdentityProviderService.')) operations.push(target.split('.')[1]!);
};
beforeEach(() => {
  operations = [];
  server.events.on('request:start', recordOperation);
});
afterEach(() => {
  server.events.removeListener('request:start', recordOperation);
  vi.useRealTimers();
});
const count = (operation: string) => operations.filter((name) => name === operation).length;

async function signInWithForm({ screen, user }: View, email: string, password: string) {
  await user.click(await screen.findByRole('textbox', { name: /email/i }));
  await user.paste(email);
  await user.click(screen.getByLabelText(/^password/i));
  await user.paste(password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('signInErrorMessage', () => {
  it("shows Cognito's user-migration failure as 'User does not exist'", () => {
    const failure = (message: string) => ({ code: 'UserNotFoundException', status: 400, message });
    expect(signInErrorMessage(failure('Exception migrating user in app client 7abc: user not found'))).toBe(
      'User does not exist',
    );
    expect(signInErrorMessage(failure('Incorrect username or password.'))).toBe(
      'Incorrect username or password.',
    );
    expect(signInErrorMessage(failure('Error: Exception migrating user in app client'))).toBe(
      'Error: Exception migrating user in app client',
    );
  });
});

describe('signing in', () => {
  it('retries an unknown user once with the plain password flow (production API mode)', async () => {
    const view = await renderApp({ route: '/sign-in' });
    await signInWithForm(view, 'nobody@demo.example', DEMO_ACCOUNTS.user.password);
    expect(await view.screen.findByRole('alert')).toHaveTextContent('User does not exist.');
    expect(count('InitiateAuth')).toBe(2);
    expect(view.store.getState().auth.status).toBe('unauthenticated');
  });

  it('does not retry in the development API mode', async () => {
    const services = createServices(
      { ...emulator().config, apiMode: 'development' },
      { onSessionExpired: () => undefined },
    );
    const { store, rootTask } = createStore(services, [authFeature]);
    store.dispatch(
      signInSubmitted({
        email: 'nobody@demo.example',
        password: DEMO_ACCOUNTS.user.password,
        keepSignedIn: false,
      }),
    );
    await waitFor(() => expect(store.getState().auth.signIn.pending).toBe(false));
    expect(store.getState().auth.signIn.error).toBe('User does not exist.');
    expect(count('InitiateAuth')).toBe(1);
    rootTask.cancel();
  });

  it("shows a user-migration failure as 'User does not exist'", async () => {
    const view = await renderApp({ route: '/sign-in' });
    view.emulator.faults.add({
      operation: 'InitiateAuth',
      status: 400,
      message: 'Exception migrating user in app client demo0portal0client0id00000',
      times: 1,
    });
    await signInWithForm(view, DEMO_ACCOUNTS.user.email, DEMO_ACCOUNTS.user.password);
    expect(await view.screen.findByRole('alert')).toHaveTextContent(/^User does not exist$/);
  });

  it('shows a wrong password as Cognito words it, and stays signed out', async () => {
    const view = await renderApp({ route: '/sign-in' });
    await signInWithForm(view, DEMO_ACCOUNTS.user.email, 'Wrong-Passw0rd!');
    expect(await view.screen.findByRole('alert')).toHaveTextContent('Incorrect username or password.');
    expect(count('InitiateAuth')).toBe(1);
    expect(view.router.state.location.pathname).toBe('/sign-in');
  });
});

describe('the session', () => {
  it('is checked when the app starts: no stored session means signed out', async () => {
    const { store, screen } = await renderApp({ route: '/dashboard' });
    expect(store.getState().auth.status).toBe('unknown');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(store.getState().auth.status).toBe('unauthenticated');
  });

  it('is restored from stored tokens when the app starts', async () => {
    const { store, screen } = await renderApp({ route: '/dashboard', signedInAs: 'administrator' });
    expect(store.getState().auth.status).toBe('unknown');
    await screen.findByRole('button', { name: /account menu for alex morgan/i });
    expect(store.getState().auth).toMatchObject({
      status: 'authenticated',
      user: { email: DEMO_ACCOUNTS.administrator.email, role: 'Administrator' },
      skill: { lex_bot_name: 'DemoAssistant' },
    });
  });

  it('treats a stored session the identity provider refuses as signed out', async () => {
    // A session from an earlier visit: its tokens have expired since, and its refresh token was revoked.
    const config = emulator().config;
    configureIdentity(config);
    await identity.signIn({ ...DEMO_ACCOUNTS.user, keepSignedIn: false, flow: 'USER_SRP_AUTH' });
    emulator().db.update('identity', (state) => {
      for (const token of state.refreshTokens) token.revoked = true;
    });
    vi.useFakeTimers({ shouldAdvanceTime: true, now: clock.now() + 2 * 60 * 60_000 });

    const app = bootstrapApp({
      tenant: { config, logoUrl: null, emulated: true },
      initialEntries: ['/dashboard'],
    });
    render(app.element);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(app.store.getState().auth.status).toBe('unauthenticated');
    expect(count('GetTokensFromRefreshToken')).toBe(1);
  });
});

describe('keeping the tokens fresh (spec 1 §4, §9)', () => {
  async function signedIn() {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = await renderApp({
      route: '/dashboard',
      signedInAs: 'user',
      advanceTimers: vi.advanceTimersByTime,
    });
    await view.screen.findByRole('button', { name: /account menu for/i }, { timeout: 10_000 });
    operations = [];
    return view;
  }
  const advance = (ms: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  const returnToTab = (visibilityState: DocumentVisibilityState) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibilityState });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  afterEach(() => {
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('refreshes every 150 s while signed in', async () => {
    const { store } = await signedIn();
    const first = store.getState().auth.lastRefreshAt!;
    await advance(TOKEN_REFRESH_INTERVAL_MS - 10_000);
    expect(count('GetTokensFromRefreshToken')).toBe(0);
    await advance(10_000);
    await eventually(() => expect(count('GetTokensFromRefreshToken')).toBe(1));
    await eventually(() =>
      expect(store.getState().auth.lastRefreshAt).toBeGreaterThanOrEqual(first + TOKEN_REFRESH_INTERVAL_MS),
    );
    expect(store.getState().auth.status).toBe('authenticated');

    await advance(TOKEN_REFRESH_INTERVAL_MS);
    await eventually(() => expect(count('GetTokensFromRefreshToken')).toBe(2));
  });

  it('refreshes on returning to the tab only when the last refresh is over 5 minutes old', async () => {
    const { store } = await signedIn();
    returnToTab('visible');
    await advance(1_000);
    expect(count('GetTokensFromRefreshToken')).toBe(0);

    // Five minutes pass without the timers running (a sleeping laptop), then the tab is hidden and shown again.
    vi.setSystemTime(clock.now() + TOKEN_STALE_AFTER_MS + 1_000);
    returnToTab('hidden');
    await advance(100);
    expect(count('GetTokensFromRefreshToken')).toBe(0);
    const before = store.getState().auth.lastRefreshAt!;
    returnToTab('visible');
    await eventually(() => expect(count('GetTokensFromRefreshToken')).toBe(1));
    await eventually(() => expect(store.getState().auth.lastRefreshAt).toBeGreaterThan(before));
  });

  it('stops refreshing after sign-out', async () => {
    const { store } = await signedIn();
    await act(async () => {
      store.dispatch({ type: 'auth/signOutRequested' });
      await eventually(() => expect(store.getState().auth.status).toBe('unauthenticated'));
    });
    operations = [];
    await advance(TOKEN_REFRESH_INTERVAL_MS * 2);
    returnToTab('visible');
    await advance(100);
    expect(count('GetTokensFromRefreshToken')).toBe(0);
  });
});
