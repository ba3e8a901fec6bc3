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
  return toCsvWithin(header, rows, Infinity).text;
}

export interface CsvDocument {
  text: string;
  /** Records written after the header. */
  records: number;
  /** Every row fitted. */
  complete: boolean;
}

/** The document's start: the byte order mark and the header row. */
function headerLine(header: readonly CsvValue[]): string {
  return `\uFEFF${header.map(csvCell).join(',')}\r\n`;
}

function recordLine(row: readonly CsvValue[]): string {
  return `${row.map(csvCell).join(',')}\r\n`;
}

/**
 * As toCsv, but stops before the record that would take the document over `maxBytes` of UTF-8
 * (a function's answer has a size limit); whole records only, never a cut one.
 */
export function toCsvWithin(header: readonly string[], rows: Iterable<readonly CsvValue[]>, maxBytes: number): CsvDocument {
  const lines = [headerLine(header)];
  let bytes = Buffer.byteLength(lines[0]!);
  for (const row of rows) {
    const line = recordLine(row);
    bytes += Buffer.byteLength(line);
    if (bytes > maxBytes) return { text: lines.join(''), records: lines.length - 1, complete: false };
    lines.push(line);
  }
  return { text: lines.join(''), records: lines.length - 1, complete: true };
}

/**
 * Records split into documents that each stand alone (BOM, header, whole records) within `maxBytes`,
 * each record written once however many arrive: `add` answers the document a record closed (the
 * record did not fit, so it starts the next one), `close` the one under way. A record larger than
 * `maxBytes` on its own gets a document of its own rather than being lost.
 */
export class CsvParts {
  readonly #header: string;
  readonly #maxBytes: number;
  #lines: string[] = [];
  #bytes = 0;

  constructor(header: readonly string[], maxBytes: number) {
    this.#header = headerLine(header);
    this.#maxBytes = maxBytes;
    this.#bytes = Buffer.byteLength(this.#header);
  }

  /** Records in the document under way. */
  get records(): number {
    return this.#lines.length;
  }

  add(row: readonly CsvValue[]): CsvDocument | undefined {
    const line = recordLine(row);
    const size = Buffer.byteLength(line);
    const closed = this.#lines.length > 0 && this.#bytes + size > this.#maxBytes ? this.close() : undefined;
    this.#lines.push(line);
    this.#bytes += size;
    return closed;
  }

  close(): CsvDocument {
    const document = { text: this.#header + this.#lines.join(''), records: this.#lines.length, complete: true };
    this.#lines = [];
    this.#bytes = Buffer.byteLength(this.#header);
    return document;
  }
}
