import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';

import { DEMO_PASSWORD, expect, fontsReady, openSignIn, submitSignIn, test } from './fixtures';

/**
 * The getting-started wizard from a first login (issue 13): the profile, one connector per area linked through
 * the demo provider's consent page, and the final screen; Deny leaves the card unconnected.
 */
const NEW_ADMINISTRATOR = { email: 'newadmin@demo.example', password: DEMO_PASSWORD };
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectAxeClean(page: Page, where: string) {
  await fontsReady(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
    where,
  ).toEqual([]);
}

async function firstLogin(page: Page) {
  await openSignIn(page);
  await submitSignIn(page, NEW_ADMINISTRATOR);
  await expect(page).toHaveURL(/\/getting-started-wizard$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Getting Started' })).toBeVisible();
}

async function fillProfile(page: Page) {
  const form = page.getByRole('form', { name: 'Your profile' });
  await form.getByRole('textbox', { name: /First name/ }).fill('Nova');
  await form.getByRole('textbox', { name: /Last name/ }).fill('Admin');
  await form.getByRole('textbox', { name: /Company name/ }).fill('Nova Freight');
  await form.getByRole('textbox', { name: 'Phone number' }).fill('2025550143');
  await form.getByRole('button', { name: 'Save and continue' }).click();
  // The next step within 15 s: a save that never starts fails here, not at the test's timeout.
  await expect(page.getByRole('heading', { name: /Connect your CRM tool/ })).toBeVisible({ timeout: 15_000 });
}

/** Clicks a connector's card and answers the consent page in the pop-up the click opened. */
async function link(page: Page, context: BrowserContext, name: string, decision: 'Allow' | 'Deny') {
  const popupOpened = context.waitForEvent('page');
  await page.getByRole('button', { name: `Connect ${name}` }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/\/__emulator\/oauth\/authorize\?/, { timeout: 15_000 });
  await popup.getByRole('button', { name: decision }).click();
  await expect(popup).toHaveURL(/\/connection-enabled\?/);
  return popup;
}

test.describe('the getting-started wizard', () => {
  test('a first login goes from the profile through one connector per area to the final screen', async ({
    page,
    context,
  }) => {
    test.slow();
    await firstLogin(page);
    await expectAxeClean(page, 'wizard: profile');
    await fillProfile(page);

    for (const [name, next] of [
      ['HubSpot', /Connect your Collaboration tool/],
      ['Jira', /Connect your Email\/Calendar service/],
      ['Outlook Mail', 'You are all set'],
    ] as const) {
      const popup = await link(page, context, name, 'Allow');
      await expect(popup.getByRole('heading', { name: 'Connection Setup Completed' })).toBeVisible();
      await popup.close();
      await expect(page.getByRole('button', { name: `${name} is connected` })).toBeDisabled();
      if (name === 'HubSpot') await expectAxeClean(page, 'wizard: a connector step');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: next })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('Deny ends on the error page and the card stays unconnected', async ({ page, context }) => {
    test.slow();
    await firstLogin(page);
    await fillProfile(page);
    const popup = await link(page, context, 'HubSpot', 'Deny');
    await expect(popup.getByRole('heading', { name: 'Connection Setup Error' })).toBeVisible();
    await expectAxeClean(popup, 'the OAuth return page, failed');
    await expect(page.getByRole('button', { name: 'Connect HubSpot' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    test('the wizard fits the screen', async ({ page }) => {
      await firstLogin(page);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      await expect(page.getByText('Step 1 of 4: Profile')).toBeVisible();
    });
  });
});
