import {
  accountMenuButton,
  ACCOUNTS,
  expect,
  openSignIn,
  savedSessionFile,
  submitSignIn,
  test,
} from './fixtures';

/**
 * Signs each demo account in once, through the form with "Keep me signed in", and saves what the browser then
 * holds: the tokens in localStorage and the emulated cloud's IndexedDB, where the session's refresh token is
 * recorded. Tests that only need to be signed in start from a copy (`signIn` in fixtures.ts); the tests of the
 * sign-in screens still use the form.
 */
for (const [role, account] of Object.entries(ACCOUNTS)) {
  test(`signs ${role} in once`, async ({ page }) => {
    await openSignIn(page);
    await page.getByRole('checkbox', { name: 'Keep me signed in' }).check();
    await submitSignIn(page, account);
    await expect(accountMenuButton(page, account)).toBeVisible();
    await page.context().storageState({ path: savedSessionFile(account), indexedDB: true });
  });
}
