/**
 * The emulated server's checks of a button's form (SaveFormFields) and of a submitted record (CreateCrmRecord): it
 * trusts nothing the request says, and refuses with the rules the editor applies (src/contracts/crm-form.ts), so a
 * form saved here is one the CRM will accept.
 */
import { ACTION_BUTTON_LIMITS, type ActionButtonField } from '@/contracts/action-buttons';
import {
  type CrmFieldDescribe,
  type CrmObjectName,
  describeIndex,
  type FormProblem,
  formProblems,
  isCrmObject,
  isPickable,
  recordProblems,
  valueProblem,
} from '@/contracts/crm-form';

import { badRequest, fieldRefused } from '../../core/gateway/envelope';

import { CRM_DESCRIBE } from './crm-describe';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the CRM's problems are called in a refusal: "Close Date: Required." */
const named = (byName: ReadonlyMap<string, CrmFieldDescribe>, field: string, message: string) =>
  `${byName.get(field)?.label ?? field}: ${message}`;

/** A form problem as the refusal says it. */
function problemText(problem: FormProblem): string {
  switch (problem.kind) {
    case 'missing':
      return `${problem.field.label} is required`;
    case 'unsettable':
      return `${problem.field.label} is required and no form can set it`;
    case 'controller':
      return `${problem.field.label} needs ${problem.controller.label}`;
  }
}

/** One field of a form as sent: every key of its type, each of its type, within the limits. */
function formField(value: unknown, index: number): ActionButtonField {
  if (!isRecord(value)) throw fieldRefused('fields', `fields[${index}] must be an object.`);
  const { field, label, table, value: text, hidden } = value;
  if (typeof field !== 'string' || !field)
    throw fieldRefused('fields', `fields[${index}].field is required.`);
  if (typeof label !== 'string' || !label.trim() || label.length > ACTION_BUTTON_LIMITS.label) {
    throw fieldRefused(
      'fields',
      `fields[${index}].label must be 1 to ${ACTION_BUTTON_LIMITS.label} characters.`,
    );
  }
  if (typeof table !== 'string' || !isCrmObject(table)) {
    throw fieldRefused('fields', `fields[${index}].table must be a CRM object.`);
  }
  if (typeof text !== 'string' || text.length > ACTION_BUTTON_LIMITS.value) {
    throw fieldRefused(
      'fields',
      `fields[${index}].value must be text of at most ${ACTION_BUTTON_LIMITS.value} characters.`,
    );
  }
  if (typeof hidden !== 'boolean')
    throw fieldRefused('fields', `fields[${index}].hidden must be true or false.`);
  return { field, label: label.trim(), table, value: text, hidden };
}

/** A form's fields: one CRM object, each field once and settable, values of the right shape, nothing missing. */
export function validateFormFields(raw: unknown): { fields: ActionButtonField[]; object: CrmObjectName } {
  if (!Array.isArray(raw)) throw fieldRefused('fields', 'fields must be a list.');
  if (raw.length === 0) throw fieldRefused('fields', 'The form needs at least one field.');
  if (raw.length > ACTION_BUTTON_LIMITS.fields) {
    throw fieldRefused('fields', `A form holds at most ${ACTION_BUTTON_LIMITS.fields} fields.`);
  }
  const fields = raw.map(formField);
  const object = fields[0]?.table as CrmObjectName;
  if (fields.some((field) => field.table !== object)) {
    throw fieldRefused('fields', 'Every field of a form belongs to one CRM object.');
  }
  const describe = CRM_DESCRIBE[object];
  const byName = describeIndex(describe);
  const seen = new Set<string>();
  for (const field of fields) {
    const described = byName.get(field.field);
    if (!described || !isPickable(described)) {
      throw fieldRefused('fields', `${field.field} is not a field a form can set on ${object}.`);
    }
    if (seen.has(field.field)) throw fieldRefused('fields', `${described.label} is in the form twice.`);
    seen.add(field.field);
    if (field.hidden && field.value === '') {
      throw fieldRefused('fields', `${described.label}: an auto-updated field needs its value.`);
    }
    const problem = valueProblem(described, field.value);
    if (problem) throw fieldRefused('fields', named(byName, field.field, problem));
  }
  const problems = formProblems(describe, fields);
  if (problems.length > 0) {
    throw fieldRefused('fields', `The CRM would refuse this form: ${problems.map(problemText).join('; ')}.`);
  }
  return { fields, object };
}

/**
 * The record a submitted form makes: the person's values for the form's shown fields (no other field may be sent),
 * then the auto-updated values; refused with every problem the CRM finds.
 */
export function recordOf(
  fields: readonly ActionButtonField[],
  object: CrmObjectName,
  raw: unknown,
): Record<string, string> {
  if (!isRecord(raw)) throw fieldRefused('values', 'values must be an object of texts.');
  const shown = new Set(fields.filter((field) => !field.hidden).map((field) => field.field));
  const record: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value !== 'string') throw fieldRefused('values', `values.${name} must be text.`);
    if (!shown.has(name)) throw fieldRefused('values', `${name} is not a field of this form.`);
    if (value.trim() !== '') record[name] = value.trim();
  }
  for (const field of fields) if (field.hidden) record[field.field] = field.value;
  const describe = CRM_DESCRIBE[object];
  const problems = recordProblems(describe, record);
  if (problems.length > 0) {
    const byName = describeIndex(describe);
    throw badRequest(
      `The CRM refused the record: ${problems.map((problem) => named(byName, problem.field, problem.message)).join(' ')}`,
    );
  }
  return record;
}
