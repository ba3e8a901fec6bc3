/**
 * The backup file: plain SQL a person can read and any PostgreSQL client can load into an empty
 * database (`psql --single-transaction -v ON_ERROR_STOP=1 -f backup.sql`), with comment lines that
 * `npm run db:restore` reads as section markers:
 *
 *   -- Nusantara Bridge Consulting database backup (format 1)      first line
 *   -- @sql <title>            statements run as one batch (settings, the tracking table, constraints, sequences)
 *   -- @migration <name>       a migration's SQL, verbatim, as the database had applied it
 *   -- @data <table> <rows>    one complete INSERT per line, <rows> of them
 *   -- @end <rows> rows        last line: a file without it was cut short and is refused
 *
 * Data lines keep every value on one line (E'' strings escape line breaks and control characters),
 * so a restore streams a file of any size line by line.
 */

export const FORMAT_VERSION = 1;
export const FIRST_LINE = `-- Nusantara Bridge Consulting database backup (format ${FORMAT_VERSION})`;
export const FIRST_LINE_PATTERN = /^-- Nusantara Bridge Consulting database backup \(format (\d+)\)$/;
export const MARKER = /^-- @(sql|migration|data|end)(?: (.*))?$/;
export const END_PATTERN = /^-- @end (\d+) rows$/;
/** The title of a data section: the quoted table name (it may hold spaces) and its row count. */
export const DATA_TITLE = /^(.+) (\d+)$/;

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
