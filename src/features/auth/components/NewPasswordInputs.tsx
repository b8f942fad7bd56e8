import type { FormikProps } from 'formik';

import { FormikPasswordInput } from '@/components/form/FormikPasswordInput';
import { PASSWORD_MAX_LENGTH } from '@/config/constants';

/** A new password and its confirmation (spec 1 §5: both 8–99 with the pattern, and equal). */
export function NewPasswordInputs<Values extends object>({
  form,
  names,
  labels = ['New password', 'Confirm new password'],
  autoFocus = false,
}: {
  form: FormikProps<Values>;
  names: [keyof Values & string, keyof Values & string];
  labels?: [string, string];
  autoFocus?: boolean;
}) {
  return (
    <>
      {names.map((name, index) => (
        <FormikPasswordInput<Values>
          key={name}
          form={form}
          name={name}
          label={labels[index] ?? name}
          required
          autoFocus={autoFocus && index === 0}
          autoComplete="new-password"
          inputProps={{ maxLength: PASSWORD_MAX_LENGTH }}
        />
      ))}
    </>
  );
}
