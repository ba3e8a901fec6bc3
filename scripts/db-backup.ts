/**
 * `npm run db:backup -- [file | -]`: a plain-SQL backup of the database (scripts/backup/format.ts),
 * by default to backups/backup-<UTC time>.sql (readable by its owner only), `-` for standard output.
 * `npm run db:restore -- <file> [--force]`: loads one, all or nothing; a database that holds data is
 * replaced only with --force; migrations newer than the backup are applied after it. The file is
 * checked first (its checksum, its schema version): `--check` does only that, with no database.
 * A format 1 file (made before backups carried a checksum) needs `--without-checksum`.
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
import { RestoreError, restoreBackup, verifyBackupFile } from './backup/restore.ts';
import { openScriptDatabase } from './local-database.ts';
import { PROJECT_ROOT } from './paths.ts';

const USAGE = 'Usage: npm run db:backup -- [file | -]\n       npm run db:restore -- <file> [--force] [--without-checksum]\n       npm run db:restore -- <file> --check';

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
    console.error(`Backed up ${summary.rows} rows of ${summary.tables} tables and ${summary.sequences} sequences (sha256 ${summary.sha256}).`);
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
        `(schema: ${summary.migrations.length} migrations, up to ${summary.migrations.at(-1) ?? 'none'}) to ${shown(path)} (${formatBytes(size)}, sha256 ${summary.sha256}).`,
    );
  } catch (error) {
    stream.destroy();
    rmSync(partial, { force: true });
    throw error;
  }
}

/** `--check`: what a restore checks first, with no database: the file is whole, unchanged, and of a schema this code knows. */
async function check(file: string): Promise<void> {
  const path = resolve(file);
  const checked = await verifyBackupFile(path, { withoutChecksum: true });
  if (checked.sha256 === undefined) {
    throw new RestoreError(`${shown(path)} is complete (${checked.rows} rows, schema ${checked.schema}) but in format 1, without a checksum: nothing shows its content is intact.`);
  }
  console.log(`${shown(path)} is intact: it matches its checksum (sha256 ${checked.sha256}); ${checked.rows} rows at schema ${checked.schema}, which this code can restore.`);
}

async function restore(file: string, force: boolean, withoutChecksum: boolean): Promise<void> {
  const path = resolve(file);
  // A file that is not whole, changed or of an unknown schema is refused before any database is opened
  // (restoreBackup checks it again, and the bytes it loads, inside its transaction).
  await verifyBackupFile(path, { withoutChecksum });
  const summary = await withClient(async (client, label) => {
    console.log(`Restoring ${shown(path)} into ${label}...`);
    return restoreBackup(client, path, { force, withoutChecksum });
  });
  if (summary.sha256 === undefined) console.warn(`Warning: ${shown(path)} has no checksum (format 1): it was loaded as it is, unverified.`);
  if (summary.replaced.length > 0) console.log(`Replaced the previous data (${summary.replaced.length} tables held rows).`);
  console.log(
    `Restored ${summary.rows} rows of ${summary.tables} tables (backup made at migration ${summary.backupMigrations.at(-1) ?? 'none'}` +
      `${summary.sha256 ? `, checksum verified: sha256 ${summary.sha256}` : ''}).`,
  );
  console.log(summary.appliedAfter.length > 0 ? `Then applied the newer migrations: ${summary.appliedAfter.join(', ')}.` : 'No newer migration to apply.');
}

async function main(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  if (command === 'backup' && rest.length <= 1) return backup(rest[0]);
  if (command === 'restore') {
    const flags = new Set(['--force', '--without-checksum', '--check']);
    const files = rest.filter((arg) => !flags.has(arg));
    if (files.length === 1 && !files[0]!.startsWith('--')) {
      if (rest.includes('--check')) return rest.length === 2 ? check(files[0]!) : Promise.reject(new UsageError(USAGE));
      return restore(files[0]!, rest.includes('--force'), rest.includes('--without-checksum'));
    }
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
