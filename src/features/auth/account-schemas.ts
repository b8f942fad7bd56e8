import * as yup from 'yup';

import { SAME_PASSWORD } from './messages';
import {
  codeRule,
  confirmationOf,
  emailRule,
  INVALID_EMAIL,
  MUST_BE_CHECKED,
  passwordRule,
  PASSWORDS_DO_NOT_MATCH,
  REQUIRED,
} from './schemas';

// The forms of the pages that load after the first screen (sign-up, forgot password, the profile's password
// change): apart from the sign-in forms' schemas, so that the sign-in route does not carry them.

export const signUpSchema = yup.object({
  email: emailRule().email(INVALID_EMAIL),
  password: passwordRule(),
  confirmPassword: confirmationOf('password', PASSWORDS_DO_NOT_MATCH),
  policy: yup.boolean().oneOf([true], MUST_BE_CHECKED).required(MUST_BE_CHECKED),
});

export const forgotPasswordRequestSchema = yup.object({ email: emailRule() });

export const forgotPasswordConfirmSchema = yup.object({
  newPassword: passwordRule(),
  newPasswordConfirm: confirmationOf('newPassword', PASSWORDS_DO_NOT_MATCH),
  code: codeRule(),
});

export const changePasswordSchema = yup.object({
  currentPassword: yup.string().required(REQUIRED),
  newPassword: passwordRule().notOneOf([yup.ref('currentPassword')], SAME_PASSWORD),
  // The spec's 'Password do not match' here is a typo corrected to the common wording (docs/design.md §7).
  newPasswordConfirm: confirmationOf('newPassword', PASSWORDS_DO_NOT_MATCH),
});
