import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

import { type CrmFieldDescribe, type CrmPicklistValue, inputKindOf } from '@/contracts/crm-form';

export interface CrmFieldInputProps {
  field: CrmFieldDescribe;
  /** The input's id (its label's `for`). */
  id: string;
  label: string;
  /** As the CRM reads it: 'true'/'false', numbers as typed, YYYY-MM-DD, HH:mm, YYYY-MM-DDTHH:mm; '' for none. */
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  /** A picklist's values (a dependent picklist's are those valid for its controller); all active ones when absent. */
  options?: readonly CrmPicklistValue[];
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  autoFocus?: boolean;
}

/** What an empty select shows (a value may be left empty unless required). */
const NONE = '—';

/** The attributes of each text-like input (spec 3 §2 "Input by field type"). */
const TEXT_INPUTS = {
  date: { type: 'date' },
  time: { type: 'time' },
  'datetime-local': { type: 'datetime-local' },
  number: { type: 'number', inputMode: 'numeric', step: 1 },
  decimal: { type: 'number', inputMode: 'decimal', step: 'any' },
  percent: { type: 'number', inputMode: 'decimal', step: 'any', min: 0, max: 100 },
  email: { type: 'email', inputMode: 'email', autoComplete: 'off' },
  text: { type: 'text' },
  phone: { type: 'tel', inputMode: 'tel' },
  url: { type: 'url', inputMode: 'url', spellCheck: false },
  multiline: { type: 'text' },
} as const;

/**
 * One CRM field's input, by its type (spec 3 §2): a checkbox as a True/False select, a picklist as a select of its
 * values, and date, time, datetime-local, number, decimal (any step), percent (0 to 100), email, text, phone, url and
 * multi-line text as the matching inputs. Bound by value and onChange: the editor's dialog, the preview and the
 * chat's form hold the values.
 */
export function CrmFieldInput({
  field,
  id,
  label,
  value,
  onChange,
  onBlur,
  options,
  required = false,
  disabled = false,
  error = false,
  helperText,
  autoFocus = false,
}: CrmFieldInputProps) {
  const kind = inputKindOf(field);
  const common = {
    id,
    label,
    value,
    required,
    disabled,
    error,
    helperText,
    autoFocus,
    fullWidth: true,
    margin: 'dense' as const,
    onBlur,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  if (kind === 'boolean' || kind === 'picklist') {
    const choices =
      kind === 'boolean'
        ? [
            { value: 'true', label: 'True' },
            { value: 'false', label: 'False' },
          ]
        : (options ?? (field.picklist?.values ?? []).filter((option) => option.active));
    return (
      <TextField {...common} select>
        <MenuItem value="">
          <em>{NONE}</em>
        </MenuItem>
        {choices.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  const input = kind ? TEXT_INPUTS[kind] : TEXT_INPUTS.text;
  const { type, ...htmlInput } = input;
  const maxLength =
    field.length &&
    (kind === 'text' || kind === 'multiline' || kind === 'email' || kind === 'phone' || kind === 'url')
      ? { maxLength: field.length }
      : {};
  return (
    <TextField
      {...common}
      type={type}
      multiline={kind === 'multiline'}
      minRows={kind === 'multiline' ? 3 : undefined}
      slotProps={{
        // Date and time inputs draw their own placeholder: the label stays above it.
        inputLabel: type === 'date' || type === 'time' || type === 'datetime-local' ? { shrink: true } : {},
        htmlInput: { ...htmlInput, ...maxLength },
      }}
    />
  );
}
