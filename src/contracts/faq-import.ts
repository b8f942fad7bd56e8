/**
 * The bulk import's contract (spec 2 §4 "Upload", §5, §7; issue 21 §4): the file format, the limits, the modes,
 * the request and the completion message, and the rules each row must meet. The portal's preview
 * (src/features/faq/import/) and the import service (the emulator's src/emulator/modules/faq/imports.ts) apply the same
 * rules, so the preview says exactly which rows the import will leave out.
 *
 * The file: UTF-8 CSV with a header row. FAQ data has the columns `question, subject_area, answer, answer_voice`
 * and a column per custom field, named by its source field name; survey questions have `question, answers`
 * (answers separated by `|`).
 */
import {
  characterCount,
  type CodeOnlyReply,
  FAQ_QUESTION_MAX_CHARACTERS,
  FAQ_RESPONSE_LIMIT_BYTES,
  FAQ_SUBJECT_AREA_MAX_CHARACTERS,
  type FaqCustomField,
} from './faq';
import { defineOperation } from './operation';

/** What an import replaces or adds to. */
export type ImportKind = 'faq' | 'survey';

/** The columns an import reads (a header row; custom fields by their source field names). */
export const FAQ_IMPORT_COLUMNS = ['question', 'subject_area', 'answer', 'answer_voice'] as const;
export const SURVEY_IMPORT_COLUMNS = ['question', 'answers'] as const;

/** Issue 21 §4.3: the largest file (and the largest CSV a spreadsheet may become), and the most rows. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;

/**
 * How an FAQ import treats the questions already there (issue 21 §4.1). Add and update: each row updates the
 * published question it matches (same question, ignoring case and spaces) or is added; nothing else changes,
 * questions waiting for review stay. Erase and import: the FAQ is replaced by the file, questions waiting for
 * review included. Survey questions are always replaced whole.
 */
export const IMPORT_MODES = ['add-and-update', 'erase-and-import'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** The fields of UploadCollection / UploadSurvey (besides the envelope). */
export interface ImportRequest {
  /** The object's key within the caller's prefix: `has/<GUID>.csv`. */
  collection: string;
  msgId: string;
  tenant: string;
  InvocationType: 'Event';
  /** Ours (not in spec 2 §7): absent, an FAQ import erases, as the spec's only mode did. */
  Mode: ImportMode;
}

/** POST {faq}/collection: an FAQ import (administrators); its result arrives later on the upload queue. */
export const uploadCollection = defineOperation<ImportRequest, CodeOnlyReply>()({
  api: 'faq',
  method: 'POST',
  path: 'collection',
  apiCall: 'UploadCollection',
});

/** POST {faq}/survey: survey questions, always replaced whole (administrators). */
export const uploadSurvey = defineOperation<ImportRequest, CodeOnlyReply>()({
  api: 'faq',
  method: 'POST',
  path: 'survey',
  apiCall: 'UploadSurvey',
});

/** The operation each kind of import is posted with. */
export const IMPORT_OPERATIONS = { faq: uploadCollection, survey: uploadSurvey } as const;

/** A row the import leaves out. */
export interface LeftOutRow {
  /** The line of the file (1 is the header). */
  line: number;
  reason: string;
}

/** The completion message's body on the upload queue (JSON). */
export interface ImportMessage {
  msgId: string;
  status: 'success' | 'error';
  /** What happened, in a sentence (or why nothing did). */
  msg: string;
  /** On success: questions added and published questions updated (survey imports: all added). */
  added?: number;
  updated?: number;
  leftOut?: LeftOutRow[];
}

/**
 * The key a question is matched by: case and spacing ignored (leading, trailing and repeated white space), and
 * accents however they were encoded.
 */
export const questionKey = (question: string) =>
  question.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/**
 * Whether an answer has something in it, read as text (no HTML parser here: the preview runs in a worker). The
 * import service also sanitises each answer and leaves out those with nothing left.
 */
const hasAnswer = (html: string) =>
  /<(img|iframe)\b[^>]*\ssrc=["']?[^"'\s>]/i.test(html) ||
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim() !== '';

const within = (text: string, max: number) => characterCount(text) <= max;

/** Why an FAQ row cannot be imported: the question form's rules (issue 21 §4.2), or null. */
export function faqRowProblem(
  cell: (column: string) => string,
  customFields: readonly FaqCustomField[],
): string | null {
  const question = cell('question');
  if (!question) return 'No question.';
  if (question.includes('\uFFFD')) return 'Unreadable characters (bad encoding).';
  if (!within(question, FAQ_QUESTION_MAX_CHARACTERS))
    return `The question is over ${FAQ_QUESTION_MAX_CHARACTERS} characters.`;
  const subjectArea = cell('subject_area');
  if (!subjectArea) return 'No subject area.';
  if (!within(subjectArea, FAQ_SUBJECT_AREA_MAX_CHARACTERS))
    return `The subject area is over ${FAQ_SUBJECT_AREA_MAX_CHARACTERS} characters.`;
  const answer = cell('answer');
  if (!hasAnswer(answer)) return 'No answer.';
  const voice = cell('answer_voice');
  if (!voice) return 'No voice answer.';
  if (utf8Length(answer) + utf8Length(voice) > FAQ_RESPONSE_LIMIT_BYTES)
    return `The answers are over ${FAQ_RESPONSE_LIMIT_BYTES.toLocaleString('en-US')} bytes.`;
  for (const field of customFields) {
    const value = cell(field.sourceFieldName);
    if (value && !field.options.some((option) => option.value === value))
      return `“${value}” is not an option of ${field.name}.`;
  }
  return null;
}

/** Why a survey row cannot be imported, or null. */
export function surveyRowProblem(cell: (column: string) => string): string | null {
  const question = cell('question');
  if (!question) return 'No question.';
  if (question.includes('\uFFFD')) return 'Unreadable characters (bad encoding).';
  if (!within(question, FAQ_QUESTION_MAX_CHARACTERS))
    return `The question is over ${FAQ_QUESTION_MAX_CHARACTERS} characters.`;
  return null;
}

export interface ReviewedRow<Row> {
  line: number;
  row: Row;
  /** The question's match key (questionKey). */
  key: string;
}

/**
 * Every row of a parsed file (Papa's header mode: the header is line 1), the accepted ones and those left out
 * with their line and reason; a question repeated in the file is left out after its first row.
 */
export function reviewImportRows<Row extends Record<string, string | undefined>>(
  kind: ImportKind,
  rows: readonly Row[],
  customFields: readonly FaqCustomField[],
): { accepted: ReviewedRow<Row>[]; leftOut: LeftOutRow[] } {
  const accepted: ReviewedRow<Row>[] = [];
  const leftOut: LeftOutRow[] = [];
  const firstLine = new Map<string, number>();
  rows.forEach((row, index) => {
    // A quoted field over several lines shifts the real line a little; the row number stays right.
    const line = index + 2;
    const cell = (column: string) => (row[column] ?? '').trim();
    const problem = kind === 'faq' ? faqRowProblem(cell, customFields) : surveyRowProblem(cell);
    if (problem) {
      leftOut.push({ line, reason: problem });
      return;
    }
    const key = questionKey(cell('question'));
    const first = firstLine.get(key);
    if (first !== undefined) {
      leftOut.push({ line, reason: `Repeats the question of line ${first}.` });
      return;
    }
    firstLine.set(key, line);
    accepted.push({ line, row, key });
  });
  return { accepted, leftOut };
}
