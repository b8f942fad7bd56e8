import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createAuthorizationRequest, PROVIDER_API } from '@/emulator/modules/connections/oauth';
import { revokeAccountLink } from '@/emulator/modules/connections/test-support';
import { DEMO_ACCOUNTS, DEMO_TENANT } from '@/emulator/seed';
import { type AccountLinkResult, subscribeLinkResults } from '@/lib/account-link';
import { userStorage } from '@/lib/user-storage';

import { emulator } from '@tests/emulator';
import { stubPopup } from '@tests/popup';
import { renderApp } from '@tests/render';

import { CONNECTED_NAME_KEY } from '../linking/sagas';
import { RETURN_PAGE_DENIED, RETURN_PAGE_FAILED } from '../messages';

const RETURN = `${window.location.origin}/connection-enabled?connection=calendar`;

/** What the provider sends back after the consent page's decision. */
async function providerAnswer(decision: 'allow' | 'deny'): Promise<string> {
  const link = new URL(
    createAuthorizationRequest(emulator(), {
      tenant: DEMO_TENANT,
      connectionName: 'calendar',
      displayName: 'Calendar',
      redirectUri: RETURN,
    }),
  );
  const response = await fetch(
    `${link.origin}${PROVIDER_API}/requests/${link.searchParams.get('request')}/decision`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ state: link.searchParams.get('state'), decision }),
    },
  );
  return ((await response.json()) as { location: string }).location;
}

