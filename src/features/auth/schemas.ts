import * as yup from 'yup';

import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/config/constants';

export const REQUIRED = 'Required';
export const PASSWORD_PATTERN_MESSAGE =
  'should contain at least one number, special characters, uppercase letter and lowercase letter';

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

/** Sign-in: the e-mail's format is not checked (spec 1 §5), only presence and length. */
export const signInSchema = yup.object({
  email: yup.string().trim().required(REQUIRED).max(EMAIL_MAX_LENGTH, `Must be at most ${EMAIL_MAX_LENGTH} characters`),
  password: passwordRule(),
  keepSignedIn: yup.boolean().required(),
});
