/**
 * Sign-up, password recovery, password change and the user's own attributes, against the real aws-amplify v6
 * client. Codes are read from the demo outbox, as a person in the demo reads them.
 */
import {
  autoSignIn,
  confirmResetPassword,
  confirmSignUp,
  confirmUserAttribute,
  fetchAuthSession,
  fetchUserAttributes,
  resendSignUpCode,
  resetPassword,
  sendUserAttributeVerificationCode,
  signIn,
  signOut,
  signUp,
  updatePassword,
  updateUserAttributes,
} from 'aws-amplify/auth';
import { describe, expect, it, vi } from 'vitest';

import { clock } from '../../core/clock';
import type { EmulatorContext } from '../../core/types';
import { DEMO_ACCOUNTS, SPECIAL_ACCOUNTS } from '../../seed';
import { latestMessageTo } from '../outbox/deliver';

import { callAws, withEmulatedAmplify } from './test-support';

const { administrator, user: ordinaryUser } = DEMO_ACCOUNTS;
const NEW_EMAIL = 'founder@new-org.example';
const NEW_PASSWORD = 'Fresh-Passw0rd!';
let context: EmulatorContext;

// tests/setup/emulator.ts has already started a fresh emulated cloud for the test.
withEmulatedAmplify((started) => {
  context = started;
});

/** The code in the newest outbox message to an address or number. */
function codeSentTo(to: string): string {
  const code = latestMessageTo(context, to)?.code;
  if (!code) throw new Error(`nothing was sent to ${to}`);
  return code;
}

const storedUser = (email: string) =>
  context.db.state.identity.users.find((candidate) => candidate.attributes.email === email);

/**
 * Sign-up as the portal does it: the e-mail alone. The pool makes the user the Administrator of a new
 * organisation named after the e-mail, on its first login, with a skill to create (sign-up.test.ts).
 */
const portalSignUp = (email = NEW_EMAIL, autoSignInAfter = false) =>
  signUp({
    username: email,
    password: NEW_PASSWORD,
    options: {
      userAttributes: { email },
      ...(autoSignInAfter ? { autoSignIn: true } : {}),
    },
  });

