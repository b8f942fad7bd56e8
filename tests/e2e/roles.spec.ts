import { ACCOUNTS, expect, mainNavigation, navGroup, navLink, signIn, test } from './fixtures';

const ADMIN_LINKS = ['Content Editor', 'Utterance Training', 'Action Buttons'];

test.describe('roles', () => {
  test('an ordinary user sees no administrator items and is sent home from an admin route', async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.user);
    await expect(page).toHaveURL(/\/dashboard$/);
    const nav = mainNavigation(page);
    await expect(navLink(page, 'Dashboard')).toBeVisible();

    // Knowledge stays (FAQ Library), without its administrator child.
    await navGroup(page, 'Knowledge').click();
    await expect(navLink(page, 'FAQ Library')).toBeVisible();
    for (const name of ADMIN_LINKS) await expect(nav.getByRole('link', { name })).toHaveCount(0);
    await expect(navGroup(page, 'Settings')).toHaveCount(0);
    for (const name of ['Website Assistant', 'Bubble Settings', 'FAQ Settings']) {
      await expect(nav.getByRole('link', { name })).toHaveCount(0);
    }

    // Arriving by address (a bookmark, a link a colleague sent): sent home, and told why.
    await page.goto('/utterance-training');
    await expect(mainNavigation(page)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole('alert').filter({ hasText: "You don't have access to that page" }),
    ).toBeVisible();
  });

  test('the administrator sees every item', async ({ page }) => {
    await signIn(page, ACCOUNTS.administrator);
    await navGroup(page, 'Knowledge').click();
    await navGroup(page, 'Settings').click();
    await expect(navGroup(page, 'Knowledge')).toHaveAttribute('aria-expanded', 'true');
    await expect(navGroup(page, 'Settings')).toHaveAttribute('aria-expanded', 'true');
    for (const name of [
      'Dashboard',
      'Assistant',
      'Manage Connectors',
      'Manage Users',
      'Manage Subscriptions',
      'FAQ Library',
      ...ADMIN_LINKS,
      'Website Assistant',
      'Bubble Settings',
      'FAQ Settings',
    ]) {
      await expect(navLink(page, name)).toBeVisible();
    }

    await navLink(page, 'Utterance Training').click();
    await expect(page).toHaveURL(/\/utterance-training$/);
    await expect(navLink(page, 'Utterance Training')).toHaveAttribute('aria-current', 'page');
  });
});
