/**
 * MFA against the real aws-amplify v6 client: TOTP set-up with codes computed as an authenticator app does,
 * MFA preferences, and the SMS_MFA, SOFTWARE_TOKEN_MFA and SELECT_MFA_TYPE challenges at sign-in.
 */
import {
  confirmSignIn,
  fetchMFAPreference,
  setUpTOTP,
  signIn,
  signOut,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { describe, expect, it, vi } from 'vitest';

import { clock } from '../../core/clock';
import type { EmulatorContext } from '../../core/types';
import { DEMO_ACCOUNTS, SPECIAL_ACCOUNTS } from '../../seed';
import { latestMessageTo } from '../outbox/deliver';

import type { PoolUser } from './state';
import { callAws, withEmulatedAmplify } from './test-support';
import { totpCode } from './totp';

const { administrator } = DEMO_ACCOUNTS;
const PHONE = '+11234567890';
let context: EmulatorContext;

withEmulatedAmplify((started) => {
  context = started;
});

const adminRecord = (): PoolUser => {
  const found = context.db.state.identity.users.find((candidate) => candidate.sub === administrator.sub);
  if (!found) throw new Error('seed has no administrator');
  return found;
};

/** Gives the administrator a verified phone number (account.test.ts covers verifying one with the client). */
function giveVerifiedPhone() {
  context.db.update('identity', () => {
    Object.assign(adminRecord().attributes, { phone_number: PHONE, phone_number_verified: 'true' });
  });
}

const signInAdministrator = (options?: { authFlowType: 'USER_PASSWORD_AUTH' }) =>
  signIn({
    username: administrator.email,
    password: administrator.password,
    ...(options ? { options } : {}),
  });

/** Sets up TOTP through the client, as the profile page does, and returns the shared secret. */
async function setUpTotpWithClient(): Promise<string> {
  const { sharedSecret } = await setUpTOTP();
  await verifyTOTPSetup({ code: await totpCode(sharedSecret) });
  return sharedSecret;
}

const anotherCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('SMS MFA', () => {
  it('needs a verified phone number', async () => {
    await signInAdministrator();
    await expect(updateMFAPreference({ sms: 'PREFERRED' })).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: 'User does not have delivery config set to turn on SMS_MFA',
    });
    context.db.update('identity', () => {
      Object.assign(adminRecord().attributes, { phone_number: PHONE, phone_number_verified: 'false' });
    });
    await expect(updateMFAPreference({ sms: 'PREFERRED' })).rejects.toMatchObject({
      name: 'InvalidParameterException',
    });
    expect(await fetchMFAPreference()).toEqual({ preferred: undefined, enabled: undefined });
  });

  it('texts a code at sign-in, refuses a wrong one and signs in with the right one', async () => {
    giveVerifiedPhone();
    await signInAdministrator();
    await updateMFAPreference({ sms: 'PREFERRED' });
    expect(await fetchMFAPreference()).toEqual({ preferred: 'SMS', enabled: ['SMS'] });
    await signOut();

    const outboxBefore = context.db.state.outbox.messages.length;
    expect(await signInAdministrator()).toEqual({
      isSignedIn: false,
      nextStep: {
        signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
        codeDeliveryDetails: { deliveryMedium: 'SMS', destination: '+*******7890' },
      },
    });
    expect(context.db.state.outbox.messages).toHaveLength(outboxBefore + 1);
    const text = latestMessageTo(context, PHONE);
    expect(text).toMatchObject({ channel: 'sms', subject: 'Your authentication code' });
    const code = text?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await expect(confirmSignIn({ challengeResponse: anotherCode(code) })).rejects.toMatchObject({
      name: 'CodeMismatchException',
      message: 'Invalid code or auth state for the user.',
    });
    expect(context.db.state.identity.refreshTokens.filter((record) => !record.revoked)).toHaveLength(0);
    expect(await confirmSignIn({ challengeResponse: code })).toEqual({
      isSignedIn: true,
      nextStep: { signInStep: 'DONE' },
    });
  });

  it('challenges in the USER_PASSWORD_AUTH flow too, and the session lasts 3 minutes', async () => {
    giveVerifiedPhone();
    context.db.update('identity', () => {
      adminRecord().mfa = { preferred: 'SMS_MFA', enabled: ['SMS_MFA'] };
    });
    const result = await signInAdministrator({ authFlowType: 'USER_PASSWORD_AUTH' });
    expect(result.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_SMS_CODE');
    vi.useFakeTimers({ toFake: ['Date'], now: clock.now() + 3 * 60 * 1000 + 1000 });
    await expect(
      confirmSignIn({ challengeResponse: latestMessageTo(context, PHONE)?.code ?? '' }),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
  });
});

describe('TOTP MFA', () => {
  it('is set up with an authenticator code, preferred, and then asked for at every sign-in', async () => {
    await signInAdministrator();
    // Not before the secret is verified.
    await expect(updateMFAPreference({ totp: 'PREFERRED' })).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: 'User has not verified software token mfa',
    });
    const details = await setUpTOTP();
    expect(details.sharedSecret).toMatch(/^[A-Z2-7]{52}$/);
    expect(details.getSetupUri('Assistant Portal').href).toContain(`secret=${details.sharedSecret}`);
    expect(adminRecord().mfa.pendingTotpSecret).toBe(details.sharedSecret);
    const code = await totpCode(details.sharedSecret);
    await expect(verifyTOTPSetup({ code: anotherCode(code) })).rejects.toMatchObject({
      name: 'EnableSoftwareTokenMFAException',
      message: 'Code mismatch',
    });
    await verifyTOTPSetup({ code });
    expect(adminRecord().mfa).toMatchObject({ totpSecret: details.sharedSecret, preferred: 'NOMFA' });
    expect(adminRecord().mfa.pendingTotpSecret).toBeUndefined();

    await updateMFAPreference({ totp: 'PREFERRED' });
    expect(await fetchMFAPreference()).toEqual({ preferred: 'TOTP', enabled: ['TOTP'] });
    await signOut();

    expect(await signInAdministrator()).toEqual({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' },
    });
    const signInCode = await totpCode(details.sharedSecret);
    await expect(confirmSignIn({ challengeResponse: anotherCode(signInCode) })).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    expect(await confirmSignIn({ challengeResponse: signInCode })).toEqual({
      isSignedIn: true,
      nextStep: { signInStep: 'DONE' },
    });
  });

  it('is turned off again with NOMFA, after which sign-in needs no code', async () => {
    await signInAdministrator();
    await setUpTotpWithClient();
    await updateMFAPreference({ totp: 'PREFERRED' });
    await updateMFAPreference({ sms: 'DISABLED', totp: 'DISABLED' });
    expect(await fetchMFAPreference()).toEqual({ preferred: undefined, enabled: undefined });
    await signOut();
    expect((await signInAdministrator()).isSignedIn).toBe(true);
  });
});

