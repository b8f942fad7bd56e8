import type { WidgetRows } from './rows';

/**
 * A cell a spreadsheet would read as a formula (OWASP's CSV-injection list: = + - @ tab and carriage return
 * first). papaparse's own pattern for `escapeFormulae: true` ends in `.*$` without the `s` flag, so a cell with
 * a line break after its formula slipped through; this one looks at the first character only.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The CSV text of a widget's rows (papaparse is loaded on demand: it is not part of the page's first load).
 * Labels are text users and bots wrote (utterances, task names): a formula-like cell gets a leading `'` so that
 * Excel or LibreOffice shows it instead of running it (`=HYPERLINK(…)` would send data to any site). Numbers
 * are left alone: a count of -1 stays a number.
 */
export async function toCsv(rows: WidgetRows): Promise<string> {
  const { unparse } = await import('papaparse');
  return unparse({ fields: rows.columns, data: rows.rows }, { escapeFormulae: FORMULA_START });
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
