import { downloadFile, toCsvText } from '@/lib/csv-export';

import type { WidgetRows } from './rows';

/** The CSV text of a widget's rows (formula-like labels escaped: src/lib/csv-export.ts). */
export const toCsv = (rows: WidgetRows): Promise<string> => toCsvText(rows.columns, rows.rows);

/** Exports a widget's rows as a CSV download. */
export async function downloadCsv(fileName: string, rows: WidgetRows): Promise<void> {
  const text = await toCsv(rows);
  downloadFile(fileName, new Blob([text], { type: 'text/csv;charset=utf-8' }));
}
