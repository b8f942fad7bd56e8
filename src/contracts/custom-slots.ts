/**
 * The custom slot types' wire contract (spec 3 §3 "Custom slot type", §5 rules, §7 "POST intent-slots/custom" and
 * GenerateSkillBuilderCode), shared by the portal (src/features/custom-slots) and the emulated gateway
 * (src/emulator/modules/custom-slots): the operations, the value encoding and the rules, so that what the page
 * refuses as you type is exactly what the server refuses.
 *
 * Decisions where spec 3 is silent (docs/adr/0024-custom-slot-types.md):
 * - The three slot calls go to `POST intent-slots/custom`, told apart by ApiCall; `DeleteCustomSlot`'s `Slot` is
 *   the type's ID. CreateCustomSlot with a `custom_slot_id` replaces that type (rename, values, synonyms); without
 *   one it creates a type.
 * - A value is encoded `value {id} ["syn1","syn2"]`: the id and the list are left out when empty. The synonyms
 *   are JSON strings, and the value and id escape `\ { } [ ]` and line breaks with a backslash, so any text
 *   survives a round trip (a comma in a synonym is not a separator: snips-issues #59).
 * - Lex V2's quotas are enforced on both sides: 10,000 values and synonyms per type, 50,000 per skill, 100 types,
 *   100 characters a name, 140 a value, an id or a synonym.
 * - Values and synonyms are compared case-insensitively, as Lex resolves them; so are names (two types that differ
 *   only in case would be two entries a person cannot tell apart). IDs are compared exactly.
 */
import type { SkillFields } from './auth';
import { defineOperation } from './operation';

// ---- Wire types -------------------------------------------------------------------------------------------------

/** A custom slot type as the server keeps it (spec 3 §3): `slotValue` holds the encoded values. */
export interface CustomSlotType {
  ID: string;
  slotName: string;
  slotValue: string[];
  /** Its place in the list (creation order). */
  index: number;
}

export interface CustomSlotsReply {
  code: number;
  message?: string;
  custom_slots: CustomSlotType[];
  /** The names of Lex's built-in slot types (AMAZON.*), which a custom type may extend. */
  built_in_slots: string[];
}

export interface CustomSlotReply {
  code: number;
  message?: string;
  data: CustomSlotType;
}

export interface SkillBuilderCodeReply {
  code: number;
  message?: string;
}

/** GetCustomSlots: the skill's custom slot types and the built-in names. */
export const getCustomSlots = defineOperation<SkillFields, CustomSlotsReply>()({
  api: 'portal',
  method: 'POST',
  path: 'intent-slots/custom',
  apiCall: 'GetCustomSlots',
});

/** CreateCustomSlot: `FormParams` is the form string of formParamsOf(); answers the type as stored. */
export const createCustomSlot = defineOperation<SkillFields & { FormParams: string }, CustomSlotReply>()({
  api: 'portal',
  method: 'POST',
  path: 'intent-slots/custom',
  apiCall: 'CreateCustomSlot',
});

/** DeleteCustomSlot: `Slot` is the type's ID. */
export const deleteCustomSlot = defineOperation<SkillFields & { Slot: string }, SkillBuilderCodeReply>()({
  api: 'portal',
  method: 'POST',
  path: 'intent-slots/custom',
  apiCall: 'DeleteCustomSlot',
});

/**
 * GenerateSkillBuilderCode: rebuilds the skill's interaction model from its slot types (spec 3 §4: after every
 * change). The build runs in the background: the assistant understands the new values once it has finished.
 */
export const generateSkillBuilderCode = defineOperation<SkillFields, SkillBuilderCodeReply>()({
  api: 'portal',
  method: 'POST',
  path: 'skill/alexa-app-code',
  apiCall: 'GenerateSkillBuilderCode',
});

// ---- Limits (Lex V2 quotas) and messages (spec 3 §5) -------------------------------------------------------------

export const SLOT_LIMITS = {
  /** Values plus synonyms of one type. */
  entriesPerType: 10_000,
  /** Values plus synonyms of all the skill's types. */
  entriesPerSkill: 50_000,
  typesPerSkill: 100,
  name: 100,
  /** A value, an id or a synonym (Lex's SampleValue). */
  value: 140,
} as const;

