import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { TOP_BAR_HEIGHT } from '../../src/config/constants';

import { ACCOUNTS, expect, failedResource, fontsReady, signIn, test, toasts } from './fixtures';
import { licenceTable } from './users-helpers';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const toast = (page: Page, text: string | RegExp) => toasts(page).filter({ hasText: text });

async function axeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA);
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

async function openAsOwner(page: Page, path = '/manage-subscriptions') {
  await signIn(page, ACCOUNTS.administrator, { from: path });
  await expect(page.getByRole('heading', { name: 'Subscription options' })).toBeVisible();
}

async function fillCard(page: Page, number: string) {
  const year = String(new Date().getFullYear() + 3);
  await page.getByRole('textbox', { name: 'First name on card' }).fill('Alex');
  await page.getByRole('textbox', { name: 'Last name on card' }).fill('Morgan');
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiry month' }).fill('12');
  await page.getByRole('textbox', { name: 'Expiry year' }).fill(year);
  await page.getByLabel('CVV').fill('123');
}

const purchaseButton = (page: Page) => page.getByRole('button', { name: 'Purchase', exact: true });

/** The bank's page inside the challenge dialog's frame. */
const issuerPage = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Confirm your payment' })
    .frameLocator('iframe[title="Your bank\'s authentication page"]');

test.describe('Manage Subscriptions', () => {
  test('the owner buys Business with the challenge card, completes 3-D Secure, and the Users page shows the licences', async ({
    page,
  }) => {
    await openAsOwner(page);
    await page.getByRole('radio', { name: 'Business' }).check();
    await expect(page.getByRole('checkbox', { name: /Deploy the bot/ })).toBeChecked();
    await page.getByRole('combobox', { name: 'State' }).selectOption('CA');
    await fillCard(page, '4000 0027 6000 3184');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByRole('list', { name: 'Estimate' })).toContainText('CA Sales Tax @ 7.25%', {
      timeout: 15_000,
    });
    await expect(purchaseButton(page)).toBeEnabled({ timeout: 15_000 });
    // Scrolled down to the card, the summary and its Purchase button stay in view, below the top bar.
    const summaryTop = (await summary.getByRole('heading', { name: 'Order Summary' }).boundingBox())?.y;
    expect(summaryTop).toBeGreaterThanOrEqual(TOP_BAR_HEIGHT);
    await expect(purchaseButton(page)).toBeInViewport();
    await purchaseButton(page).click();
    const challenge = page.getByRole('dialog', { name: 'Confirm your payment' });
    await expect(challenge).toBeVisible();
    await expect(issuerPage(page).getByRole('heading', { name: '3D Secure 2 Test Page' })).toBeVisible();
    await expect(issuerPage(page).getByText(/confirm a payment of \$\d+\.\d\d/)).toBeVisible();
    await fontsReady(page);
    // The dialog and the bank's page in its frame (axe analyses frames too).
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await issuerPage(page).getByRole('button', { name: 'Complete' }).click();
    await expect(toast(page, 'Subscription created successfully')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveValue('');

    await page.goto('/users');
    const business = licenceTable(page).getByRole('row', { name: /^business_monthly\b/ });
    await expect(business).toHaveText(/business_monthly\s*15\s*0\s*15/, { timeout: 10_000 });
  });

  test('Fail in the challenge: Failed to Authorize, and nothing is bought', async ({ page }) => {
    await openAsOwner(page);
    await fillCard(page, '4000002760003184');
    await expect(purchaseButton(page)).toBeEnabled({ timeout: 15_000 });
    await purchaseButton(page).click();
    await issuerPage(page).getByRole('button', { name: 'Fail' }).click();
    await expect(
      toast(page, /^Failed to Authorize: We are unable to authenticate your payment method/),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Confirm your payment' })).toHaveCount(0);
  });

  test('a non-owner Administrator sees Access Info with the owner’s address', async ({ page }) => {
    await signIn(page, ACCOUNTS.coAdministrator, { from: '/manage-subscriptions' });
    const info = page.getByRole('region', { name: 'Access Info' });
    await expect(info).toContainText(ACCOUNTS.administrator.name);
    await expect(info.getByRole('link', { name: ACCOUNTS.administrator.email })).toHaveAttribute(
      'href',
      `mailto:${ACCOUNTS.administrator.email}`,
    );
    await expect(page.getByRole('heading', { name: 'Subscription options' })).toHaveCount(0);
  });

  test('the page has no axe violations', async ({ page }) => {
    await openAsOwner(page, '/manage-subscriptions?plan=business&annual=0');
    await expect(page.getByRole('radio', { name: 'Business' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Annual' })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('region', { name: 'Order Summary' }).getByRole('list', { name: 'Estimate' }),
    ).toBeVisible({
      timeout: 15_000,
    });
    await fontsReady(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('Manage Subscriptions, a declined card', () => {
  // The card network answers a decline with 402, which Chromium logs.
  test.use({ allowedConsoleErrors: [failedResource(402)] });

  test('a declined card: Failed to Authorize with the bank’s reason', async ({ page }) => {
    await openAsOwner(page);
    await fillCard(page, '4000000000009995');
    await expect(purchaseButton(page)).toBeEnabled({ timeout: 15_000 });
    await purchaseButton(page).click();
    await expect(toast(page, 'Failed to Authorize: Your card has insufficient funds.')).toBeVisible();
  });
});
