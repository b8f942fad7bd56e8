import { waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { notify } from '@/features/notifications';

import { renderApp, type RenderedApp } from '@tests/render';

type View = RenderedApp;

const accountMenu = /account menu for/i;

async function shell(options: Parameters<typeof renderApp>[0]) {
  const view = await renderApp(options);
  expect(
    await view.screen.findByRole('button', { name: accountMenu }, { timeout: 10_000 }),
  ).toBeInTheDocument();
  return view;
}

/** Opens the navigation drawer (closed by default below 1280 px) and every group in it. */
async function openNavigation({ screen, user }: View) {
  await user.click(screen.getByRole('button', { name: 'Open navigation' }));
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  for (const group of within(nav).queryAllByRole('button', { expanded: false })) await user.click(group);
  return nav;
}

const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

/** The keys of a Web Storage area. */
const keysOf = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');

/** jsdom answers every media query with false; this makes the screen small (below the md breakpoint). */
function smallScreen() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
}

describe('the side navigation', () => {
  it('shows an administrator every item', async () => {
    const view = await shell({ route: '/dashboard', signedInAs: 'administrator' });
    const nav = await openNavigation(view);
    expect(linkNames(nav)).toEqual([
      'Dashboard',
      'Assistant',
      'Manage Connectors',
      'Manage Users',
      'Manage Subscriptions',
      'FAQ Library',
      'Content Editor',
      'Utterance Training',
      'Action Buttons',
      'Website Assistant',
      'Bubble Settings',
      'FAQ Settings',
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('hides the administrator items from a user', async () => {
    const view = await shell({ route: '/dashboard', signedInAs: 'user' });
    const nav = await openNavigation(view);
    expect(linkNames(nav)).toEqual([
      'Dashboard',
      'Assistant',
      'Manage Connectors',
      'Manage Users',
      'Manage Subscriptions',
      'FAQ Library',
    ]);
    expect(within(nav).queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Knowledge' })).toBeInTheDocument();
  });

  it('hides Dashboard, Assistant, Manage Subscriptions and Settings for the mkruzic app type', async () => {
    const view = await shell({ route: '/', signedInAs: 'administrator', tenant: 'mkruzic' });
    const nav = await openNavigation(view);
    expect(linkNames(nav)).toEqual([
      'Manage Connectors',
      'Manage Users',
      'FAQ Library',
      'Content Editor',
      'Utterance Training',
      'Action Buttons',
    ]);
    expect(within(nav).getByRole('link', { name: 'Manage Connectors' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('keeps Manage Connectors active on a connector page, and navigates', async () => {
    const view = await shell({ route: '/enabled-intents/ServiceNow', signedInAs: 'user' });
    const nav = await openNavigation(view);
    expect(within(nav).getByRole('link', { name: 'Manage Connectors' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await view.user.click(within(nav).getByRole('link', { name: 'Manage Users' }));
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Manage Users' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(view.router.state.location.pathname).toBe('/users');
    expect(within(nav).getByRole('link', { name: 'Manage Connectors' })).not.toHaveAttribute('aria-current');
  });
});

describe('the account menu', () => {
  it('has Profile, Invite, Privacy Policy, Help and Logout, and no Report Bug on a large screen', async () => {
    const { screen, user } = await shell({ route: '/dashboard', signedInAs: 'user' });
    // The top bar has its own bug-report button on a large screen.
    expect(screen.getByRole('button', { name: 'Report a bug' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /account menu for jamie lee/i }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('user@demo.example')).toBeInTheDocument();
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Jamie Leeuser@demo.example',
      'Profile',
      'Invite',
      'Privacy Policy',
      'Help',
      'Logout',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      'https://assistant-portal.example/privacy',
    );
  });

  it('offers Report Bug on a small screen, where the top bar has no bug button', async () => {
    smallScreen();
    const { screen, user } = await shell({ route: '/dashboard', signedInAs: 'user' });
    expect(screen.queryByRole('button', { name: 'Report a bug' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: accountMenu }));
    await user.click(screen.getByRole('menuitem', { name: 'Report Bug' }));
    expect(await screen.findByRole('heading', { name: 'Report a Bug' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /summary/i })).toBeInTheDocument();
  });

  it('goes to the profile', async () => {
    const { screen, user, router } = await shell({ route: '/dashboard', signedInAs: 'user' });
    await user.click(screen.getByRole('button', { name: accountMenu }));
    await user.click(screen.getByRole('menuitem', { name: 'Profile' }));
    // The profile page is a lazy chunk: its first load may take a while.
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'), { timeout: 5_000 });
  });

  it('signs out to /sign-in and resets the store', async () => {
    const { screen, user, router, store } = await shell({ route: '/dashboard', signedInAs: 'administrator' });
    store.dispatch(notify({ message: 'Something happened.', variant: 'success' }));
    await waitFor(() => expect(store.getState().notifications.history).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: accountMenu }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    const state = store.getState();
    expect(state.auth.status).toBe('unauthenticated');
    expect(state.auth.user).toBeNull();
    expect(state.notifications.history).toEqual([]);
    // The tokens are gone: a reload would not find a session.
    expect(keysOf(sessionStorage).some((key) => key.endsWith('.accessToken'))).toBe(false);
    expect(keysOf(localStorage).some((key) => key.endsWith('.accessToken'))).toBe(false);
  });
});

describe('the help drawer', () => {
  it("shows the Connections help on the connectors' pages", async () => {
    const { screen, user } = await shell({ route: '/manage-connections', signedInAs: 'user' });
    await user.click(screen.getByRole('button', { name: accountMenu }));
    await user.click(screen.getByRole('menuitem', { name: 'Help' }));
    const help = await screen.findByRole('region', { name: 'Connections' });
    expect(within(help).getByRole('heading', { name: 'Enabled Connectors' })).toBeInTheDocument();
    expect(within(help).getByRole('heading', { name: 'Popular Connectors' })).toBeInTheDocument();
    const steps = within(help).getByRole('list', { name: 'How to connect' });
    expect(steps).toHaveTextContent(/Login.*Set Account.*Connect/);

    await user.click(within(help).getByRole('combobox', { name: 'Choose Connection' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Salesforce CRM',
      'Outlook Mail',
      'Dynamics 365 CRM',
    ]);
    await user.click(options[1]!);
    expect(within(help).getByRole('combobox', { name: 'Choose Connection' })).toHaveTextContent(
      'Outlook Mail',
    );

    await user.click(within(help).getByRole('button', { name: 'Close help' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Connections' })).not.toBeInTheDocument(),
    );
  });

  it('follows the view: the dashboard has its own help, opened from the top bar', async () => {
    const { screen, user } = await shell({ route: '/dashboard', signedInAs: 'user' });
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const help = await screen.findByRole('region', { name: 'Dashboard' });
    expect(within(help).queryByRole('combobox')).not.toBeInTheDocument();
  });
});
