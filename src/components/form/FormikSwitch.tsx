import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { FormikProps } from 'formik';
import { type ReactNode, useId } from 'react';

import { fieldError, type FieldName } from './field';

export interface FormikSwitchProps<Values> {
  form: FormikProps<Values>;
  name: FieldName<Values, boolean>;
  label: string;
  helperText?: ReactNode;
  disabled?: boolean;
  id?: string;
}

/**
 * An on/off switch bound to a boolean Formik field (voice enabled, bubbles, continuous listening): a checkbox
 * with the `switch` role, named by its label (the whole label toggles it too), toggled with Space.
 */
export function FormikSwitch<Values>({
  form,
  name,
  label,
  helperText,
  disabled,
  id,
}: FormikSwitchProps<Values>) {
  const fallbackId = useId();
  const switchId = id ?? `${fallbackId}-${name}`;
  const error = fieldError(form, name);
  const helper = error ?? helperText;
  const helperId = helper ? `${switchId}-helper-text` : undefined;
  return (
    <FormControl fullWidth margin="dense" error={Boolean(error)} disabled={disabled}>
      <FormControlLabel
        label={label}
        control={
          <Switch
            id={switchId}
            name={name}
            checked={Boolean(form.values[name])}
            onChange={(_event, checked) => void form.setFieldValue(name, checked)}
            onBlur={() => void form.setFieldTouched(name, true)}
            slotProps={{ input: { 'aria-describedby': helperId } }}
          />
        }
      />
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
