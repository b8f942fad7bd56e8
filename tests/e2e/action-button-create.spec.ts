import { ACCOUNTS, expect, signIn, test } from './fixtures';

/** /action-button-create, its parameters filled with a sample value. */
const ROUTE = '/action-button-create';

test.describe('Create New Button (ActionButtonCreatePage)', () => {
  test('an administrator sees the page', async ({ page }) => {
    await signIn(page, ACCOUNTS.administrator, { from: ROUTE });
    await expect(page.getByRole('heading', { level: 1, name: 'Create New Button' })).toBeVisible();
  });
});
