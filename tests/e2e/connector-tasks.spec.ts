import { getConnection } from '../../src/contracts/connections';

import { expectAxeClean } from './axe';
import { ACCOUNTS, expect, failedResource, signIn, simulateFailure, test, toasts } from './fixtures';

/** The connector tasks page (issue 13): switches, Add Task, the read-only view, a failure, axe. */
test.describe('connector tasks', () => {
  test('an administrator switches a task off and adds one', async ({ page }) => {
    await signIn(page, ACCOUNTS.administrator, { from: '/enabled-intents/salesforce' });
    await expect(page.getByRole('heading', { level: 1, name: 'Salesforce tasks' })).toBeVisible();
    await expectAxeClean(page, '/enabled-intents/salesforce');
    const toggle = page.getByRole('switch', { name: 'Enabled: Opportunity pipeline' });
    await toggle.click();
    await expect(toasts(page).filter({ hasText: 'Opportunity pipeline is disabled.' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Disabled: Opportunity pipeline' })).not.toBeChecked();

    await page.getByRole('button', { name: 'Add Task' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a task to Salesforce' });
    await dialog.getByRole('textbox', { name: /Title/ }).fill('Forecast');
    await dialog
      .getByRole('textbox', { name: 'Example utterances' })
      .fill('show the forecast\nforecast please');
    await expectAxeClean(page, 'Add Task dialog');
    await dialog.getByRole('button', { name: 'Add Task' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('listitem', { name: 'Forecast' })).toContainText('forecast please');
  });

  test('an ordinary user reads the tasks without controls', async ({ page }) => {
    await signIn(page, ACCOUNTS.user, { from: '/enabled-intents/calendar' });
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar tasks' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Schedule meeting' })).toContainText(
      'schedule a meeting',
    );
    await expect(page.getByRole('switch')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Task' })).toHaveCount(0);
  });

  test.describe('a failing load', () => {
    test.use({ allowedConsoleErrors: [failedResource(500)] });
    test('a 500 shows the error, and Retry loads the tasks', async ({ page }) => {
      await signIn(page, ACCOUNTS.administrator, { from: '/manage-connections' });
      const calendar = page
        .getByRole('list', { name: 'Enabled Connectors' })
        .getByRole('listitem', { name: 'Calendar' });
      await expect(calendar).toBeVisible();
      // The failure lives in this page's emulated cloud: go on without reloading.
      await simulateFailure(page, getConnection.apiCall, 500, 1);
      await calendar.getByRole('link', { name: 'Tasks' }).click();
      await expect(page.getByText('Could not load selected connector')).toBeVisible();
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Calendar tasks' })).toBeVisible();
    });
  });
});
