import type { FormikProps } from 'formik';

import { FormikTextInput } from '@/components/form/FormikTextInput';
import { EMAIL_MAX_LENGTH } from '@/config/constants';

/** The e-mail field of the sign-in area's forms: required, at most 64 characters (spec 1 §5). */
export function EmailInput<Values extends { email: string }>({
  form,
  autoComplete = 'username',
}: {
  form: FormikProps<Values>;
  autoComplete?: 'username' | 'email';
}) {
  return (
    <FormikTextInput<Values>
      form={form}
      name="email"
      label="Email"
      type="email"
      autoComplete={autoComplete}
      required
      autoFocus
      inputProps={{ maxLength: EMAIL_MAX_LENGTH }}
    />
  );
}
