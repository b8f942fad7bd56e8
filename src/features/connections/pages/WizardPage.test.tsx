import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createConnection, listFeaturedConnectors, oauth2Create } from '@/contracts/connections';
import { newConnection } from '@/emulator/modules/connections/state';
import { DEMO_ACCOUNTS, DEMO_TENANT } from '@/emulator/seed';
import { announceLinkResult } from '@/lib/account-link';
import { userStorage } from '@/lib/user-storage';

import { emulator, recordGatewayCalls } from '@tests/emulator';
import { stubPopup } from '@tests/popup';
import { renderApp } from '@tests/render';
import { untilReal } from '@tests/timers';

import { CONNECTOR_MESSAGES } from '../messages';
import { WIZARD_MESSAGES } from '../messages';
import { WIZARD_KEYS, WIZARD_REDIRECT_DELAY_MS } from '../wizard/sagas';

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

const analyticsEvents = (name: string) =>
  emulator().db.state.analytics.events.filter((event) => event.name === name && event.sub === admin.sub);
const demoRecords = (connectionName: string) =>
  emulator().db.state.connections.connections.filter(
    (record) => record.tenant === DEMO_TENANT && record.connectionName === connectionName,
  );
const linkRequests = (connectionName: string) =>
  emulator().db.state.connections.authorizations.filter(
    (request) => request.tenant === DEMO_TENANT && request.connectionName === connectionName,
  );
