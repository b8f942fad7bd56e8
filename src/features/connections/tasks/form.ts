import {
  BUILT_IN_SLOT_TYPES,
  type BuiltInSlotType,
  type NewTask,
  TASK_LIMITS,
  type TaskSlot,
} from '@/contracts/connections';

/** The Add Task form's values: example utterances as the user typed them, one per line. */
export interface TaskFormValues {
  title: string;
  desc: string;
  utterances: string;
  slots: TaskSlot[];
}

export const EMPTY_TASK_FORM: TaskFormValues = { title: '', desc: '', utterances: '', slots: [] };

/** The key of a connector's Add Task draft (src/lib/form-draft.ts; issue 21 §4.5). */
export const addTaskDraftKey = (connectionName: string) => `connections/add-task/${connectionName}`;

export const isTaskFormValues = (value: unknown): value is TaskFormValues => {
  if (typeof value !== 'object' || value === null) return false;
  const { title, desc, utterances, slots } = value as Record<string, unknown>;
  return (
    typeof title === 'string' &&
    typeof desc === 'string' &&
    typeof utterances === 'string' &&
    Array.isArray(slots) &&
    slots.every(
      (slot: unknown) =>
        typeof slot === 'object' &&
        slot !== null &&
        ['name', 'type', 'slotBusinessDesc'].every(
          (name) => typeof (slot as Record<string, unknown>)[name] === 'string',
        ),
    )
  );
};

export const TITLE_MAX = TASK_LIMITS.titleLength;
export const SLOT_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
/** The types a parameter may have (issue 21 §5.3: the server accepts no other). */
export const SLOT_TYPES = Object.keys(BUILT_IN_SLOT_TYPES) as BuiltInSlotType[];
/**
 * The example utterances box holds at most this much: 100 lines of 200 characters. A pasted 20 MB is cut here
 * by the browser, before the page holds it.
 */
export const UTTERANCES_TEXT_MAX = TASK_LIMITS.utterances * (TASK_LIMITS.utteranceLength + 1);

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

export type TaskFormErrors = Partial<Record<'title' | 'utterances', string>> & {
  slots?: (string | undefined)[];
};

/** The first example utterance the server would refuse (issue 21 §5.3), as the user counts lines. */
function utterancesError(text: string): string | undefined {
  const lines = text.split(/\r?\n/);
  const long = lines.findIndex((line) => line.trim().length > TASK_LIMITS.utteranceLength);
  if (long >= 0) {
    return `Line ${long + 1} has ${lines[long]?.trim().length} characters: an example utterance has at most ${TASK_LIMITS.utteranceLength}.`;
  }
  if (parseUtterances(text).length > TASK_LIMITS.utterances)
    return `At most ${TASK_LIMITS.utterances} example utterances.`;
  return undefined;
}

export function taskFormErrors(values: TaskFormValues): TaskFormErrors {
  const errors: TaskFormErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = 'Required';
  else if (title.length > TITLE_MAX) errors.title = `At most ${TITLE_MAX} characters`;
  const utterances = utterancesError(values.utterances);
  if (utterances) errors.utterances = utterances;
  const seen = new Set<string>();
  const slotErrors = values.slots.map((slot) => {
    const name = slot.name.trim();
    if (!name) return 'Required';
    if (name.length > TASK_LIMITS.slotNameLength) return `At most ${TASK_LIMITS.slotNameLength} characters`;
    if (!SLOT_NAME.test(name)) return 'Letters, digits and _, starting with a letter';
    if (seen.has(name.toLowerCase())) return 'Already used by another parameter';
    seen.add(name.toLowerCase());
    return undefined;
  });
  if (slotErrors.some(Boolean)) errors.slots = slotErrors;
  return errors;
}

export const hasErrors = (errors: TaskFormErrors) =>
  Boolean(errors.title) || Boolean(errors.utterances) || Boolean(errors.slots);

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
