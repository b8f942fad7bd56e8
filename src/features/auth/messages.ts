/** Every text the auth feature shows: spec-verbatim with its §, ours where the spec is silent. */

/** Spec 1 §8: after a password reset and after a password change. */
export const PASSWORD_CHANGED_MESSAGE = 'Password changed successfully.';

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

/** Spec 1 §5: the forms' validation messages, verbatim (DESIGN §7 fixes "Password do not match"). */
export const REQUIRED = 'Required';

export const PASSWORD_PATTERN_MESSAGE =
  'should contain at least one number, special characters, uppercase letter and lowercase letter';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** Under the new password when it is the current one: a change that changes nothing is refused. */
export const SAME_PASSWORD = 'The new password must be different from the current one.';

/** Ours (issue 22 §1): a call that needs the selected assistant before the session has loaded it. */
export const NO_SKILL_MESSAGE = 'Your assistant is not ready yet: reload the page in a moment.';

/** Spec 1 §5: the policy check box on sign-up. */
export const MUST_BE_CHECKED = 'must be checked';

/** Ours: an e-mail address that is not one (spec 1 gives no wording). */
export const INVALID_EMAIL = 'Enter a valid email address';
