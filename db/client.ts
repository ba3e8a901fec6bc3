import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import pg from 'pg';
import { getConnectionString, getDatabase } from '@netlify/database';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/**
 * One Kysely over a pg-compatible pool. `DATABASE_URL` (any Postgres: the embedded one, a
 * self-managed server, your own Neon project) wins; otherwise Netlify Database's own pool
 * (`NETLIFY_DB_URL`, a pg.Pool or, with NETLIFY_DB_DRIVER=serverless, Neon's serverless Pool).
 */
export function createDb(connectionString: string | undefined = process.env.DATABASE_URL): Db {
  const pool = connectionString
    ? new pg.Pool({ connectionString, max: Number(process.env.DATABASE_POOL_MAX ?? 10), allowExitOnIdle: true })
    : getDatabase().pool;
  // An idle pooled connection the server closes (Neon scaling to zero, a restart, the local database
  // stopping) emits 'error' on the pool; unhandled, that would end the whole process. The pool drops
  // that client and the next query opens a new one, so a line in the log is all it needs.
  (pool as unknown as { on(event: 'error', listener: (error: Error) => void): void }).on('error', (error) =>
    console.error(`[db] idle connection closed: ${error.message}`),
  );
  // Both pools speak pg's API; their published types differ only in how `Client` is declared.
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: pool as unknown as PostgresPool }) });
}

/**
 * The client of a build: a plain pg pool that lets the build process exit once idle, on the
 * DATABASE_URL or Netlify Database's connection string (available in Netlify builds).
 */
export function createBuildDb(): Db {
  return createDb(process.env.DATABASE_URL ?? getConnectionString());
}

let shared: Db | undefined;

/** The process-wide client: functions reuse it across invocations of a warm instance. */
export function getDb(): Db {
  shared ??= createDb();
  return shared;
}

/** For tests and scripts that point the process at another database. */
export async function resetSharedDb(): Promise<void> {
  const previous = shared;
  shared = undefined;
  await previous?.destroy();
}
