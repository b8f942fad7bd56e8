import { getTenantSkill } from '../../src/contracts/auth';

import {
  accountMenuButton,
  ACCOUNTS,
  clearFailures,
  emailField,
  expect,
  failedResource,
  logout,
  mainNavigation,
  openSignIn,
  passwordField,
  signIn,
  signInButton,
  signInHeading,
  simulateFailure,
  submitSignIn,
  test,
} from './fixtures';

test.describe('guards and sign-in', () => {
  test('a signed-out visit to /dashboard goes to sign-in and returns to /dashboard after signing in', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(signInHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    await submitSignIn(page, ACCOUNTS.administrator);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(mainNavigation(page)).toBeVisible();
    await expect(accountMenuButton(page)).toBeVisible();
  });
});

test.describe('sign-in validation', () => {
  test('shows the field rules under the fields', async ({ page }) => {
    await openSignIn(page);
    const form = page.getByRole('form', { name: 'Sign in' });

    await signInButton(page).click();
    await expect(form.getByText('Required', { exact: true })).toHaveCount(2);
    await expect(emailField(page)).toHaveAccessibleDescription('Required');
    await expect(passwordField(page)).toHaveAccessibleDescription('Required');

    await emailField(page).fill(ACCOUNTS.administrator.email);
    await passwordField(page).fill('short');
    await signInButton(page).click();
    await expect(passwordField(page)).toHaveAccessibleDescription('Must be at least 8 characters');
    await expect(emailField(page)).not.toHaveAccessibleDescription('Required');

    await passwordField(page).fill('alllowercase1!');
    await signInButton(page).click();
    await expect(passwordField(page)).toHaveAccessibleDescription(
      'should contain at least one number, special characters, uppercase letter and lowercase letter',
    );
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test.describe('a wrong password', () => {
    // Cognito answers NotAuthorizedException with HTTP 400, which Chromium logs as a failed resource.
    test.use({ allowedConsoleErrors: [failedResource(400)] });

    test("shows Cognito's message under the form and stays on sign-in", async ({ page }) => {
      await openSignIn(page);
      await submitSignIn(page, { email: ACCOUNTS.administrator.email, password: 'Wrong-Passw0rd!' });
      const form = page.getByRole('form', { name: 'Sign in' });
      await expect(form.getByRole('alert')).toHaveText('Incorrect username or password.');
      await expect(page).toHaveURL(/\/sign-in$/);
      await expect(signInHeading(page)).toBeVisible();
      await expect(signInButton(page)).toBeEnabled();
    });
  });
});

test.describe('redirects', () => {
  test('an unknown path goes to /not-found', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveURL(/\/not-found$/);
  });

  test('signed in: / goes to /dashboard and /sign-in sends the user away', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    await expect(accountMenuButton(page)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/sign-in');
    await expect(accountMenuButton(page)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(signInHeading(page)).toHaveCount(0);
  });
});

test.describe('session', () => {
  test('a reload keeps the session; logout ends it', async ({ page }) => {
    // The form's default (tokens for this tab only) must survive a reload too.
    await signIn(page, ACCOUNTS.administrator, { viaForm: true });
    await page.goto('/dashboard');
    await expect(accountMenuButton(page)).toBeVisible();
    await page.reload();
    await expect(accountMenuButton(page)).toBeVisible();
    await expect(mainNavigation(page)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);

    await logout(page);
    await expect(page).toHaveURL(/\/sign-in$/);

    await page.goto('/dashboard');
    await expect(signInHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(accountMenuButton(page)).toHaveCount(0);
  });
});

test.describe('when the cloud fails', () => {
  test.use({ allowedConsoleErrors: [failedResource(500)] });

  test('a failing InitiateAuth shows an error under the form and the user stays on sign-in', async ({
    page,
  }) => {
    await openSignIn(page);
    // Until cleared: Amplify retries a 5xx a few times before giving up.
    await simulateFailure(page, 'InitiateAuth', 500);
    await submitSignIn(page, ACCOUNTS.administrator);
    const alert = page.getByRole('form', { name: 'Sign in' }).getByRole('alert');
    await expect(alert).toBeVisible();
    await expect(alert).not.toHaveText('');
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(signInButton(page)).toBeEnabled();

    // Once the cloud is back, the next attempt signs in.
    await clearFailures(page);
    await signInButton(page).click();
    await expect(accountMenuButton(page)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a failing GetTenantSkill does not block signing in (the skill is for the assistant)', async ({
    page,
  }) => {
    await openSignIn(page);
    await simulateFailure(page, getTenantSkill.apiCall, 500, 1);
    await submitSignIn(page, ACCOUNTS.administrator);
    await expect(accountMenuButton(page)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
