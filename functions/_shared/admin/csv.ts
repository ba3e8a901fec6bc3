/**
 * CSV documents of the server's size (#domain/csv.ts has the cells' rules): within a byte limit, or
 * split into parts that each stand alone.
 */

import { CSV_BOM, csvRecord, csvDocument, type CsvValue } from '#domain/csv.ts';

export { csvCell, neutralizeFormula, type CsvValue } from '#domain/csv.ts';

/** A whole document: BOM, the header row, then one record per row, each line ended by CRLF. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  return csvDocument(header, rows);
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
  return CSV_BOM + csvRecord(header);
}

const recordLine = csvRecord;

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
