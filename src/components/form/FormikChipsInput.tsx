import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import { type FocusEvent, type ReactNode, useId, useState } from 'react';

import { fieldError, type FieldName } from './field';

export interface FormikChipsInputProps<Values> {
  form: FormikProps<Values>;
  name: FieldName<Values, readonly string[]>;
  label: string;
  /** At most this many items. */
  maxItems?: number;
  /** At most this many characters in one item. */
  maxLength?: number;
  helperText?: ReactNode;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
}

/** `items` with those of `typed` that can join it; the ones that cannot, and why (the last reason). */
function addable(
  items: readonly string[],
  typed: readonly string[],
  { maxItems, maxLength }: { maxItems?: number; maxLength?: number },
): { items: string[]; refused: string[]; refusal: string | null } {
  const next = [...items];
  const refused: string[] = [];
  let refusal: string | null = null;
  for (const raw of typed) {
    const item = raw.trim();
    if (!item) continue;
    if (next.some((existing) => existing.toLocaleLowerCase() === item.toLocaleLowerCase())) {
      refusal = `'${item}' is already in the list.`;
    } else if (maxLength !== undefined && item.length > maxLength) {
      refusal = `'${item}' is longer than ${maxLength} characters.`;
    } else if (maxItems !== undefined && next.length >= maxItems) {
      refusal = `The list holds at most ${maxItems} items.`;
    } else {
      next.push(item);
      continue;
    }
    refused.push(item);
  }
  return { items: next, refused, refusal };
}

/**
 * A list of short texts bound to a Formik field holding a string array (a slot value's synonyms, domains),
 * shown as chips: MUI's Autocomplete with `multiple` and `freeSolo`. Enter or a comma adds what was typed (as
 * does leaving the field, so that nothing typed is silently lost); the same text in another case is not added
 * twice. Backspace in the empty input removes the last chip; ArrowLeft and ArrowRight move to a chip, and
 * Backspace or Delete removes it. A refused item stays in the input, and why is read out politely.
 */
export function FormikChipsInput<Values>({
  form,
  name,
  label,
  maxItems,
  maxLength,
  helperText,
  placeholder,
  required,
  disabled,
  id,
}: FormikChipsInputProps<Values>) {
  const fallbackId = useId();
  const inputId = id ?? `${fallbackId}-${name}`;
  const items = (form.values[name] as readonly string[] | undefined) ?? [];
  const [inputValue, setInputValue] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const error = fieldError(form, name);

  /** Adds what it can of `typed` to the list, and gives back the items it could not add. */
  const commit = (typed: readonly string[]): string[] => {
    const result = addable(items, typed, { maxItems, maxLength });
    setRefusal(result.refusal);
    if (result.items.length !== items.length) void form.setFieldValue(name, result.items);
    return result.refused;
  };

  // Touched, and what was typed added, once focus leaves the whole field (not when it moves to a chip).
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    if (inputValue.trim() && commit([inputValue]).length === 0) setInputValue('');
    void form.setFieldTouched(name, true);
  };

  return (
    <div>
      <Autocomplete<string, true, false, true>
        multiple
        freeSolo
        id={inputId}
        options={[]}
        value={[...items]}
        disabled={disabled}
        fullWidth
        inputValue={inputValue}
        onInputChange={(_event, text, reason) => {
          // The library empties the input itself after an item is added; this field does that only for an
          // item that was accepted (below), so that a refused one stays to be corrected.
          if (reason !== 'input' && reason !== 'clear') return;
          if (!text.includes(',')) {
            setInputValue(text);
            return;
          }
          // Typed or pasted: everything before the last comma is added; what was refused stays, before the rest.
          const parts = text.split(',');
          const rest = parts.pop() ?? '';
          setInputValue([...commit(parts), rest].filter(Boolean).join(', '));
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || !inputValue.trim()) return;
          // Enter adds the text here rather than in the library, which would drop an exact duplicate without a
          // word; and it must not submit the form.
          event.defaultMuiPrevented = true;
          event.preventDefault();
          if (commit([inputValue]).length === 0) setInputValue('');
        }}
        // Removing chips (Backspace, Delete, a chip's delete button) and clearing come through here.
        onChange={(_event, next, reason) => {
          if (reason === 'removeOption' || reason === 'clear') {
            setRefusal(null);
            void form.setFieldValue(name, next);
          }
        }}
        onBlur={onBlur}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            required={required}
            placeholder={items.length === 0 ? placeholder : undefined}
            margin="normal"
            error={Boolean(error)}
            helperText={error ?? helperText}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, maxLength },
            }}
          />
        )}
      />
      <Typography role="status" variant="caption" color="text.secondary" sx={{ display: 'block', mx: 1.75 }}>
        {refusal}
      </Typography>
    </div>
  );
}
