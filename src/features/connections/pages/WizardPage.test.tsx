import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DEMO_ACCOUNTS, DEMO_TENANT } from '@/emulator/seed';
import { announceLinkResult } from '@/lib/account-link';
import { userStorage } from '@/lib/user-storage';

import { emulator } from '@tests/emulator';
import { stubPopup } from '@tests/popup';
import { renderApp } from '@tests/render';
import { untilReal } from '@tests/timers';

import { WIZARD_KEYS, WIZARD_MESSAGES, WIZARD_REDIRECT_DELAY_MS } from '../wizard-sagas';

import { PROFILE_VALIDATION_DELAY_MS } from './WizardPage';

const admin = DEMO_ACCOUNTS.administrator;
// The portal keeps per-user state under the Cognito username (the sub).
const storage = () => userStorage(admin.sub);
const isNumber = (value: unknown): value is number => typeof value === 'number';
const isString = (value: unknown): value is string => typeof value === 'string';

/** The demo organisation without its CRM connections: the CRM step starts undone. */
function withoutCrm() {
  emulator().db.update('connections', (state) => {
    state.connections = state.connections.filter(
      (record) =>
        record.tenant !== DEMO_TENANT ||
        !['salesforce', 'zendesk-prod', 'Dynamics_365'].includes(record.connectionName),
    );
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('/getting-started-wizard', () => {
  it('starts at the profile: required fields after 300 ms of quiet, for touched fields only', async () => {
    const { screen } = await renderApp({ route: '/getting-started-wizard', signedInAs: 'administrator' });
    const form = await screen.findByRole('form', { name: 'Your profile' });
    const first = within(form).getByRole('textbox', { name: /First name/ });
    expect(first).toHaveValue(admin.givenName);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(first, { target: { value: ' ' } });
    fireEvent.blur(first);
    await act(() => vi.advanceTimersByTimeAsync(PROFILE_VALIDATION_DELAY_MS - 1));
    expect(within(form).queryByText('Required')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(within(form).getByText('Required')).toBeInTheDocument();
    // Untouched fields stay quiet even when invalid.
    fireEvent.change(within(form).getByRole('textbox', { name: /Company name/ }), { target: { value: '' } });
    await act(() => vi.advanceTimersByTimeAsync(PROFILE_VALIDATION_DELAY_MS));
    expect(within(form).getAllByText('Required')).toHaveLength(1);
  });

  it('saves the profile (+1 added to the phone number), then moves to the CRM step, kept for the user', async () => {
    const { user, screen } = await renderApp({
      route: '/getting-started-wizard',
      signedInAs: 'administrator',
    });
    const form = await screen.findByRole('form', { name: 'Your profile' });
    await user.clear(within(form).getByRole('textbox', { name: /Company name/ }));
    await user.type(within(form).getByRole('textbox', { name: /Company name/ }), 'Demo Organisation Ltd');
    await user.clear(within(form).getByRole('textbox', { name: 'Phone number' }));
    await user.type(within(form).getByRole('textbox', { name: 'Phone number' }), '2025550143');
    await user.click(within(form).getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: /Connect your CRM tool/ })).toBeInTheDocument();
    const stored = emulator().db.state.identity.users.find(
      (candidate) => candidate.attributes.email === admin.email,
    );
    expect(stored?.attributes['custom:company_name']).toBe('Demo Organisation Ltd');
    expect(stored?.attributes.phone_number).toBe('+12025550143');
    expect(storage().get(WIZARD_KEYS.step, isNumber)).toBe(1);
  });

  it('comes back at the kept step', async () => {
    storage().set(WIZARD_KEYS.step, 2);
    const { screen } = await renderApp({ route: '/getting-started-wizard', signedInAs: 'administrator' });
    expect(
      await screen.findByRole('heading', { name: /Connect your Collaboration tool/ }),
    ).toBeInTheDocument();
  });

  it('connects a CRM connector from its card: the pop-up opens in the click, the link after 200 ms, a build starts', async () => {
    withoutCrm();
    storage().set(WIZARD_KEYS.step, 1);
    const { popup, open } = stubPopup();
    const { screen, store } = await renderApp({
      route: '/getting-started-wizard',
      signedInAs: 'administrator',
    });
    const card = await screen.findByRole('button', { name: 'Connect HubSpot' });
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(card);
    expect(open).toHaveBeenCalledTimes(1);
    await untilReal(() => store.getState().bot.botBuildTriggered);
    await untilReal(
      () =>
        vi.getTimerCount() > 0 &&
        emulator().db.state.connections.connections.some((r) => r.connectionName === 'hubspot'),
    );
    expect(popup.location.href).toBe('about:blank');
    await vi.advanceTimersByTimeAsync(WIZARD_REDIRECT_DELAY_MS);
    await untilReal(() => popup.location.href !== 'about:blank');
    expect(new URL(popup.location.href).pathname).toBe('/__emulator/oauth/authorize');
    expect(storage().get(WIZARD_KEYS.connectionId, isString)).toBeTruthy();
    vi.useRealTimers();

    // The return page linked it (here: the server's state) and says so.
    emulator().db.update('connections', (state) => {
      const record = state.connections.find(
        (r) => r.tenant === DEMO_TENANT && r.connectionName === 'hubspot',
      );
      if (record) record.auth_exists = true;
    });
    announceLinkResult({
      connectionName: 'hubspot',
      status: 'success',
      message: 'Connection Setup Completed',
    });
    expect(await screen.findByRole('button', { name: 'HubSpot is connected' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('re-enables the card and says so when the connector cannot be enabled', async () => {
    withoutCrm();
    storage().set(WIZARD_KEYS.step, 1);
    const { popup } = stubPopup();
    emulator().faults.add({ operation: 'CreateConnection', status: 500, times: 1 });
    const { user, screen } = await renderApp({
      route: '/getting-started-wizard',
      signedInAs: 'administrator',
    });
    await user.click(await screen.findByRole('button', { name: 'Connect HubSpot' }));
    expect(await screen.findByText(WIZARD_MESSAGES.enableFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect HubSpot' })).toBeEnabled());
    expect(popup.close).toHaveBeenCalled();
  });

  it('checks the live state: a step whose connection was removed is not done', async () => {
    storage().set(WIZARD_KEYS.step, 1);
    const first = await renderApp({ route: '/getting-started-wizard', signedInAs: 'administrator' });
    expect(await first.screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
    first.unmount();
    withoutCrm();
    const again = await renderApp({ route: '/getting-started-wizard', signedInAs: 'administrator' });
    expect(await again.screen.findByRole('button', { name: 'Connect Salesforce' })).toBeEnabled();
    expect(again.screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('says when the featured connectors cannot be loaded, and loads them on Retry', async () => {
    storage().set(WIZARD_KEYS.step, 1);
    emulator().faults.add({ operation: 'ListFeaturedConnectors', status: 500, times: 1 });
    const { user, screen } = await renderApp({
      route: '/getting-started-wizard',
      signedInAs: 'administrator',
    });
    expect((await screen.findAllByText(WIZARD_MESSAGES.featuredFailed)).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'CRM connectors' })).toBeInTheDocument();
  });

  it('ends with the final screen and its link to the dashboard, and remembers it', async () => {
    storage().set(WIZARD_KEYS.step, 3);
    const { user, screen } = await renderApp({
      route: '/getting-started-wizard',
      signedInAs: 'administrator',
    });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'You are all set' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(storage().get(WIZARD_KEYS.finished, (value): value is boolean => value === true)).toBe(true);
  });
});
