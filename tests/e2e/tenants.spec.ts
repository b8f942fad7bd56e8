import {
  accountMenuButton,
  ACCOUNTS,
  expect,
  mainNavigation,
  navGroup,
  navLink,
  signInHeading,
  submitSignIn,
  test,
} from './fixtures';

/** The preview server's port (playwright.config.ts). */
const PORT = Number(process.env.E2E_PORT ?? 4173);

test.describe('app type mkruzic (previewed against the emulator)', () => {
  test('home is Manage Connectors; dashboard, assistant, subscriptions and settings are gone', async ({
    page,
  }) => {
    await page.goto('/sign-in?tenant=mkruzic');
    await expect(signInHeading(page)).toBeVisible();
    await expect(page.getByText('to Mkruzic Connect')).toBeVisible();
    await submitSignIn(page, ACCOUNTS.administrator);
    await expect(accountMenuButton(page)).toBeVisible();
    await expect(page).toHaveURL(/\/manage-connections$/);

    // The tenant's branding: its logo, named after its product, links home.
    const logo = page.getByRole('banner').getByRole('img', { name: 'Mkruzic Connect' });
    await expect(logo).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mkruzic Connect' })).toHaveAttribute(
      'href',
      '/manage-connections',
    );
    await expect(page).toHaveTitle(/Mkruzic Connect/);

    const nav = mainNavigation(page);
    await expect(navLink(page, 'Manage Connectors')).toHaveAttribute('aria-current', 'page');
    await expect(navLink(page, 'Manage Users')).toBeVisible();
    for (const name of ['Dashboard', 'Assistant', 'Manage Subscriptions']) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    await expect(navGroup(page, 'Knowledge')).toBeVisible();
    await expect(navGroup(page, 'Settings')).toHaveCount(0);

    // The override is kept for the tab: a fresh load without ?tenant stays on mkruzic, where /dashboard does
    // not exist: it redirects to /not-found, which (public: signed-in users are redirected away, spec 1 §2)
    // sends a signed-in user on to the tenant's home.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/manage-connections$/);
    await expect(accountMenuButton(page)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img', { name: 'Mkruzic Connect' })).toBeVisible();
    await expect(navLink(page, 'Manage Connectors')).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('sign-up disabled (northwind previewed)', () => {
  test('/sign-up goes to / and then to sign-in, which offers no sign-up link', async ({ page }) => {
    await page.goto('/sign-up?tenant=northwind');
    await expect(signInHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByText('to Northwind Assistant')).toBeVisible();
    await expect(page.getByRole('link', { name: 'New here? Create an account' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  });
});

test.describe('tenancy by sub-domain', () => {
  test('an unknown organisation gets a clear page', async ({ page }) => {
    await page.goto(`http://nosuchorg.localhost:${PORT}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Unknown organisation' })).toBeVisible();
    await expect(page.getByText('nosuchorg', { exact: true })).toBeVisible();
  });

  test('a real tenant never loads the emulator', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`http://mkruzic.localhost:${PORT}/`);
    await expect(signInHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByText('to Mkruzic Connect')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Demo outbox' })).toHaveCount(0);

    const emulatorRequests = requests.filter((url) => /ServiceWorker\.js|msw|\/assets\/browser-/i.test(url));
    expect(emulatorRequests).toEqual([]);
    const registrations = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistrations()).length,
    );
    expect(registrations).toBe(0);
  });
});
