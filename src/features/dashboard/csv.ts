import type { WidgetRows } from './rows';

/** The CSV text of a widget's rows (papaparse is loaded on demand: it is not part of the page's first load). */
export async function toCsv(rows: WidgetRows): Promise<string> {
  const { unparse } = await import('papaparse');
  return unparse({ fields: rows.columns, data: rows.rows });
}

/** Exports a widget's rows as a CSV download. */
export async function downloadCsv(fileName: string, rows: WidgetRows): Promise<void> {
  const text = await toCsv(rows);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Released after the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
