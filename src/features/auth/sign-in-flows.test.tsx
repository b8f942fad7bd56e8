import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { recordAnalyticsEvent } from '@/contracts/analytics';
import { createDbUser, createSkill } from '@/contracts/auth';
import { DEMO_ACCOUNTS, SPECIAL_ACCOUNTS } from '@/emulator/seed';

import { emulator, server } from '@tests/emulator';
import { renderApp, type RenderedApp } from '@tests/render';

import { signOutRequested } from './slice';

type View = RenderedApp;

const eventually = <T,>(check: () => T) => vi.waitFor(check, { timeout: 5_000, interval: 20 });

/** The gateway ApiCalls and Cognito operations the app made, in order. */
let calls: string[] = [];
const record = ({ request }: { request: Request }) => {
  const target = request.headers.get('x-amz-target');
  if (target) calls.push(target.split('.').at(-1)!);
  else if (request.method === 'POST') {
    void request
      .clone()
      .json()
      .then((body: { ApiCall?: string }) => body.ApiCall && calls.push(body.ApiCall))
      .catch(() => undefined);
  } else {
    const apiCall = new URL(request.url).searchParams.get('ApiCall');
    if (apiCall) calls.push(apiCall);
  }
};

let view: View | undefined;
beforeEach(() => {
  calls = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
  view?.rootTask.cancel();
  view = undefined;
});

