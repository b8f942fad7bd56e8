/**
 * CSV exports and file downloads (the dashboard's widget rows, the FAQ before an erase). papaparse is loaded on
 * demand: it is not part of any page's first load.
 */

/**
 * A cell a spreadsheet would read as a formula (OWASP's CSV-injection list: = + - @ tab and carriage return
 * first). papaparse's own pattern for `escapeFormulae: true` ends in `.*$` without the `s` flag, so a cell with
 * a line break after its formula slipped through; this one looks at the first character only.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * CSV text of a header and rows. Cells are text users and bots wrote: a formula-like cell gets a leading `'` so
 * that Excel or LibreOffice shows it instead of running it (`=HYPERLINK(…)` would send data to any site).
 * Numbers are left alone: a count of -1 stays a number.
 */
export async function toCsvText(
  columns: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): Promise<string> {
  const { unparse } = await import('papaparse');
  return unparse(
    { fields: [...columns], data: rows.map((row) => [...row]) },
    { escapeFormulae: FORMULA_START },
  );
}

/** Hands a file to the browser as a download. */
export function downloadFile(fileName: string, contents: Blob): void {
  const url = URL.createObjectURL(contents);
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
