/**
 * The rules of a CRM form (issue 27 "Forms that cannot fail at submit"), pure and shared: the action button editor
 * (which fields it offers, when Save is blocked), the form as the chat shows it (inputs by type, dependent
 * picklists), and the emulated CRM that creates the record (src/emulator/modules/action-buttons) apply the very
 * same functions, so a form the editor lets through is a record the CRM accepts.
 *
 * The describe is Salesforce's (docs/adr/0023-action-buttons.md): a field's `type`, its flags `createable`,
 * `updateable`, `nillable`, `defaultedOnCreate`, its `length`, `referenceTo`, `controllerName`, and its picklist
 * as the UI API gives it: `controllerValues` (the controlling field's values, each with an index) and, per value,
 * `validFor` (the indexes of the controlling values it is valid for).
 */

/** The CRM objects a button can create (spec 3 §7 queries Opportunity; issue 27 adds Lead, Contact and Account). */
export const CRM_OBJECTS = ['Opportunity', 'Lead', 'Contact', 'Account'] as const;
export type CrmObjectName = (typeof CRM_OBJECTS)[number];

export const isCrmObject = (value: string): value is CrmObjectName =>
  (CRM_OBJECTS as readonly string[]).includes(value);

/** Salesforce's field types (those the describe of the four objects uses). */
export type CrmFieldType =
  | 'id'
  | 'string'
  | 'textarea'
  | 'boolean'
  | 'int'
  | 'double'
  | 'currency'
  | 'percent'
  | 'date'
  | 'datetime'
  | 'time'
  | 'email'
  | 'phone'
  | 'url'
  | 'picklist'
  | 'multipicklist'
  | 'reference'
  | 'address';

export interface CrmPicklistValue {
  value: string;
  label: string;
  active: boolean;
  /** A dependent picklist's value: the indexes (of the controller's `controllerValues`) it is valid for. */
  validFor?: number[];
}

/** A picklist as Salesforce's UI API describes it. */
export interface CrmPicklist {
  /** The controlling field's values, each with its index (`{ 'false': 0, 'true': 1 }` for a checkbox). */
  controllerValues: Record<string, number>;
  defaultValue: string | null;
  values: CrmPicklistValue[];
}

/** One field of a CRM object's describe. */
export interface CrmFieldDescribe {
  name: string;
  label: string;
  type: CrmFieldType;
  /** Can be set when a record is created. */
  createable: boolean;
  /** Can be changed afterwards. */
  updateable: boolean;
  /** May be empty. */
  nillable: boolean;
  /** The CRM gives it a value when none is sent. */
  defaultedOnCreate: boolean;
  /** The most characters of a text. */
  length?: number;
  precision?: number;
  scale?: number;
  /** A reference field's target objects. */
  referenceTo?: string[];
  inlineHelpText?: string;
  /** Only the listed values are accepted. */
  restrictedPicklist?: boolean;
  /** A dependent picklist's controlling field. */
  controllerName?: string | null;
  dependentPicklist?: boolean;
  picklist?: CrmPicklist;
}

/** The inputs of spec 3 §2 ("Input by field type"). */
export type CrmInputKind =
  | 'boolean'
  | 'picklist'
  | 'date'
  | 'time'
  | 'datetime-local'
  | 'number'
  | 'decimal'
  | 'email'
  | 'text'
  | 'percent'
  | 'phone'
  | 'url'
  | 'multiline';

const INPUT_KINDS: Partial<Record<CrmFieldType, CrmInputKind>> = {
  boolean: 'boolean',
  picklist: 'picklist',
  date: 'date',
  time: 'time',
  datetime: 'datetime-local',
  int: 'number',
  double: 'decimal',
  currency: 'decimal',
  percent: 'percent',
  email: 'email',
  string: 'text',
  phone: 'phone',
  url: 'url',
  textarea: 'multiline',
};

/** The input a field is given, or null for a type no form input can set (reference, id, address, multi-select). */
export const inputKindOf = (field: Pick<CrmFieldDescribe, 'type'>): CrmInputKind | null =>
  INPUT_KINDS[field.type] ?? null;

/** The CRM refuses a record without it: it can be set, cannot be empty, and gets no value of its own. */
export const isRequired = (field: CrmFieldDescribe): boolean =>
  field.createable && !field.nillable && !field.defaultedOnCreate;

/** It can be set on a new record, but never changed afterwards (the picker says "read-only once created"). */
export const isReadOnlyAfterCreate = (field: CrmFieldDescribe): boolean =>
  field.createable && !field.updateable;

