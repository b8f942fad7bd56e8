import { axeViolations } from './axe';
import { ACCOUNTS, expect, mainNavigation, openSignIn, signIn, test } from './fixtures';

test.describe('accessibility (WCAG 2.2 A/AA)', () => {
  test('/sign-in has no axe violations', async ({ page }) => {
    await openSignIn(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the signed-in shell (/dashboard) has no axe violations', async ({ page }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(mainNavigation(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the bubbles page, both tabs and its dialog, has no axe violations', async ({ page }) => {
    await signIn(page, ACCOUNTS.administrator, { from: '/bubble-settings' });
    await expect(
      page.getByRole('heading', { level: 2, name: 'Configure AI Assistant Bubbles' }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Create New Bubble' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bubble Settings' });
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('tab', { name: 'Order Bubbles' }).click();
    await expect(page.getByRole('list', { name: 'Order of the bubbles' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
