import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { paths } from '@/config/paths';
import { getTenantSkill } from '@/contracts/auth';
import { DEMO_ACCOUNTS } from '@/emulator/seed';

import { emulator } from '@tests/emulator';
import { renderApp } from '@tests/render';

import { NO_ACCESS_MESSAGE } from './guards';
import { routeTable } from './routes';

type Router = Awaited<ReturnType<typeof renderApp>>['router'];

/** Every pathname the router goes through from now on (redirects included). */
function visited(router: Router) {
  const pathnames = [router.state.location.pathname];
  router.subscribe((state) => {
    if (pathnames.at(-1) !== state.location.pathname) pathnames.push(state.location.pathname);
  });
  return pathnames;
}

const at = async (router: Router, pathname: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(pathname), { timeout: 5_000 });

const accountMenu = /account menu for/i;
/** The signed-in shell is on screen (the first render loads the lazy shell and page modules). */
const shellShown = async (screen: Awaited<ReturnType<typeof renderApp>>['screen']) =>
  expect(await screen.findByRole('button', { name: accountMenu }, { timeout: 10_000 })).toBeInTheDocument();
/** The view with this title has rendered (every view sets the document title). */
const titled = (title: string) =>
  waitFor(() => expect(document.title).toBe(`${title} · Assistant Portal`), { timeout: 5_000 });