export const SLOT_RULE_MESSAGES = {
  nameEmpty: 'Name must not be empty',
  nameCharacters: 'Name may only contain letters, periods and non-consecutive underscores',
  nameConsecutiveUnderscores: 'Name must not contain consecutive underscores',
  nameInUse: 'Name is already in use',
  unknownBuiltIn: 'Unknown name for built-in slot type',
  listNotLoaded: 'Could not load existing custom slot types',
  valueEmpty: 'Value cannot be empty',
  valueInUse: 'Value is already in use',
  idInUse: 'ID is already in use',
  synonymExists: 'Synonym already exists',
  // Ours: Lex's quotas and an empty synonym, which spec 3 does not name.
  nameTooLong: `Name must be at most ${SLOT_LIMITS.name} characters`,
  tooManyTypes: `A skill may have at most ${SLOT_LIMITS.typesPerSkill} custom slot types`,
  valueTooLong: `Value must be at most ${SLOT_LIMITS.value} characters`,
  idTooLong: `ID must be at most ${SLOT_LIMITS.value} characters`,
  synonymEmpty: 'Synonym cannot be empty',
  synonymTooLong: `Synonym must be at most ${SLOT_LIMITS.value} characters`,
  typeFull: `A slot type holds at most ${SLOT_LIMITS.entriesPerType.toLocaleString('en-US')} values and synonyms`,
  skillFull: `A skill holds at most ${SLOT_LIMITS.entriesPerSkill.toLocaleString('en-US')} values and synonyms`,
} as const;

/** The prefix of Lex's built-in slot types. */
export const BUILT_IN_PREFIX = 'AMAZON.';

// ---- Values and their encoding (spec 3 §3) -----------------------------------------------------------------------

/** One value of a custom slot type: what Lex resolves to, an optional id, and what else people say for it. */
export interface SlotValue {
  value: string;
  /** Absent or empty: no id. */
  id?: string;
  synonyms: string[];
}

const ESCAPED: Readonly<Record<string, string>> = { '\n': 'n', '\r': 'r' };
const UNESCAPED: Readonly<Record<string, string>> = { n: '\n', r: '\r' };

/** A value or id as text: `\ { } [ ]` and line breaks escaped, so the braces and brackets after it stay unambiguous. */
const escapeText = (text: string) => text.replace(/[\\{}[\]\n\r]/g, (char) => `\\${ESCAPED[char] ?? char}`);

/** `value {id} ["syn1","syn2"]`, the id and the list left out when empty. */
export function encodeSlotValue({ value, id, synonyms }: SlotValue): string {
  return [
    escapeText(value),
    ...(id ? [`{${escapeText(id)}}`] : []),
    ...(synonyms.length > 0 ? [JSON.stringify(synonyms)] : []),
  ].join(' ');
}

