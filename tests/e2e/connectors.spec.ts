import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Locator, Page } from '@playwright/test';

import {
  type Account,
  ACCOUNTS,
  expect,
  failedResource,
  fontsReady,
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
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PRODUCT = 'Assistant Portal';

async function expectAxeClean(page: Page, where: string) {
  await fontsReady(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations, where).toEqual([]);
}

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
    await expect(popup.getByRole('heading', { name: 'Connection Setup Completed' })).toBeVisible();
    await expectAxeClean(popup, '/connection-enabled');
    await expect(toast(page, /HubSpot is connected/)).toBeVisible();
    await popup.getByRole('button', { name: 'Close this window' }).click();
    await page.goto('/manage-connections');
    const card = enabledList(page).getByRole('listitem', { name: 'HubSpot' });
    await expect(card.getByText('Connected', { exact: true })).toBeVisible();
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
      await simulateFailure(page, 'DeleteConnection', 403, 1);
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
    await page.reload();
    const card = enabledList(page).getByRole('listitem', { name: 'Salesforce' });
    await expect(card.getByText('Account link expired')).toBeVisible();
    const popupOpened = context.waitForEvent('page');
    await card.getByRole('button', { name: 'Reconnect' }).click();
    const popup = await popupOpened;
    await consent(popup, 'Allow');
    await expect(popup.getByRole('heading', { name: 'Connection Setup Completed' })).toBeVisible();
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
