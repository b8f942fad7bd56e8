import type { NewTask, TaskSlot } from '@/contracts/connections';

/** The Add Task form's values: example utterances as the user typed them, one per line. */
export interface TaskFormValues {
  title: string;
  desc: string;
  utterances: string;
  slots: TaskSlot[];
}

export const TITLE_MAX = 100;
export const SLOT_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
export const SLOT_TYPES = [
  'AMAZON.SearchQuery',
  'AMAZON.Date',
  'AMAZON.Time',
  'AMAZON.Number',
  'AMAZON.Person',
  'AMAZON.Organization',
  'AMAZON.AlphaNumeric',
  'AMAZON.EmailAddress',
  'AMAZON.PhoneNumber',
] as const;

/** Example utterances from newline-separated text: trimmed, empty lines dropped, each once. */
export function parseUtterances(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  ];
}

export type TaskFormErrors = Partial<Record<'title', string>> & { slots?: (string | undefined)[] };

export function taskFormErrors(values: TaskFormValues): TaskFormErrors {
  const errors: TaskFormErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = 'Required';
  else if (title.length > TITLE_MAX) errors.title = `At most ${TITLE_MAX} characters`;
  const seen = new Set<string>();
  const slotErrors = values.slots.map((slot) => {
    const name = slot.name.trim();
    if (!name) return 'Required';
    if (!SLOT_NAME.test(name)) return 'Letters, digits and _, starting with a letter';
    if (seen.has(name.toLowerCase())) return 'Already used by another parameter';
    seen.add(name.toLowerCase());
    return undefined;
  });
  if (slotErrors.some(Boolean)) errors.slots = slotErrors;
  return errors;
}

export const hasErrors = (errors: TaskFormErrors) => Boolean(errors.title) || Boolean(errors.slots);

export function newTaskOf(values: TaskFormValues): NewTask {
  return {
    title: values.title.trim(),
    desc: values.desc.trim(),
    utterances: parseUtterances(values.utterances),
    slots: values.slots.map((slot) => ({
      ...slot,
      name: slot.name.trim(),
      slotBusinessDesc: slot.slotBusinessDesc.trim(),
    })),
  };
}
