import type { FormikProps } from 'formik';

import { fieldError } from './field';
import { TextInput, type TextInputProps } from './TextInput';

/**
 * A TextInput bound to a Formik field: value, change and blur handlers, and the field's error shown only once
 * the field has been touched (spec 1 §5): changed and left, or submitted.
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
  const error = fieldError(form, name);
  return (
    <TextInput
      id={props.id ?? name}
      name={name}
      value={form.values[name]}
      onChange={form.handleChange}
      onBlur={(event) => {
        // Leaving a field the user has not changed yet (the autofocused e-mail field, to follow a link next to
        // it) does not flag it before a submit: its 'Required' appearing between the pointer's press and release
        // would shift the page under the pointer and swallow that click.
        const untouched = !form.touched[name] && form.submitCount === 0;
        if (untouched && form.values[name] === form.initialValues[name]) return;
        form.handleBlur(event);
      }}
      error={Boolean(error)}
      helperText={error ?? helperText}
      {...props}
    />
  );
}