/**
 * The picker offers it: it can be written on create (a field that cannot is hidden), it is not a reference (spec 3
 * §2), and some input sets it.
 */
export const isPickable = (field: CrmFieldDescribe): boolean =>
  field.createable && field.type !== 'reference' && inputKindOf(field) !== null;

/** The fields the picker offers, by label. */
export function pickableFields(describe: readonly CrmFieldDescribe[]): CrmFieldDescribe[] {
  return describe.filter(isPickable).toSorted((a, b) => a.label.localeCompare(b.label));
}

/** A describe by field name. */
export const describeIndex = (describe: readonly CrmFieldDescribe[]): ReadonlyMap<string, CrmFieldDescribe> =>
  new Map(describe.map((field) => [field.name, field]));

/** What the CRM needs before the form can be saved. */
export type FormProblem =
  /** A required field is neither in the form nor auto-updated. */
  | { kind: 'missing'; field: CrmFieldDescribe }
  /** A required field no form can set (a reference): no form can create this object. */
  | { kind: 'unsettable'; field: CrmFieldDescribe }
  /** A dependent picklist in the form whose controlling field is in neither list: it could never have a value. */
  | { kind: 'controller'; field: CrmFieldDescribe; controller: CrmFieldDescribe };

/**
 * Why a button's form cannot be saved yet (empty: it can): each required field of the describe that the form
 * neither shows nor auto-updates (or that no form can set), then each dependent picklist without its controlling
 * field. `fields` are the
 * names in both lists.
 */
export function formProblems(
  describe: readonly CrmFieldDescribe[],
  fields: readonly { field: string }[],
): FormProblem[] {
  const present = new Set(fields.map(({ field }) => field));
  const byName = describeIndex(describe);
  const missing: FormProblem[] = describe
    .filter((field) => isRequired(field) && !present.has(field.name))
    .map((field) => ({ kind: isPickable(field) ? 'missing' : 'unsettable', field }));
  const uncontrolled: FormProblem[] = [...present].flatMap((name) => {
    const field = byName.get(name);
    const controller = field?.controllerName ? byName.get(field.controllerName) : undefined;
    return field && controller && !present.has(controller.name)
      ? [{ kind: 'controller' as const, field, controller }]
      : [];
  });
  return [...missing, ...uncontrolled];
}

/** The key of a controlling value in `controllerValues`: a checkbox's is 'true' or 'false' (unset is false). */
function controllerKey(controller: CrmFieldDescribe | undefined, value: string | undefined): string {
  if (controller?.type === 'boolean') return value === 'true' ? 'true' : 'false';
  return value ?? '';
}

/**
 * The values a picklist offers, given the record's values so far: its active values, and for a dependent
 * picklist only those valid for its controlling field's value (none until that has one, as in Salesforce).
 */
export function picklistOptions(
  field: CrmFieldDescribe,
  byName: ReadonlyMap<string, CrmFieldDescribe>,
  values: Readonly<Record<string, string | undefined>>,
): CrmPicklistValue[] {
  const active = (field.picklist?.values ?? []).filter((value) => value.active);
  if (!field.controllerName) return active;
  const controller = byName.get(field.controllerName);
  const index = field.picklist?.controllerValues[controllerKey(controller, values[field.controllerName])];
  if (index === undefined) return [];
  return active.filter((value) => value.validFor?.includes(index) ?? false);
}

/**
 * The values after `changed` got a new value: every dependent picklist (and its dependents in turn) whose value is
 * no longer valid is emptied, as Salesforce's record page does.
 */
export function afterChange(
  describe: readonly CrmFieldDescribe[],
  values: Readonly<Record<string, string>>,
  changed: string,
): Record<string, string> {
  const byName = describeIndex(describe);
  const next = { ...values };
  const pending = [changed];
  while (pending.length > 0) {
    const controller = pending.shift();
    for (const field of describe) {
      if (field.controllerName !== controller || !next[field.name]) continue;
      const valid = picklistOptions(field, byName, next).some((option) => option.value === next[field.name]);
      if (!valid) {
        next[field.name] = '';
        pending.push(field.name);
      }
    }
  }
  return next;
}

/** Ours: what a value of the wrong shape is told (spec 3 gives "percent 0 to 100" only). */
export const CRM_VALUE_MESSAGES = {
  boolean: 'Choose True or False.',
  number: 'Enter a whole number.',
  decimal: 'Enter a number.',
  percent: 'Enter a percentage from 0 to 100.',
  date: 'Enter a date.',
  time: 'Enter a time.',
  dateTime: 'Enter a date and a time.',
  email: 'Enter an e-mail address.',
  phone: 'Enter a phone number.',
  url: 'Enter a web address starting with http:// or https://.',
  picklist: 'Choose one of the listed values.',
  tooLong: (max: number) => `At most ${max} characters.`,
  required: 'Required.',
  notSettable: 'This field cannot be set.',
  unknown: 'No such field.',
  dependent: (controller: string) => `Not a value for this ${controller}.`,
} as const;