describe('sign-up', () => {
  it('creates an unconfirmed user, e-mails a code, confirms it, and the user signs in', async () => {
    const result = await portalSignUp();
    expect(result).toEqual({
      isSignUpComplete: false,
      userId: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
      nextStep: {
        signUpStep: 'CONFIRM_SIGN_UP',
        codeDeliveryDetails: { destination: 'f***@n***', deliveryMedium: 'EMAIL', attributeName: 'email' },
      },
    });
    expect(storedUser(NEW_EMAIL)).toMatchObject({
      sub: result.userId,
      status: 'UNCONFIRMED',
      attributes: { email_verified: 'false', 'custom:role': 'Administrator', 'custom:tenant': NEW_EMAIL },
    });
    const message = latestMessageTo(context, NEW_EMAIL);
    expect(message).toMatchObject({ channel: 'email', subject: 'Your verification code' });
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.body).toBe(`Your verification code is ${message?.code ?? ''}.`);

    // Not confirmed yet: signing in leads to confirmation.
    expect(await signIn({ username: NEW_EMAIL, password: NEW_PASSWORD })).toEqual({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_UP' },
    });
    const wrong = message?.code === '000000' ? '111111' : '000000';
    await expect(confirmSignUp({ username: NEW_EMAIL, confirmationCode: wrong })).rejects.toMatchObject({
      name: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
    expect(await confirmSignUp({ username: NEW_EMAIL, confirmationCode: codeSentTo(NEW_EMAIL) })).toEqual({
      isSignUpComplete: true,
      nextStep: { signUpStep: 'DONE' },
    });
    expect(storedUser(NEW_EMAIL)).toMatchObject({
      status: 'CONFIRMED',
      attributes: { email_verified: 'true' },
    });
    // A code is used once.
    await expect(
      confirmSignUp({ username: NEW_EMAIL, confirmationCode: codeSentTo(NEW_EMAIL) }),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });

    expect((await signIn({ username: NEW_EMAIL, password: NEW_PASSWORD })).isSignedIn).toBe(true);
    const id = (await fetchAuthSession()).tokens?.idToken?.payload;
    expect(id).toMatchObject({
      email: NEW_EMAIL,
      email_verified: true,
      'custom:first_login': '1',
      'custom:create_skill': '1',
      'custom:tenant': NEW_EMAIL,
    });
  });

  it('signs in automatically after confirmation when asked to (autoSignIn)', async () => {
    await portalSignUp(NEW_EMAIL, true);
    expect(
      await confirmSignUp({ username: NEW_EMAIL, confirmationCode: codeSentTo(NEW_EMAIL) }),
    ).toMatchObject({ isSignUpComplete: true, nextStep: { signUpStep: 'COMPLETE_AUTO_SIGN_IN' } });
    expect(await autoSignIn()).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
  });

  it('refuses a taken e-mail address, a weak password and a username that is not an e-mail', async () => {
    await expect(portalSignUp(administrator.email)).rejects.toMatchObject({
      name: 'UsernameExistsException',
      message: 'An account with the given email already exists.',
    });
    // Unconfirmed accounts hold their address too.
    await expect(portalSignUp(SPECIAL_ACCOUNTS.unconfirmed.email.toUpperCase())).rejects.toMatchObject({
      name: 'UsernameExistsException',
    });
    await expect(signUp({ username: NEW_EMAIL, password: 'weakpassword' })).rejects.toMatchObject({
      name: 'InvalidPasswordException',
      message: 'Password does not conform to policy: Password must have uppercase characters',
    });
    await expect(signUp({ username: 'not-an-email', password: NEW_PASSWORD })).rejects.toMatchObject({
      name: 'InvalidParameterException',
    });
    await expect(
      signUp({
        username: NEW_EMAIL,
        password: NEW_PASSWORD,
        options: { userAttributes: { email_verified: 'true' } },
      }),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    expect(storedUser(NEW_EMAIL)).toBeUndefined();
  });

  it('resends the code to the seeded unconfirmed user; only the newest code works', async () => {
    const { unconfirmed } = SPECIAL_ACCOUNTS;
    expect((await signIn({ username: unconfirmed.email, password: unconfirmed.password })).nextStep).toEqual({
      signInStep: 'CONFIRM_SIGN_UP',
    });
    expect(await resendSignUpCode({ username: unconfirmed.email })).toEqual({
      destination: 'u***@d***',
      deliveryMedium: 'EMAIL',
      attributeName: 'email',
    });
    const first = codeSentTo(unconfirmed.email);
    await resendSignUpCode({ username: unconfirmed.email });
    const second = codeSentTo(unconfirmed.email);
    if (first !== second) {
      await expect(
        confirmSignUp({ username: unconfirmed.email, confirmationCode: first }),
      ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    }
    await confirmSignUp({ username: unconfirmed.email, confirmationCode: second });
    expect((await signIn({ username: unconfirmed.email, password: unconfirmed.password })).isSignedIn).toBe(
      true,
    );
    await expect(resendSignUpCode({ username: unconfirmed.email })).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: 'User is already confirmed.',
    });
  });

  it('refuses a code after 24 hours with ExpiredCodeException', async () => {
    await portalSignUp();
    vi.useFakeTimers({ toFake: ['Date'], now: clock.now() + 24 * 60 * 60 * 1000 + 1000 });
    await expect(
      confirmSignUp({ username: NEW_EMAIL, confirmationCode: codeSentTo(NEW_EMAIL) }),
    ).rejects.toMatchObject({
      name: 'ExpiredCodeException',
      message: 'Invalid code provided, please request a code again.',
    });
  });

  it('answers an unknown username as Cognito does', async () => {
    await expect(
      confirmSignUp({ username: 'nobody@demo.example', confirmationCode: '123456' }),
    ).rejects.toMatchObject({
      name: 'UserNotFoundException',
      message: 'Username/client id combination not found.',
    });
    await expect(resetPassword({ username: 'nobody@demo.example' })).rejects.toMatchObject({
      name: 'UserNotFoundException',
    });
  });
});

