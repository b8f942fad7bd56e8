import * as yup from 'yup';

import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  VERIFICATION_CODE_MAX_LENGTH,
} from '@/config/constants';

export const REQUIRED = 'Required';
export const PASSWORD_PATTERN_MESSAGE =
  'should contain at least one number, special characters, uppercase letter and lowercase letter';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const MUST_BE_CHECKED = 'must be checked';
export const INVALID_EMAIL = 'Enter a valid email address';
/** Spec 1 §8: after a password reset and after a password change. */
export const PASSWORD_CHANGED_MESSAGE = 'Password changed successfully.';

/** Cognito's special characters (its password policy), plus the space it also accepts. */
const SPECIAL = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/** Spec 1 §5: a digit, a special character, a lower-case and an upper-case letter. */
export const meetsPasswordPattern = (value: string) =>
  /\d/.test(value) && SPECIAL.test(value) && /[a-z]/.test(value) && /[A-Z]/.test(value);

export const passwordRule = () =>
  yup
    .string()
    .required(REQUIRED)
    .min(PASSWORD_MIN_LENGTH, `Must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Must be at most ${PASSWORD_MAX_LENGTH} characters`)
    .test('pattern', PASSWORD_PATTERN_MESSAGE, (value) => value === undefined || meetsPasswordPattern(value));

export const emailRule = () =>
  yup
    .string()
    .trim()
    .required(REQUIRED)
    .max(EMAIL_MAX_LENGTH, `Must be at most ${EMAIL_MAX_LENGTH} characters`);

export const confirmationOf = (field: string, message: string) =>
  passwordRule().oneOf([yup.ref(field)], message);

export const codeRule = () =>
  yup
    .string()
    .trim()
    .required(REQUIRED)
    .max(VERIFICATION_CODE_MAX_LENGTH, `Must be at most ${VERIFICATION_CODE_MAX_LENGTH} characters`);

/** Sign-in: the e-mail's format is not checked (spec 1 §5), only presence and length. */
export const signInSchema = yup.object({
  email: emailRule(),
  password: passwordRule(),
  keepSignedIn: yup.boolean().required(),
});

export const newPasswordSchema = yup.object({
  newPassword: passwordRule(),
  newPasswordConfirm: confirmationOf('newPassword', PASSWORDS_DO_NOT_MATCH),
});

export const codeSchema = yup.object({ code: codeRule() });