describe('both methods enabled', () => {
  it('uses the preferred one', async () => {
    giveVerifiedPhone();
    await signInAdministrator();
    await setUpTotpWithClient();
    await updateMFAPreference({ totp: 'ENABLED', sms: 'PREFERRED' });
    expect(await fetchMFAPreference()).toEqual({ preferred: 'SMS', enabled: ['SMS', 'TOTP'] });
    await signOut();
    expect((await signInAdministrator()).nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_SMS_CODE');
  });

  it('lets the person choose when neither is preferred (SELECT_MFA_TYPE)', async () => {
    giveVerifiedPhone();
    await signInAdministrator();
    const secret = await setUpTotpWithClient();
    await updateMFAPreference({ totp: 'ENABLED', sms: 'ENABLED' });
    expect(await fetchMFAPreference()).toEqual({ preferred: undefined, enabled: ['SMS', 'TOTP'] });
    await signOut();
    expect(await signInAdministrator()).toEqual({
      isSignedIn: false,
      nextStep: { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMFATypes: ['SMS', 'TOTP'] },
    });
    expect((await confirmSignIn({ challengeResponse: 'TOTP' })).nextStep.signInStep).toBe(
      'CONFIRM_SIGN_IN_WITH_TOTP_CODE',
    );
    expect((await confirmSignIn({ challengeResponse: await totpCode(secret) })).isSignedIn).toBe(true);
  });

  it('refuses two preferred methods at once', async () => {
    giveVerifiedPhone();
    await signInAdministrator();
    await setUpTotpWithClient();
    await expect(updateMFAPreference({ totp: 'PREFERRED', sms: 'PREFERRED' })).rejects.toMatchObject({
      name: 'InvalidParameterException',
    });
  });
});

describe('TOTP set-up during a sign-in (Session instead of an access token)', () => {
  it('associates and verifies a secret within the sign-in session', async () => {
    const { invited } = SPECIAL_ACCOUNTS;
    const initiated = await callAws('AWSCognitoIdentityProviderService.InitiateAuth', {
      ClientId: context.config.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: invited.email, PASSWORD: invited.password },
    });
    const session = initiated.body.Session as string;
    const associated = await callAws('AWSCognitoIdentityProviderService.AssociateSoftwareToken', {
      Session: session,
    });
    expect(associated).toMatchObject({ status: 200, body: { Session: session } });
    const secret = associated.body.SecretCode as string;
    const verified = await callAws('AWSCognitoIdentityProviderService.VerifySoftwareToken', {
      Session: session,
      UserCode: await totpCode(secret),
    });
    expect(verified).toMatchObject({ status: 200, body: { Status: 'SUCCESS', Session: session } });
    expect(context.db.state.identity.users.find((user) => user.sub === invited.sub)?.mfa.totpSecret).toBe(
      secret,
    );

    const stale = await callAws('AWSCognitoIdentityProviderService.AssociateSoftwareToken', {
      Session: 'made-up',
    });
    expect(stale).toMatchObject({ status: 400, errorType: 'NotAuthorizedException' });
  });
});

describe('faults', () => {
  it('fail the MFA operations on purpose', async () => {
    await signInAdministrator();
    context.faults.add({ operation: 'AssociateSoftwareToken', status: 403 });
    await expect(setUpTOTP()).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    context.faults.clear();
    context.faults.add({ operation: 'SetUserMFAPreference', status: 400, message: 'Injected.' });
    await expect(updateMFAPreference({ sms: 'DISABLED' })).rejects.toMatchObject({ message: 'Injected.' });
  });
});
