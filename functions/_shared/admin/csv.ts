/**
 * CSV for spreadsheets (RFC 4180): CRLF between records, a cell quoted when it holds a quote, a comma
 * or a line break (quotes doubled), and a UTF-8 byte order mark so Excel reads Korean as UTF-8.
 */

export type CsvValue = string | number | null | undefined;

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

/** A whole document: BOM, the header row, then one record per row, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) lines.push(row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
