/**
 * The database a command-line script works on (admin accounts, backups): DATABASE_URL or Netlify
 * Database's NETLIFY_DB_URL when set; otherwise the local data directory (DATA_DIR, default .data),
 * through the running local server's database when one holds the directory, else the embedded one
 * started for the duration of the command (PGlite allows one process per directory).
 */
import { join, resolve } from 'node:path';
import { EmbeddedDatabase, readLiveLock } from './embedded-db/index.ts';
import { PROJECT_ROOT } from './paths.ts';

export interface ScriptDatabase {
  url: string;
  /** For messages: which database this is, never its password. */
  label: string;
  /** True when this command started the embedded database itself (a new directory may need its first-run seed). */
  started: boolean;
  close(): Promise<void>;
}

export function configuredDatabaseUrl(): string | undefined {
  return process.env.DATABASE_URL || process.env.NETLIFY_DB_URL || undefined;
}

export function dataDirectory(): string {
  return resolve(PROJECT_ROOT, process.env.DATA_DIR ?? '.data');
}

export async function openScriptDatabase(): Promise<ScriptDatabase> {
  const configured = configuredDatabaseUrl();
  if (configured) return { url: configured, label: describeUrl(configured), started: false, close: async () => {} };
  const dataDir = dataDirectory();
  const running = readLiveLock(join(dataDir, 'server.lock'));
  if (running?.url) {
    return { url: running.url, label: `the running local server's database (${dataDir})`, started: false, close: async () => {} };
  }
  const embedded = new EmbeddedDatabase({ dataDir });
  const url = await embedded.start();
  return { url, label: `the embedded database in ${dataDir}`, started: true, close: () => embedded.stop() };
}

/** host:port/database of a connection string, without user or password. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
  } catch {
    return 'the configured database';
  }
}