const WHOLE = /^-?\d+$/;
const DECIMAL = /^-?(\d+\.?\d*|\.\d+)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?$/;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE = /^\+?[\d\s().-]{3,40}$/;

function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // UTC: a calendar day, whatever the time zone of whoever checks it.
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * What is wrong with a value for a field (null: nothing). An empty value is checked by `isRequired`, not here.
 * Values are the inputs' strings: 'true'/'false', numbers as typed, dates as YYYY-MM-DD, times as HH:mm,
 * date-times as YYYY-MM-DDTHH:mm (datetime-local).
 */
export function valueProblem(field: CrmFieldDescribe, value: string): string | null {
  if (value === '') return null;
  const kind = inputKindOf(field);
  switch (kind) {
    case 'boolean':
      return value === 'true' || value === 'false' ? null : CRM_VALUE_MESSAGES.boolean;
    case 'number':
      return WHOLE.test(value) ? null : CRM_VALUE_MESSAGES.number;
    case 'decimal':
      return DECIMAL.test(value) ? null : CRM_VALUE_MESSAGES.decimal;
    case 'percent':
      return DECIMAL.test(value) && Number(value) >= 0 && Number(value) <= 100
        ? null
        : CRM_VALUE_MESSAGES.percent;
    case 'date':
      return isCalendarDate(value) ? null : CRM_VALUE_MESSAGES.date;
    case 'time':
      return TIME.test(value) ? null : CRM_VALUE_MESSAGES.time;
    case 'datetime-local': {
      const [day = '', time = ''] = value.split('T');
      return isCalendarDate(day) && TIME.test(time) ? null : CRM_VALUE_MESSAGES.dateTime;
    }
    case 'picklist':
      return (field.picklist?.values ?? []).some((option) => option.active && option.value === value)
        ? null
        : CRM_VALUE_MESSAGES.picklist;
    case 'email':
    case 'phone':
    case 'url':
    case 'text':
    case 'multiline': {
      if (field.length !== undefined && value.length > field.length)
        return CRM_VALUE_MESSAGES.tooLong(field.length);
      if (kind === 'email' && !EMAIL.test(value)) return CRM_VALUE_MESSAGES.email;
      if (kind === 'phone' && !(PHONE.test(value) && (value.match(/\d/g) ?? []).length >= 3)) {
        return CRM_VALUE_MESSAGES.phone;
      }
      if (kind === 'url' && !isWebAddress(value)) return CRM_VALUE_MESSAGES.url;
      return null;
    }
    case null:
      return CRM_VALUE_MESSAGES.notSettable;
  }
}

/** One problem of a record, by field. */
export interface RecordProblem {
  field: string;
  message: string;
}

/**
 * Everything the CRM would refuse in a new record (empty: it is accepted): fields it does not have or that cannot
 * be set, required fields without a value, values of the wrong shape, and dependent picklist values that are not
 * valid for their controlling field's value.
 */
export function recordProblems(
  describe: readonly CrmFieldDescribe[],
  values: Readonly<Record<string, string>>,
): RecordProblem[] {
  const byName = describeIndex(describe);
  const problems: RecordProblem[] = [];
  for (const name of Object.keys(values)) {
    const field = byName.get(name);
    if (!field) problems.push({ field: name, message: CRM_VALUE_MESSAGES.unknown });
    else if (!isPickable(field)) problems.push({ field: name, message: CRM_VALUE_MESSAGES.notSettable });
  }
  for (const field of describe) {
    const value = values[field.name] ?? '';
    if (value === '') {
      if (isRequired(field)) problems.push({ field: field.name, message: CRM_VALUE_MESSAGES.required });
      continue;
    }
    if (!isPickable(field)) continue;
    const shape = valueProblem(field, value);
    if (shape) {
      problems.push({ field: field.name, message: shape });
    } else if (field.controllerName) {
      const valid = picklistOptions(field, byName, values).some((option) => option.value === value);
      const controller = byName.get(field.controllerName);
      if (!valid) {
        problems.push({
          field: field.name,
          message: CRM_VALUE_MESSAGES.dependent(controller?.label ?? field.controllerName),
        });
      }
    }
  }
  return problems;
}
