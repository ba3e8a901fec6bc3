/**
 * CSV cells and records for spreadsheets (RFC 4180), the one set of rules for every CSV the back
 * office makes, on the server (the inquiries export) or in the browser (the Visitors view's tables):
 * CRLF after each record, a cell quoted when it holds a quote, a comma or a line break (quotes
 * doubled), and a UTF-8 byte order mark first so Excel reads Korean as UTF-8.
 */

export type CsvValue = string | number | null | undefined;

/** Put before the header row: without it Excel reads the file in the machine's legacy code page. */
export const CSV_BOM = '\uFEFF';

/** Excel and LibreOffice read a cell starting with one of these as a formula (or its start). */
const FORMULA_START = /^(?:[\t\r]|\s*[=+\-@])/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * Formula-injection defence (OWASP "CSV injection"): a text cell whose first character — or first one
 * after leading whitespace — is `=`, `+`, `-`, `@`, TAB or CR gets a leading `'`, so a spreadsheet
 * shows it as text instead of running it. Numbers are written as they are.
 */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : neutralizeFormula(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record with its CRLF. */
export function csvRecord(row: readonly CsvValue[]): string {
  return `${row.map(csvCell).join(',')}\r\n`;
}

/** A whole document: BOM, the header row, then one record per row. */
export function csvDocument(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  let text = CSV_BOM + csvRecord(header);
  for (const row of rows) text += csvRecord(row);
  return text;
}
