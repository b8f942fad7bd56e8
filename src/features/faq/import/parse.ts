/**
 * What an import file holds, read before anything is erased (issue 14 "Import without surprises"): its text
 * decoded to UTF-8 (spec 2 §5; the encoding detected), a spreadsheet's first sheet converted to CSV, every row
 * checked, and the rows rejected listed with their line and reason. Runs in a worker (import.worker.ts); pure,
 * so tests call it directly.
 */
import Papa from 'papaparse';

import {
  FAQ_IMPORT_COLUMNS,
  FAQ_RESPONSE_LIMIT_BYTES,
  type ImportKind,
  SURVEY_IMPORT_COLUMNS,
} from '@/contracts/faq';

/** Spec 2 §5: the accepted files. */
export const IMPORT_EXTENSIONS = ['.csv', '.xls', '.xlsx'] as const;

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export interface RejectedRow {
  /** The line of the file (1 is the header). */
  line: number;
  reason: string;
}

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
  rejected: RejectedRow[];
  /** A problem with the whole file (no header, a required column missing): nothing can be imported. */
  fatal: string | null;
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

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** Checks the rows of a parsed CSV for `kind`: the required columns, then each row. */
function review(kind: ImportKind, csv: string, encoding: ImportPreview['encoding']): ImportPreview {
  const parsed = Papa.parse<Record<string, string>>(csv, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim().toLowerCase(),
  });
  const columns = parsed.meta.fields ?? [];
  const required = kind === 'faq' ? (['question', 'answer'] as const) : (['question'] as const);
  const expected: readonly string[] = kind === 'faq' ? FAQ_IMPORT_COLUMNS : SURVEY_IMPORT_COLUMNS;
  const base = { kind, csv, encoding, columns, rowsRead: parsed.data.length };
  const missing = required.filter((column) => !columns.includes(column));
  if (columns.length === 0 || missing.length > 0) {
    return {
      ...base,
      accepted: 0,
      rejected: [],
      fatal:
        columns.length === 0
          ? 'The file is empty.'
          : `The file has no ${missing.join(' or ')} column. Its first row must name the columns: ${expected.join(', ')}.`,
    };
  }
  const rejected: RejectedRow[] = [];
  parsed.data.forEach((row, index) => {
    // Papa's row index counts data rows; the header is line 1. (A quoted field over several lines shifts the
    // real line a little; the row number stays right.)
    const line = index + 2;
    const value = (column: string) => (row[column] ?? '').trim();
    if (!value('question')) rejected.push({ line, reason: 'No question.' });
    else if (kind === 'faq' && !value('answer')) rejected.push({ line, reason: 'No answer.' });
    else if (
      kind === 'faq' &&
      utf8Length(value('answer')) + utf8Length(value('answer_voice')) > FAQ_RESPONSE_LIMIT_BYTES
    )
      rejected.push({
        line,
        reason: `The answers are over ${FAQ_RESPONSE_LIMIT_BYTES.toLocaleString('en-US')} bytes.`,
      });
    else if (value('question').includes('\uFFFD'))
      rejected.push({ line, reason: 'Unreadable characters (bad encoding).' });
  });
  return { ...base, accepted: parsed.data.length - rejected.length, rejected, fatal: null };
}

/** A spreadsheet's first sheet as CSV, through SheetJS (loaded only for .xls and .xlsx). */
async function spreadsheetToCsv(bytes: Uint8Array): Promise<string> {
  const XLSX = await import('@e965/xlsx');
  const workbook = XLSX.read(bytes, { type: 'array', dense: true });
  const first = workbook.SheetNames[0];
  const sheet = first === undefined ? undefined : workbook.Sheets[first];
  return sheet ? XLSX.utils.sheet_to_csv(sheet, { blankrows: false }) : '';
}

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

/** Reads an import file: CSV text decoded to UTF-8, or a spreadsheet converted to CSV, then its rows checked. */
export async function previewImport(
  kind: ImportKind,
  name: string,
  bytes: Uint8Array,
): Promise<ImportPreview> {
  const extension = extensionOf(name);
  if (!(IMPORT_EXTENSIONS as readonly string[]).includes(extension)) {
    return {
      kind,
      csv: '',
      encoding: 'utf-8',
      columns: [],
      rowsRead: 0,
      accepted: 0,
      rejected: [],
      fatal: `Choose a ${IMPORT_EXTENSIONS.join(', ')} file.`,
    };
  }
  if (extension === '.csv') {
    const { text, encoding } = decodeText(bytes);
    return review(kind, text, encoding);
  }
  try {
    return review(kind, await spreadsheetToCsv(bytes), 'spreadsheet');
  } catch {
    return {
      kind,
      csv: '',
      encoding: 'spreadsheet',
      columns: [],
      rowsRead: 0,
      accepted: 0,
      rejected: [],
      fatal: 'The spreadsheet could not be read.',
    };
  }
}
