import type { BrowserContext, Locator, Page } from '@playwright/test';

import { deleteConnection } from '../../src/contracts/connections';

import { expectAxeClean } from './axe';
import {
  type Account,
  ACCOUNTS,
  expect,
  failedResource,
  openDemoPanel,
  signIn,
  simulateFailure,
  test,
  toasts,
} from './fixtures';

/**
 * The Connections page end to end (issue 13): enabling through the demo provider's consent page, Deny, disabling,
 * a 403, the build's status messages, an ordinary user's view, reconnecting after a revoked token, and axe.
 */
const PRODUCT = 'Assistant Portal';

async function openConnections(page: Page, account: Account = ACCOUNTS.administrator) {
  await signIn(page, account, { from: '/manage-connections' });
  await expect(page.getByRole('heading', { level: 1, name: 'Connections' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Enabled Connectors' })).toBeVisible();
}

const enabledList = (page: Page) => page.getByRole('list', { name: 'Enabled Connectors' });
const availableList = (page: Page) => page.getByRole('list', { name: 'Available Connectors' });
const toast = (page: Page, text: string | RegExp) => toasts(page).filter({ hasText: text });

/** Starts enabling HubSpot (account linking, no form) and returns the pop-up the click opened. */
async function connectHubSpot(page: Page, context: BrowserContext): Promise<Page> {
  await availableList(page).getByRole('button', { name: 'Open HubSpot' }).click();
  const panel = page.getByRole('dialog', { name: 'HubSpot' });
  await panel.getByRole('button', { name: 'SETUP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Setup HubSpot Connection' });
  const popupOpened = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Connect' }).click();
  const popup = await popupOpened;
  // The window says what it waits for until the account link arrives (5 s after the click).
  await expect(popup.getByRole('status')).toHaveText('Preparing secure sign-in with HubSpot…');
  await expect(
    toast(page, 'Connector created successfully. You will be redirected shortly to link your account.'),
  ).toBeVisible();
  return popup;
}

/** The demo provider's consent page in the pop-up. */
async function consent(popup: Page, decision: 'Allow' | 'Deny') {
  await expect(popup).toHaveURL(/\/__emulator\/oauth\/authorize\?/, { timeout: 15_000 });
  await popup.getByRole('button', { name: decision }).click();
  await expect(popup).toHaveURL(/\/connection-enabled\?/);
}

test.describe('connectors', () => {
  test('an administrator enables HubSpot through the consent page: the tasks page opens and HubSpot is enabled', async ({
    page,
    context,
  }) => {
    test.slow();
    await openConnections(page);
    const popup = await connectHubSpot(page, context);
    await expect(page).toHaveURL(/\/enabled-intents\/hubspot$/, { timeout: 10_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'HubSpot tasks' })).toBeVisible();
    await consent(popup, 'Allow');
    // The return page starts the portal afresh in the pop-up (the session check first): slow on a busy machine.
    await expect(popup.getByRole('heading', { name: 'Connection Setup Completed' })).toBeVisible({
      timeout: 30_000,
    });
    // Before the slow axe run: the success toast closes after 5 s.
    await expect(toast(page, /HubSpot is connected/)).toBeVisible();
    await expectAxeClean(popup, '/connection-enabled');
    await popup.getByRole('button', { name: 'Close this window' }).click();
    await page.goto('/manage-connections');
    const card = enabledList(page).getByRole('listitem', { name: 'HubSpot' });
    await expect(card.getByText('Connected', { exact: true })).toBeVisible();
  });

  test('a blocked sign-in window: the link waits on the tasks page; the not-linked card’s Connect links HubSpot', async ({
    page,
    context,
  }) => {
    test.slow();
    await openConnections(page);
    // The browser refuses the pop-up (a blocker): the flow must offer the link where the user is by then.
    await page.evaluate(() => {
      window.open = () => null;
    });
    await availableList(page).getByRole('button', { name: 'Open HubSpot' }).click();
    await page.getByRole('dialog', { name: 'HubSpot' }).getByRole('button', { name: 'SETUP' }).click();
    await page
      .getByRole('dialog', { name: 'Setup HubSpot Connection' })
      .getByRole('button', { name: 'Connect' })
      .click();
    await expect(page).toHaveURL(/\/enabled-intents\/hubspot$/, { timeout: 10_000 });
    const fallback = page.getByRole('link', { name: 'Open the HubSpot sign-in page' });
    await expect(fallback).toBeVisible();
    await expect(fallback).toHaveAttribute('href', /\/__emulator\/oauth\/authorize\?/);
    await expect(page.getByText('Link your HubSpot account to finish the setup')).toBeVisible();

    // Left unlinked: the card says so, and its Connect links the account (a reload gives window.open back).
    await page.goto('/manage-connections');
    const card = enabledList(page).getByRole('listitem', { name: 'HubSpot' });
    await expect(card.getByText('Not Connected', { exact: true })).toBeVisible();
    await expectAxeClean(page, 'a not-linked card');
    const popupOpened = context.waitForEvent('page');
    await card.getByRole('button', { name: 'Connect' }).click();
    const popup = await popupOpened;
    await consent(popup, 'Allow');
    // The return page starts the portal afresh in the pop-up (the session check first): slow on a busy machine.
    await expect(popup.getByRole('heading', { name: 'Connection Setup Completed' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(card.getByText('Connected', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Connect' })).toHaveCount(0);
  });

  test('Deny on the consent page ends on the error page, and the account stays unlinked', async ({
    page,
    context,
  }) => {
    test.slow();
    await openConnections(page);
    const popup = await connectHubSpot(page, context);
    await consent(popup, 'Deny');
    await expect(popup.getByRole('heading', { name: 'Connection Setup Error' })).toBeVisible();
    // Deny is the owner's choice, not a failure for support (issue 21 §1.6).
    await expect(popup.getByText("You didn't allow access to HubSpot.")).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Try again' })).toBeVisible();
    await page.goto('/manage-connections');
    const card = enabledList(page).getByRole('listitem', { name: 'HubSpot' });
    await expect(card.getByText('Not Connected', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Connect' })).toBeVisible();
  });

  test('the side panel opens above the top bar: its close button is what a click hits, and it closes', async ({
    page,
  }) => {
    await openConnections(page);
    await enabledList(page).getByRole('button', { name: 'Open Salesforce' }).click();
    const panel = page.getByRole('dialog', { name: 'Salesforce' });
    await expect(panel.getByRole('button', { name: 'EDIT' })).toBeVisible();
    const close = panel.getByRole('button', { name: 'Close the connector panel' });
    await expect(close).toBeVisible();
    await close.evaluate((element) =>
      Promise.all(
        element.ownerDocument.getAnimations().map((animation) => animation.finished.catch(() => null)),
      ),
    );
    const onTop = await close.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop, 'the close button is not covered by the top bar').toBe(true);
    await expect(panel.getByRole('heading', { name: 'Salesforce' })).toBeInViewport();
    await close.click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('an administrator disables a connector after confirming', async ({ page }) => {
    await openConnections(page);
    await enabledList(page).getByRole('button', { name: 'Actions for Salesforce' }).click();
    await page.getByRole('menuitem', { name: /Disable/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Disable Salesforce?' });
    await expectAxeClean(page, 'disable confirmation');
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expect(toast(page, 'Connector successfully disabled.')).toBeVisible();
    await expect(availableList(page).getByRole('listitem', { name: 'Salesforce' })).toBeVisible();
  });

  test.describe('a refused disable', () => {
    test.use({ allowedConsoleErrors: [failedResource(403)] });
    test('a 403 gives the permissions message and keeps the connector', async ({ page }) => {
      await openConnections(page);
      await simulateFailure(page, deleteConnection.apiCall, 403, 1);
      await enabledList(page).getByRole('button', { name: 'Actions for Salesforce' }).click();
      await page.getByRole('menuitem', { name: /Disable/ }).click();
      await page
        .getByRole('dialog', { name: 'Disable Salesforce?' })
        .getByRole('button', { name: 'Disable' })
        .click();
      await expect(
        toast(
          page,
          'Insufficient permissions for delete action. Contact your administrator for more information.',
        ),
      ).toBeVisible();
      await expect(enabledList(page).getByRole('listitem', { name: 'Salesforce' })).toBeVisible();
    });
  });

  test('BUILD shows the status messages in order and is disabled while the build runs', async ({ page }) => {
    await openConnections(page);
    const build = page.getByRole('button', { name: `BUILD ${PRODUCT}` });
    await build.click();
    await expect(
      toast(page, `Your ${PRODUCT} environment is being built. Please wait few minutes...`),
    ).toBeVisible();
    await expect(build).toBeDisabled();
    await expect(toast(page, `Your environment is ready. You can now use ${PRODUCT} chatbot.`)).toBeVisible({
      timeout: 20_000,
    });
    await expect(toast(page, /is being built/)).toHaveCount(0);
    await expect(build).toBeEnabled();
  });

  test('an ordinary user sees the cards but no administrative control', async ({ page }) => {
    await openConnections(page, ACCOUNTS.user);
    await expect(page.getByRole('button', { name: /^BUILD/ })).toHaveCount(0);
    await expect(enabledList(page).getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
    await availableList(page).getByRole('button', { name: 'Open HubSpot' }).click();
    const panel = page.getByRole('dialog', { name: 'HubSpot' });
    await expect(panel.getByRole('link', { name: 'DOCUMENTATION' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'SETUP' })).toHaveCount(0);
    await expectAxeClean(page, 'side panel');
  });

  test('a revoked account link shows Reconnect; reconnecting restores the connector', async ({
    page,
    context,
  }) => {
    test.slow();
    await openConnections(page);
    const panel = await openDemoPanel(page);
    await panel.getByRole('tab', { name: 'Connectors' }).click();
    await panel.getByRole('button', { name: /Revoke the account link of Salesforce/ }).click();
    await panel.getByRole('button', { name: 'Close', exact: true }).click();
    // Revoked while the user was elsewhere: coming back to the window checks the links again, no reload.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const card = enabledList(page).getByRole('listitem', { name: 'Salesforce' });
    await expect(card.getByText('Account link expired')).toBeVisible();
    // Amber on top, not the healthy green; the grid's cards stay one height.
    const topColour = (name: string) =>
      enabledList(page)
        .getByRole('listitem', { name })
        .evaluate((element) => getComputedStyle(element).borderTopColor);
    expect(await topColour('Salesforce')).not.toBe(await topColour('ServiceNow'));
    // The theme's warning colour, as the card's own Reconnect button wears it.
    expect(await topColour('Salesforce')).toBe(
      await card
        .getByRole('button', { name: 'Reconnect' })
        .evaluate((element) => getComputedStyle(element).backgroundColor),
    );
    const heights = await enabledList(page)
      .getByRole('listitem')
      .evaluateAll((cards) => cards.map((element) => Math.round(element.getBoundingClientRect().height)));
    expect(new Set(heights).size, `card heights ${heights.join(', ')}`).toBe(1);
    const popupOpened = context.waitForEvent('page');
    await card.getByRole('button', { name: 'Reconnect' }).click();
    const popup = await popupOpened;
    await consent(popup, 'Allow');
    // The return page starts the portal afresh in the pop-up (the session check first): slow on a busy machine.
    await expect(popup.getByRole('heading', { name: 'Connection Setup Completed' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(card.getByText('Connected', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Reconnect' })).toHaveCount(0);
  });

  test('the page, the setup dialog and the embed dialog pass axe', async ({ page }) => {
    await openConnections(page);
    await expectAxeClean(page, '/manage-connections');
    // ServiceNow's Config: the custom connector's Base URL form.
    await enabledList(page).getByRole('button', { name: 'Actions for ServiceNow' }).click();
    await page.getByRole('menuitem', { name: 'Config' }).click();
    const setup: Locator = page.getByRole('dialog', { name: 'Setup ServiceNow Connection' });
    await setup.getByRole('textbox', { name: 'Base URL' }).fill('');
    await setup.getByRole('button', { name: 'Save' }).click();
    await expect(setup.getByText('Base URL is required!')).toBeVisible();
    await expectAxeClean(page, 'setup dialog');
    await setup.getByRole('button', { name: 'Cancel' }).click();
    await enabledList(page).getByRole('button', { name: 'Actions for ServiceNow' }).click();
    await page.getByRole('menuitem', { name: 'Embed' }).click();
    const embed = page.getByRole('dialog', { name: 'Embed the chatbot' });
    await expect(embed.getByLabel('Embed snippet')).toContainText('data-chatbot-id=');
    await expectAxeClean(page, 'embed dialog');
  });
});