async function signInWithForm({ user }: View, email: string, password: string, keepSignedIn = false) {
  await user.click(await screen.findByRole('textbox', { name: /email/i }));
  await user.paste(email);
  await user.click(screen.getByLabelText(/^password/i));
  await user.paste(password);
  if (keepSignedIn) await user.click(screen.getByRole('checkbox', { name: 'Keep me signed in' }));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

async function signOut({ store, router }: View) {
  store.dispatch(signOutRequested());
  // The guard redirects: wait for the sign-in page of /sign-in, not a render on the way there.
  await eventually(() => expect(router.state.location.pathname).toBe('/sign-in'));
  await screen.findByRole('heading', { name: 'Sign in' });
}

const cognitoKeys = (storage: Storage) =>
  Object.keys(storage).filter((key) => key.includes('CognitoIdentityServiceProvider'));

describe('the first login of a new organisation (spec 1 §4)', () => {
  const { newAdministrator } = SPECIAL_ACCOUNTS;
  const own = <T extends { tenant: string }>(records: T[]) =>
    records.filter((record) => record.tenant === newAdministrator.tenant);

  it('creates the database user and the skill, then opens the wizard; the next sign-in opens the dashboard', async () => {
    view = await renderApp({ route: '/sign-in' });
    const { db } = emulator();
    expect(own(db.state.users.dbUsers)).toHaveLength(0);
    expect(own(db.state.tenancy.skills)).toHaveLength(0);

    await signInWithForm(view, newAdministrator.email, newAdministrator.password);
    // The first sign-in of the run loads (and, under vitest, transforms) the signed-in shell's modules.
    await vi.waitFor(() => expect(view!.router.state.location.pathname).toBe('/getting-started-wizard'), {
      timeout: 15_000,
    });
    // Arrived when the wizard shows (its chunk and the shell's features may take a while to load on a busy machine).
    expect(
      await screen.findByRole('form', { name: 'Your profile' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await eventually(() => expect(calls).toContain(recordAnalyticsEvent.apiCall));

    const poolUser = db.state.identity.users.find((candidate) => candidate.sub === newAdministrator.sub)!;
    expect(poolUser.attributes['custom:first_login']).toBe('0');
    expect(own(db.state.users.dbUsers)).toEqual([
      expect.objectContaining({
        sub: newAdministrator.sub,
        email: newAdministrator.email,
        authtype: 'cognito',
      }),
    ]);
    expect(own(db.state.tenancy.skills)).toHaveLength(1);
    expect(calls.filter((call) => [createDbUser.apiCall, createSkill.apiCall].includes(call))).toEqual([
      createDbUser.apiCall,
      createSkill.apiCall,
    ]);
    const { auth } = view.store.getState();
    // The refreshed tokens say the first login is over, and the new skill is the one the portal uses.
    expect(auth.user?.attributes['custom:first_login']).toBe('0');
    expect(auth.skill?.ID).toBe(own(db.state.tenancy.skills)[0]?.ID);
    const events = db.state.analytics.events.filter((event) => event.sub === newAdministrator.sub);
    expect(events.map((event) => event.name).toSorted()).toEqual(['login', 'sign_up']);

    // The wizard was a one-time destination: a public page now leads home, not back to it (issue 11).
    // (Longer waits: each navigation may load a page chunk for the first time in the run.)
    const atDashboard = () =>
      vi.waitFor(() => expect(view!.router.state.location.pathname).toBe('/dashboard'), { timeout: 15_000 });
    await view.router.navigate('/sign-in');
    await atDashboard();
    await view.router.navigate('/not-found');
    await atDashboard();

    // Another day, another visit: the first login is over.
    await signOut(view);
    view.unmount();
    view.rootTask.cancel();
    view = await renderApp({ route: '/sign-in' });
    calls = [];
    await signInWithForm(view, newAdministrator.email, newAdministrator.password);
    await eventually(() => expect(view!.router.state.location.pathname).toBe('/dashboard'));
    expect(calls).not.toContain(createDbUser.apiCall);
    expect(calls).not.toContain(createSkill.apiCall);
    expect(own(db.state.users.dbUsers)).toHaveLength(1);
    expect(own(db.state.tenancy.skills)).toHaveLength(1);
    // Two whole sign-ins with their page loads: longer than the default 20 s on a busy runner.
  }, 60_000);

  it('ignores a skill creation that turns out unneeded (the skill appeared meanwhile)', async () => {
    view = await renderApp({ route: '/sign-in' });
    const { db } = emulator();
    const otherTab = {
      ID: 'made-in-another-tab',
      appId: 'made-in-another-tab',
      lex_bot_name: 'Elsewhere',
      tenant: newAdministrator.tenant,
      botAliasName: 'demo',
    };
    // Just before CreateSkill reaches the cloud, another tab creates the skill: the gateway answers 409.
    const race = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith(`/${createSkill.path}`)) {
        db.update('tenancy', (state) => {
          state.skills.push(otherTab);
        });
      }
    };
    server.events.on('request:start', race);
    try {
      await signInWithForm(view, newAdministrator.email, newAdministrator.password);
      await eventually(() => expect(view!.router.state.location.pathname).toBe('/getting-started-wizard'));
    } finally {
      server.events.removeListener('request:start', race);
    }
    expect(calls).toContain(createSkill.apiCall);
    expect(own(db.state.tenancy.skills)).toEqual([otherTab]);
    expect(view.store.getState().auth).toMatchObject({ status: 'authenticated', skill: { ID: otherTab.ID } });
    // Silently: no error under the form or in a toast.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await eventually(() => expect(calls).toContain(recordAnalyticsEvent.apiCall));
    expect(view.store.getState().notifications.history.filter((item) => item.variant === 'error')).toEqual(
      [],
    );
  });
});

describe('a usual sign-in', () => {
  it('records a login event and opens the dashboard', async () => {
    view = await renderApp({ route: '/sign-in' });
    await signInWithForm(view, DEMO_ACCOUNTS.user.email, DEMO_ACCOUNTS.user.password);
    await eventually(() => expect(view!.router.state.location.pathname).toBe('/dashboard'));
    await eventually(() =>
      expect(
        emulator().db.state.analytics.events.filter((event) => event.sub === DEMO_ACCOUNTS.user.sub),
      ).toEqual([expect.objectContaining({ name: 'login', attributes: { role: 'user' } })]),
    );
    expect(calls).not.toContain(createDbUser.apiCall);
  });
});

describe('"Keep me signed in" (docs/design.md §7)', () => {
  it('keeps the tokens in localStorage when ticked, and sign-out removes them', async () => {
    view = await renderApp({ route: '/sign-in' });
    await signInWithForm(view, DEMO_ACCOUNTS.user.email, DEMO_ACCOUNTS.user.password, true);
    await screen.findByRole('button', { name: /account menu for jamie lee/i });
    expect(cognitoKeys(localStorage)).toEqual(
      expect.arrayContaining([expect.stringMatching(/\.idToken$/), expect.stringMatching(/\.refreshToken$/)]),
    );
    expect(cognitoKeys(sessionStorage)).toEqual([]);

    await signOut(view);
    expect(cognitoKeys(localStorage).filter((key) => /Token$/.test(key))).toEqual([]);
    expect(cognitoKeys(sessionStorage)).toEqual([]);
  });

  it("keeps them in the tab's sessionStorage otherwise, and sign-out removes them", async () => {
    view = await renderApp({ route: '/sign-in' });
    await signInWithForm(view, DEMO_ACCOUNTS.user.email, DEMO_ACCOUNTS.user.password);
    await screen.findByRole('button', { name: /account menu for jamie lee/i });
    expect(cognitoKeys(sessionStorage)).toEqual(
      expect.arrayContaining([expect.stringMatching(/\.idToken$/), expect.stringMatching(/\.refreshToken$/)]),
    );
    expect(cognitoKeys(localStorage)).toEqual([]);

    await signOut(view);
    expect(cognitoKeys(sessionStorage).filter((key) => /Token$/.test(key))).toEqual([]);
    expect(cognitoKeys(localStorage)).toEqual([]);
  });
});
