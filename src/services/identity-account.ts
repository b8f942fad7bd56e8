import {
  confirmResetPassword,
  confirmSignUp,
  confirmUserAttribute,
  deleteUserAttributes,
  fetchMFAPreference,
  fetchUserAttributes,
  resendSignUpCode,
  resetPassword,
  sendUserAttributeVerificationCode,
  setUpTOTP,
  signUp,
  updateMFAPreference,
  updatePassword,
  updateUserAttributes,
  verifyTOTPSetup,
} from 'aws-amplify/auth';

import { type MfaMethod, normalised } from './identity-shared';

/**
 * Account management through aws-amplify: sign-up, recovery, attributes, MFA. Split from `identity.ts` so that
 * the sign-in page does not download it; `identity` delegates here on first use.
 */
export const accountCalls = {
  /**
   * Creates a user; true when Cognito wants the e-mailed confirmation code next. Only the e-mail is sent as an
   * attribute: the organisation and role are the server's to set.
   */
  async signUp(input: { email: string; password: string }): Promise<boolean> {
    return normalised(async () => {
      const { nextStep } = await signUp({
        username: input.email,
        password: input.password,
        options: { userAttributes: { email: input.email } },
      });
      return nextStep.signUpStep === 'CONFIRM_SIGN_UP';
    });
  },

  confirmSignUp: (email: string, code: string) =>
    normalised(async () => {
      await confirmSignUp({ username: email, confirmationCode: code });
    }),

  resendSignUpCode: (email: string) =>
    normalised(async () => {
      await resendSignUpCode({ username: email });
    }),

  requestPasswordReset: (email: string) =>
    normalised(async () => {
      await resetPassword({ username: email });
    }),

  confirmPasswordReset: (input: { email: string; code: string; newPassword: string }) =>
    normalised(async () => {
      await confirmResetPassword({
        username: input.email,
        confirmationCode: input.code,
        newPassword: input.newPassword,
      });
    }),

  changePassword: (oldPassword: string, newPassword: string) =>
    normalised(() => updatePassword({ oldPassword, newPassword })),

  /** Current attributes straight from Cognito (GetUser), fresher than the id token's copy. */
  fetchAttributes: () =>
    normalised(async () => {
      const attributes = await fetchUserAttributes();
      return Object.fromEntries(
        Object.entries(attributes).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
    }),

  updateAttributes: (attributes: Record<string, string>) =>
    normalised(async () => {
      await updateUserAttributes({ userAttributes: attributes });
    }),

  deleteAttributes: (names: string[]) =>
    normalised(async () => {
      await deleteUserAttributes({ userAttributeKeys: names as [string, ...string[]] });
    }),

  sendPhoneVerificationCode: () =>
    normalised(async () => {
      await sendUserAttributeVerificationCode({ userAttributeKey: 'phone_number' });
    }),

  verifyPhone: (code: string) =>
    normalised(() => confirmUserAttribute({ userAttributeKey: 'phone_number', confirmationCode: code })),

  fetchMfaPreference: () =>
    normalised(async (): Promise<MfaMethod> => {
      const { preferred } = await fetchMFAPreference();
      return preferred === 'SMS' ? 'SMS' : preferred === 'TOTP' ? 'TOTP' : 'NOMFA';
    }),

  setMfaPreference: (method: MfaMethod) =>
    normalised(() =>
      updateMFAPreference({
        sms: method === 'SMS' ? 'PREFERRED' : 'DISABLED',
        totp: method === 'TOTP' ? 'PREFERRED' : 'DISABLED',
      }),
    ),

  /** Starts TOTP set-up: the shared secret and the otpauth:// URI for an authenticator app's QR code. */
  startTotpSetup: (accountName: string, issuer: string) =>
    normalised(async () => {
      const details = await setUpTOTP();
      return { secret: details.sharedSecret, uri: details.getSetupUri(issuer, accountName).toString() };
    }),

  verifyTotpSetup: (code: string) => normalised(() => verifyTOTPSetup({ code })),
};
