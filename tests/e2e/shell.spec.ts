import {
  ACCOUNTS,
  expect,
  fontsReady,
  mainNavigation,
  navLink,
  openAccountMenu,
  openDemoPanel,
  openSignIn,
  signIn,
  test,
} from './fixtures';

const TOP_BAR_HEIGHT = 80;
const NAV_DRAWER_WIDTH = 271;
const HELP_DRAWER_WIDTH = 260;

test.describe('navigation', () => {
  test('a nested connector page keeps Manage Connectors current', async ({ page }) => {
    await signIn(page, ACCOUNTS.administrator, { from: '/enabled-intents/ServiceNow' });
    await expect(mainNavigation(page)).toBeVisible();
    await expect(page).toHaveURL(/\/enabled-intents\/ServiceNow$/);
    await expect(navLink(page, 'Manage Connectors')).toHaveAttribute('aria-current', 'page');
    await expect(mainNavigation(page).locator('[aria-current="page"]')).toHaveCount(1);
    await expect(navLink(page, 'Dashboard')).not.toHaveAttribute('aria-current', 'page');
  });
});

test.describe('help drawer', () => {
  test('on /manage-connections it explains connectors', async ({ page }) => {
    await signIn(page, ACCOUNTS.administrator, { from: '/manage-connections' });
    await page.getByRole('banner').getByRole('button', { name: 'Help', exact: true }).click();
    const help = page.getByRole('region', { name: 'Connections' });
    await expect(help).toBeVisible();
    await fontsReady(page);

    // The drawer's paper hugs the right edge and is 260 px wide, once its slide-in transition has ended.
    const paper = help.locator('xpath=..');
    const viewport = page.viewportSize();
    await expect
      .poll(async () => {
        const box = await paper.boundingBox();
        return box ? Math.round(box.x + box.width) : null;
      })
      .toBe(viewport?.width);
    expect((await paper.boundingBox())?.width).toBe(HELP_DRAWER_WIDTH);

    await expect(help.getByRole('heading', { name: 'Enabled Connectors' })).toBeVisible();
    await expect(help.getByRole('heading', { name: 'Popular Connectors' })).toBeVisible();

    await help.getByRole('combobox', { name: 'Choose Connection' }).click();
    const choices = page.getByRole('listbox', { name: 'Choose Connection' }).getByRole('option');
    await expect(choices).toHaveCount(3);
    await choices.first().click();
    await expect(page.getByRole('listbox')).toHaveCount(0);

    const steps = ['Login', 'Set Account', 'Connect'].map((name) =>
      help.getByRole('button', { name, exact: true }),
    );
    const boxes = [];
    for (const step of steps) {
      await expect(step).toBeVisible();
      boxes.push(await step.boundingBox());
    }
    // Vertical: the steps are stacked, one under the other, at the same left edge.
    expect(boxes[0]!.y).toBeLessThan(boxes[1]!.y);
    expect(boxes[1]!.y).toBeLessThan(boxes[2]!.y);
    expect(Math.abs(boxes[0]!.x - boxes[2]!.x)).toBeLessThan(2);

    await help.getByRole('button', { name: 'Close help' }).click();
    await expect(help).toBeHidden();
  });
});

test.describe('layout at 1366 × 900', () => {
  test('an 80 px top bar and a 271 px navigation drawer, open by default', async ({ page }) => {
    await signIn(page);
    await fontsReady(page);
    const topBar = await page.getByRole('banner').boundingBox();
    expect(topBar?.height).toBe(TOP_BAR_HEIGHT);
    expect(topBar?.y).toBe(0);

    const nav = mainNavigation(page);
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close navigation' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const navBox = await nav.boundingBox();
    const paperBox = await nav.locator('xpath=..').boundingBox();
    expect(paperBox?.width).toBe(NAV_DRAWER_WIDTH);
    expect(navBox?.x).toBe(0);
    // The persistent drawer pushes the content: main starts after it.
    const main = await page.getByRole('main').first().boundingBox();
    expect(main?.x).toBeGreaterThanOrEqual(NAV_DRAWER_WIDTH);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Report a bug' })).toBeVisible();
  });
});

