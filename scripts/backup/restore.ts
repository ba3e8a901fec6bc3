/**
 * Loads a backup (format.ts) into a database, all or nothing: the file is checked first (its first
 * line, and its last, which a file cut short lacks); a database that holds any row is refused unless
 * `force`; then one transaction drops the `public` and `netlify` schemas, runs the file (the schema of
 * the backup's own version from its migrations, the rows, the sequences), checks each table holds the
 * rows the file announced, and applies the migrations of this checkout that are newer than the
 * backup, so an older backup comes back migrated forward. Any failure rolls everything back: the
 * database is left exactly as it was.
 */
import { open } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { applyMigrations, type SQLExecutor } from '@netlify/database-dev';
import type pg from 'pg';
import { MIGRATIONS_DIR } from '../embedded-db/index.ts';
import { DATA_TITLE, END_PATTERN, FIRST_LINE_PATTERN, FORMAT_VERSION, MARKER, SESSION_SETTINGS } from './format.ts';

export class RestoreError extends Error {}

export interface RestoreOptions {
  /** Replace a database that holds data. */
  force?: boolean;
  /** This checkout's migrations, applied after the backup's (tests point it at a copy). */
  migrationsDir?: string;
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
}

/** Statements of a data section sent per round trip. */
const BATCH_BYTES = 1024 * 1024;

/** Checks the file is a complete backup in a format this code reads, before anything is touched. */
export async function checkBackupFile(path: string): Promise<{ rows: number }> {
  const file = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new RestoreError(error.code === 'ENOENT' ? `No such file: ${path}` : `Cannot read ${path}: ${error.message}`);
  });
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(Math.min(size, 200));
    await file.read(head, 0, head.length, 0);
    const format = FIRST_LINE_PATTERN.exec(head.toString('utf8').split('\n')[0] ?? '');
    if (!format) throw new RestoreError(`${path} is not a backup made by npm run db:backup (its first line is not the backup header).`);
    if (Number(format[1]) !== FORMAT_VERSION) throw new RestoreError(`${path} is in backup format ${format[1]}; this code reads format ${FORMAT_VERSION}.`);
    const tail = Buffer.alloc(Math.min(size, 200));
    await file.read(tail, 0, tail.length, size - tail.length);
    const last = tail.toString('utf8').trimEnd().split('\n').at(-1) ?? '';
    const end = END_PATTERN.exec(last);
    if (!end) throw new RestoreError(`${path} is incomplete (it does not end with the "-- @end" line): the backup was cut short. Nothing was changed.`);
    return { rows: Number(end[1]) };
  } finally {
    await file.close();
  }
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
  const { rows: announced } = await checkBackupFile(path);
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
    const loaded = await runFile(client, path);
    for (const [table, expected] of loaded.counts) {
      const actual = Number((await client.query<{ count: string }>(`SELECT count(*)::text AS count FROM ${table}`)).rows[0]?.count ?? -1);
      if (actual !== expected) throw new RestoreError(`${table}: the backup announces ${expected} rows but ${actual} were loaded. Nothing was changed.`);
    }
    const rows = [...loaded.counts.values()].reduce((sum, n) => sum + n, 0);
    if (rows !== announced) throw new RestoreError(`The backup announces ${announced} rows in all but holds ${rows}. Nothing was changed.`);
    const appliedAfter = await applyMigrations(inTransaction(client), options.migrationsDir ?? MIGRATIONS_DIR);
    for (const [name, value] of previous) await client.query(`SELECT pg_catalog.set_config($1, $2, false)`, [name, value]);
    await client.query('COMMIT');
    return { tables: loaded.counts.size, rows, backupMigrations: loaded.migrations, appliedAfter, replaced };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

type Section = { kind: 'sql' | 'migration' | 'data' | 'end'; title: string };

/** Streams the file line by line, running each section as it ends (data in batches). */
async function runFile(client: pg.ClientBase, path: string): Promise<{ counts: Map<string, number>; migrations: string[] }> {
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

  // Split on \n only: a migration's text is run exactly as written.
  let rest = '';
  for await (const chunk of createReadStream(path, { encoding: 'utf8', highWaterMark: 256 * 1024 })) {
    const lines = (rest + (chunk as string)).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) await onLine(line);
  }
  if (rest !== '') await onLine(rest);
  await flush();
  return { counts, migrations };
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
