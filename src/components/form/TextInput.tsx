import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { ReactNode } from 'react';

export type TextInputProps = Omit<OutlinedInputProps, 'label' | 'error' | 'margin'> & {
  id: string;
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  margin?: 'none' | 'dense' | 'normal';
};

/**
 * A labelled outlined text field. MUI's TextField would do, but it always bundles Select, Menu and Popover;
 * this composes the same parts without them, which keeps the sign-in page inside its size budget.
 */
export function TextInput({
  id,
  label,
  helperText,
  error,
  required,
  fullWidth = true,
  margin = 'normal',
  ...input
}: TextInputProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl fullWidth={fullWidth} margin={margin} error={error} required={required} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={required ? `${label} *` : label} aria-describedby={helperId} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