test.describe('layout at 1024 × 768', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the navigation is closed by default and the toggle opens it', async ({ page }) => {
    await signIn(page);
    await fontsReady(page);
    const toggle = page.getByRole('button', { name: 'Open navigation' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNavigation(page)).toBeHidden();

    await toggle.click();
    const nav = mainNavigation(page);
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close navigation' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect.poll(async () => (await nav.boundingBox())?.x).toBe(0);
    expect((await nav.locator('xpath=..').boundingBox())?.width).toBe(NAV_DRAWER_WIDTH);

    await page.getByRole('button', { name: 'Close navigation' }).click();
    await expect(mainNavigation(page)).toBeHidden();
  });
});

test.describe('layout at 600 × 800 (small screen)', () => {
  test.use({ viewport: { width: 600, height: 800 } });

  test('a temporary drawer over the content that closes after navigating; Report Bug in the account menu', async ({
    page,
  }) => {
    await signIn(page);
    await fontsReady(page);
    await expect(mainNavigation(page)).toBeHidden();
    // (CSS, not role: the open modal drawer hides the rest of the page from assistive technology.)
    const mainArea = page.locator('main').first();
    const mainBefore = await mainArea.boundingBox();

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = mainNavigation(page);
    await expect(nav).toBeVisible();
    // Over the content: the page's main area does not move.
    await expect.poll(async () => (await nav.boundingBox())?.x).toBe(0);
    expect((await mainArea.boundingBox())?.x).toBe(mainBefore?.x);
    // Over the top bar too: nothing of the drawer is hidden under it (a trial click checks that the first
    // item, at the very top, would receive the click).
    await navLink(page, 'Dashboard').click({ trial: true, timeout: 5_000 });
    expect((await nav.locator('xpath=..').boundingBox())?.width).toBe(NAV_DRAWER_WIDTH);

    await navLink(page, 'Manage Users').click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(mainNavigation(page)).toBeHidden();

    await expect(page.getByRole('banner').getByRole('button', { name: 'Report a bug' })).toHaveCount(0);
    const menu = await openAccountMenu(page, ACCOUNTS.administrator);
    await menu.getByRole('menuitem', { name: 'Report Bug' }).click();
    await expect(page.getByRole('form', { name: 'Report a Bug' })).toBeVisible();
  });
});

test.describe('demo panel', () => {
  test("the 'Demo outbox' button opens the demo cloud with its tabs and the demo accounts", async ({
    page,
  }) => {
    await openSignIn(page);
    const dialog = await openDemoPanel(page);
    const tabs = dialog.getByRole('tab');
    await expect(tabs).toHaveText([
      'Outbox',
      'Accounts',
      'Simulate failures',
      'Connectors',
      'CRM',
      'Utterance log',
      'Storage & queues',
    ]);
    await expect(dialog.getByRole('tab', { name: 'Outbox' })).toHaveAttribute('aria-selected', 'true');

    await dialog.getByRole('tab', { name: 'Accounts' }).click();
    await expect(dialog.getByRole('tab', { name: 'Accounts' })).toHaveAttribute('aria-selected', 'true');
    // The two demo accounts (the seed may list accounts in special states after them).
    const accounts = dialog.getByRole('list', { name: 'Demo accounts' }).getByRole('listitem');
    for (const [account, role] of [
      [ACCOUNTS.administrator, 'Administrator'],
      [ACCOUNTS.user, 'user'],
    ] as const) {
      const escaped = `${account.email} (${role})`.replace(/[.()]/g, '\\$&');
      const item = accounts.filter({ hasText: new RegExp(`^${escaped}`) });
      await expect(item).toHaveCount(1);
      await expect(item).toContainText(`Password: ${account.password}`);
    }

    await dialog.getByRole('tab', { name: 'Simulate failures' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Operation' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
  });
});
