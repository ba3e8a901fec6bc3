/**
 * Loads a backup (format.ts) into a database, all or nothing: the whole file is checked first, before
 * the database is touched (its first line; its last, which a file cut short lacks; the SHA-256 that
 * last line carries against every byte before it; and its schema version, which must be one this
 * checkout's migrations know); a database that holds any row is refused unless
 * `force`; then one transaction drops the `public` and `netlify` schemas, runs the file (the schema of
 * the backup's own version from its migrations, the rows, the sequences), checks each table holds the
 * rows the file announced, and applies the migrations of this checkout that are newer than the
 * backup, so an older backup comes back migrated forward. The bytes loaded are hashed again on the
 * way and must match too (the file cannot change between the check and the load). Any failure rolls
 * everything back: the database is left exactly as it was.
 */
import { createHash } from 'node:crypto';
import { createReadStream, readdirSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import { applyMigrations, type SQLExecutor } from '@netlify/database-dev';
import type pg from 'pg';
import { MIGRATIONS_DIR } from '../embedded-db/index.ts';
import { DATA_TITLE, END_PATTERN, FIRST_LINE_PATTERN, FORMAT_VERSION, MARKER, NO_SCHEMA, SCHEMA_PATTERN, SESSION_SETTINGS, UNCHECKED_FORMAT_VERSION } from './format.ts';

export class RestoreError extends Error {}

export interface RestoreOptions {
  /** Replace a database that holds data. */
  force?: boolean;
  /** This checkout's migrations, applied after the backup's (tests point it at a copy). */
  migrationsDir?: string;
  /** Load a format 1 file, made before backups carried a checksum, although nothing can show it is intact. */
  withoutChecksum?: boolean;
}

export interface RestoreSummary {
  tables: number;
  rows: number;
  /** The migrations the backup was made at. */
  backupMigrations: string[];
  /** This checkout's migrations applied on top. */
  appliedAfter: string[];
  /** Tables that held rows before (replaced, with `force`). */
  replaced: string[];
  /** The file's checksum, verified; undefined for a format 1 file loaded without one. */
  sha256: string | undefined;
}

/** Statements of a data section sent per round trip. */
const BATCH_BYTES = 1024 * 1024;

export interface CheckedBackup {
  format: number;
  /** The rows the last line announces. */
  rows: number;
  /** The bytes before the last line: what the checksum covers and what is loaded. */
  bodyBytes: number;
  /** The checksum the file carries, verified (format 1: none). */
  sha256: string | undefined;
  /** The schema version: the newest migration the backup was made at (NO_SCHEMA for none). */
  schema: string;
  /** Its migrations, in the file's order. */
  migrations: string[];
}

/** Bytes read at the end of the file for its last line (that line is about 110 bytes). */
const TAIL_BYTES = 1024;

/**
 * Checks the whole file, touching no database: a complete backup in a format this code reads, whose
 * bytes match the checksum it carries, made at a schema this checkout's migrations (`migrationsDir`)
 * know. A format 1 file (no checksum) is refused unless `withoutChecksum`.
 */
export async function verifyBackupFile(path: string, options: Pick<RestoreOptions, 'migrationsDir' | 'withoutChecksum'> = {}): Promise<CheckedBackup> {
  const file = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new RestoreError(error.code === 'ENOENT' ? `No such file: ${path}` : `Cannot read ${path}: ${error.message}`);
  });
  let format: number;
  let end: RegExpExecArray;
  let bodyBytes: number;
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(Math.min(size, 200));
    await file.read(head, 0, head.length, 0);
    // A trailing \r is let through here: a file converted to CRLF is then refused by its checksum, which says why.
    const first = FIRST_LINE_PATTERN.exec(head.toString('utf8').split('\n')[0]?.replace(/\r$/, '') ?? '');
    if (!first) throw new RestoreError(`${path} is not a backup made by npm run db:backup (its first line is not the backup header).`);
    format = Number(first[1]);
    if (format === UNCHECKED_FORMAT_VERSION && !options.withoutChecksum) {
      throw new RestoreError(
        `${path} is a backup in format 1, made before backups carried a checksum: nothing shows that its content is still what was backed up. ` +
          'If you know where this copy has been, restore it with --without-checksum (it is then loaded as it is). Nothing was changed.',
      );
    }
    if (format !== FORMAT_VERSION && format !== UNCHECKED_FORMAT_VERSION) {
      throw new RestoreError(`${path} is in backup format ${format}; this code reads format ${FORMAT_VERSION} (and ${UNCHECKED_FORMAT_VERSION} with --without-checksum): restore it with the version of the code that made it. Nothing was changed.`);
    }
    const tail = Buffer.alloc(Math.min(size, TAIL_BYTES));
    await file.read(tail, 0, tail.length, size - tail.length);
    // Whitespace after the last line (an editor's final newline) is allowed; the line itself starts after the last line break.
    let last = tail.length;
    while (last > 0 && [0x0a, 0x0d, 0x20, 0x09].includes(tail[last - 1]!)) last -= 1;
    const lineStart = tail.lastIndexOf(0x0a, last - 1) + 1;
    const found = lineStart > 0 || tail.length === size ? END_PATTERN.exec(tail.subarray(lineStart, last).toString('utf8')) : null;
    if (!found) throw new RestoreError(`${path} is incomplete (it does not end with the "-- @end" line): the backup was cut short. Nothing was changed.`);
    if (format === FORMAT_VERSION && !found[2]) throw new RestoreError(`${path} has no checksum on its last line, which its format (${format}) requires: the file was changed. Nothing was changed.`);
    end = found;
    bodyBytes = size - tail.length + lineStart;
  } finally {
    await file.close();
  }
  const scanned = await scanBody(path, bodyBytes);
  const sha256 = format === FORMAT_VERSION ? end[2]! : undefined;
  if (sha256 !== undefined && scanned.sha256 !== sha256) {
    throw new RestoreError(
      `${path} does not match its checksum: its content was changed after npm run db:backup wrote it (edited, damaged in a copy, or converted, e.g. its line endings). ` +
        'Restore an intact copy. Nothing was changed.',
    );
  }
  const schema = scanned.migrations.at(-1) ?? NO_SCHEMA;
  if (format === FORMAT_VERSION && scanned.schema !== schema) {
    throw new RestoreError(`${path} says its schema version is ${scanned.schema ?? 'nothing'} but holds the migrations up to ${schema}: it was not written by npm run db:backup. Nothing was changed.`);
  }
  const known = new Set(migrationNamesIn(options.migrationsDir ?? MIGRATIONS_DIR));
  const unknown = scanned.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new RestoreError(
      `${path} was made at schema version ${schema}, newer than this code knows (its newest migration is ${[...known].sort().at(-1) ?? 'none'}; unknown: ${unknown.join(', ')}). ` +
        'Restore it with the version of the code that made it, or a later one. Nothing was changed.',
    );
  }
  return { format, rows: Number(end[1]), bodyBytes, sha256, schema, migrations: scanned.migrations };
}

