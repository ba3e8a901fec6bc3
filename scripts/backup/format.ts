/**
 * The backup file: plain SQL a person can read and any PostgreSQL client can load into an empty
 * database (`psql --single-transaction -v ON_ERROR_STOP=1 -f backup.sql`), with comment lines that
 * `npm run db:restore` reads as section markers:
 *
 *   -- Nusantara Bridge Consulting database backup (format 2)      first line
 *   -- @schema <migration>     the schema version: the newest migration the database had applied
 *   -- @sql <title>            statements run as one batch (settings, the tracking table, constraints, sequences)
 *   -- @migration <name>       a migration's SQL, verbatim, as the database had applied it
 *   -- @data <table> <rows>    one complete INSERT per line, <rows> of them
 *   -- @end <rows> rows, sha256 <hex>
 *                              last line: the SHA-256 of every byte before it; a file without it was
 *                              cut short, one whose bytes do not match it was changed, and both are refused
 *
 * Data lines keep every value on one line (E'' strings escape line breaks and control characters),
 * so a restore streams a file of any size line by line. Format 1 was the same without the schema line
 * and without the checksum.
 */

export const FORMAT_VERSION = 2;
/** The format before the checksum: read only when the person restoring says so (--without-checksum). */
export const UNCHECKED_FORMAT_VERSION = 1;
export const FIRST_LINE = `-- Nusantara Bridge Consulting database backup (format ${FORMAT_VERSION})`;
export const FIRST_LINE_PATTERN = /^-- Nusantara Bridge Consulting database backup \(format (\d+)\)$/;
export const MARKER = /^-- @(sql|migration|data|end)(?: (.*))?$/;
/** The schema version, in the header (before the first section). */
export const SCHEMA_PATTERN = /^-- @schema (\S+)$/;
/** The last line: the rows in all, and (format 2) the checksum of everything before the line. */
export const END_PATTERN = /^-- @end (\d+) rows(?:, sha256 ([0-9a-f]{64}))?$/;
/** The title of a data section: the quoted table name (it may hold spaces) and its row count. */
export const DATA_TITLE = /^(.+) (\d+)$/;

/** The schema line of a database that had applied no migration. */
export const NO_SCHEMA = 'none';

export function schemaLine(newestMigration: string | undefined): string {
  return `-- @schema ${newestMigration ?? NO_SCHEMA}`;
}

/** The last line of a file of `rows` rows whose bytes before this line have this SHA-256 (hex). */
export function endLine(rows: number, sha256: string): string {
  return `-- @end ${rows} rows, sha256 ${sha256}`;
}

/** The settings a dump is written with and a restore runs under: values are read and written in these forms. */
export const SESSION_SETTINGS: ReadonlyArray<[string, string]> = [
  // The migrations name their tables unqualified: they create them in public, whatever the role's own default.
  ['search_path', 'public'],
  ['client_encoding', 'UTF8'],
  ['standard_conforming_strings', 'on'],
  ['TimeZone', 'UTC'],
  ['DateStyle', 'ISO, YMD'],
  ['IntervalStyle', 'postgres'],
  ['extra_float_digits', '3'],
  ['bytea_output', 'hex'],
];

/**
 * A value in PostgreSQL's text form as an SQL literal that PostgreSQL reads back to the same value
 * (the column's type converts it, as COPY would). Line breaks, backslashes and control characters
 * go into an E'' string so that the statement stays on one line.
 */
export function sqlLiteral(value: string | null): string {
  if (value === null) return 'NULL';
  if (!/[\\\u0000-\u001f\u007f]/.test(value)) return `'${value.replaceAll("'", "''")}'`;
  let escaped = '';
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char === '\\') escaped += '\\\\';
    else if (char === "'") escaped += "''";
    else if (char === '\n') escaped += '\\n';
    else if (char === '\r') escaped += '\\r';
    else if (char === '\t') escaped += '\\t';
    else if (code < 0x20 || code === 0x7f) escaped += `\\x${code.toString(16).padStart(2, '0')}`;
    else escaped += char;
  }
  return `E'${escaped}'`;
}

/** A value of a column of that kind: numbers and booleans bare when they read the same unquoted (NaN, Infinity stay quoted). */
export function sqlValue(value: string | null, kind: 'number' | 'boolean' | 'other'): string {
  if (value !== null && kind === 'number' && /^-?\d+(?:\.\d+)?(?:e[+-]?\d+)?$/i.test(value)) return value;
  if (value !== null && kind === 'boolean' && (value === 't' || value === 'f')) return value === 't' ? 'true' : 'false';
  return sqlLiteral(value);
}
