import { useCallback, useMemo, useState } from 'react';

import { afterChange, type CrmFieldDescribe } from '@/contracts/crm-form';

/** A form's field as a button stores it: a shown field's value is its default, a hidden one's its target. */
export interface CrmFormFieldValue {
  field: string;
  value: string;
  hidden: boolean;
}

/**
 * The values of a CRM form being filled in: each field starts at its default (shown) or target (hidden) value, and
 * a change empties the dependent picklists it makes invalid (`afterChange`). `shown` are the values of the shown
 * fields only: what the person gave.
 */
export function useCrmFormValues(
  describe: readonly CrmFieldDescribe[],
  fields: readonly CrmFormFieldValue[],
) {
  const initial = useMemo(
    () => Object.fromEntries(fields.map((field) => [field.field, field.value])),
    [fields],
  );
  const [values, setValues] = useState<Record<string, string>>(initial);
  const change = useCallback(
    (name: string, value: string) =>
      setValues((previous) => afterChange(describe, { ...previous, [name]: value }, name)),
    [describe],
  );
  const shown = useMemo(
    () =>
      Object.fromEntries(
        fields.filter((field) => !field.hidden).map((field) => [field.field, values[field.field] ?? '']),
      ),
    [fields, values],
  );
  return { values, shown, change };
}
