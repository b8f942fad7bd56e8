import { listUtteranceTrainingItems } from '../../src/contracts/utterance-training';

import { ACCOUNTS, expect, failedResource, openInApp, signIn, simulateFailure, test } from './fixtures';

/** /utterance-training, its parameters filled with the seeded ones (src/emulator/modules/utterance-training/seed.ts). */
const ROUTE = '/utterance-training';
/** What the page's load failure says (src/features/utterance-training/messages.ts, kept literal: the runner loads no app code). */
const LOAD_FAILED = 'The Utterance Training could not be loaded. Please try again.';

test.describe('Utterance Training', () => {
  test('an administrator sees the page and its seeded data', async ({ page }) => {
    await signIn(page, ACCOUNTS.administrator, { from: ROUTE });
    await expect(page.getByRole('heading', { level: 1, name: 'Utterance Training' })).toBeVisible();
    await expect(page.getByText('First example')).toBeVisible();
  });

  test.describe('when the load fails', () => {
    test.use({ allowedConsoleErrors: [failedResource(500)] });

    test('says so, and loads on Retry', async ({ page }) => {
      await signIn(page);
      // Simulated failures live in the page: the route is reached without a reload.
      await simulateFailure(page, listUtteranceTrainingItems.apiCall, 500, 1);
      await openInApp(page, ROUTE);
      const alert = page.getByRole('alert').filter({ hasText: LOAD_FAILED });
      await expect(alert).toBeVisible();
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByText('First example')).toBeVisible();
      await expect(alert).toBeHidden();
    });
  });
});
