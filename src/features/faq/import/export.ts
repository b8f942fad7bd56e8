/**
 * The current FAQ as an import file (issue 21 §4.1: offered before an erase): the published questions (approved,
 * and those waiting to be deleted, which are still answered) in the import's own columns, so that importing
 * the download again restores them. Questions waiting for review are not published and are left out: the
 * erase warning counts them.
 */
import type { FaqCustomField, FaqSearchDocument } from '@/contracts/faq';
import { FAQ_IMPORT_COLUMNS } from '@/contracts/faq-import';
import { downloadFile, toCsvText } from '@/lib/csv-export';

export type ExportFormat = 'csv' | 'xlsx';

/** Published questions are answered by the assistant; NEW ones wait for review. */
export const isPublished = (document: FaqSearchDocument) => document._source.status !== 'NEW';

/** The header and rows of the published questions, custom fields by their source field names. */
export function currentFaqTable(
  documents: readonly FaqSearchDocument[],
  customFields: readonly FaqCustomField[],
): { columns: string[]; rows: string[][] } {
  const custom = customFields.map((field) => field.sourceFieldName);
  return {
    columns: [...FAQ_IMPORT_COLUMNS, ...custom],
    rows: documents
      .filter(isPublished)
      .map(({ _source: source }) => [
        source.question,
        source.subject_area,
        source.answer,
        source.answer_voice,
        ...custom.map((name) => source.customFields?.[name] ?? ''),
      ]),
  };
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Downloads the published questions as `faq-<date>.csv` or `.xlsx` (SheetJS loaded for a workbook only). */
export async function downloadCurrentFaq(
  format: ExportFormat,
  documents: readonly FaqSearchDocument[],
  customFields: readonly FaqCustomField[],
  date: string,
): Promise<void> {
  const { columns, rows } = currentFaqTable(documents, customFields);
  const fileName = `faq-${date}.${format}`;
  if (format === 'csv') {
    const text = await toCsvText(columns, rows);
    downloadFile(fileName, new Blob([text], { type: 'text/csv;charset=utf-8' }));
    return;
  }
  const XLSX = await import('@e965/xlsx');
  const workbook = XLSX.utils.book_new();
  // Every cell a string: a workbook cell that looks like a formula is still text, never run.
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([columns, ...rows]), 'FAQ');
  const bytes = XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  downloadFile(fileName, new Blob([bytes], { type: XLSX_TYPE }));
}
