import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { lazyRoute } from './lazy-route';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { reloadForStaleChunk, STALE_CHUNK_RELOAD_GUARD_MS } from './stale-chunk';

/** What Chromium throws when a lazily imported chunk is gone. */
const missingChunk = () =>
  Promise.reject(
    new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/UsersPage-x.js'),
  );

const Page = () => <h1>Users</h1>;

type Load = () => Promise<{ default: () => React.ReactNode }>;

/**
 * The portal's route shape in small: a root with an error page, a lazy shell without one, a lazy page with one.
 * `reload` stands for the one automatic reload (declined unless a test says otherwise).
 */
function renderRoutes(loaders: { shell: Load; page: Load }, reload: (url: string) => boolean = () => false) {
  const router = createMemoryRouter(
    [
      {
        element: <Outlet />,
        errorElement: <RouteErrorPage />,
        hydrateFallbackElement: <p>Loading…</p>,
        children: [
          {
            lazy: () => lazyRoute(loaders.shell, reload),
            children: [
              {
                path: '/users',
                errorElement: <RouteErrorPage />,
                lazy: () => lazyRoute(loaders.page, reload),
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: ['/users'] },
  );
  render(<RouterProvider router={router} />);
}

const Shell = () => (
  <div>
    <nav>Shell</nav>
    <Outlet />
  </div>
);

describe('a route whose code fails to load', () => {
  it('shows the route error page with Reload, inside the shell, instead of a blank screen', async () => {
    renderRoutes({ shell: () => Promise.resolve({ default: Shell }), page: missingChunk });
    expect(await screen.findByText(/A newer version of the portal is available/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByText('Shell')).toBeInTheDocument();
  });

  it('shows the error page when the signed-in shell itself fails to load', async () => {
    renderRoutes({
      shell: missingChunk,
      page: () => Promise.resolve({ default: Page }),
    });
    expect(await screen.findByText(/A newer version of the portal is available/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('loads the page normally when its code is there', async () => {
    renderRoutes({
      shell: () => Promise.resolve({ default: Shell }),
      page: () => Promise.resolve({ default: Page }),
    });
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
  });
});

describe('the automatic reload on a stale chunk', () => {
  it('first loads the page the user was going to afresh, instead of showing the error', async () => {
    const reload = vi.fn(() => true);
    renderRoutes({ shell: () => Promise.resolve({ default: Shell }), page: missingChunk }, reload);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledWith('http://localhost/users'));
    expect(screen.queryByText(/A newer version of the portal is available/)).not.toBeInTheDocument();
  });

  function setup() {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    const navigate = vi.fn();
    let time = 1_000_000;
    const reload = (url: string) => reloadForStaleChunk(url, { storage, navigate, now: () => time });
    return { reload, navigate, advance: (ms: number) => (time += ms) };
  }

  it('reloads once, then lets the error page show instead of reloading again', () => {
    const { reload, navigate, advance } = setup();
    expect(reload('http://localhost/users')).toBe(true);
    expect(navigate).toHaveBeenCalledWith('http://localhost/users');
    // The page after the reload fails too (same storage: it is the tab's).
    advance(2_000);
    expect(reload('http://localhost/users')).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('reloads again for a later deployment, long after the first reload', () => {
    const { reload, navigate, advance } = setup();
    reload('http://localhost/users');
    advance(STALE_CHUNK_RELOAD_GUARD_MS + 1);
    expect(reload('http://localhost/dashboard')).toBe(true);
    expect(navigate).toHaveBeenCalledTimes(2);
  });
});
