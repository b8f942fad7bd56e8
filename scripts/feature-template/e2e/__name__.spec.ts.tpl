import { __loadOperation__ } from '../../src/contracts/__name__';

import {
  ACCOUNTS,
  expect,
  failedResource,
  openInApp,
  signIn,
  simulateFailure,
  test,
} from './fixtures';

/** __path__, its parameters filled with the seeded ones (src/emulator/modules/__name__/seed.ts). */
const ROUTE = '__seedPath__';
/** What the page's load failure says (src/features/__name__/messages.ts, kept literal: the runner loads no app code). */
const LOAD_FAILED = '__loadFailedText__';

test.describe('__title__', () => {
  test('an administrator sees the page and its seeded data', async ({ page }) => {
    await signIn(page, ACCOUNTS.administrator, { from: ROUTE });
    await expect(page.getByRole('heading', { level: 1, name: '__title__' })).toBeVisible();
    __seededCheck__
  });

  test.describe('when the load fails', () => {
    test.use({ allowedConsoleErrors: [failedResource(500)] });

    test('says so, and loads on Retry', async ({ page }) => {
      await signIn(page);
      // Simulated failures live in the page: the route is reached without a reload.
      await simulateFailure(page, __loadOperation__.apiCall, 500, 1);
      await openInApp(page, ROUTE);
      const alert = page.getByRole('alert').filter({ hasText: LOAD_FAILED });
      await expect(alert).toBeVisible();
      await alert.getByRole('button', { name: 'Retry' }).click();
      __seededCheck__
      await expect(alert).toBeHidden();
    });
  });
});
