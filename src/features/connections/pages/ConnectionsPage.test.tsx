import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createConnection, deleteConnection, listConnections } from '@/contracts/connections';
import { revokeAccountLink } from '@/emulator/modules/connections/test-support';
import { DEMO_TENANT } from '@/emulator/seed';
import { preparingMessage } from '@/lib/account-link';

import { emulator } from '@tests/emulator';
import { blockPopups, stubPopup } from '@tests/popup';
import { renderApp } from '@tests/render';
import { untilReal } from '@tests/timers';

import { CONNECTOR_MESSAGES } from '../messages';
import { itemCount } from '../wording';

/** The demo organisation's connections as the emulated cloud holds them. */
function seeded() {
  const state = emulator().db.state.connections;
  return state.connections.filter((connection) => connection.tenant === DEMO_TENANT);
}

/** The demo organisation's Team Chat is enabled, but its account link was never completed (Deny, a closed window). */
function teamChatNotLinked() {
  emulator().db.update('connections', (state) => {
    const record = state.connections.find(
      (connection) => connection.tenant === DEMO_TENANT && connection.connectionName === 'team-chat',
    );
    if (record) record.auth_exists = false;
  });
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
    const intents = await within(panel).findByRole('list', { name: 'Tasks of HubSpot' });
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
      timings: 'spec',
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
    emulator().faults.add({ operation: createConnection.apiCall, status, times: 1 });
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

  it('a not-linked connector: its card says so and offers Connect, which opens the sign-in window and links', async () => {
    const { popup, open } = stubPopup();
    teamChatNotLinked();
    const { user, screen } = await renderApp({ route: '/manage-connections', signedInAs: 'administrator' });
    const card = within(await screen.findByRole('list', { name: 'Enabled Connectors' })).getByRole(
      'listitem',
      {
        name: 'Team Chat',
      },
    );
    expect(within(card).getByText('Not Connected')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Connect' }));
    // Opened in the click, saying what it waits for, then sent to the provider's consent page.
    expect(open).toHaveBeenCalledTimes(1);
    expect(popup.document.title).toBe(preparingMessage('Team Chat'));
    expect(popup.document.body.textContent).toBe('Preparing secure sign-in with Team Chat…');
    expect(popup.document.querySelector('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(popup.location.href).not.toBe('about:blank'));
    const consent = new URL(popup.location.href);
    expect(consent.pathname).toBe('/__emulator/oauth/authorize');
    expect(consent.searchParams.get('redirect_uri')).toContain('connection=team-chat');
  });

  it('an ordinary user sees a not-linked card as Not Connected, without Connect', async () => {
    teamChatNotLinked();
    const { screen } = await renderApp({ route: '/manage-connections', signedInAs: 'user' });
    const card = within(await screen.findByRole('list', { name: 'Enabled Connectors' })).getByRole(
      'listitem',
      {
        name: 'Team Chat',
      },
    );
    expect(within(card).getByText('Not Connected')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
  });

  it('enabled cards open the side panel too: SETUP links a not-linked connector, EDIT a linked one', async () => {
    const { popup } = stubPopup();
    teamChatNotLinked();
    const { user, screen } = await renderApp({ route: '/manage-connections', signedInAs: 'administrator' });
    const enabled = await screen.findByRole('list', { name: 'Enabled Connectors' });

    await user.click(within(enabled).getByRole('button', { name: 'Open Salesforce' }));
    const salesforce = await screen.findByRole('dialog', { name: 'Salesforce' });
    expect(await within(salesforce).findByRole('button', { name: 'EDIT' })).toBeInTheDocument();
    expect(salesforce).toHaveTextContent('Salesforce is connected.');
    expect(salesforce).not.toHaveTextContent(CONNECTOR_MESSAGES.alreadyEnabled);
    await user.click(within(salesforce).getByRole('button', { name: 'Close the connector panel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Salesforce' })).not.toBeInTheDocument());

    await user.click(await within(enabled).findByRole('button', { name: 'Open Team Chat' }));
    const teamChat = await screen.findByRole('dialog', { name: 'Team Chat' });
    expect(teamChat).toHaveTextContent('its account is not linked yet');
    await user.click(await within(teamChat).findByRole('button', { name: 'SETUP' }));
    await waitFor(() => expect(new URL(popup.location.href).pathname).toBe('/__emulator/oauth/authorize'));
  });

  it('a blocked sign-in window: the link is offered on the tasks page the user was moved to', async () => {
    blockPopups();
    withoutZendesk();
    const { user, screen, router } = await renderApp({
      route: '/manage-connections',
      signedInAs: 'administrator',
    });
    await user.click(await screen.findByRole('button', { name: 'Open Zendesk' }));
    const panel = await screen.findByRole('dialog', { name: 'Zendesk' });
    await user.click(await within(panel).findByRole('button', { name: 'SETUP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Setup Zendesk Connection' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Base URL' }), 'acme');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await untilReal(() => Boolean(screen.queryByText(CONNECTOR_MESSAGES.created)));
    await vi.advanceTimersByTimeAsync(4500);
    await untilReal(() => router.state.location.pathname === '/enabled-intents/zendesk-prod');
    await untilReal(() => Boolean(screen.queryByRole('heading', { level: 1, name: 'Zendesk tasks' })));
    await vi.advanceTimersByTimeAsync(500);
    await untilReal(() => Boolean(screen.queryByRole('link', { name: 'Open the Zendesk sign-in page' })));
    const link = screen.getByRole('link', { name: 'Open the Zendesk sign-in page' });
    expect(new URL(link.getAttribute('href') ?? '').pathname).toBe('/__emulator/oauth/authorize');
    vi.useRealTimers();
    await user.click(screen.getByRole('button', { name: 'Dismiss the sign-in link' }));
    expect(screen.queryByRole('link', { name: 'Open the Zendesk sign-in page' })).not.toBeInTheDocument();
  });

  it('takes a pasted full address as the Zendesk sub-domain (scheme and suffix stripped)', async () => {
    stubPopup();
    withoutZendesk();
    const { user, screen } = await renderApp({ route: '/manage-connections', signedInAs: 'administrator' });
    await user.click(await screen.findByRole('button', { name: 'Open Zendesk' }));
    const panel = await screen.findByRole('dialog', { name: 'Zendesk' });
    await user.click(await within(panel).findByRole('button', { name: 'SETUP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Setup Zendesk Connection' });
    const field = within(dialog).getByRole('textbox', { name: 'Base URL' });
    await user.click(field);
    await user.paste('https://acme.zendesk.com/agent/dashboard');
    expect(field).toHaveValue('acme');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText(CONNECTOR_MESSAGES.created)).toBeInTheDocument();
    expect(seeded().find((connection) => connection.connectionName === 'zendesk-prod')?.base_url).toBe(
      'https://acme.zendesk.com',
    );
  });

  it('says under the field what is wrong with a sub-domain, and the server’s own field message, not a toast', async () => {
    const { popup } = stubPopup();
    withoutZendesk();
    const refusal = 'This Zendesk sub-domain does not exist.';
    emulator().faults.add({
      operation: createConnection.apiCall,
      status: 400,
      message: refusal,
      field: 'host',
      times: 1,
    });
    const { user, screen, store } = await renderApp({
      route: '/manage-connections',
      signedInAs: 'administrator',
    });
    await user.click(await screen.findByRole('button', { name: 'Open Zendesk' }));
    const panel = await screen.findByRole('dialog', { name: 'Zendesk' });
    await user.click(await within(panel).findByRole('button', { name: 'SETUP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Setup Zendesk Connection' });
    const field = within(dialog).getByRole('textbox', { name: 'Base URL' });
    await user.type(field, 'acme.zendesk.co');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(field).toHaveAccessibleDescription(
      'Enter the part before .zendesk.com only: letters, digits and hyphens, like acme for https://acme.zendesk.com.',
    );
    await user.clear(field);
    await user.type(field, 'nosuchdesk');
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(refusal));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(popup.close).toHaveBeenCalled();
    expect(store.getState().notifications.history.map((entry) => entry.message)).not.toContain(
      CONNECTOR_MESSAGES.createFailed,
    );
    // Changing the field puts the server's message away until the next try.
    await user.type(field, 's');
    expect(field).not.toHaveAccessibleDescription(refusal);
  });

  it('shows the server’s refusal of an FAQ connector’s image under the image', async () => {
    const { user, screen, store } = await renderApp({
      route: '/manage-connections',
      signedInAs: 'administrator',
    });
    const enabledList = await screen.findByRole('list', { name: 'Enabled Connectors' });
    await user.click(within(enabledList).getByRole('button', { name: 'Actions for FAQ' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Config' }));
    const dialog = await screen.findByRole('dialog', { name: 'Setup FAQ' });
    // The picker suggests image types, but any file can be chosen: a bitmap, which the server refuses.
    const bitmap = new File([new Uint8Array([0x42, 0x4d, 0, 0])], 'logo.bmp', { type: 'image/bmp' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [bitmap] } });
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Connector image preview' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/bmp/),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('The image must be a PNG, JPEG, GIF, WebP or SVG data: URL.'),
    ).toHaveAttribute('role', 'alert');
    expect(store.getState().notifications.history.map((entry) => entry.message)).not.toContain(
      CONNECTOR_MESSAGES.createFailed,
    );
  });

  it('checks the account links again when the window regains focus: a revoked one shows without a reload', async () => {
    const { screen } = await renderApp({ route: '/manage-connections', signedInAs: 'administrator' });
    const card = within(await screen.findByRole('list', { name: 'Enabled Connectors' })).getByRole(
      'listitem',
      {
        name: 'Calendar',
      },
    );
    expect(within(card).getByText('Connected')).toBeInTheDocument();
    // Revoked elsewhere (the provider, another tab) while the user was away.
    revokeAccountLink(emulator(), DEMO_TENANT, 'calendar');
    fireEvent.focus(window);
    expect(await within(card).findByText('Account link expired')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reconnect' })).toBeInTheDocument();
    expect(within(card).queryByText('Connected')).not.toBeInTheDocument();
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
    emulator().faults.add({ operation: deleteConnection.apiCall, status: 403, times: 1 });
    emulator().faults.add({ operation: deleteConnection.apiCall, status: 500, times: 1 });
    const { user, screen } = await renderApp({ route: '/manage-connections', signedInAs: 'administrator' });
    const enabledList = await screen.findByRole('list', { name: 'Enabled Connectors' });
    for (const message of [CONNECTOR_MESSAGES.disableForbidden, CONNECTOR_MESSAGES.disableFailed]) {
      // Found again once the previous confirmation has finished closing (until then the page is hidden from it).
      await user.click(await within(enabledList).findByRole('button', { name: 'Actions for Salesforce' }));
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

  it('has no BUILD for the app type without it (mkruzic), even for an administrator', async () => {
    const { screen } = await renderApp({
      route: '/manage-connections',
      signedInAs: 'administrator',
      tenant: 'mkruzic',
    });
    expect(await screen.findByRole('list', { name: 'Enabled Connectors' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^BUILD/ })).not.toBeInTheDocument();
    // The other administrative controls stay.
    expect(screen.getAllByRole('button', { name: /^Actions for / }).length).toBeGreaterThan(0);
  });

  it('blocks Disable while a build runs, saying why', async () => {
    emulator().db.update('connections', (state) => {
      const build = state.builds.find((candidate) => candidate.tenant === DEMO_TENANT);
      if (build) build.status = 'BUILDING';
    });
    const { user, screen, store } = await renderApp({
      route: '/manage-connections',
      signedInAs: 'administrator',
    });
    const enabledList = await screen.findByRole('list', { name: 'Enabled Connectors' });
    await waitFor(() => expect(store.getState().bot.botStatus?.status).toBe('BUILDING'));
    expect(screen.getByRole('button', { name: 'BUILD Assistant Portal' })).toBeDisabled();
    await user.click(within(enabledList).getByRole('button', { name: 'Actions for Salesforce' }));
    const disable = await screen.findByRole('menuitem', { name: /Disable/ });
    expect(disable).toHaveAttribute('aria-disabled', 'true');
    expect(disable).toHaveTextContent('Unavailable while the assistant is being built');
  });

  it('changes a custom connector’s address with Config, and says so', async () => {
    const { user, screen } = await renderApp({ route: '/manage-connections', signedInAs: 'administrator' });
    const enabledList = await screen.findByRole('list', { name: 'Enabled Connectors' });
    await user.click(within(enabledList).getByRole('button', { name: 'Actions for ServiceNow' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Config' }));
    const dialog = await screen.findByRole('dialog', { name: 'Setup ServiceNow Connection' });
    const field = within(dialog).getByRole('textbox', { name: 'Base URL' });
    expect(field).toHaveValue('demo-organisation');
    await user.clear(field);
    await user.type(field, 'acme-it');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CONNECTOR_MESSAGES.urlChanged)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Setup ServiceNow Connection' })).not.toBeInTheDocument(),
    );
    expect(seeded().find((connection) => connection.connectionName === 'servicenow-prod')?.base_url).toBe(
      'https://acme-it.service-now.com',
    );
  });

  it('shows a connection’s details in a dialog that Close closes', async () => {
    const { user, screen } = await renderApp({ route: '/manage-connections', signedInAs: 'user' });
    const card = within(await screen.findByRole('list', { name: 'Enabled Connectors' })).getByRole(
      'listitem',
      {
        name: 'ServiceNow',
      },
    );
    await user.click(within(card).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'ServiceNow connection' });
    const detail = (label: string) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(detail('Connection name')).toBe('servicenow-prod');
    expect(detail('Base URL')).toBe('https://demo-organisation.service-now.com');
    expect(detail('Account')).toBe('Linked');
    expect(detail('Tasks')).toMatch(/^(\d+ Tasks|1 Task|No Tasks)$/);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'ServiceNow connection' })).not.toBeInTheDocument(),
    );
  });

  it('the setup dialog does not close on a backdrop click (spec 2 §2), but Escape closes it', async () => {
    const { user, screen } = await renderApp({ route: '/manage-connections', signedInAs: 'administrator' });
    await user.click(await screen.findByRole('button', { name: 'Open HubSpot' }));
    const panel = await screen.findByRole('dialog', { name: 'HubSpot' });
    await user.click(await within(panel).findByRole('button', { name: 'SETUP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Setup HubSpot Connection' });
    const backdrop = document.querySelector('.MuiDialog-root .MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    fireEvent.mouseDown(backdrop as Element);
    fireEvent.click(backdrop as Element);
    expect(screen.getByRole('dialog', { name: 'Setup HubSpot Connection' })).toBe(dialog);
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Setup HubSpot Connection' })).not.toBeInTheDocument(),
    );
  });

  it('says when the connectors cannot be loaded, and loads them on Retry', async () => {
    // Until Retry: the page also reloads when the window regains focus, which must find the server failing too.
    emulator().faults.add({ operation: listConnections.apiCall, status: 500 });
    const { user, screen } = await renderApp({ route: '/manage-connections', signedInAs: 'user' });
    expect(await screen.findByText(CONNECTOR_MESSAGES.listFailed)).toBeInTheDocument();
    emulator().faults.clear();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Enabled Connectors' })).toBeInTheDocument();
  });
});
