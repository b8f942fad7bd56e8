/**
 * Import and export of a type's values in Dialogflow's entity CSV format: one entry a row, every field quoted, the
 * value first and its synonyms after it (`"New York City","NYC","New York City, USA"`). Dialogflow lists the value
 * among its own synonyms; that copy is not a synonym here and is left out on import and written on export, so a
 * file goes back to Dialogflow as it came. IDs have no column in that format: an import adds values without one.
 *
 * The plan reports every row it does not take, and why: nothing is dropped silently.
 */
import {
  entryCount,
  SLOT_LIMITS,
  SLOT_RULE_MESSAGES,
  type SlotValue,
  textKey,
} from '@/contracts/custom-slots';
import { FORMULA_START } from '@/lib/csv-export';

export interface RejectedRow {
  /** 1-based, as a spreadsheet numbers the file's rows. */
  row: number;
  /** The row's first cell (the value), or what the row held when it had none. */
  text: string;
  reason: string;
}

export interface ImportPlan {
  accepted: SlotValue[];
  rejected: RejectedRow[];
}

/**
 * A cell as it was before export escaped it: a `'` put before a formula-like start (src/lib/csv-export.ts) is
 * taken off again, so an exported "+1 line" comes back as itself.
 */
const unescapeCell = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** The rows of a file that are to import: an empty row (a trailing line break) is no entry. */
const isBlank = (row: readonly string[]) => row.every((cell) => !cell.trim());

/**
 * What importing `rows` into a type holding `existing` would add: each row's value and synonyms, checked by the
 * rules the page checks as you type (contract) against the type and the rows before it, and against the type's
 * quota. A row is taken whole or not at all.
 */
export function planImport(rows: readonly (readonly string[])[], existing: readonly SlotValue[]): ImportPlan {
  const said = new Set(existing.flatMap((value) => [value.value, ...value.synonyms].map(textKey)));
  let entries = entryCount(existing);
  const accepted: SlotValue[] = [];
  const rejected: RejectedRow[] = [];
  rows.forEach((cells, index) => {
    if (isBlank(cells)) return;
    const [first = '', ...rest] = cells.map((cell) => unescapeCell(cell.trim()));
    const reject = (reason: string) =>
      rejected.push({ row: index + 1, text: first || cells.join(',').slice(0, SLOT_LIMITS.value), reason });
    if (!first) return reject(SLOT_RULE_MESSAGES.valueEmpty);
    if (first.length > SLOT_LIMITS.value) return reject(SLOT_RULE_MESSAGES.valueTooLong);
    if (said.has(textKey(first))) return reject(SLOT_RULE_MESSAGES.valueInUse);
    const synonyms: string[] = [];
    const rowKeys = new Set([textKey(first)]);
    for (const synonym of rest) {
      // Dialogflow's copy of the value among its synonyms, and empty trailing cells, are no synonyms.
      if (!synonym || textKey(synonym) === textKey(first)) continue;
      if (synonym.length > SLOT_LIMITS.value)
        return reject(`${SLOT_RULE_MESSAGES.synonymTooLong}: ${synonym}`);
      if (said.has(textKey(synonym)) || rowKeys.has(textKey(synonym)))
        return reject(`${SLOT_RULE_MESSAGES.synonymExists}: ${synonym}`);
      rowKeys.add(textKey(synonym));
      synonyms.push(synonym);
    }
    if (entries + 1 + synonyms.length > SLOT_LIMITS.entriesPerType)
      return reject(SLOT_RULE_MESSAGES.typeFull);
    entries += 1 + synonyms.length;
    for (const key of rowKeys) said.add(key);
    accepted.push({ value: first, synonyms });
  });
  return { accepted, rejected };
}

/** The rows of an export: the value, itself again (Dialogflow's convention), then its synonyms. */
export const exportRows = (values: readonly SlotValue[]): string[][] =>
  values.map((value) => [value.value, value.value, ...value.synonyms]);

/** Reads a CSV file's text into rows (papaparse, loaded when a file is first imported). */
export async function readCsv(text: string): Promise<string[][]> {
  const { default: Papa } = await import('papaparse');
  return Papa.parse<string[]>(text, { skipEmptyLines: false }).data;
}

/** The CSV text of an export: every field quoted, as Dialogflow writes it. */
export async function writeCsv(values: readonly SlotValue[]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return Papa.unparse(exportRows(values), { quotes: true, escapeFormulae: FORMULA_START });
}
