/** The demo OAuth provider's consent page against the emulated provider (msw), as the account-link window shows it. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { emulator } from '@tests/emulator';

import { fixedClock, installClock } from '../../core/clock';
import { DEMO_TENANT } from '../../seed';

import { ConsentPage } from './ConsentPage';
import {
  AUTHORIZATION_TTL_MS,
  createAuthorizationRequest,
  OAUTH_MESSAGES,
  redeemAuthorization,
} from './oauth';

const RETURN_PAGE = `${window.location.origin}/connection-enabled?connection=outlook`;

/** Starts a linking request as OAuth2Create does; returns the consent page's query. */
function startLinking(): string {
  const link = createAuthorizationRequest(emulator(), {
    tenant: DEMO_TENANT,
    connectionName: 'outlook',
    displayName: 'Outlook',
    redirectUri: RETURN_PAGE,
  });
  const url = new URL(link);
  expect(url.origin).toBe(window.location.origin);
  expect(url.pathname).toBe('/__emulator/oauth/authorize');
  return url.search;
}

describe('the demo OAuth provider’s consent page', () => {
  it('says what is asked and, on Allow, sends the window back with a code and the state', async () => {
    const search = startLinking();
    const navigate = vi.fn();
    render(<ConsentPage search={search} navigate={navigate} />);

    expect(
      await screen.findByRole('heading', { name: 'Allow the assistant to use your Outlook account?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list')).toHaveTextContent('Read your profile');
    await userEvent.click(screen.getByRole('button', { name: 'Allow' }));

    await vi.waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    const back = new URL(String(navigate.mock.calls[0]?.[0]));
    expect(`${back.origin}${back.pathname}`).toBe(`${window.location.origin}/connection-enabled`);
    expect(back.searchParams.get('connection')).toBe('outlook');
    expect(back.searchParams.get('state')).toBe(new URLSearchParams(search).get('state'));
    expect(back.searchParams.get('code')).toMatch(/^[0-9a-f]{64}$/);
    // The portal's callback redeems it once.
    const redeem = () =>
      redeemAuthorization(emulator(), {
        tenant: DEMO_TENANT,
        connectionName: 'outlook',
        returnUrl: back.href,
      });
    expect(redeem()).toEqual({ ok: true });
    expect(redeem()).toEqual({ ok: false, message: OAUTH_MESSAGES.replayed });
  });

  it('on Deny, sends the window back with access_denied, which the callback refuses', async () => {
    const search = startLinking();
    const navigate = vi.fn();
    render(<ConsentPage search={search} navigate={navigate} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Deny' }));

    await vi.waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    const back = new URL(String(navigate.mock.calls[0]?.[0]));
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('error_description')).toBe(OAUTH_MESSAGES.denied);
    expect(back.searchParams.get('state')).toBe(new URLSearchParams(search).get('state'));
    expect(back.searchParams.has('code')).toBe(false);
    expect(
      redeemAuthorization(emulator(), {
        tenant: DEMO_TENANT,
        connectionName: 'outlook',
        returnUrl: back.href,
      }),
    ).toEqual({ ok: false, message: OAUTH_MESSAGES.denied });
  });

  it('says an expired request has expired, with a button to close the window, and takes no answer', async () => {
    const search = startLinking();
    const restore = installClock(fixedClock(emulator().clock.now() + AUTHORIZATION_TTL_MS + 1));
    try {
      const navigate = vi.fn();
      const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
      render(<ConsentPage search={search} navigate={navigate} />);
      expect(await screen.findByRole('alert')).toHaveTextContent('This linking request has expired');
      expect(screen.queryByRole('button', { name: 'Allow' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Close window' }));
      expect(close).toHaveBeenCalledOnce();
      expect(navigate).not.toHaveBeenCalled();
    } finally {
      restore();
    }
  });

  it('refuses an answer with a forged state, and a second answer', async () => {
    const search = startLinking();
    const params = new URLSearchParams(search);
    const decision = (state: string | null, choice: string) =>
      fetch(`${window.location.origin}/__emulator/oauth/api/requests/${params.get('request')}/decision`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ state, decision: choice }),
      });
    expect((await decision('forged', 'allow')).status).toBe(400);
    expect((await decision(params.get('state'), 'allow')).status).toBe(200);
    const again = await decision(params.get('state'), 'deny');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: 'Already decided.' });

    // The page, opened again on the answered request, says so.
    render(<ConsentPage search={search} navigate={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('already answered');
  });
});