describe('the route table and its guards (spec 1 §2)', () => {
  it('starts the next sign-in at home, not on the page the previous user signed out from', async () => {
    const { router, screen, user } = await renderApp({ route: '/faq', signedInAs: 'administrator' });
    await shellShown(screen);
    await user.click(screen.getByRole('button', { name: accountMenu }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await at(router, '/sign-in');
    await user.type(await screen.findByLabelText(/email/i), DEMO_ACCOUNTS.user.email);
    await user.type(screen.getByLabelText(/^password/i), DEMO_ACCOUNTS.user.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await shellShown(screen);
    await at(router, '/dashboard');
  });

  it('sends / to /dashboard when signed in', async () => {
    const { router, screen } = await renderApp({ route: '/', signedInAs: 'administrator' });
    await shellShown(screen);
    await at(router, '/dashboard');
  });

  it('shows a spinner while the session is checked', async () => {
    // The session check ends with the tenant's skill: a slow gateway keeps the check going for a while.
    emulator().faults.add({ operation: getTenantSkill.apiCall, status: 0, delayMs: 1_000, times: 1 });
    const { screen, store } = await renderApp({ route: '/dashboard', signedInAs: 'user' });
    expect(await screen.findByRole('progressbar', { name: 'Checking your session' })).toBeInTheDocument();
    expect(store.getState().auth.status).toBe('unknown');
    await shellShown(screen);
    expect(screen.queryByRole('progressbar', { name: 'Checking your session' })).not.toBeInTheDocument();
  });

  it('sends an unknown path to /not-found', async () => {
    const { router, screen } = await renderApp({ route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/not-found');
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('sends a signed-in user of an unknown path through /not-found, which signed-in users leave for home', async () => {
    const { router, screen } = await renderApp({ route: '/', signedInAs: 'user' });
    await screen.findByRole('button', { name: accountMenu });
    const trail = visited(router);
    await router.navigate('/no/such/page');
    await at(router, '/dashboard');
    expect(trail).toEqual(['/dashboard', '/no/such/page', '/not-found', '/dashboard']);
    // Not without a word (issue 11).
    expect(await screen.findByText('There is no page at /no/such/page.')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign-in and, after signing in, back to the page with its query', async () => {
    const { router, screen, user } = await renderApp({ route: '/users?x=1' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    await user.click(screen.getByLabelText(/email/i));
    await user.paste(DEMO_ACCOUNTS.user.email);
    await user.click(screen.getByLabelText(/^password/i));
    await user.paste(DEMO_ACCOUNTS.user.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: accountMenu }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users');
    expect(router.state.location.search).toBe('?x=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('sends a signed-in user away from sign-in to the dashboard', async () => {
    const { router, screen } = await renderApp({ route: '/sign-in', signedInAs: 'user' });
    await shellShown(screen);
    await at(router, '/dashboard');
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('keeps an ordinary user off administrator pages, saying so on each arrival', async () => {
    const { router, screen, store } = await renderApp({ route: '/utterance-training', signedInAs: 'user' });
    await shellShown(screen);
    await at(router, '/dashboard');
    await titled('Dashboard');
    const noAccessNotices = () =>
      store.getState().notifications.history.filter((item) => item.message === NO_ACCESS_MESSAGE);
    expect(await screen.findByText("You don't have access to that page")).toBeInTheDocument();
    expect(noAccessNotices()).toEqual([expect.objectContaining({ variant: 'info' })]);
    for (const path of [
      '/action-buttons',
      '/action-buttons/salesforce_new-opportunity',
      '/action-button-create',
      '/faq/content-editor',
      '/faq/settings',
      '/bubble-settings',
    ]) {
      const trail = visited(router);
      const before = noAccessNotices()[0]?.id;
      await router.navigate(path);
      await at(router, '/dashboard');
      await titled('Dashboard');
      expect(trail).toEqual(['/dashboard', path, '/dashboard']);
      // Told again (a new message, which replaces the previous one rather than piling up).
      await waitFor(() => expect(noAccessNotices()[0]?.id).not.toBe(before));
      expect(noAccessNotices()).toHaveLength(1);
    }
  });

  it('lets an administrator reach an administrator page', async () => {
    const { router, screen, store } = await renderApp({
      route: '/utterance-training',
      signedInAs: 'administrator',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Utterance Training' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('form', { name: 'Search utterances' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/utterance-training');
    expect(store.getState().notifications.history.map((item) => item.message)).not.toContain(
      NO_ACCESS_MESSAGE,
    );
  });

  it('sends /sign-up to / and then to sign-in when the tenant disables sign-up', async () => {
    const { router, screen } = await renderApp({ route: '/sign-in', tenant: 'northwind' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /create an account/i })).not.toBeInTheDocument();
    const trail = visited(router);
    await router.navigate('/sign-up');
    await at(router, '/sign-in');
    expect(trail).toEqual(['/sign-in', '/sign-up', '/', '/dashboard', '/sign-in']);
  });

  it('keeps /sign-up where the tenant allows sign-up', async () => {
    const { router, screen } = await renderApp({ route: '/sign-up' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-up');
  });

  describe('app type mkruzic', () => {
    it('has no dashboard: /dashboard is not found and home is Manage Connectors', async () => {
      const { router, screen } = await renderApp({
        route: '/',
        signedInAs: 'administrator',
        tenant: 'mkruzic',
      });
      await shellShown(screen);
      await at(router, '/manage-connections');
      const trail = visited(router);
      await router.navigate('/dashboard');
      await at(router, '/manage-connections');
      expect(trail).toEqual(['/manage-connections', '/dashboard', '/not-found', '/manage-connections']);
    });

    it('hides the assistant, subscriptions, website assistant and bubble settings routes', async () => {
      const { router, screen } = await renderApp({
        route: '/faq',
        signedInAs: 'administrator',
        tenant: 'mkruzic',
      });
      await shellShown(screen);
      for (const path of ['/assistant', '/manage-subscriptions', '/website-assistant', '/bubble-settings']) {
        const trail = visited(router);
        await router.navigate(path);
        await at(router, '/manage-connections');
        expect(trail).toContain('/not-found');
      }
      await router.navigate('/faq/settings');
      await at(router, '/faq/settings');
    });
  });
});

describe('every route shows something', () => {
  const concrete = (path: string) =>
    path.replace(':connectionName', 'ServiceNow').replace(':actionId', 'action-1');

  it('renders a heading on every signed-in route for the administrator', async () => {
    const { router, screen } = await renderApp({ route: '/dashboard', signedInAs: 'administrator' });
    await shellShown(screen);
    for (const entry of routeTable.filter((candidate) => candidate.access !== 'public')) {
      const path = concrete(entry.path);
      await router.navigate(path);
      await at(router, path);
      await titled(entry.title);
      expect(screen.getByRole('heading', { level: 1 }), path).not.toBeEmptyDOMElement();
      // One main landmark: the shell's, with the page inside it.
      expect(screen.getAllByRole('main'), path).toHaveLength(1);
      expect(screen.getByRole('main'), path).toHaveTextContent(/\w/);
    }
  });

  it('renders a heading on every public route for a visitor', async () => {
    const { router, screen } = await renderApp({ route: paths.signIn.href() });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    for (const entry of routeTable.filter((candidate) => candidate.access === 'public')) {
      await router.navigate(entry.path);
      await at(router, entry.path);
      await titled(entry.title);
      expect(screen.getByRole('heading', { level: 1 }), entry.path).not.toBeEmptyDOMElement();
    }
  });
});
