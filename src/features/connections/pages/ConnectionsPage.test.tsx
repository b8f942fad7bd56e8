import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DEMO_TENANT } from '@/emulator/seed';

import { emulator } from '@tests/emulator';
import { stubPopup } from '@tests/popup';
import { renderApp } from '@tests/render';
import { untilReal } from '@tests/timers';

import { CONNECTOR_MESSAGES } from '../messages';
import { itemCount } from '../wording';

/** The demo organisation's connections as the emulated cloud holds them. */
function seeded() {
  const state = emulator().db.state.connections;
  return state.connections.filter((connection) => connection.tenant === DEMO_TENANT);
}

/** The demo organisation without its Zendesk connection, to enable it again. */
function withoutZendesk() {
  emulator().db.update('connections', (state) => {
    state.connections = state.connections.filter(
      (connection) => connection.tenant !== DEMO_TENANT || connection.connectionName !== 'zendesk-prod',
    );
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('/manage-connections', () => {
  it('lists the enabled and available connectors with their counts, for an administrator', async () => {
    const { screen } = await renderApp({ route: '/manage-connections', signedInAs: 'administrator' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Connections' })).toBeInTheDocument();
    const enabledList = await screen.findByRole('list', { name: 'Enabled Connectors' });
    const enabledCount = within(enabledList).getAllByRole('listitem').length;
    expect(enabledCount).toBe(seeded().length);
    expect(screen.getByText(itemCount(enabledCount))).toBeInTheDocument();
    const servicenow = within(enabledList).getByRole('listitem', { name: 'ServiceNow' });
    expect(within(servicenow).getByText('Connected')).toBeInTheDocument();
    const available = screen.getByRole('list', { name: 'Available Connectors' });
    expect(within(available).getByRole('listitem', { name: 'HubSpot' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'BUILD Assistant Portal' })).toBeEnabled();
    expect(within(servicenow).getByRole('button', { name: 'Actions for ServiceNow' })).toBeInTheDocument();
  });

  it('filters by name, ignoring case', async () => {
    const { user, screen } = await renderApp({ route: '/manage-connections', signedInAs: 'administrator' });
    await screen.findByRole('list', { name: 'Enabled Connectors' });
    await user.type(screen.getByRole('textbox', { name: 'Search Connections' }), 'hUBs');
    const available = screen.getByRole('list', { name: 'Available Connectors' });
    expect(
      within(available)
        .getAllByRole('listitem')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['HubSpot']);
    expect(screen.queryByRole('list', { name: 'Enabled Connectors' })).not.toBeInTheDocument();
    expect(screen.getByText('No connections available')).toBeInTheDocument();
  });

  it('shows an ordinary user the cards but no administrative control', async () => {
    const { user, screen } = await renderApp({ route: '/manage-connections', signedInAs: 'user' });
    const enabledList = await screen.findByRole('list', { name: 'Enabled Connectors' });
    expect(screen.queryByRole('button', { name: /^BUILD/ })).not.toBeInTheDocument();
    expect(within(enabledList).queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open HubSpot' }));
    const panel = await screen.findByRole('dialog', { name: 'HubSpot' });
    expect(await within(panel).findByRole('link', { name: 'DOCUMENTATION' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'SETUP' })).not.toBeInTheDocument();
  });

  it('opens the side panel with the intents and their descriptions, and an intent’s details', async () => {
    const { user, screen } = await renderApp({ route: '/manage-connections', signedInAs: 'administrator' });
    await user.click(await screen.findByRole('button', { name: 'Open HubSpot' }));
    const panel = await screen.findByRole('dialog', { name: 'HubSpot' });
    const intents = await within(panel).findByRole('list', { name: 'Intents of HubSpot' });
    const items = within(intents).getAllByRole('button');
    expect(items.length).toBeGreaterThan(0);
    expect(panel).toHaveTextContent(new RegExp(`${items.length} Intents?`));
    expect(panel).not.toHaveTextContent('DESC TODO');
    expect(within(panel).getByRole('button', { name: 'SETUP' })).toBeInTheDocument();
    await user.click(items[0] as HTMLElement);
    expect(within(panel).getByRole('heading', { name: 'Example utterances' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Add Task' })).toBeDisabled();
  });

  it('enables a custom connector: Base URL required, the pop-up opened in the click, the connector page after 4.5 s and the account link after 5 s', async () => {
    const { popup, open } = stubPopup();
    withoutZendesk();
    const { user, screen, router } = await renderApp({
      route: '/manage-connections',
      signedInAs: 'administrator',
    });
    await user.click(await screen.findByRole('button', { name: 'Open Zendesk' }));
    const panel = await screen.findByRole('dialog', { name: 'Zendesk' });
    await user.click(await within(panel).findByRole('button', { name: 'SETUP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Setup Zendesk Connection' });
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(within(dialog).getByText(CONNECTOR_MESSAGES.baseUrlRequired)).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Base URL' }), 'acme');
    // From the click on, only setTimeout is fake and moves when told (the page's delays are the test's).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    // Opened during the click, before the server answered.
    expect(open).toHaveBeenCalledTimes(1);
    await untilReal(() => Boolean(screen.queryByText(CONNECTOR_MESSAGES.created)));
    const created = seeded().find((connection) => connection.connectionName === 'zendesk-prod');
    expect(created?.base_url).toBe('https://acme.zendesk.com');
    expect(created?.auth_exists).toBe(false);
    expect(popup.location.href).toBe('about:blank');

    await vi.advanceTimersByTimeAsync(4499);
    expect(router.state.location.pathname).toBe('/manage-connections');
    await vi.advanceTimersByTimeAsync(1);
    await untilReal(() => router.state.location.pathname === '/enabled-intents/zendesk-prod');
    expect(popup.location.href).toBe('about:blank');
    await vi.advanceTimersByTimeAsync(499);
    expect(popup.location.href).toBe('about:blank');
    await vi.advanceTimersByTimeAsync(1);
    await untilReal(() => popup.location.href !== 'about:blank');
    expect(new URL(popup.location.href).pathname).toBe('/__emulator/oauth/authorize');
  });

  it.each([
    [409, CONNECTOR_MESSAGES.alreadyEnabled],
    [500, CONNECTOR_MESSAGES.createFailed],
  ])('keeps the dialog and says why when enabling fails (%i)', async (status, message) => {
    const { popup } = stubPopup();
    withoutZendesk();
    emulator().faults.add({ operation: 'CreateConnection', status, times: 1 });
    const { user, screen } = await renderApp({ route: '/manage-connections', signedInAs: 'administrator' });
    await user.click(await screen.findByRole('button', { name: 'Open Zendesk' }));
    const panel = await screen.findByRole('dialog', { name: 'Zendesk' });
    await user.click(await within(panel).findByRole('button', { name: 'SETUP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Setup Zendesk Connection' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Base URL' }), 'acme');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    // The dialog stays, with what was typed; the pop-up opened for the link is closed again.
    expect(within(dialog).getByRole('textbox', { name: 'Base URL' })).toHaveValue('acme');
    expect(popup.close).toHaveBeenCalled();
  });

  it('disables a connector after confirmation, with the spec’s messages', async () => {
    const { user, screen } = await renderApp({ route: '/manage-connections', signedInAs: 'administrator' });
    const enabledList = await screen.findByRole('list', { name: 'Enabled Connectors' });
    const before = seeded().length;
    await user.click(within(enabledList).getByRole('button', { name: 'Actions for Salesforce' }));
    await user.click(await screen.findByRole('menuitem', { name: /Disable/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Disable Salesforce?' });
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText(CONNECTOR_MESSAGES.disabled)).toBeInTheDocument();
    expect(seeded()).toHaveLength(before - 1);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Available Connectors' })).getByRole('listitem', {
          name: 'Salesforce',
        }),
      ).toBeInTheDocument(),
    );
  });

  it('gives the permissions message when the server answers 403, and the general one otherwise', async () => {
    emulator().faults.add({ operation: 'DeleteConnection', status: 403, times: 1 });
    emulator().faults.add({ operation: 'DeleteConnection', status: 500, times: 1 });
    const { user, screen } = await renderApp({ route: '/manage-connections', signedInAs: 'administrator' });
    const enabledList = await screen.findByRole('list', { name: 'Enabled Connectors' });
    for (const message of [CONNECTOR_MESSAGES.disableForbidden, CONNECTOR_MESSAGES.disableFailed]) {
      await user.click(within(enabledList).getByRole('button', { name: 'Actions for Salesforce' }));
      await user.click(await screen.findByRole('menuitem', { name: /Disable/ }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Disable Salesforce?' })).getByRole('button', {
          name: 'Disable',
        }),
      );
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(seeded().some((connection) => connection.connectionName === 'salesforce')).toBe(true);
  });

  it('generates the embed snippet and copies it', async () => {
    const { user, screen } = await renderApp({ route: '/manage-connections', signedInAs: 'administrator' });
    const enabledList = await screen.findByRole('list', { name: 'Enabled Connectors' });
    await user.click(within(enabledList).getByRole('button', { name: 'Actions for ServiceNow' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Embed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Embed the chatbot' });
    const snippet = await within(dialog).findByLabelText('Embed snippet');
    expect(snippet.textContent).toMatch(/data-chatbot-id="[0-9a-f-]{36}"/);
    expect(dialog).toHaveTextContent(/valid until/);
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByText('Snippet copied to the clipboard.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(snippet.textContent);
  });

  it('says when the connectors cannot be loaded, and loads them on Retry', async () => {
    emulator().faults.add({ operation: 'ListConnections', status: 500, times: 1 });
    const { user, screen } = await renderApp({ route: '/manage-connections', signedInAs: 'user' });
    expect(await screen.findByText(CONNECTOR_MESSAGES.listFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Enabled Connectors' })).toBeInTheDocument();
  });
});
