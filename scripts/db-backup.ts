/**
 * `npm run db:backup -- [file | -]`: a plain-SQL backup of the database (scripts/backup/format.ts),
 * by default to backups/backup-<UTC time>.sql (readable by its owner only), `-` for standard output.
 * `npm run db:restore -- <file> [--force]`: loads one, all or nothing; a database that holds data is
 * replaced only with --force; migrations newer than the backup are applied after it.
 *
 * Database: DATABASE_URL (or NETLIFY_DB_URL) when set, any PostgreSQL; otherwise the local data
 * directory (DATA_DIR, default .data), through the running local server or the embedded database
 * started for the command. Needs nothing but Node: no pg_dump.
 */
import { once } from 'node:events';
import { createWriteStream, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import pg from 'pg';
import { BackupError, writeBackup } from './backup/dump.ts';
import { RestoreError, restoreBackup } from './backup/restore.ts';
import { openScriptDatabase } from './local-database.ts';
import { PROJECT_ROOT } from './paths.ts';

const USAGE = 'Usage: npm run db:backup -- [file | -]\n       npm run db:restore -- <file> [--force]';

class UsageError extends Error {}

function defaultBackupPath(now: Date): string {
  return join(PROJECT_ROOT, 'backups', `backup-${now.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-')}.sql`);
}

async function withClient<T>(run: (client: pg.Client, label: string) => Promise<T>): Promise<T> {
  const target = await openScriptDatabase();
  const client = new pg.Client({ connectionString: target.url });
  try {
    await client.connect();
    return await run(client, target.label);
  } finally {
    await client.end().catch(() => {});
    await target.close();
  }
}

async function backup(output: string | undefined): Promise<void> {
  const now = new Date();
  if (output === '-') {
    const summary = await withClient((client, source) =>
      writeBackup(client, async (text) => {
        if (!process.stdout.write(text)) await once(process.stdout, 'drain');
      }, { source, now }),
    );
    console.error(`Backed up ${summary.rows} rows of ${summary.tables} tables and ${summary.sequences} sequences.`);
    return;
  }
  const path = resolve(output ?? defaultBackupPath(now));
  mkdirSync(dirname(path), { recursive: true });
  // Written aside and renamed when complete: a failed backup never leaves a file that looks whole.
  const partial = `${path}.partial`;
  const stream = createWriteStream(partial, { mode: 0o600 });
  let failure: Error | undefined;
  stream.on('error', (error) => (failure = error));
  try {
    const summary = await withClient((client, source) =>
      writeBackup(client, async (text) => {
        if (failure) throw failure;
        if (!stream.write(text)) await once(stream, 'drain');
      }, { source, now }),
    );
    stream.end();
    await once(stream, 'finish');
    if (failure) throw failure;
    renameSync(partial, path);
    const size = statSync(path).size;
    console.log(
      `Backed up ${summary.rows} rows of ${summary.tables} tables and ${summary.sequences} sequences ` +
        `(schema: ${summary.migrations.length} migrations) to ${shown(path)} (${formatBytes(size)}).`,
    );
  } catch (error) {
    stream.destroy();
    rmSync(partial, { force: true });
    throw error;
  }
}

async function restore(file: string, force: boolean): Promise<void> {
  const path = resolve(file);
  const summary = await withClient(async (client, label) => {
    console.log(`Restoring ${shown(path)} into ${label}...`);
    return restoreBackup(client, path, { force });
  });
  if (summary.replaced.length > 0) console.log(`Replaced the previous data (${summary.replaced.length} tables held rows).`);
  console.log(`Restored ${summary.rows} rows of ${summary.tables} tables (backup made at migration ${summary.backupMigrations.at(-1) ?? 'none'}).`);
  console.log(summary.appliedAfter.length > 0 ? `Then applied the newer migrations: ${summary.appliedAfter.join(', ')}.` : 'No newer migration to apply.');
}

async function main(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  if (command === 'backup' && rest.length <= 1) return backup(rest[0]);
  if (command === 'restore') {
    const force = rest.includes('--force');
    const files = rest.filter((arg) => arg !== '--force');
    if (files.length === 1 && !files[0]!.startsWith('--')) return restore(files[0]!, force);
  }
  throw new UsageError(USAGE);
}

/** A path as the user would type it: relative to here when inside it, else absolute. */
function shown(path: string): string {
  const near = relative(process.cwd(), path);
  return near && !near.startsWith('..') ? near : path;
}

function formatBytes(bytes: number): string {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  const known = error instanceof UsageError || error instanceof BackupError || error instanceof RestoreError;
  console.error(known ? (error as Error).message : `Failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
