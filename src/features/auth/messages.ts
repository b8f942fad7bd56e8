/**
 * The texts of the auth feature's pages after the first screen (the profile, the password change): spec-verbatim
 * with their §, ours where the spec is silent. The first screen's texts (sign-in, sign-up and reset forms, their
 * rules and outcomes) stay beside its code in schemas.ts, sagas.ts and skill-call.ts: a module shared with the
 * sign-in page loads whole with it, and the sign-in route is at its size budget (ADR 0016).
 */
import { PASSWORD_CHANGED_MESSAGE } from './schemas';

/** Spec 1 §5 and §8, verbatim. */
export const PROFILE_MESSAGES = {
  attributesUpdated: 'Successfully updated user attributes.',
  imageUploaded: 'Image successfully uploaded.',
  phoneCodeSent: 'Verification code is sent to your mobile.',
  phoneVerified: 'Phone number successfully verified.',
  emptyCode: "Verification Code can't be empty.",
  mfaOff: 'Successfully turned off MFA.',
  mfaSms: 'Successfully set SMS for your MFA method.',
  mfaTotp: 'Successfully set TOTP for your MFA.',
  smsNeedsVerifiedPhone: 'In order to use SMS MFA verify your phone number first',
  smsNeedsPhone: 'Please fill-in and verify your Phone Number to turn SMS MFA on.',
  passwordChanged: PASSWORD_CHANGED_MESSAGE,
  wrongCurrentPassword: 'Current password provided is not correct',
} as const;

/** Under the new password when it is the current one: a change that changes nothing is refused. */
export const SAME_PASSWORD = 'The new password must be different from the current one.';
