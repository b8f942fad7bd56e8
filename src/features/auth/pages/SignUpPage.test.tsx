import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { latestMessageTo } from '@/emulator/modules/outbox/deliver';
import { identity } from '@/services/identity';

import { emulator } from '@tests/emulator';
import { renderApp, type RenderedApp } from '@tests/render';
import { advanceTo, watchTimers } from '@tests/timers';

import { AUTO_SIGN_IN_DELAY_MS, CODE_SENT_MESSAGE } from '../sagas';

type View = RenderedApp;

/** vi.waitFor with room for a loaded machine (it also moves fake timers on by `interval` between tries). */
const eventually = <T,>(check: () => T) => vi.waitFor(check, { timeout: 5_000, interval: 10 });
/** A labelled input, whatever the required marker after its label (its form may carry the same label). */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input' });

let view: View | undefined;
let stopWatching: (() => void) | undefined;
afterEach(() => {
  stopWatching?.();
  stopWatching = undefined;
  vi.useRealTimers();
  view?.rootTask.cancel();
  view = undefined;
});

async function fill({ user }: View, label: string, value: string) {
  await user.click(field(label));
  await user.paste(value);
}

describe('signing up', () => {
  it('creates the user, confirms the code, and signs in exactly 2 s later into the getting-started wizard', async () => {
    const email = 'founder@new-company.example';
    const password = 'Found3r-Passw0rd!';
    vi.useFakeTimers({ shouldAdvanceTime: true });
    view = await renderApp({ route: '/sign-up', advanceTimers: vi.advanceTimersByTime, timings: 'spec' });
    const { user, router } = view;
    const signIn = vi.spyOn(identity, 'signIn');
    const signUp = vi.spyOn(identity, 'signUp');

    await screen.findByRole('heading', { name: 'Create your account' });
    await fill(view, 'Email', email);
    await fill(view, 'Password', password);
    await fill(view, 'Confirm password', password);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await screen.findByRole('heading', { name: 'Confirm your email' });
    expect(await screen.findByText(CODE_SENT_MESSAGE)).toBeInTheDocument();
    // The portal sends only what the user typed; the organisation and role below are the server's doing.
    expect(signUp.mock.calls).toEqual([[{ email, password }]]);
    const created = () =>
      emulator().db.state.identity.users.find((candidate) => candidate.attributes.email === email);
    expect(created()).toMatchObject({
      status: 'UNCONFIRMED',
      attributes: {
        'custom:role': 'Administrator',
        'custom:first_login': '1',
        'custom:create_skill': '1',
        'custom:tenant': email,
      },
    });
    const code = latestMessageTo(emulator(), email)?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const autoSignIn = watchTimers(AUTO_SIGN_IN_DELAY_MS, 'redux-saga');
    stopWatching = autoSignIn.stop;
    await fill(view, 'Confirmation code', code);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await eventually(() => expect(autoSignIn.latest()).toBeDefined());
    const { scheduledAt } = autoSignIn.latest()!;
    expect(created()?.status).toBe('CONFIRMED');

    advanceTo(scheduledAt + AUTO_SIGN_IN_DELAY_MS - 1);
    expect(autoSignIn.latest()?.firedAt).toBeNull();
    expect(signIn).not.toHaveBeenCalled();
    expect(view.store.getState().auth.status).toBe('registerConfirm');

    advanceTo(scheduledAt + AUTO_SIGN_IN_DELAY_MS);
    expect(autoSignIn.latest()?.firedAt).toBe(scheduledAt + AUTO_SIGN_IN_DELAY_MS);
    await eventually(() => expect(signIn).toHaveBeenCalledTimes(1));
    expect(signIn.mock.calls[0]?.[0]).toMatchObject({ email, password, keepSignedIn: false });

    // The first login of the new organisation: its database user and assistant, then the wizard.
    await eventually(() => expect(router.state.location.pathname).toBe('/getting-started-wizard'));
    expect(view.store.getState().auth.status).toBe('authenticated');
    const { db } = emulator();
    expect(created()?.attributes['custom:first_login']).toBe('0');
    expect(db.state.users.dbUsers.filter((record) => record.email === email)).toHaveLength(1);
    expect(db.state.tenancy.skills.filter((skill) => skill.tenant === email)).toHaveLength(1);
    const events = db.state.analytics.events.filter((event) => event.sub === created()?.sub);
    expect(events.map((event) => event.name).toSorted()).toEqual(['login', 'sign_up']);
    expect(
      events.every((event) => event.appId === emulator().config.analyticsAppId && event.tenant === email),
    ).toBe(true);
  });

  it('shows what Cognito says about an e-mail that already has an account', async () => {
    view = await renderApp({ route: '/sign-up' });
    await screen.findByRole('heading', { name: 'Create your account' });
    await fill(view, 'Email', 'admin@demo.example');
    await fill(view, 'Password', 'Found3r-Passw0rd!');
    await fill(view, 'Confirm password', 'Found3r-Passw0rd!');
    await view.user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/already exists/i);
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });
});
