/**
 * Writes a backup (format.ts) of a database this project's migrations built, over the ordinary
 * wire protocol (no pg_dump on a user's machine): the migrations the database has applied, verbatim,
 * so the file rebuilds the exact schema of its own version (the rows a migration seeds are emptied
 * again right after: the data holds them as they were); then every row of every table the
 * catalog lists, in foreign-key order, each value in PostgreSQL's own text form (bytea as hex, jsonb,
 * timestamps in UTC at full precision); then each sequence at its value. All reads share one
 * REPEATABLE READ snapshot, so the rows agree with each other as they were at one instant. The
 * header names the schema version (the newest migration applied) and the last line carries the
 * SHA-256 of every byte before it, computed as the text is written, so any size streams through.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { MIGRATIONS_DIR } from '../embedded-db/index.ts';
import { RAW_TEXT, readCatalog, type TableInfo } from './catalog.ts';
import { endLine, FIRST_LINE, MARKER, schemaLine, SESSION_SETTINGS, sqlLiteral, sqlValue } from './format.ts';

export class BackupError extends Error {}

export interface BackupOptions {
  /** Says which database this was, in the header (never a password). */
  source: string;
  /** Where the applied migrations' SQL is read (tests point it at a copy with extra migrations). */
  migrationsDir?: string;
  now?: Date;
}

export interface BackupSummary {
  tables: number;
  rows: number;
  sequences: number;
  migrations: string[];
  /** The SHA-256 (hex) the file's last line carries. */
  sha256: string;
}

/** Rows fetched per round trip: few enough that a table of large images stays small in memory. */
const FETCH_ROWS = 50;

/** The tracking table as @netlify/database-dev and Netlify create it (the data section fills it). */
const TRACKING_TABLE = `CREATE SCHEMA IF NOT EXISTS netlify;
CREATE TABLE IF NOT EXISTS netlify.migrations (
  name TEXT PRIMARY KEY,
  applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
);`;

