import type { FormikProps } from 'formik';

import { TextInput, type TextInputProps } from './TextInput';

/**
 * A TextInput bound to a Formik field: value, change and blur handlers, and the field's error shown only once
 * the field has been touched (spec 1 §5).
 */
export function FormikTextInput<Values extends object>({
  form,
  name,
  helperText,
  ...props
}: Omit<TextInputProps, 'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  form: FormikProps<Values>;
  name: keyof Values & string;
  id?: string;
}) {
  const error = form.touched[name] ? (form.errors[name] as string | undefined) : undefined;
  return (
    <TextInput
      id={props.id ?? name}
      name={name}
      value={form.values[name]}
      onChange={form.handleChange}
      onBlur={form.handleBlur}
      error={Boolean(error)}
      helperText={error ?? helperText}
      {...props}
    />
  );
}