function migrationNamesIn(dir: string): string[] {
  return readdirSync(dir).filter((file) => /^\d+_.+\.sql$/.test(file)).map((file) => file.slice(0, -4));
}

/** The bytes of `[0, bytes)` as lines of text, and their SHA-256 (hex) once all are read. */
async function* bodyLines(path: string, bytes: number, hashed: (sha256: string) => void): AsyncGenerator<string> {
  const hash = createHash('sha256');
  const decoder = new StringDecoder('utf8');
  let rest = '';
  if (bytes > 0) {
    for await (const chunk of createReadStream(path, { start: 0, end: bytes - 1, highWaterMark: 256 * 1024 })) {
      hash.update(chunk as Buffer);
      // Split on \n only: a migration's text is run exactly as written.
      const lines = (rest + decoder.write(chunk as Buffer)).split('\n');
      rest = lines.pop() ?? '';
      yield* lines;
    }
  }
  rest += decoder.end();
  if (rest !== '') yield rest;
  hashed(hash.digest('hex'));
}

/** The checksum of the body, its schema line and its migrations' names. */
async function scanBody(path: string, bytes: number): Promise<{ sha256: string; schema: string | undefined; migrations: string[] }> {
  let sha256 = '';
  let schema: string | undefined;
  let inHeader = true;
  const migrations: string[] = [];
  for await (const line of bodyLines(path, bytes, (digest) => (sha256 = digest))) {
    const marker = MARKER.exec(line);
    if (marker) {
      inHeader = false;
      if (marker[1] === 'migration') migrations.push(marker[2] ?? '');
    } else if (inHeader) {
      schema = SCHEMA_PATTERN.exec(line)?.[1] ?? schema;
    }
  }
  return { sha256, schema, migrations };
}

/**
 * Rows a migration seeds, as long as nobody changed them: a database holding only these is as good as
 * a freshly migrated one, and a restore over it loses nothing. The default reply templates of
 * migration 20261125110000_reply_templates are at version 1 with no editor; a changed or new one is not.
 */
const MIGRATION_SEEDS: Readonly<Record<string, string>> = {
  'public.reply_templates': 'updated_by IS NULL AND version = 1',
  // The content stamps (20261126000000_content_versions) are bookkeeping, never data of their own.
  'public.content_versions': 'true',
};