function listen() {
  const results: AccountLinkResult[] = [];
  const stop = subscribeLinkResults((result) => results.push(result));
  return { results, stop };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/connection-enabled (the OAuth return page)', () => {
  it('completes the callback, tells the other pages, and remembers the connected name', async () => {
    revokeAccountLink(emulator(), DEMO_TENANT, 'calendar');
    const back = new URL(await providerAnswer('allow'));
    const { results, stop } = listen();
    const { screen } = await renderApp({
      route: `${back.pathname}${back.search}`,
      signedInAs: 'administrator',
    });
    expect(await screen.findByRole('heading', { name: 'Connection Setup Completed' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(results).toEqual([expect.objectContaining({ connectionName: 'calendar', status: 'success' })]),
    );
    stop();
    const record = emulator().db.state.connections.connections.find(
      (candidate) => candidate.tenant === DEMO_TENANT && candidate.connectionName === 'calendar',
    );
    expect(record?.health).toBe('ok');
    const remembered = userStorage(DEMO_ACCOUNTS.administrator.sub).get(
      CONNECTED_NAME_KEY,
      (value): value is string => typeof value === 'string',
    );
    expect(remembered).toBe('calendar');
  });

  it('after Deny says the owner did not allow access, with Try again; a real failure keeps the support sentence', async () => {
    const back = new URL(await providerAnswer('deny'));
    const { results, stop } = listen();
    const { screen, unmount } = await renderApp({
      route: `${back.pathname}${back.search}`,
      signedInAs: 'administrator',
    });
    expect(await screen.findByRole('heading', { name: 'Connection Setup Error' })).toBeInTheDocument();
    expect(await screen.findByText(RETURN_PAGE_DENIED('Calendar'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.queryByText(RETURN_PAGE_FAILED)).not.toBeInTheDocument();
    // The other pages are told the same (the opener's toast names the connector).
    await vi.waitFor(() =>
      expect(results.at(-1)).toEqual({
        connectionName: 'calendar',
        status: 'error',
        message: RETURN_PAGE_DENIED('Calendar'),
      }),
    );
    stop();
    unmount();
    // A page without the provider's answer (opened by hand) is a real failure: support, no Try again.
    const again = await renderApp({ route: '/connection-enabled', signedInAs: 'administrator' });
    expect(await again.screen.findByRole('heading', { name: 'Connection Setup Error' })).toBeInTheDocument();
    expect(again.screen.getByText(RETURN_PAGE_FAILED)).toBeInTheDocument();
    expect(again.screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(again.screen.getByRole('link', { name: 'Back to Connections' })).toBeInTheDocument();
  });

  it('a replayed answer is a real failure: the support sentence, no Try again', async () => {
    revokeAccountLink(emulator(), DEMO_TENANT, 'calendar');
    const back = new URL(await providerAnswer('allow'));
    const first = await renderApp({ route: `${back.pathname}${back.search}`, signedInAs: 'administrator' });
    expect(
      await first.screen.findByRole('heading', { name: 'Connection Setup Completed' }),
    ).toBeInTheDocument();
    first.unmount();
    const replay = await renderApp({ route: `${back.pathname}${back.search}`, signedInAs: 'administrator' });
    expect(await replay.screen.findByText(RETURN_PAGE_FAILED)).toBeInTheDocument();
    expect(replay.screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('Try again asks for a fresh account link and opens it in this window', async () => {
    revokeAccountLink(emulator(), DEMO_TENANT, 'calendar');
    const back = new URL(await providerAnswer('deny'));
    const { user, screen } = await renderApp({
      route: `${back.pathname}${back.search}`,
      signedInAs: 'administrator',
    });
    const requests = () =>
      emulator().db.state.connections.authorizations.filter(
        (request) => request.tenant === DEMO_TENANT && request.connectionName === 'calendar',
      );
    const denied = requests().map((request) => request.id);
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const [link, target] = open.mock.calls[0] ?? [];
    expect(target).toBe('_self');
    const consent = new URL(String(link));
    expect(consent.pathname).toBe('/__emulator/oauth/authorize');
    // A fresh request, the only live one of the connection: the denied one is gone.
    expect(requests()).toEqual([
      expect.objectContaining({ id: consent.searchParams.get('request'), decision: null }),
    ]);
    expect(denied).not.toContain(consent.searchParams.get('request'));
  });
});

describe('reconnecting and the FAQ connector', () => {
  it('Reconnect opens the pop-up in the click and sends it to a fresh account link', async () => {
    revokeAccountLink(emulator(), DEMO_TENANT, 'calendar');
    const { popup, open } = stubPopup();
    const { user, screen } = await renderApp({ route: '/manage-connections', signedInAs: 'administrator' });
    const card = within(await screen.findByRole('list', { name: 'Enabled Connectors' })).getByRole(
      'listitem',
      { name: 'Calendar' },
    );
    expect(within(card).getByText('Account link expired')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Reconnect' }));
    expect(open).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(popup.location.href).toMatch(/\/__emulator\/oauth\/authorize\?/));
  });

  it('sets up the development FAQ connector: name required, an image over 1 MB refused, then saved', async () => {
    const { user, screen } = await renderApp({ route: '/manage-connections', signedInAs: 'administrator' });
    await user.click(await screen.findByRole('button', { name: 'Open FAQ (development)' }));
    await user.click(
      await within(await screen.findByRole('dialog', { name: 'FAQ (development)' })).findByRole('button', {
        name: 'SETUP',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Setup FAQ (development)' });
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(within(dialog).getByText('Name is required!')).toBeInTheDocument();
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, big);
    expect(within(dialog).getByText('The image must be 1 MB or smaller.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Try-out answers');
    const small = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, small);
    // The preview shows the current image until the file has been read.
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: 'Connector image preview' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/png;base64,/),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Connector created successfully.')).toBeInTheDocument();
    const record = emulator().db.state.connections.connections.find(
      (candidate) => candidate.tenant === DEMO_TENANT && candidate.connectionName === 'faq-dev',
    );
    expect(record?.display_name).toBe('Try-out answers');
    await vi.waitFor(() =>
      expect(
        emulator().db.state.analytics.events.filter((event) => event.name === 'connector_enable'),
      ).toEqual([expect.objectContaining({ attributes: { connector: 'faq-dev' } })]),
    );
  });

  it('edits the production FAQ connector with its fallback responses', async () => {
    const { user, screen } = await renderApp({ route: '/manage-connections', signedInAs: 'administrator' });
    const list = await screen.findByRole('list', { name: 'Enabled Connectors' });
    await user.click(within(list).getByRole('button', { name: 'Actions for FAQ' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Config' }));
    const dialog = await screen.findByRole('dialog', { name: 'Setup FAQ' });
    const plain = within(dialog).getByRole('textbox', { name: 'Plain text error response' });
    await user.clear(plain);
    await user.type(plain, 'Sorry, try again.');
    expect(within(dialog).getByRole('textbox', { name: 'Rich HTML card error response' })).toHaveAttribute(
      'rows',
      '4',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Connector edited.')).toBeInTheDocument();
    expect(
      emulator().db.state.connections.fallbacks.find((entry) => entry.tenant === DEMO_TENANT)?.body,
    ).toBe('Sorry, try again.');
  });
});
