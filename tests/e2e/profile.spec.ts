import type { Page } from '@playwright/test';

import { totpCode } from '../../src/emulator/modules/cognito/totp';

import { axeViolations } from './axe';
import {
  ACCOUNTS,
  expect,
  failedResource,
  logout,
  readOutboxCode,
  signIn,
  simulateFailure,
  submitSignIn,
  test,
  toasts,
} from './fixtures';

/**
 * Issue 3, the profile screen: personal details (the single-space and +1 rules), the avatar, SMS and TOTP
 * MFA with a sign-in through each, phone verification and the Change Password dialog. Every test has its own
 * browser context, hence a freshly seeded emulated cloud: the demo administrator has no phone and no MFA.
 */

const admin = ACCOUNTS.administrator;
/** A real number (docs/design.md §7: numbers are checked); 555 123 4567 is no one's. */
const PHONE = '+12025550123';

const toast = (page: Page, text: string) => toasts(page).filter({ hasText: text });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const detailsForm = (page: Page) => page.getByRole('form', { name: 'Personal details' });
const mfaOption = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });

async function openProfile(page: Page) {
  await signIn(page, ACCOUNTS.administrator, { from: '/profile' });
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(field(page, 'First name')).toHaveValue('Alex');
  // The MFA card is usable once the preference has loaded.
  await expect(mfaOption(page, 'Off')).toBeChecked();
}

/** Signs in through the form up to the MFA code step. */
async function signInUntilCode(page: Page) {
  await logout(page);
  await submitSignIn(page, admin);
  await expect(page.getByRole('heading', { level: 1, name: "Confirm it's you" })).toBeVisible();
}

test.describe('personal details', () => {
  // The simulated UpdateUserAttributes failure is an HTTP 400, which Chromium logs.
  test.use({ allowedConsoleErrors: [failedResource(400)] });

  test('required fields, an emptied job title and a phone without +, kept after a reload; a failed save keeps the typing', async ({
    page,
  }) => {
    await openProfile(page);
    const form = detailsForm(page);
    const save = form.getByRole('button', { name: 'Save' });
    await expect(field(page, 'Job title')).toHaveValue('Operations Lead');
    await expect(field(page, 'Phone number')).toHaveAttribute('placeholder', '+1234567890');
    await expect(save).toBeDisabled();

    for (const name of ['First name', 'Last name', 'Company name']) {
      await field(page, name).fill('');
      await field(page, name).blur();
      await expect(field(page, name)).toHaveAccessibleDescription('Required');
    }
    await save.click();
    await expect(toast(page, 'Successfully updated user attributes.')).toHaveCount(0);
    await field(page, 'First name').fill('  Alexandra ');
    await field(page, 'Last name').fill('Morgan');
    await field(page, 'Company name').fill('Demo Organisation');
    await expect(field(page, 'First name')).not.toHaveAccessibleDescription('Required');

    await field(page, 'Job title').fill('');
    await field(page, 'Phone number').fill('202 555 0123');
    await save.click();
    await expect(toast(page, 'Successfully updated user attributes.')).toBeVisible();
    await expect(field(page, 'First name')).toHaveValue('Alexandra');
    await expect(field(page, 'Phone number')).toHaveValue(PHONE);
    // A changed phone number is verified next: its code is texted a second later.
    await expect(toast(page, 'Verification code is sent to your mobile.')).toBeVisible();
    const alexandra = { ...admin, name: 'Alexandra Morgan' };

    // Saved in the cloud, not only on the page: a reload reads Cognito again.
    await page.reload();
    await expect(field(page, 'First name')).toHaveValue('Alexandra');
    // The job title is stored as a single space, which the form shows as an empty field.
    await expect(field(page, 'Job title')).toHaveValue('');
    await expect(field(page, 'Phone number')).toHaveValue(PHONE);
    await expect(page.getByRole('region', { name: 'Phone verification' })).toContainText('Not verified');
    await expect(page.getByRole('button', { name: `Account menu for ${alexandra.name}` })).toBeVisible();

    // A failing UpdateUserAttributes (a 4xx: Amplify retries a 5xx): an error toast, and the typing is kept.
    await simulateFailure(page, 'UpdateUserAttributes', 400, 1);
    await field(page, 'Job title').fill('Head of Operations');
    await save.click();
    const error = toasts(page).filter({ hasNotText: 'Successfully' });
    await expect(error).toBeVisible();
    await expect(error).not.toHaveText('');
    await expect(toast(page, 'Successfully updated user attributes.')).toHaveCount(0);
    await expect(field(page, 'Job title')).toHaveValue('Head of Operations');
    await expect(field(page, 'First name')).toHaveValue('Alexandra');
    // The failure was for one call: saving again works.
    await save.click();
    await expect(toast(page, 'Successfully updated user attributes.')).toBeVisible();
    await expect(field(page, 'Job title')).toHaveValue('Head of Operations');
  });
});