/** The tables of `public` that hold at least one row (the untouched seeds of a migration aside). */
export async function tablesWithRows(client: pg.ClientBase): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(`
    SELECT quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS name
    FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind = 'r' AND n.nspname = 'public' ORDER BY c.relname`);
  const filled: string[] = [];
  for (const { name } of tables) {
    const seeds = MIGRATION_SEEDS[name];
    const where = seeds ? ` WHERE NOT (${seeds})` : '';
    if ((await client.query<{ filled: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${name}${where}) AS filled`)).rows[0]?.filled) filled.push(name);
  }
  return filled;
}

export async function restoreBackup(client: pg.ClientBase, path: string, options: RestoreOptions = {}): Promise<RestoreSummary> {
  const checked = await verifyBackupFile(path, options);
  const announced = checked.rows;
  // The file sets these for the whole session; the embedded database has one session that every
  // connection shares (the running server's too), so they are put back as they were before COMMIT.
  const previous: Array<[string, string]> = [];
  for (const [name] of SESSION_SETTINGS) previous.push([name, (await client.query<{ value: string }>('SELECT current_setting($1) AS value', [name])).rows[0]!.value]);
  await client.query('BEGIN');
  try {
    // The content stamps come from the backup, with the rows they name: loading the rows must not
    // draw new ones (migration 20261126000000_content_versions). For this transaction only.
    await client.query(`SELECT pg_catalog.set_config('app.restoring_backup', 'on', true)`);
    // Inside the transaction: nothing can be written between this look and the replacement.
    const replaced = await tablesWithRows(client);
    if (replaced.length > 0 && !options.force) {
      throw new RestoreError(
        `The database already holds data (${replaced.join(', ')}). A restore replaces all of it: run it again with --force to do that. Nothing was changed.`,
      );
    }
    await client.query('DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS netlify CASCADE; CREATE SCHEMA public; GRANT USAGE ON SCHEMA public TO PUBLIC');
    const loaded = await runFile(client, path, checked.bodyBytes);
    if (checked.sha256 !== undefined && loaded.sha256 !== checked.sha256) {
      throw new RestoreError(`${path} changed while it was being restored: what was loaded no longer matches its checksum. Nothing was changed.`);
    }
    for (const [table, expected] of loaded.counts) {
      const actual = Number((await client.query<{ count: string }>(`SELECT count(*)::text AS count FROM ${table}`)).rows[0]?.count ?? -1);
      if (actual !== expected) throw new RestoreError(`${table}: the backup announces ${expected} rows but ${actual} were loaded. Nothing was changed.`);
    }
    const rows = [...loaded.counts.values()].reduce((sum, n) => sum + n, 0);
    if (rows !== announced) throw new RestoreError(`The backup announces ${announced} rows in all but holds ${rows}. Nothing was changed.`);
    const appliedAfter = await applyMigrations(inTransaction(client), options.migrationsDir ?? MIGRATIONS_DIR);
    for (const [name, value] of previous) await client.query(`SELECT pg_catalog.set_config($1, $2, false)`, [name, value]);
    await client.query('COMMIT');
    return { tables: loaded.counts.size, rows, backupMigrations: loaded.migrations, appliedAfter, replaced, sha256: checked.sha256 };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

type Section = { kind: 'sql' | 'migration' | 'data' | 'end'; title: string };

/** Streams the file's first `bytes` (all but its last line) line by line, running each section as it ends (data in batches). */
async function runFile(client: pg.ClientBase, path: string, bytes: number): Promise<{ counts: Map<string, number>; migrations: string[]; sha256: string }> {
  const counts = new Map<string, number>();
  const migrations: string[] = [];
  let section: Section | undefined;
  let pending: string[] = [];
  let pendingBytes = 0;
  let lineNumber = 0;

  const flush = async () => {
    if (!section || pending.length === 0) return;
    const text = pending.join('\n');
    pending = [];
    pendingBytes = 0;
    if (text.trim() === '') return;
    try {
      await client.query(text);
    } catch (error) {
      const where = section.kind === 'data' ? `rows of ${DATA_TITLE.exec(section.title)?.[1] ?? section.title}` : `${section.kind} ${section.title}`;
      throw new RestoreError(`Loading the ${where} (before line ${lineNumber}) failed: ${(error as Error).message}. Nothing was changed.`);
    }
  };

  const onLine = async (line: string) => {
    lineNumber += 1;
    const marker = MARKER.exec(line);
    if (marker) {
      await flush();
      section = { kind: marker[1] as Section['kind'], title: marker[2] ?? '' };
      if (section.kind === 'migration') migrations.push(section.title);
      if (section.kind === 'data') {
        const title = DATA_TITLE.exec(section.title);
        if (!title) throw new RestoreError(`Line ${lineNumber}: a data section without its table and row count. Nothing was changed.`);
        counts.set(title[1]!, Number(title[2]));
      }
      return;
    }
    if (!section || section.kind === 'end') return; // the header's comments, or after the end
    pending.push(line);
    pendingBytes += line.length;
    if (section.kind === 'data' && pendingBytes >= BATCH_BYTES) await flush();
  };

  let sha256 = '';
  for await (const line of bodyLines(path, bytes, (digest) => (sha256 = digest))) await onLine(line);
  await flush();
  return { counts, migrations, sha256 };
}

/** applyMigrations wraps each migration in a transaction; here they join the restore's one. */
function inTransaction(client: pg.ClientBase): SQLExecutor {
  const executor: SQLExecutor = {
    exec: (sql) => client.query(sql),
    query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await client.query(sql, params)).rows as T[] }),
    transaction: (fn) => fn(executor),
  };
  return executor;
}
