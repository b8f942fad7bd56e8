import type { FormikProps } from 'formik';
import { useEffect } from 'react';

/**
 * Checks the whole form `delayMs` after its values last changed (spec 1 §5: 300 ms, `VALIDATION_DEBOUNCE_MS`;
 * spec 3: 200 ms, `SPEC3_VALIDATION_DEBOUNCE_MS`), for a form made with `validateOnChange: false` and
 * `validateOnBlur: false`: checking on every keystroke would flash messages while the user is still typing.
 *
 * Also runs once `delayMs` after the form mounts or is reset, so that a form that starts from saved values (a
 * restored draft, a record to edit) knows whether it is valid before anything is typed.
 */
export function useDebouncedValidation<Values>(
  form: Pick<FormikProps<Values>, 'values' | 'validateForm'>,
  delayMs: number,
): void {
  // Formik gives a new `values` object on every change, and keeps `validateForm` the same across renders.
  const { values, validateForm } = form;
  useEffect(() => {
    const timer = setTimeout(() => void validateForm(values), delayMs);
    return () => clearTimeout(timer);
  }, [values, validateForm, delayMs]);
}
