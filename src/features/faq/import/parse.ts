/**
 * What an import file holds, read before anything is sent (issue 14 "Import without surprises", issue 21 §4): its
 * text decoded to UTF-8 (spec 2 §5; the encoding detected), a spreadsheet's first sheet converted to CSV once its
 * zip has been checked, every row checked by the import's own rules (src/contracts/faq-import.ts), and the rows
 * left out listed with their line and reason. Runs in a worker (import.worker.ts); pure, so tests call it
 * directly.
 */
import Papa from 'papaparse';

import type { FaqCustomField } from '@/contracts/faq';
import {
  FAQ_IMPORT_COLUMNS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportKind,
  type LeftOutRow,
  reviewImportRows,
  SURVEY_IMPORT_COLUMNS,
} from '@/contracts/faq-import';

import { LIMIT_MESSAGES } from './limits';
import { looksLikeZip, zipProblem } from './zip-guard';

/** Spec 2 §5: the accepted files. */
export const IMPORT_EXTENSIONS = ['.csv', '.xls', '.xlsx'] as const;

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface ImportPreview {
  kind: ImportKind;
  /** The file as UTF-8 CSV: what is uploaded. */
  csv: string;
  /** How the text was encoded ('spreadsheet' for .xls/.xlsx). */
  encoding: TextEncodingName | 'spreadsheet';
  columns: string[];
  rowsRead: number;
  /** Rows that will be imported. */
  accepted: number;
  rejected: LeftOutRow[];
  /** The accepted rows' question keys (questionKey): an FAQ import matches them with the published questions. */
  questionKeys: string[];
  /** A problem with the whole file (a limit, no header, a required column missing): nothing can be imported. */
  fatal: string | null;
}

/** What the preview needs besides the file: the organisation's custom fields (their values must be options). */
export interface PreviewContext {
  customFields: readonly FaqCustomField[];
}

/**
 * The text of a CSV file: a byte-order mark decides; otherwise strict UTF-8, and bytes that are not UTF-8 are
 * taken as Windows-1252 (what spreadsheet programs write on Windows), so accents are kept rather than replaced.
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncodingName } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

const refused = (kind: ImportKind, encoding: ImportPreview['encoding'], fatal: string): ImportPreview => ({
  kind,
  csv: '',
  encoding,
  columns: [],
  rowsRead: 0,
  accepted: 0,
  rejected: [],
  questionKeys: [],
  fatal,
});

/** Checks the rows of a parsed CSV for `kind`: the limits and the required columns, then each row. */
function review(
  kind: ImportKind,
  csv: string,
  encoding: ImportPreview['encoding'],
  { customFields }: PreviewContext,
): ImportPreview {
  const parsed = Papa.parse<Record<string, string>>(csv, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
    // One row more than the limit is enough to know it is over: the rest is never parsed.
    preview: IMPORT_MAX_ROWS + 1,
  });
  if (parsed.data.length > IMPORT_MAX_ROWS) return refused(kind, encoding, LIMIT_MESSAGES.tooManyRows);
  const columns = parsed.meta.fields ?? [];
  const expected: readonly string[] = kind === 'faq' ? FAQ_IMPORT_COLUMNS : SURVEY_IMPORT_COLUMNS;
  // Issue 21 §4.2: the form's four fields are all required; a survey needs only its questions.
  const required = kind === 'faq' ? expected : ['question'];
  const base = { kind, csv, encoding, columns, rowsRead: parsed.data.length };
  const missing = required.filter((column) => !columns.includes(column));
  if (columns.length === 0 || missing.length > 0) {
    return {
      ...base,
      accepted: 0,
      rejected: [],
      questionKeys: [],
      fatal:
        columns.length === 0
          ? 'The file is empty.'
          : `The file has no ${missing.join(' or ')} column. Its first row must name the columns: ${expected.join(', ')}.`,
    };
  }
  const { accepted, leftOut } = reviewImportRows(kind, parsed.data, customFields);
  return {
    ...base,
    accepted: accepted.length,
    rejected: leftOut,
    questionKeys: accepted.map((row) => row.key),
    fatal: null,
  };
}

/**
 * A spreadsheet's first sheet as CSV, through SheetJS (loaded only for spreadsheets), once its zip (an .xlsx) has
 * been checked; at most one row more than the limit is read.
 */
async function spreadsheetToCsv(
  bytes: Uint8Array<ArrayBuffer>,
): Promise<{ csv: string } | { fatal: string }> {
  if (looksLikeZip(bytes)) {
    const problem = await zipProblem(bytes);
    if (problem) return { fatal: problem };
  }
  const XLSX = await import('@e965/xlsx');
  // The header, the rows allowed, and one more to tell that there are more.
  const workbook = XLSX.read(bytes, { type: 'array', dense: true, sheetRows: IMPORT_MAX_ROWS + 2 });
  const first = workbook.SheetNames[0];
  const sheet = first === undefined ? undefined : workbook.Sheets[first];
  return { csv: sheet ? XLSX.utils.sheet_to_csv(sheet, { blankrows: false }) : '' };
}

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** Reads an import file: CSV text decoded to UTF-8, or a spreadsheet converted to CSV, then its rows checked. */
export async function previewImport(
  kind: ImportKind,
  name: string,
  bytes: Uint8Array<ArrayBuffer>,
  context: PreviewContext,
): Promise<ImportPreview> {
  const extension = extensionOf(name);
  if (!(IMPORT_EXTENSIONS as readonly string[]).includes(extension)) {
    return refused(kind, 'utf-8', `Choose a ${IMPORT_EXTENSIONS.join(', ')} file.`);
  }
  if (bytes.length > IMPORT_MAX_BYTES) {
    return refused(
      kind,
      extension === '.csv' ? 'utf-8' : 'spreadsheet',
      LIMIT_MESSAGES.fileTooLarge(bytes.length),
    );
  }
  if (extension === '.csv') {
    const { text, encoding } = decodeText(bytes);
    return review(kind, text, encoding, context);
  }
  let converted: Awaited<ReturnType<typeof spreadsheetToCsv>>;
  try {
    converted = await spreadsheetToCsv(bytes);
  } catch {
    return refused(kind, 'spreadsheet', LIMIT_MESSAGES.unreadable);
  }
  if ('fatal' in converted) return refused(kind, 'spreadsheet', converted.fatal);
  const csvBytes = new TextEncoder().encode(converted.csv).length;
  if (csvBytes > IMPORT_MAX_BYTES) return refused(kind, 'spreadsheet', LIMIT_MESSAGES.csvTooLarge(csvBytes));
  return review(kind, converted.csv, 'spreadsheet', context);
}
