import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { FormikProps } from 'formik';
import { type ReactNode, useId } from 'react';

import { fieldError, type FieldName } from './field';

/** One choice of a select: the value stored in the form, and the text shown for it. */
export interface SelectOption<Value extends string | number> {
  value: Value;
  label: string;
}

export interface FormikSelectProps<Values, Name extends FieldName<Values, string | number>> {
  form: FormikProps<Values>;
  name: Name;
  label: string;
  options: readonly SelectOption<Values[Name] & (string | number)>[];
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
}

/**
 * A drop-down list bound to a Formik field whose value is a string or a number (a page size, a grouping, a sort
 * order). MUI's Select: a combobox named by its visible label (`labelId`), opened with Enter, Space or the arrow
 * keys, an option chosen with the arrows and Enter, Escape closing it unchanged.
 */
export function FormikSelect<Values, Name extends FieldName<Values, string | number>>({
  form,
  name,
  label,
  options,
  helperText,
  required,
  disabled,
  id,
}: FormikSelectProps<Values, Name>) {
  const fallbackId = useId();
  const selectId = id ?? `${fallbackId}-${name}`;
  const labelId = `${selectId}-label`;
  const error = fieldError(form, name);
  const helper = error ?? helperText;
  const helperId = helper ? `${selectId}-helper-text` : undefined;
  return (
    <FormControl fullWidth margin="normal" error={Boolean(error)} required={required} disabled={disabled}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select<Values[Name]>
        id={selectId}
        labelId={labelId}
        // The outlined border's notch is sized from this text; the accessible name comes from labelId.
        label={required ? `${label} *` : label}
        name={name}
        value={form.values[name]}
        onChange={(event) => void form.setFieldValue(name, event.target.value)}
        // MUI calls this only when focus leaves the field itself, not when its list of options opens.
        onBlur={() => void form.setFieldTouched(name, true)}
        aria-describedby={helperId}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