test.describe('avatar', () => {
  // 1×1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

  test('/profile passes axe; the initials by default; an uploaded picture replaces them and loads from storage', async ({
    page,
  }) => {
    await openProfile(page);
    const avatar = page.getByRole('img', { name: `Profile picture of ${admin.name}` });
    await expect(avatar).toHaveAttribute('src', /^data:image\/svg\+xml/);
    expect(await axeViolations(page)).toEqual([]);

    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(toast(page, 'Image successfully uploaded.')).toBeVisible();
    // Named with a timestamp, under the user's own folder of the profile-picture bucket.
    await expect(avatar).toHaveAttribute(
      'src',
      /^https:\/\/s3\.[a-z0-9-]+\.amazonaws\.com\/[^/]+\/[0-9a-f-]+\/\d{13}\.png$/,
    );
    await expect
      .poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(1);

    await page.reload();
    await expect(avatar).toHaveAttribute('src', /\/\d{13}\.png$/);
  });
});

test.describe('SMS MFA', () => {
  test('needs a verified phone; once verified and chosen, signing in asks for the texted code', async ({
    page,
  }) => {
    await openProfile(page);
    await mfaOption(page, 'Text message (SMS)').click();
    await expect(
      toast(page, 'Please fill-in and verify your Phone Number to turn SMS MFA on.'),
    ).toBeVisible();
    await expect(mfaOption(page, 'Off')).toBeChecked();

    await field(page, 'Phone number').fill('2025550123');
    await detailsForm(page).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Successfully updated user attributes.')).toBeVisible();
    await expect(field(page, 'Phone number')).toHaveValue(PHONE);
    await expect(toast(page, 'Verification code is sent to your mobile.')).toBeVisible();

    const verification = page.getByRole('region', { name: 'Phone verification' });
    await expect(verification).toContainText(`Phone number ${PHONE}`);
    await expect(verification).toContainText('Not verified');
    const code = await readOutboxCode(page, PHONE);
    await verification.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await verification.getByRole('button', { name: 'Submit code' }).click();
    await expect(toast(page, 'Phone number successfully verified.')).toBeVisible();
    await expect(verification).toContainText('Verified');

    await mfaOption(page, 'Text message (SMS)').click();
    await expect(toast(page, 'Successfully set SMS for your MFA method.')).toBeVisible();
    await expect(mfaOption(page, 'Text message (SMS)')).toBeChecked();

    await signInUntilCode(page);
    await expect(page.getByText('Enter the code we sent to your phone by text message.')).toBeVisible();
    // The second text to this number: the sign-in code.
    const signInCode = await readOutboxCode(page, PHONE, 2);
    await page.getByRole('textbox', { name: 'SMS code', exact: true }).fill(signInCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('button', { name: `Account menu for ${admin.name}` })).toBeVisible();
  });
});

test.describe('TOTP MFA', () => {
  test('set up with a code computed from the secret; signing in then asks for the current code', async ({
    page,
  }) => {
    await openProfile(page);
    await mfaOption(page, 'Authenticator app (TOTP)').click();
    const setup = page.getByRole('form', { name: 'Set up an authenticator app' });
    await expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await setup.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32,}$/);

    await setup.getByRole('textbox', { name: 'Code from the app' }).fill(await totpCode(secret, Date.now()));
    await setup.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect(toast(page, 'Successfully set TOTP for your MFA.')).toBeVisible();
    await expect(setup).toHaveCount(0);
    await expect(mfaOption(page, 'Authenticator app (TOTP)')).toBeChecked();

    await signInUntilCode(page);
    await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
    // The next 30-second step's code: never the one used for the set-up (the pool accepts one step of drift).
    await page
      .getByRole('textbox', { name: 'Authenticator code', exact: true })
      .fill(await totpCode(secret, Date.now() + 30_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('button', { name: `Account menu for ${admin.name}` })).toBeVisible();
  });
});

test.describe('Change Password', () => {
  // A wrong current password is Cognito's NotAuthorizedException, HTTP 400.
  test.use({ allowedConsoleErrors: [failedResource(400)] });

  test('the wrong current password is refused, the right one changes it for the next sign-in', async ({
    page,
  }) => {
    const newPassword = 'Changed-Passw0rd!';
    await openProfile(page);
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    const submit = dialog.getByRole('button', { name: 'Change password' });
    await expect(submit).toBeDisabled();
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole('textbox', { name: 'Current password' }).fill('Wrong-Passw0rd!');
    await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('weak');
    await dialog.getByRole('textbox', { name: 'Confirm new password' }).fill(newPassword);
    await dialog.getByRole('textbox', { name: 'Confirm new password' }).blur();
    await expect(dialog.getByRole('textbox', { name: 'Confirm new password' })).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    await expect(submit).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText('Current password provided is not correct');
    await expect(dialog).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Current password' }).fill(admin.password);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(toast(page, 'Password changed successfully.')).toBeVisible();
    await expect(dialog).toBeHidden();

    await logout(page);
    await signIn(page, { ...admin, password: newPassword });
  });
});