export async function writeBackup(client: pg.ClientBase, output: (text: string) => Promise<void>, options: BackupOptions): Promise<BackupSummary> {
  const migrationsDir = options.migrationsDir ?? MIGRATIONS_DIR;
  const hash = createHash('sha256');
  const write = (text: string) => {
    hash.update(text, 'utf8');
    return output(text);
  };
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
  try {
    for (const [name, value] of SESSION_SETTINGS) await client.query(`SET LOCAL ${name} = '${value}'`);
    // Definitions (foreign keys) come schema-qualified, as the restore needs them.
    await client.query("SET LOCAL search_path = ''");
    const version = (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ?? 'unknown';
    const catalog = await readCatalog(client);
    if (!catalog.tables.some((table) => table.name === 'netlify.migrations')) {
      throw new BackupError('This database has no netlify.migrations table: it was not built by this project\'s migrations, so a backup could not rebuild its schema.');
    }
    const applied = (await client.query<{ name: string }>('SELECT name FROM netlify.migrations ORDER BY name')).rows.map((row) => row.name);
    const migrations = readMigrations(migrationsDir, applied);

    await write(header(options, version, applied));
    await write(section('sql', 'settings', SESSION_SETTINGS.map(([name, value]) => `SET ${name} = '${value}';`).join('\n')));
    await write(section('sql', 'the migrations tracking table', TRACKING_TABLE));
    for (const { name, sql } of migrations) await write(section('migration', name, terminated(sql)));
    // A migration may seed rows (the default reply templates): the data below holds every row as it
    // was backed up, seeds included, so what the migrations put there goes first.
    const tables = catalog.tables.map((table) => table.name).filter((name) => !name.startsWith('netlify.'));
    if (tables.length > 0) await write(section('sql', 'rows the migrations seeded (the data below holds them as they were)', `TRUNCATE ${tables.join(', ')};`));
    if (catalog.deferredForeignKeys.length > 0) {
      await write(section('sql', 'foreign keys no table order satisfies: dropped during the load, added back (and checked) after it',
        catalog.deferredForeignKeys.map((fk) => `ALTER TABLE ${fk.table} DROP CONSTRAINT ${fk.name};`).join('\n')));
    }
    let rows = 0;
    for (const table of catalog.tables) rows += await writeTable(client, table, write);
    if (catalog.deferredForeignKeys.length > 0) {
      await write(section('sql', 'the foreign keys dropped above',
        catalog.deferredForeignKeys.map((fk) => `ALTER TABLE ${fk.table} ADD CONSTRAINT ${fk.name} ${fk.definition};`).join('\n')));
    }
    const sequences: string[] = [];
    for (const sequence of catalog.sequences) {
      const state = (await client.query<{ last_value: string; is_called: boolean }>({ text: `SELECT last_value::text, is_called FROM ${sequence.name}` })).rows[0];
      if (state) sequences.push(`SELECT pg_catalog.setval(${sqlLiteral(sequence.name)}, ${state.last_value}, ${state.is_called});`);
    }
    if (sequences.length > 0) await write(section('sql', 'sequences', sequences.join('\n')));
    await write('\n');
    const sha256 = hash.digest('hex');
    await output(`${endLine(rows, sha256)}\n`);
    await client.query('COMMIT');
    return { tables: catalog.tables.length, rows, sequences: sequences.length, migrations: applied, sha256 };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

function header(options: BackupOptions, version: string, applied: readonly string[]): string {
  return [
    FIRST_LINE,
    schemaLine(applied.at(-1)),
    `-- Made ${(options.now ?? new Date()).toISOString()} by \`npm run db:backup\` from ${options.source} (PostgreSQL ${version}).`,
    `-- Schema: the ${applied.length} migrations that database had applied${applied.length ? `, up to ${applied.at(-1)}` : ''}, then every row, then the sequences.`,
    '--',
    '-- Restore it with `npm run db:restore -- <this file>` (refuses a database that holds data unless --force,',
    '-- loads in one transaction, then applies the migrations newer than the backup), or load it into an',
    '-- empty database with any PostgreSQL client:',
    '--   psql --single-transaction -v ON_ERROR_STOP=1 -f <this file> <database>',
    '-- The last line holds the SHA-256 of everything before it: db:restore refuses the file if one byte changed.',
    '-- It holds personal data (inquiries) and password hashes: keep it as private as the database itself.',
    '',
  ].join('\n');
}

function section(kind: 'sql' | 'migration' | 'data', title: string, body: string): string {
  return `\n-- @${kind} ${title}\n${body}\n`;
}

/** A migration may end without a semicolon; the next section must not run on from it. */
function terminated(sql: string): string {
  const trimmed = sql.replace(/\s+$/, '');
  return /;$/.test(trimmed) ? trimmed : `${trimmed}\n;`;
}

function readMigrations(dir: string, applied: readonly string[]): Array<{ name: string; sql: string }> {
  const files = new Map(readdirSync(dir).filter((file) => /^\d+_.+\.sql$/.test(file)).map((file) => [file.slice(0, -4), join(dir, file)]));
  const unknown = applied.filter((name) => !files.has(name));
  if (unknown.length > 0) {
    throw new BackupError(
      `The database has applied migrations this checkout does not have (${unknown.join(', ')}): back it up with the version of the code that applied them.`,
    );
  }
  return applied.map((name) => {
    const sql = readFileSync(files.get(name)!, 'utf8');
    if (sql.split('\n').some((line) => MARKER.test(line))) throw new BackupError(`Migration ${name} has a line that reads as a backup section marker (-- @...).`);
    return { name, sql };
  });
}

async function writeTable(client: pg.ClientBase, table: TableInfo, write: (text: string) => Promise<void>): Promise<number> {
  const count = Number((await client.query<{ count: string }>(`SELECT count(*)::text AS count FROM ${table.name}`)).rows[0]?.count ?? 0);
  await write(`\n-- @data ${table.name} ${count}\n`);
  if (count === 0) return 0;
  const columns = table.columns.join(', ');
  const into = table.columns.length === 0
    ? `INSERT INTO ${table.name} DEFAULT VALUES;`
    : `INSERT INTO ${table.name} (${columns})${table.identityAlways ? ' OVERRIDING SYSTEM VALUE' : ''} VALUES (`;
  const order = table.primaryKey.length > 0 ? ` ORDER BY ${table.primaryKey.join(', ')}` : '';
  await client.query(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT ${columns} FROM ${table.name}${order}`);
  let written = 0;
  for (;;) {
    const batch = await client.query<unknown[]>({ text: `FETCH ${FETCH_ROWS} FROM backup_rows`, rowMode: 'array', types: RAW_TEXT });
    if (batch.rows.length === 0) break;
    const lines = batch.rows.map((row) =>
      table.columns.length === 0 ? into : `${into}${(row as Array<string | null>).map((value, i) => sqlValue(value, table.kinds[i] ?? 'other')).join(', ')});`,
    );
    await write(`${lines.join('\n')}\n`);
    written += batch.rows.length;
  }
  await client.query('CLOSE backup_rows');
  if (written !== count) throw new BackupError(`${table.name}: counted ${count} rows but read ${written}.`);
  return written;
}
