import type { BrowserContext, Page } from '@playwright/test';

import { expectAxeClean } from './axe';
import { DEMO_PASSWORD, expect, navLink, openSignIn, submitSignIn, test } from './fixtures';

/**
 * The getting-started wizard from a first login (issues 13 and 21): the profile, connectors linked through the
 * demo provider's consent page (a custom one with its base URL), Deny and a retry, Skip for now, the final
 * screen, and the dashboard's reminder until setup is finished or dismissed.
 */
const NEW_ADMINISTRATOR = { email: 'newadmin@demo.example', password: DEMO_PASSWORD };

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

/** Waits for the demo provider's consent page in the pop-up. */
async function consentPage(popup: Page) {
  await expect(popup).toHaveURL(/\/__emulator\/oauth\/authorize\?/, { timeout: 15_000 });
  await expect(popup.getByRole('button', { name: 'Allow' })).toBeVisible();
}

/** The return page boots the whole portal in the pop-up (its own emulator, the session): slower than a step. */
const RETURN_PAGE_READY = { timeout: 30_000 };

/** Answers the consent page; the pop-up goes back to the portal's return page, which says how it went. */
async function answer(popup: Page, decision: 'Allow' | 'Deny') {
  await popup.getByRole('button', { name: decision }).click();
  await expect(popup).toHaveURL(/\/connection-enabled\?/);
  await expect(popup.getByRole('heading', { name: /^Connection Setup (Completed|Error)$/ })).toBeVisible(
    RETURN_PAGE_READY,
  );
}

/** Clicks what opens the account-link pop-up (a card, or a card's Connect) and returns the pop-up at consent. */
async function openConsent(context: BrowserContext, click: () => Promise<void>): Promise<Page> {
  const popupOpened = context.waitForEvent('page');
  await click();
  const popup = await popupOpened;
  await consentPage(popup);
  return popup;
}

/** Clicks a connector's card and answers the consent page in the pop-up the click opened. */
async function link(page: Page, context: BrowserContext, name: string, decision: 'Allow' | 'Deny') {
  const popup = await openConsent(context, () =>
    page.getByRole('button', { name: `Connect ${name}` }).click(),
  );
  await answer(popup, decision);
  return popup;
}

async function expectConnected(page: Page, popup: Page, name: string) {
  await expect(popup.getByRole('heading', { name: 'Connection Setup Completed' })).toBeVisible();
  await popup.close();
  await expect(page.getByRole('button', { name: `${name} is connected` })).toBeDisabled();
}

const finishSettingUp = (page: Page) => page.getByRole('region', { name: 'Finish setting up' });

test.describe('the getting-started wizard', () => {
  test('a first login: a custom connector with its base URL, Skip for now, and the final screen', async ({
    page,
    context,
  }) => {
    test.slow();
    await firstLogin(page);
    await expectAxeClean(page, 'wizard: profile');
    await fillProfile(page);

    // CRM: Zendesk asks for its base URL in the card (the setup dialog's field and rule), then links.
    await page.getByRole('button', { name: 'Connect Zendesk' }).click();
    const form = page.getByRole('form', { name: 'Set up Zendesk' });
    await form.getByRole('button', { name: 'Connect' }).click();
    await expect(form.getByText('Base URL is required!')).toBeVisible();
    await expectAxeClean(page, 'wizard: a custom connector’s base URL');
    await form.getByRole('textbox', { name: 'Base URL' }).fill('nova-freight');
    const zendesk = await openConsent(context, () => form.getByRole('button', { name: 'Connect' }).click());
    await answer(zendesk, 'Allow');
    await expectConnected(page, zendesk, 'Zendesk');
    await expectAxeClean(page, 'wizard: a connector step');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Collaboration and Email/Calendar: skipped.
    await expect(page.getByRole('heading', { name: /Connect your Collaboration tool/ })).toBeVisible();
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page.getByRole('heading', { name: /Connect your Email\/Calendar service/ })).toBeVisible();
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page.getByRole('heading', { name: 'You are all set' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Connected' }).getByRole('listitem')).toHaveText([
      'Zendesk (CRM)',
    ]);
    await expect(page.getByRole('list', { name: 'Skipped for now' }).getByRole('listitem')).toHaveText([
      'Collaboration',
      'Email/Calendar',
    ]);
    await expectAxeClean(page, 'wizard: the final screen');
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // Finished: no reminder, no Getting Started.
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(finishSettingUp(page)).toHaveCount(0);
    await expect(navLink(page, 'Getting Started')).toHaveCount(0);
  });

  test('Deny ends on "You didn’t allow access", and Try again there opens consent again', async ({
    page,
    context,
  }) => {
    test.slow();
    await firstLogin(page);
    await fillProfile(page);
    const popup = await link(page, context, 'HubSpot', 'Deny');
    await expect(popup.getByRole('heading', { name: 'Connection Setup Error' })).toBeVisible();
    await expect(popup.getByText("You didn't allow access to HubSpot.")).toBeVisible();
    // The support sentence is for real failures.
    await expect(popup.getByText(/contact our support/)).toHaveCount(0);
    await expectAxeClean(popup, 'the OAuth return page after Deny');
    await expect(page.getByRole('button', { name: 'Connect HubSpot' })).toBeEnabled();
    await popup.getByRole('button', { name: 'Try again' }).click();
    await consentPage(popup);
    await answer(popup, 'Allow');
    await expectConnected(page, popup, 'HubSpot');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  });

  test('after a consent window closed unanswered, and after Deny, a click on the card opens consent again', async ({
    page,
    context,
  }) => {
    test.slow();
    await firstLogin(page);
    await fillProfile(page);
    const card = page.getByRole('button', { name: 'Connect HubSpot' });
    const abandoned = await openConsent(context, () => card.click());
    await abandoned.close();
    await expect(card).toBeEnabled();

    const denied = await openConsent(context, () => card.click());
    await answer(denied, 'Deny');
    await expect(denied.getByText("You didn't allow access to HubSpot.")).toBeVisible();
    await denied.close();
    await expect(card).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    // No "already enabled" dead end, no "could not enable".
    await expect(page.getByText(/already enabled|Could not enable connector/)).toHaveCount(0);

    const allowed = await openConsent(context, () => card.click());
    await answer(allowed, 'Allow');
    await expectConnected(page, allowed, 'HubSpot');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  });

  test('leaving the wizard: "Finish setting up" on the dashboard and Getting Started in the navigation, until dismissed', async ({
    page,
  }) => {
    test.slow();
    await firstLogin(page);
    await navLink(page, 'Dashboard').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const reminder = finishSettingUp(page);
    await expect(reminder).toBeVisible();
    await expect(navLink(page, 'Getting Started')).toBeVisible();
    await expectAxeClean(page, 'dashboard: Finish setting up');
    await reminder.getByRole('link', { name: 'Continue setup' }).click();
    await expect(page).toHaveURL(/\/getting-started-wizard$/);
    await expect(page.getByRole('form', { name: 'Your profile' })).toBeVisible();

    await navLink(page, 'Dashboard').click();
    await finishSettingUp(page).getByRole('button', { name: 'Dismiss' }).click();
    await expect(finishSettingUp(page)).toHaveCount(0);
    await expect(navLink(page, 'Getting Started')).toHaveCount(0);
    // Kept by the server: a reload does not bring them back.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
    await expect(navLink(page, 'Dashboard')).toBeVisible();
    await expect(finishSettingUp(page)).toHaveCount(0);
    await expect(navLink(page, 'Getting Started')).toHaveCount(0);
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
