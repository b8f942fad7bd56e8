/**
 * The FAQ's pure rules (spec 2 §3, §4 "FAQ statuses", §5): the table rows and who may delete what, the question
 * form's validation with the 22,000-byte limit, and the CMS settings' normalisation and validation.
 */
import type { MissedUtteranceRow } from '@/contracts/dashboard';
import {
  characterCount,
  FAQ_QUESTION_MAX_CHARACTERS,
  FAQ_RESPONSE_LIMIT_BYTES,
  FAQ_SUBJECT_AREA_MAX_CHARACTERS,
  type FaqCmsSettings,
  type FaqCustomField,
  type FaqDoc,
  type FaqSearchDocument,
  type FaqStatus,
} from '@/contracts/faq';
import { isBlankHtml, sanitizeHtml } from '@/lib/sanitize-html';

import { DELETE_BLOCKED, FAQ_MESSAGES, SETTINGS_MESSAGES } from './messages';

/** Spec 2 §3 "Table row", plus what the review form needs. */
export interface FaqRow {
  docId: string;
  question: string;
  subjectArea: string;
  htmlResponse: string;
  voiceResponse: string;
  user: string;
  /** ISO instant. */
  dateSubmitted: string;
  status: FaqStatus;
  /** Custom-field values by source field name. */
  custom: Record<string, string>;
  /** The approved question this one proposes to change, or ''. */
  refersTo: string;
  canBeMarkedForDeletion: boolean;
  canBeDirectlyDeleted: boolean;
  /** Why the trash action is disabled; null when it is enabled. */
  deleteBlockedReason: string | null;
}

/** Table rows from the search documents, newest first (spec 2 §2: Date Submitted, newest first). */
export function toRows(documents: readonly FaqSearchDocument[], currentUser: string): FaqRow[] {
  const referred = new Set(documents.map((document) => document._source.id).filter(Boolean));
  return documents
    .map(({ _id, _source: source }): FaqRow => {
      const canBeDirectlyDeleted = source.status === 'NEW' && source.user === currentUser;
      const canBeMarkedForDeletion = source.status === 'APPROVED' && !referred.has(_id);
      return {
        docId: _id,
        question: source.question,
        subjectArea: source.subject_area,
        htmlResponse: source.answer,
        voiceResponse: source.answer_voice,
        user: source.user,
        dateSubmitted: source.last_update,
        status: source.status,
        custom: source.customFields ?? {},
        refersTo: source.id,
        canBeDirectlyDeleted,
        canBeMarkedForDeletion,
        deleteBlockedReason:
          canBeDirectlyDeleted || canBeMarkedForDeletion
            ? null
            : source.status === 'NEW'
              ? DELETE_BLOCKED.notYours
              : source.status === 'APPROVED'
                ? DELETE_BLOCKED.referred
                : DELETE_BLOCKED.pendingDeletion,
      };
    })
    .sort((left, right) => right.dateSubmitted.localeCompare(left.dateSubmitted));
}

/** The question form's values. */
export interface FaqFormValues {
  question: string;
  subjectArea: string;
  htmlResponse: string;
  voiceResponse: string;
  /** Custom dropdown values by source field name. */
  custom: Record<string, string>;
}

export const EMPTY_FAQ_FORM: FaqFormValues = {
  question: '',
  subjectArea: '',
  htmlResponse: '',
  voiceResponse: '',
  custom: {},
};

export const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

export type FaqFormErrors = Partial<
  Record<'question' | 'subjectArea' | 'htmlResponse' | 'voiceResponse', string>
>;

/** A required text's error: empty (whitespace only counts as empty), or longer than the server stores. */
function textError(text: string, max: number): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return FAQ_MESSAGES.required;
  return characterCount(trimmed) > max ? FAQ_MESSAGES.tooLong(max) : undefined;
}

/**
 * Spec 2 §5: all four fields required ('Required'; whitespace only is empty), and the HTML and voice responses
 * together at most 22,000 UTF-8 bytes (the message under the responses). Issue 21 §4.6: the server's limits on
 * the question and subject area, and an answer that sanitising would leave empty counts as empty.
 */
export function validateFaqForm(values: FaqFormValues): { fields: FaqFormErrors; tooLarge: boolean } {
  const fields: FaqFormErrors = {};
  const question = textError(values.question, FAQ_QUESTION_MAX_CHARACTERS);
  if (question) fields.question = question;
  const subjectArea = textError(values.subjectArea, FAQ_SUBJECT_AREA_MAX_CHARACTERS);
  if (subjectArea) fields.subjectArea = subjectArea;
  if (isBlankHtml(sanitizeHtml(values.htmlResponse, 'faq'))) fields.htmlResponse = FAQ_MESSAGES.required;
  if (!values.voiceResponse.trim()) fields.voiceResponse = FAQ_MESSAGES.required;
  const tooLarge =
    utf8Bytes(values.htmlResponse) + utf8Bytes(values.voiceResponse) > FAQ_RESPONSE_LIMIT_BYTES;
  return { fields, tooLarge };
}

