import type { FormikProps } from 'formik';

/**
 * The names of the fields of `Values` whose value is a `Value`: a switch takes only a boolean field, a chips input
 * only a list of strings, so that binding a field to the wrong kind of input is a type error, not a runtime one.
 */
export type FieldName<Values, Value> = {
  [Name in keyof Values]-?: Values[Name] extends Value ? Name : never;
}[keyof Values] &
  string;

/**
 * The message to show under a field: its error once it has been touched (changed and left, or the form
 * submitted; spec 1 §5, spec 3 §5), otherwise nothing. One message only, the first: a list or object field's
 * errors come per item (a list or object of messages), and the spec shows one line under a field.
 *
 * Kept small on purpose: FormikTextInput is on the sign-in page, whose bundle is at its size budget.
 */
export function fieldError<Values>(
  form: Pick<FormikProps<Values>, 'errors' | 'touched'>,
  name: keyof Values & string,
): string | undefined {
  return form.touched[name] ? firstMessage(form.errors[name]) : undefined;
}

/** A message, or the first message in a list or object of them (its items without an error are empty). */
const firstMessage = (error: unknown): string | undefined =>
  typeof error === 'string'
    ? error || undefined
    : error && typeof error === 'object'
      ? Object.values(error).map(firstMessage).find(Boolean)
      : undefined;
