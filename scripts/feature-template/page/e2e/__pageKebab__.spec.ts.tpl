import { ACCOUNTS, expect, signIn, test } from './fixtures';

/** __path__, its parameters filled with a sample value. */
const ROUTE = '__seedPath__';

test.describe('__title__ (__Page__)', () => {
  test('an administrator sees the page', async ({ page }) => {
    await signIn(page, ACCOUNTS.administrator, { from: ROUTE });
    await expect(page.getByRole('heading', { level: 1, name: '__title__' })).toBeVisible();
  });
});
