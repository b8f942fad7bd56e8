import { ACCOUNTS, expect, signIn, test } from './fixtures';

/** /action-buttons/:actionId, its parameters filled with a sample value. */
const ROUTE = '/action-buttons/example';

test.describe('Action Button Settings (ActionButtonPage)', () => {
  test('an administrator sees the page', async ({ page }) => {
    await signIn(page, ACCOUNTS.administrator, { from: ROUTE });
    await expect(page.getByRole('heading', { level: 1, name: 'Action Button Settings' })).toBeVisible();
  });
});
