import { listActionButtonsItems } from '../../src/contracts/action-buttons';

import { ACCOUNTS, expect, failedResource, openInApp, signIn, simulateFailure, test } from './fixtures';

/** /action-buttons, its parameters filled with the seeded ones (src/emulator/modules/action-buttons/seed.ts). */
const ROUTE = '/action-buttons';
/** What the page's load failure says (src/features/action-buttons/messages.ts, kept literal: the runner loads no app code). */
const LOAD_FAILED = 'The Action Buttons could not be loaded. Please try again.';

test.describe('Action Buttons', () => {
  test('an administrator sees the page and its seeded data', async ({ page }) => {
    await signIn(page, ACCOUNTS.administrator, { from: ROUTE });
    await expect(page.getByRole('heading', { level: 1, name: 'Action Buttons' })).toBeVisible();
    await expect(page.getByText('First example')).toBeVisible();
  });

  test.describe('when the load fails', () => {
    test.use({ allowedConsoleErrors: [failedResource(500)] });

    test('says so, and loads on Retry', async ({ page }) => {
      await signIn(page);
      // Simulated failures live in the page: the route is reached without a reload.
      await simulateFailure(page, listActionButtonsItems.apiCall, 500, 1);
      await openInApp(page, ROUTE);
      const alert = page.getByRole('alert').filter({ hasText: LOAD_FAILED });
      await expect(alert).toBeVisible();
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByText('First example')).toBeVisible();
      await expect(alert).toBeHidden();
    });
  });
});