/**
 * The Doc the calls send (spec 2 §7), from the form: trimmed, custom values only where chosen, and the answer
 * sanitised once more right before it is saved (issue 14: Quill 2.0.3's export has an unpatched XSS).
 */
export function toDoc(values: FaqFormValues): FaqDoc {
  const custom = Object.fromEntries(Object.entries(values.custom).filter(([, value]) => value));
  return {
    question: values.question.trim(),
    subject_area: values.subjectArea.trim(),
    answer: sanitizeHtml(values.htmlResponse, 'faq'),
    answer_voice: values.voiceResponse.trim(),
    ...(Object.keys(custom).length > 0 ? { customFields: custom } : {}),
  };
}

/** The form's values for a row (review, or a suggested change of an approved question). */
export const rowToForm = (
  row: Pick<FaqRow, 'question' | 'subjectArea' | 'htmlResponse' | 'voiceResponse' | 'custom'>,
): FaqFormValues => ({
  question: row.question,
  subjectArea: row.subjectArea,
  htmlResponse: row.htmlResponse,
  voiceResponse: row.voiceResponse,
  custom: { ...row.custom },
});

// ------------------------------------------------------------------------------------------ drafts

/** The keys of the FAQ's kept drafts (src/lib/form-draft.ts). */
export const QUESTION_DRAFT = 'faq/question';
export const SETTINGS_DRAFT = 'faq/settings';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringRecord = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((entry) => typeof entry === 'string');

export const isFaqFormValues = (value: unknown): value is FaqFormValues =>
  isRecord(value) &&
  (['question', 'subjectArea', 'htmlResponse', 'voiceResponse'] as const).every(
    (name) => typeof value[name] === 'string',
  ) &&
  isStringRecord(value.custom);

/** A kept question: its values, the approved question it changes, the missed utterance it answers. */
export interface QuestionDraft {
  values: FaqFormValues;
  refersTo: string;
  missedUtterance?: MissedUtteranceRow;
}

export const isQuestionDraft = (value: unknown): value is QuestionDraft =>
  isRecord(value) &&
  isFaqFormValues(value.values) &&
  typeof value.refersTo === 'string' &&
  (value.missedUtterance === undefined ||
    (isRecord(value.missedUtterance) &&
      typeof value.missedUtterance.skill === 'string' &&
      typeof value.missedUtterance.utterance === 'string'));

export const isFaqCmsSettings = (value: unknown): value is FaqCmsSettings =>
  isRecord(value) &&
  typeof value.nonAdminsCanCreateSubjectAreas === 'boolean' &&
  Array.isArray(value.customFields) &&
  value.customFields.every(
    (field) =>
      isRecord(field) &&
      typeof field.name === 'string' &&
      typeof field.label === 'string' &&
      typeof field.sourceFieldName === 'string' &&
      Array.isArray(field.options) &&
      field.options.every(
        (option) => isRecord(option) && typeof option.value === 'string' && typeof option.label === 'string',
      ),
  );

// ------------------------------------------------------------------------------------------ CMS settings

/** Spec 2 §3: the first custom field's values are always stored as 'site'. */
export const FIRST_FIELD_SOURCE = 'site';
export const ALL_OPTION = { value: 'All', label: 'All' } as const;

/** A source field name for a field after the first: its name in lower case, words joined by '_'. */
export const sourceFieldNameOf = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

/**
 * Spec 2 §3: the label equals the name, the first field's source is 'site', the others' follow their names,
 * and an 'All' option comes first where there is none.
 */
export function normaliseSettings(settings: FaqCmsSettings): FaqCmsSettings {
  return {
    ...settings,
    customFields: settings.customFields.map((field, index): FaqCustomField => ({
      ...field,
      label: field.name,
      sourceFieldName: index === 0 ? FIRST_FIELD_SOURCE : sourceFieldNameOf(field.name),
      options: field.options.some((option) => option.value === ALL_OPTION.value)
        ? field.options
        : [{ ...ALL_OPTION }, ...field.options],
    })),
  };
}

/** Spec 2 §5: the first error of the custom fields, or null. */
export function firstSettingsError(settings: FaqCmsSettings): string | null {
  for (const field of settings.customFields) {
    if (!field.name.trim()) return SETTINGS_MESSAGES.nameEmpty;
    for (const option of field.options) {
      if (!option.value.trim()) return SETTINGS_MESSAGES.valueEmpty;
      if (!option.label.trim()) return SETTINGS_MESSAGES.labelEmpty;
    }
  }
  return null;
}

/** Spec 2 §5: Save is disabled while a custom field has no options. */
export const someFieldHasNoOptions = (settings: FaqCmsSettings) =>
  settings.customFields.some((field) => field.options.length === 0);
