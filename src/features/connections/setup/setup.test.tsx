import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { updateSetupProgress } from '@/contracts/connections';
import { DEMO_ACCOUNTS, DEMO_TENANT } from '@/emulator/seed';
import { userStorage } from '@/lib/user-storage';

import { emulator } from '@tests/emulator';
import { renderApp, type RenderedApp } from '@tests/render';

import { SETUP_MESSAGES } from '../messages';
import { WIZARD_KEYS } from '../wizard/sagas';

/** The demo organisation as a new one: its getting-started setup not finished yet. */
function setupPending() {
  emulator().db.update('connections', (state) => {
    state.setups = state.setups.filter((setup) => setup.tenant !== DEMO_TENANT);
  });
}

const storedProgress = () =>
  emulator().db.state.connections.setups.find((setup) => setup.tenant === DEMO_TENANT)?.status ?? 'pending';

const banner = ({ screen }: RenderedApp) => screen.queryByRole('region', { name: 'Finish setting up' });

/** The side navigation's links (the drawer is closed below 1280 px: opened first). */
async function navigationLinks({ screen, user }: RenderedApp) {
  await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

async function dashboard(signedInAs: 'administrator' | 'user' = 'administrator') {
  const view = await renderApp({ route: '/dashboard', signedInAs });
  // The dashboard's chunk is the heaviest to transform the first time in a run.
  expect(
    await view.screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 15_000 }),
  ).toBeInTheDocument();
  return view;
}

describe('until the getting-started setup is finished or dismissed (issue 21 §1.5)', () => {
  it('the dashboard says "Finish setting up" with the way back, and the navigation has Getting Started', async () => {
    setupPending();
    const view = await dashboard();
    const region = await view.screen.findByRole('region', { name: 'Finish setting up' });
    expect(within(region).getByRole('link', { name: 'Continue setup' })).toHaveAttribute(
      'href',
      '/getting-started-wizard',
    );
    expect((await navigationLinks(view))[0]).toBe('Getting Started');
    await view.user.click(within(region).getByRole('link', { name: 'Continue setup' }));
    expect(
      await view.screen.findByRole('heading', { level: 1, name: 'Getting Started' }),
    ).toBeInTheDocument();
  });

  it('Dismiss removes both, for good: the server keeps it', async () => {
    setupPending();
    const view = await dashboard();
    const region = await view.screen.findByRole('region', { name: 'Finish setting up' });
    await view.user.click(within(region).getByRole('button', { name: 'Dismiss' }));
    expect(banner(view)).not.toBeInTheDocument();
    await waitFor(() => expect(storedProgress()).toBe('dismissed'));
    expect(await navigationLinks(view)).not.toContain('Getting Started');
    view.unmount();
    const again = await dashboard();
    expect(await navigationLinks(again)).not.toContain('Getting Started');
    expect(banner(again)).not.toBeInTheDocument();
  });

  it('a dismissal the server refuses brings the reminder back and says so', async () => {
    setupPending();
    emulator().faults.add({ operation: updateSetupProgress.apiCall, status: 500, times: 3 });
    const view = await dashboard();
    const region = await view.screen.findByRole('region', { name: 'Finish setting up' });
    await view.user.click(within(region).getByRole('button', { name: 'Dismiss' }));
    expect(await view.screen.findByText(SETUP_MESSAGES.dismissFailed)).toBeInTheDocument();
    expect(await view.screen.findByRole('region', { name: 'Finish setting up' })).toBeInTheDocument();
    expect(storedProgress()).toBe('pending');
  });

  it('reaching the wizard’s final screen finishes it', async () => {
    setupPending();
    userStorage(DEMO_ACCOUNTS.administrator.sub).set(WIZARD_KEYS.step, 3);
    const view = await renderApp({ route: '/getting-started-wizard', signedInAs: 'administrator' });
    expect(await navigationLinks(view)).toContain('Getting Started');
    await view.user.keyboard('{Escape}');
    await view.user.click(await view.screen.findByRole('button', { name: 'Continue' }));
    expect(await view.screen.findByRole('heading', { name: 'You are all set' })).toBeInTheDocument();
    await waitFor(() => expect(storedProgress()).toBe('finished'));
    await view.user.click(view.screen.getByRole('link', { name: 'Go to the dashboard' }));
    expect(await view.screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(banner(view)).not.toBeInTheDocument();
  });

  it('is not shown to an ordinary user (only administrators connect), nor to a set-up organisation', async () => {
    setupPending();
    const user = await dashboard('user');
    expect(await navigationLinks(user)).not.toContain('Getting Started');
    expect(banner(user)).not.toBeInTheDocument();
    user.unmount();
    emulator().db.update('connections', (state) => {
      state.setups.push({
        tenant: DEMO_TENANT,
        status: 'finished',
        by: 'test',
        at: emulator().clock.nowIso(),
      });
    });
    const administrator = await dashboard();
    expect(await navigationLinks(administrator)).not.toContain('Getting Started');
    expect(banner(administrator)).not.toBeInTheDocument();
  });
});
