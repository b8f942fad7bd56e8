import Box from '@mui/material/Box';
import { useId } from 'react';

import { type CrmFieldDescribe, isRequired, picklistOptions } from '@/contracts/crm-form';

import { CrmFieldInput } from './CrmFieldInput';

/** One field as a form shows it: the CRM field's name and the label the form gives it. */
export interface CrmFormField {
  field: string;
  label: string;
}

export interface CrmFormProps {
  fields: readonly CrmFormField[];
  byName: ReadonlyMap<string, CrmFieldDescribe>;
  /** Every value of the record so far (auto-updated ones included: a dependent picklist may hang on one). */
  values: Readonly<Record<string, string>>;
  /** A value changed; the holder empties the dependants it invalidates (`afterChange`). */
  onChange(field: string, value: string): void;
  errors?: Readonly<Record<string, string | undefined>>;
  disabled?: boolean;
}

/**
 * A CRM form's fields, in order, each with the input of its type; a dependent picklist offers only the values
 * valid for its controlling field's value, as that changes (issue 27). Fields the describe does not know are left
 * out (a field removed from the CRM since the form was made).
 */
export function CrmForm({ fields, byName, values, onChange, errors = {}, disabled }: CrmFormProps) {
  const id = useId();
  return (
    <Box sx={{ display: 'grid', minWidth: 0 }}>
      {fields.map(({ field: name, label }) => {
        const field = byName.get(name);
        if (!field) return null;
        const error = errors[name];
        return (
          <CrmFieldInput
            key={name}
            id={`${id}-${name}`}
            field={field}
            label={label}
            value={values[name] ?? ''}
            onChange={(value) => onChange(name, value)}
            options={field.type === 'picklist' ? picklistOptions(field, byName, values) : undefined}
            required={isRequired(field)}
            disabled={disabled}
            error={Boolean(error)}
            helperText={error ?? field.inlineHelpText}
          />
        );
      })}
    </Box>
  );
}