/** Where the account-link window was sent: the consent page's request id. */
const consentRequest = (href: string) =>
  href === 'about:blank' ? null : new URL(href).searchParams.get('request');

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
    emulator().faults.add({ operation: createConnection.apiCall, status: 500, times: 1 });
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
    emulator().faults.add({ operation: listFeaturedConnectors.apiCall, status: 500, times: 1 });
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

  it('saves the profile as /profile does: the analytics event, and the server’s message or ours on failure', async () => {
    emulator().faults.add({
      operation: 'UpdateUserAttributes',
      status: 400,
      message: 'Invalid phone number format.',
      times: 1,
    });
    const { user, screen } = await renderApp({
      route: '/getting-started-wizard',
      signedInAs: 'administrator',
    });
    const form = await screen.findByRole('form', { name: 'Your profile' });
    const save = within(form).getByRole('button', { name: 'Save and continue' });
    await user.click(save);
    // Spec 3 §8: the server's message when it gives one…
    expect(await within(form).findByText('Invalid phone number format.')).toBeInTheDocument();
    expect(analyticsEvents('profile_update')).toHaveLength(0);
    // …else the wizard's own.
    emulator().faults.add({ operation: 'UpdateUserAttributes', status: 400, message: '', times: 1 });
    await user.click(save);
    expect(await within(form).findByText(WIZARD_MESSAGES.profileFailed)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Connect your CRM tool/ })).not.toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByRole('heading', { name: /Connect your CRM tool/ })).toBeInTheDocument();
    await waitFor(() => expect(analyticsEvents('profile_update')).toHaveLength(1));
  });

  it('asks a custom connector’s card for its base URL (the setup dialog’s rule), then links it', async () => {
    withoutCrm();
    storage().set(WIZARD_KEYS.step, 1);
    const { popup, open } = stubPopup();
    const { user, screen } = await renderApp({
      route: '/getting-started-wizard',
      signedInAs: 'administrator',
    });
    await user.click(await screen.findByRole('button', { name: 'Connect Zendesk' }));
    const form = await screen.findByRole('form', { name: 'Set up Zendesk' });
    const field = within(form).getByRole('textbox', { name: 'Base URL' });
    expect(field).toHaveFocus();
    expect(within(form).getByText('.zendesk.com')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    expect(within(form).getByText(CONNECTOR_MESSAGES.baseUrlRequired)).toBeInTheDocument();
    // Nothing is opened or created for an empty address.
    expect(open).not.toHaveBeenCalled();
    expect(demoRecords('zendesk-prod')).toHaveLength(0);

    // A sub-domain the server would refuse is refused under the field (the server's rule), not as "could not enable".
    await user.type(field, '-acme-');
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    expect(await within(form).findByText(/^Enter the part before \.zendesk\.com only/)).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByText(WIZARD_MESSAGES.enableFailed)).not.toBeInTheDocument();

    // A pasted address keeps its sub-domain.
    await user.clear(field);
    await user.click(field);
    await user.paste('https://acme.zendesk.com/agent');
    expect(field).toHaveValue('acme');

    await user.clear(field);
    await user.type(field, 'acme');
    expect(within(form).queryByText(/^Enter the part before/)).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Connect' }));
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(consentRequest(popup.location.href)).toBeTruthy());
    expect(demoRecords('zendesk-prod')).toEqual([
      expect.objectContaining({ base_url: 'https://acme.zendesk.com' }),
    ]);
    // Spec 1 §7: enabling a connector is recorded, as the wizard's profile save is.
    expect(analyticsEvents('connector_enable')).toEqual([
      expect.objectContaining({ attributes: { connector: 'zendesk-prod' } }),
    ]);
  });

  it('Cancel closes a custom connector’s base URL form', async () => {
    withoutCrm();
    storage().set(WIZARD_KEYS.step, 1);
    const { user, screen } = await renderApp({
      route: '/getting-started-wizard',
      signedInAs: 'administrator',
    });
    await user.click(await screen.findByRole('button', { name: 'Connect Dynamics 365' }));
    const form = await screen.findByRole('form', { name: 'Set up Dynamics 365' });
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Set up Dynamics 365' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Dynamics 365' })).toBeEnabled();
  });

  it('a retry after a consent window closed unanswered, and after Deny, opens consent again and never enables twice', async () => {
    withoutCrm();
    storage().set(WIZARD_KEYS.step, 1);
    const { popup, open } = stubPopup();
    const calls = recordGatewayCalls();
    const { user, screen } = await renderApp({
      route: '/getting-started-wizard',
      signedInAs: 'administrator',
    });
    await user.click(await screen.findByRole('button', { name: 'Connect HubSpot' }));
    await waitFor(() => expect(consentRequest(popup.location.href)).toBeTruthy());
    const first = consentRequest(popup.location.href);

    // The window is closed unanswered; the card is usable again and a second click opens consent again.
    popup.closed = true;
    popup.location.href = 'about:blank';
    const card = await screen.findByRole('button', { name: 'Connect HubSpot' });
    await waitFor(() => expect(card).toBeEnabled());
    popup.closed = false;
    await user.click(card);
    await waitFor(() => expect(consentRequest(popup.location.href)).toBeTruthy());
    const second = consentRequest(popup.location.href);
    expect(second).not.toBe(first);

    // Deny: the return page tells the wizard; a third click opens consent once more.
    announceLinkResult({
      connectionName: 'hubspot',
      status: 'error',
      message: "You didn't allow access to HubSpot.",
    });
    popup.location.href = 'about:blank';
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect HubSpot' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Connect HubSpot' }));
    await waitFor(() => expect(consentRequest(popup.location.href)).toBeTruthy());
    expect([first, second]).not.toContain(consentRequest(popup.location.href));

    expect(open).toHaveBeenCalledTimes(3);
    expect(await calls.of(createConnection.apiCall)).toHaveLength(1);
    expect(await calls.of(oauth2Create.apiCall)).toHaveLength(2);
    calls.stop();
    expect(demoRecords('hubspot')).toHaveLength(1);
    // One live linking request: the abandoned ones were replaced.
    expect(linkRequests('hubspot')).toHaveLength(1);
    expect(screen.queryByText(WIZARD_MESSAGES.enableFailed)).not.toBeInTheDocument();
    expect(screen.queryByText(CONNECTOR_MESSAGES.alreadyEnabled)).not.toBeInTheDocument();
  });

  it('links a connector another tab enabled meanwhile instead of failing (the server says 409)', async () => {
    withoutCrm();
    storage().set(WIZARD_KEYS.step, 1);
    const { popup } = stubPopup();
    const { user, screen } = await renderApp({
      route: '/getting-started-wizard',
      signedInAs: 'administrator',
    });
    const card = await screen.findByRole('button', { name: 'Connect HubSpot' });
    // Enabled elsewhere after this page loaded its list, not linked yet.
    emulator().db.update('connections', (state) => {
      state.connections.push(newConnection(DEMO_TENANT, 'hubspot', emulator().clock.nowIso(), false));
    });
    await user.click(card);
    await waitFor(() => expect(consentRequest(popup.location.href)).toBeTruthy());
    expect(demoRecords('hubspot')).toHaveLength(1);
    expect(screen.queryByText(WIZARD_MESSAGES.enableFailed)).not.toBeInTheDocument();
  });

  it('Skip for now on each connector step; the final screen lists what was connected and what was skipped', async () => {
    withoutCrm();
    storage().set(WIZARD_KEYS.step, 1);
    const { user, screen } = await renderApp({
      route: '/getting-started-wizard',
      signedInAs: 'administrator',
    });
    await screen.findByRole('button', { name: 'Connect HubSpot' });
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    // A step with a connected connector continues; Skip is for the steps that have none.
    expect(
      await screen.findByRole('heading', { name: /Connect your Collaboration tool/ }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('button', { name: 'Skip for now' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: /Connect your Email\/Calendar service/ }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'You are all set' })).toBeInTheDocument();
    const connected = screen.getByRole('list', { name: 'Connected' });
    const entries = within(connected)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(entries).toEqual(
      expect.arrayContaining(['ServiceNow (Collaboration)', 'Calendar (Email/Calendar)']),
    );
    expect(entries.some((entry) => entry?.endsWith('(CRM)'))).toBe(false);
    const skipped = screen.getByRole('list', { name: 'Skipped for now' });
    expect(
      within(skipped)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['CRM']);
    expect(screen.getByRole('link', { name: 'Manage Connectors' })).toHaveAttribute(
      'href',
      '/manage-connections',
    );
  });

  it('an organisation can finish with every step skipped', async () => {
    emulator().db.update('connections', (state) => {
      state.connections = state.connections.filter((record) => record.tenant !== DEMO_TENANT);
    });
    storage().set(WIZARD_KEYS.step, 1);
    const { user, screen } = await renderApp({
      route: '/getting-started-wizard',
      signedInAs: 'administrator',
    });
    for (const heading of [
      /Connect your CRM tool/,
      /Connect your Collaboration tool/,
      /Connect your Email\/Calendar service/,
    ]) {
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: 'Skip for now' }));
    }
    expect(await screen.findByRole('heading', { name: 'You are all set' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing yet.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Skipped for now' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['CRM', 'Collaboration', 'Email/Calendar']);
  });
});