/** Reads escaped text from `start` up to the first unescaped character of `stops` (or the end). */
function readEscaped(text: string, start: number, stops: string): { text: string; end: number } {
  let read = '';
  let index = start;
  while (index < text.length) {
    const char = text.charAt(index);
    if (stops.includes(char)) break;
    if (char === '\\' && index + 1 < text.length) {
      const next = text.charAt(index + 1);
      read += UNESCAPED[next] ?? next;
      index += 2;
    } else {
      read += char;
      index += 1;
    }
  }
  return { text: read, end: index };
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The value an encoded line holds, or null when the line is not one (an unclosed id, a bad synonym list). */
export function decodeSlotValue(encoded: string): SlotValue | null {
  const valuePart = readEscaped(encoded, 0, '{[');
  let index = valuePart.end;
  let id: string | undefined;
  if (encoded.charAt(index) === '{') {
    const idPart = readEscaped(encoded, index + 1, '}');
    if (encoded.charAt(idPart.end) !== '}') return null;
    id = idPart.text.trim() || undefined;
    index = idPart.end + 1;
  }
  const rest = encoded.slice(index).trim();
  let synonyms: string[] = [];
  if (rest) {
    if (!rest.startsWith('[')) return null;
    try {
      const parsed: unknown = JSON.parse(rest);
      if (!isStringList(parsed)) return null;
      synonyms = parsed;
    } catch {
      return null;
    }
  }
  return { value: valuePart.text.trim(), ...(id ? { id } : {}), synonyms };
}

/** The fields CreateCustomSlot's form string holds (spec 3 §7). */
export interface CustomSlotForm {
  /** The type's name. */
  name: string;
  /** The type's ID when it is replaced; empty to create one. */
  typeId: string;
  values: readonly SlotValue[];
}

/** CreateCustomSlot's `FormParams`: custom_slot_type, custom_slot_id and custom_slot_values (one line a value). */
export function formParamsOf({ name, typeId, values }: CustomSlotForm): string {
  return new URLSearchParams({
    custom_slot_type: name,
    custom_slot_id: typeId,
    custom_slot_values: values.map(encodeSlotValue).join('\n'),
  }).toString();
}

/** The form a `FormParams` string holds; `badLine` is the first line that is no encoded value. */
export function readFormParams(
  formParams: string,
): { ok: true; form: CustomSlotForm } | { ok: false; badLine: string } {
  const params = new URLSearchParams(formParams);
  const values: SlotValue[] = [];
  for (const line of (params.get('custom_slot_values') ?? '').split('\n')) {
    if (!line.trim()) continue;
    const decoded = decodeSlotValue(line);
    if (!decoded) return { ok: false, badLine: line };
    values.push(decoded);
  }
  return {
    ok: true,
    form: {
      name: params.get('custom_slot_type') ?? '',
      typeId: params.get('custom_slot_id') ?? '',
      values,
    },
  };
}

/** A type's values as stored. Lines that are no encoded value are skipped (the server never stores one). */
export const slotValuesOf = (type: CustomSlotType): SlotValue[] =>
  type.slotValue.flatMap((line) => decodeSlotValue(line) ?? []);

/** How many entries (values plus synonyms) the values hold: what Lex's quotas count. */
export const entryCount = (values: readonly SlotValue[]): number =>
  values.reduce((total, value) => total + 1 + value.synonyms.length, 0);

// ---- The rules (spec 3 §5, plus Lex's quotas) ---------------------------------------------------------------------

/** What two texts are compared by: Lex compares values and synonyms without regard to case. */
export const textKey = (text: string): string => text.trim().toLowerCase();

const sameText = (left: string, right: string): boolean => textKey(left) === textKey(right);

const NAME_CHARACTERS = /^[A-Za-z._]+$/;

/**
 * What is wrong with a type's name, or null. `otherNames` are the skill's other types' names; null when the list
 * could not be loaded (nothing can be checked against it then). `builtIns` are the AMAZON.* names a type may extend.
 */
export function nameProblem(
  name: string,
  otherNames: readonly string[] | null,
  builtIns: readonly string[],
): string | null {
  if (otherNames === null) return SLOT_RULE_MESSAGES.listNotLoaded;
  const trimmed = name.trim();
  if (!trimmed) return SLOT_RULE_MESSAGES.nameEmpty;
  if (!NAME_CHARACTERS.test(trimmed)) return SLOT_RULE_MESSAGES.nameCharacters;
  if (trimmed.includes('__')) return SLOT_RULE_MESSAGES.nameConsecutiveUnderscores;
  if (trimmed.length > SLOT_LIMITS.name) return SLOT_RULE_MESSAGES.nameTooLong;
  if (otherNames.some((other) => sameText(other, trimmed))) return SLOT_RULE_MESSAGES.nameInUse;
  if (trimmed.toUpperCase().startsWith(BUILT_IN_PREFIX) && !builtIns.some((builtIn) => builtIn === trimmed))
    return SLOT_RULE_MESSAGES.unknownBuiltIn;
  return null;
}

/** Whether a text is already said by one of the values: as a value or as a synonym. */
const saidBy = (values: readonly SlotValue[], text: string) =>
  values.some(
    (value) => sameText(value.value, text) || value.synonyms.some((synonym) => sameText(synonym, text)),
  );

export interface ValueProblems {
  value?: string;
  id?: string;
}

/**
 * What is wrong with a value and its id, by field (empty when nothing). `others` are the type's other values (not
 * the one being edited); `added` is how many entries the change adds to the type (a new value: 1).
 */
export function valueProblems(
  value: string,
  id: string,
  others: readonly SlotValue[],
  added = 1,
): ValueProblems {
  const problems: ValueProblems = {};
  const trimmed = value.trim();
  const trimmedId = id.trim();
  if (!trimmed) problems.value = SLOT_RULE_MESSAGES.valueEmpty;
  else if (trimmed.length > SLOT_LIMITS.value) problems.value = SLOT_RULE_MESSAGES.valueTooLong;
  else if (saidBy(others, trimmed)) problems.value = SLOT_RULE_MESSAGES.valueInUse;
  else if (entryCount(others) + added > SLOT_LIMITS.entriesPerType)
    problems.value = SLOT_RULE_MESSAGES.typeFull;
  if (trimmedId.length > SLOT_LIMITS.value) problems.id = SLOT_RULE_MESSAGES.idTooLong;
  else if (trimmedId && others.some((other) => other.id === trimmedId))
    problems.id = SLOT_RULE_MESSAGES.idInUse;
  return problems;
}

/** What is wrong with a new synonym of one of `values` (all the type's values, the synonym's own included). */
export function synonymProblem(synonym: string, values: readonly SlotValue[]): string | null {
  const trimmed = synonym.trim();
  if (!trimmed) return SLOT_RULE_MESSAGES.synonymEmpty;
  if (trimmed.length > SLOT_LIMITS.value) return SLOT_RULE_MESSAGES.synonymTooLong;
  if (saidBy(values, trimmed)) return SLOT_RULE_MESSAGES.synonymExists;
  if (entryCount(values) + 1 > SLOT_LIMITS.entriesPerType) return SLOT_RULE_MESSAGES.typeFull;
  return null;
}

/**
 * The first thing wrong with a whole list of values (what CreateCustomSlot checks), or null: each value, id and
 * synonym by the rules above, in order, against those before it. Sets, not the per-field checks' scans, so that
 * a full type (10,000 entries) is checked in linear time.
 */
export function valueListProblem(values: readonly SlotValue[]): string | null {
  const said = new Set<string>();
  const ids = new Set<string>();
  let entries = 0;
  const problemOf = (text: string, empty: string, tooLong: string, inUse: string) => {
    const trimmed = text.trim();
    if (!trimmed) return empty;
    if (trimmed.length > SLOT_LIMITS.value) return tooLong;
    const key = textKey(trimmed);
    if (said.has(key)) return inUse;
    if (++entries > SLOT_LIMITS.entriesPerType) return SLOT_RULE_MESSAGES.typeFull;
    said.add(key);
    return null;
  };
  for (const { value, id, synonyms } of values) {
    const label = value.trim() || '(empty)';
    const valueIssue = problemOf(
      value,
      SLOT_RULE_MESSAGES.valueEmpty,
      SLOT_RULE_MESSAGES.valueTooLong,
      SLOT_RULE_MESSAGES.valueInUse,
    );
    if (valueIssue) return `${valueIssue}: ${label}`;
    const trimmedId = id?.trim() ?? '';
    if (trimmedId.length > SLOT_LIMITS.value) return `${SLOT_RULE_MESSAGES.idTooLong}: ${label}`;
    if (trimmedId && ids.has(trimmedId)) return `${SLOT_RULE_MESSAGES.idInUse}: ${trimmedId}`;
    if (trimmedId) ids.add(trimmedId);
    for (const synonym of synonyms) {
      const synonymIssue = problemOf(
        synonym,
        SLOT_RULE_MESSAGES.synonymEmpty,
        SLOT_RULE_MESSAGES.synonymTooLong,
        SLOT_RULE_MESSAGES.synonymExists,
      );
      if (synonymIssue) return `${synonymIssue}: ${synonym.trim() || '(empty)'}`;
    }
  }
  return null;
}
