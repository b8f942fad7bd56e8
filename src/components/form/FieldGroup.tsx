import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import type { FormikProps } from 'formik';
import type { FocusEvent, ReactNode } from 'react';

import type { FieldName } from './field';

/**
 * One Formik field made of several controls (a picker and its hex input; buttons and a link input): a fieldset
 * named by its legend, touched once focus leaves the whole group, not when it moves from one control to another.
 */
export function FieldGroup<Values>({
  form,
  name,
  label,
  invalid,
  disabled,
  children,
}: {
  form: FormikProps<Values>;
  name: FieldName<Values, unknown>;
  label: string;
  invalid: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) void form.setFieldTouched(name, true);
  };
  return (
    <FormControl
      component="fieldset"
      fullWidth
      margin="normal"
      error={invalid}
      disabled={disabled}
      onBlur={onBlur}
    >
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      {children}
    </FormControl>
  );
}
