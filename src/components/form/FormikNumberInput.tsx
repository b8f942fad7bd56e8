import type { FormikProps } from 'formik';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';

import { fieldError, type FieldName } from './field';
import { TextInput } from './TextInput';

/** What a number field holds: a whole number, or '' while it is empty (yup's `number()` reads '' as missing). */
export type NumberFieldValue = number | '';

export interface FormikNumberInputProps<Values> {
  form: FormikProps<Values>;
  name: FieldName<Values, NumberFieldValue>;
  label: string;
  /** The range the arrow keys stay in, announced to screen readers. The form's schema still checks it. */
  min?: number;
  max?: number;
  /** How much ArrowUp and ArrowDown change the value (PageUp and PageDown: ten times that). */
  step?: number;
  /** At most this many characters can be typed (spec 3: the position fields take 6). */
  maxLength?: number;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  id?: string;
}

const clamp = (value: number, min = -Infinity, max = Infinity) => Math.min(max, Math.max(min, value));

/**
 * A whole-number field bound to a Formik field (number of clusters, the bubble's position offsets): a text input
 * with the numeric keyboard on phones (`inputMode="numeric"`) rather than `type="number"`, which ignores
 * `maxLength`, accepts "e" and changes its value when the page is scrolled over it. It has the `spinbutton` role:
 * ArrowUp/ArrowDown step, PageUp/PageDown step by ten, Home/End go to `min`/`max`.
 *
 * Only digits can be typed (and a leading minus when `min` allows negatives), so that the form always holds a
 * number or ''. Whether that number is in range is the schema's to say, as for every field of the kit.
 */
export function FormikNumberInput<Values>({
  form,
  name,
  label,
  min,
  max,
  step = 1,
  maxLength,
  helperText,
  required,
  disabled,
  autoFocus,
  id,
}: FormikNumberInputProps<Values>) {
  const fallbackId = useId();
  const inputId = id ?? `${fallbackId}-${name}`;
  const value = form.values[name] as NumberFieldValue;
  const allowsNegative = min === undefined || min < 0;
  const typeable = allowsNegative ? /^-?\d*$/ : /^\d*$/;
  /**
   * What was typed, while the field has focus: "-" or "007" stand for '' and 7 in the form, and must stay on
   * screen as typed. Shown only while the form still holds what it stood for, so a reset or a step shows the
   * form's value instead.
   */
  const [typed, setTyped] = useState<{ text: string; value: NumberFieldValue } | null>(null);
  const text = typed && typed.value === value ? typed.text : String(value);
  const error = fieldError(form, name);

  const setValue = (next: NumberFieldValue) => void form.setFieldValue(name, next);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const from = value === '' ? (min ?? 0) : value;
    const stepped: Record<string, number | undefined> = {
      ArrowUp: from + step,
      ArrowDown: from - step,
      PageUp: from + step * 10,
      PageDown: from - step * 10,
      Home: min,
      End: max,
    };
    const next = stepped[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setTyped(null);
    setValue(clamp(next, min, max));
  };

  return (
    <TextInput
      id={inputId}
      name={name}
      label={label}
      required={required}
      disabled={disabled}
      autoFocus={autoFocus}
      value={text}
      error={Boolean(error)}
      helperText={error ?? helperText}
      onChange={(event) => {
        const next = event.target.value.trim();
        if (!typeable.test(next)) return;
        const parsed: NumberFieldValue = next === '' || next === '-' ? '' : Number(next);
        setTyped({ text: next, value: parsed });
        setValue(parsed);
      }}
      onBlur={() => {
        setTyped(null);
        void form.setFieldTouched(name, true);
      }}
      onKeyDown={onKeyDown}
      inputProps={{
        role: 'spinbutton',
        inputMode: 'numeric',
        autoComplete: 'off',
        maxLength,
        'aria-valuenow': value === '' ? undefined : value,
        'aria-valuemin': min,
        'aria-valuemax': max,
      }}
    />
  );
}