describe('forgot password', () => {
  it('e-mails a code and sets the new password with it', async () => {
    expect(await resetPassword({ username: ordinaryUser.email })).toEqual({
      isPasswordReset: false,
      nextStep: {
        resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
        codeDeliveryDetails: { destination: 'u***@d***', deliveryMedium: 'EMAIL', attributeName: 'email' },
      },
    });
    const code = codeSentTo(ordinaryUser.email);
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(
      confirmResetPassword({
        username: ordinaryUser.email,
        confirmationCode: wrong,
        newPassword: NEW_PASSWORD,
      }),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    // A refused password does not use up the code.
    await expect(
      confirmResetPassword({ username: ordinaryUser.email, confirmationCode: code, newPassword: 'short' }),
    ).rejects.toMatchObject({ name: 'InvalidPasswordException' });
    await confirmResetPassword({
      username: ordinaryUser.email,
      confirmationCode: code,
      newPassword: NEW_PASSWORD,
    });

    await expect(
      signIn({ username: ordinaryUser.email, password: ordinaryUser.password }),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    expect((await signIn({ username: ordinaryUser.email, password: NEW_PASSWORD })).isSignedIn).toBe(true);
  });

  it('takes the seeded reset-required user from RESET_PASSWORD back to a confirmed account', async () => {
    const { resetRequired } = SPECIAL_ACCOUNTS;
    expect(
      (await signIn({ username: resetRequired.email, password: resetRequired.password })).nextStep,
    ).toEqual({
      signInStep: 'RESET_PASSWORD',
    });
    await resetPassword({ username: resetRequired.email });
    await confirmResetPassword({
      username: resetRequired.email,
      confirmationCode: codeSentTo(resetRequired.email),
      newPassword: NEW_PASSWORD,
    });
    expect(storedUser(resetRequired.email)?.status).toBe('CONFIRMED');
    expect((await signIn({ username: resetRequired.email, password: NEW_PASSWORD })).isSignedIn).toBe(true);
  });

  it('refuses a user who has not chosen a password yet', async () => {
    await expect(resetPassword({ username: SPECIAL_ACCOUNTS.invited.email })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'User password cannot be reset in the current state.',
    });
  });
});

describe('change password', () => {
  it('refuses a wrong current password and a weak new one, then changes it', async () => {
    await signIn({ username: administrator.email, password: administrator.password });
    await expect(
      updatePassword({ oldPassword: 'Wrong-Passw0rd!', newPassword: NEW_PASSWORD }),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await expect(
      updatePassword({ oldPassword: administrator.password, newPassword: 'nouppercase1!' }),
    ).rejects.toMatchObject({ name: 'InvalidPasswordException' });
    await updatePassword({ oldPassword: administrator.password, newPassword: NEW_PASSWORD });
    await signOut();
    await expect(
      signIn({ username: administrator.email, password: administrator.password }),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    expect((await signIn({ username: administrator.email, password: NEW_PASSWORD })).isSignedIn).toBe(true);
  });
});

describe('the profile attributes', () => {
  it('updates names and custom attributes; a new phone number is unverified', async () => {
    await signIn({ username: ordinaryUser.email, password: ordinaryUser.password });
    const result = await updateUserAttributes({
      userAttributes: { given_name: 'Jo', 'custom:title': ' ', phone_number: '+11234567890' },
    });
    expect(result).toEqual({
      given_name: { isUpdated: true, nextStep: { updateAttributeStep: 'DONE' } },
      'custom:title': { isUpdated: true, nextStep: { updateAttributeStep: 'DONE' } },
      phone_number: { isUpdated: true, nextStep: { updateAttributeStep: 'DONE' } },
    });
    expect(await fetchUserAttributes()).toMatchObject({
      given_name: 'Jo',
      'custom:title': ' ',
      phone_number: '+11234567890',
      phone_number_verified: 'false',
    });
    // The id token carries them after a refresh, as Cognito's does.
    const refreshed = (await fetchAuthSession({ forceRefresh: true })).tokens?.idToken?.payload;
    expect(refreshed).toMatchObject({ given_name: 'Jo', phone_number_verified: false });
  });

  it('refuses a malformed phone number, attributes only Cognito or the server may write, unknown ones', async () => {
    await signIn({ username: ordinaryUser.email, password: ordinaryUser.password });
    await expect(
      updateUserAttributes({ userAttributes: { phone_number: '1234567890' } }),
    ).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: 'Invalid phone number format.',
    });
    for (const name of [
      'custom:role',
      'custom:tenant',
      'custom:first_login',
      'custom:create_skill',
      'phone_number_verified',
    ]) {
      await expect(updateUserAttributes({ userAttributes: { [name]: 'x' } })).rejects.toMatchObject({
        name: 'NotAuthorizedException',
        message: `A client attempted to write unauthorized attribute ${name}`,
      });
    }
    await expect(updateUserAttributes({ userAttributes: { shoe_size: '9' } })).rejects.toMatchObject({
      name: 'InvalidParameterException',
    });
    expect(storedUser(ordinaryUser.email)?.attributes['custom:role']).toBe('user');
  });

  it('verifies a phone number with a texted code', async () => {
    await signIn({ username: ordinaryUser.email, password: ordinaryUser.password });
    await updateUserAttributes({ userAttributes: { phone_number: '+11234567890' } });
    expect(await sendUserAttributeVerificationCode({ userAttributeKey: 'phone_number' })).toEqual({
      destination: '+*******7890',
      deliveryMedium: 'SMS',
      attributeName: 'phone_number',
    });
    const text = latestMessageTo(context, '+11234567890');
    expect(text).toMatchObject({ channel: 'sms', body: `Your verification code is ${text?.code ?? ''}.` });
    const code = codeSentTo('+11234567890');
    const wrong = code === '000000' ? '111111' : '000000';
    await expect(
      confirmUserAttribute({ userAttributeKey: 'phone_number', confirmationCode: wrong }),
    ).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    await confirmUserAttribute({ userAttributeKey: 'phone_number', confirmationCode: code });
    expect(await fetchUserAttributes()).toMatchObject({ phone_number_verified: 'true' });

    // A new number must be verified again, and the old number's code no longer proves anything.
    await sendUserAttributeVerificationCode({ userAttributeKey: 'phone_number' });
    const staleCode = codeSentTo('+11234567890');
    await updateUserAttributes({ userAttributes: { phone_number: '+441234567890' } });
    expect(await fetchUserAttributes()).toMatchObject({ phone_number_verified: 'false' });
    await expect(
      confirmUserAttribute({ userAttributeKey: 'phone_number', confirmationCode: staleCode }),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
  });

  it('e-mails a code to a new address, which the code then verifies', async () => {
    await signIn({ username: ordinaryUser.email, password: ordinaryUser.password });
    const result = await updateUserAttributes({ userAttributes: { email: 'jamie@new.example' } });
    expect(result.email).toEqual({
      isUpdated: false,
      nextStep: {
        updateAttributeStep: 'CONFIRM_ATTRIBUTE_WITH_CODE',
        codeDeliveryDetails: { attributeName: 'email', deliveryMedium: 'EMAIL', destination: 'j***@n***' },
      },
    });
    expect(await fetchUserAttributes()).toMatchObject({
      email: 'jamie@new.example',
      email_verified: 'false',
    });
    await confirmUserAttribute({
      userAttributeKey: 'email',
      confirmationCode: codeSentTo('jamie@new.example'),
    });
    expect(await fetchUserAttributes()).toMatchObject({ email_verified: 'true' });
    await expect(
      updateUserAttributes({ userAttributes: { email: administrator.email } }),
    ).rejects.toMatchObject({
      name: 'AliasExistsException',
    });
  });
});

describe('faults', () => {
  it('fail the new operations on purpose too', async () => {
    // Amplify retries 5xx answers itself, so a one-off server error goes unnoticed: fail with a 4xx.
    context.faults.add({ operation: 'SignUp', status: 400, message: 'Injected.', times: 1 });
    await expect(portalSignUp()).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: 'Injected.',
    });
    expect(storedUser(NEW_EMAIL)).toBeUndefined();
    context.faults.add({ operation: 'ForgotPassword', status: 403, times: 1 });
    await expect(resetPassword({ username: administrator.email })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    const direct = await callAws('AWSCognitoIdentityProviderService.ConfirmForgotPassword', {
      ClientId: context.config.userPoolClientId,
      Username: administrator.email,
      ConfirmationCode: '123456',
      Password: NEW_PASSWORD,
    });
    expect(direct).toMatchObject({ status: 400, errorType: 'CodeMismatchException' });
  });
});
