import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { ACCOUNTS, expect, fontsReady, mainNavigation, openSignIn, signIn, test } from './fixtures';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function axeViolations(page: Page) {
  await fontsReady(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  // Readable on failure: rule, impact and the offending nodes.
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
}

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
