import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import pg from 'pg';
import { getConnectionString, getDatabase } from '@netlify/database';
import type { Database } from './schema.ts';
import { EXPECTED_MIGRATION } from './schema-version.ts';

export type Db = Kysely<Database>;

/** The pool methods used here, shared by pg's Pool and Neon's serverless Pool. */
interface Pool {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  on(event: 'error', listener: (error: Error) => void): void;
}

/**
 * The database has not been migrated to the schema this code expects (a deploy whose migrations
 * were not applied, or a Postgres of your own that was not migrated): `code` lets a handler answer
 * 503 instead of failing on a missing table or column halfway through a change.
 */
export class SchemaBehindError extends Error {
  readonly code = 'SCHEMA_BEHIND';
  constructor(expected: string) {
    super(`The database schema is older than this code expects: migration ${expected} has not been applied.`);
    this.name = 'SchemaBehindError';
  }
}

/**
 * Resolves when the migration is recorded in the tracking table that Netlify, scripts/migrate.ts and
 * the embedded database share; rejects with SchemaBehindError when it is not (or there is no table).
 */
export async function assertMigrated(pool: Pick<Pool, 'query'>, expected: string = EXPECTED_MIGRATION): Promise<void> {
  let recorded: boolean;
  try {
    recorded = (await pool.query('SELECT 1 FROM netlify.migrations WHERE name = $1', [expected])).rows.length > 0;
  } catch (error) {
    // 42P01 undefined_table, 3F000 invalid_schema_name: never migrated at all.
    const code = (error as { code?: string }).code;
    if (code !== '42P01' && code !== '3F000') throw error;
    recorded = false;
  }
  if (!recorded) throw new SchemaBehindError(expected);
}

/**
 * One Kysely over a pg-compatible pool. `DATABASE_URL` (any Postgres: the embedded one, a
 * self-managed server, your own Neon project) wins; otherwise Netlify Database's own pool
 * (`NETLIFY_DB_URL`, a pg.Pool or, with NETLIFY_DB_DRIVER=serverless, Neon's serverless Pool).
 */
export function createDb(connectionString: string | undefined = process.env.DATABASE_URL, { checkSchema = false } = {}): Db {
  const pool = (connectionString
    ? new pg.Pool({ connectionString, max: Number(process.env.DATABASE_POOL_MAX ?? 10), allowExitOnIdle: true })
    : getDatabase().pool) as unknown as Pool;
  // An idle pooled connection the server closes (Neon scaling to zero, a restart, the local database
  // stopping) emits 'error' on the pool; unhandled, that would end the whole process. The pool drops
  // that client and the next query opens a new one, so a line in the log is all it needs.
  pool.on('error', (error) => console.error(`[db] idle connection closed: ${error.message}`));
  // Both pools speak pg's API; their published types differ only in how `Client` is declared.
  const kyselyPool = pool as unknown as PostgresPool;
  // Kysely resolves a pool function once, before the first query, and calls it again only after it
  // failed: one check per process while the schema is current, and every query refused until it is.
  const dialect = new PostgresDialect({ pool: checkSchema ? async () => (await assertMigrated(pool), kyselyPool) : kyselyPool });
  return new Kysely<Database>({ dialect });
}

/**
 * The client of a build: a plain pg pool that lets the build process exit once idle, on the
 * DATABASE_URL or Netlify Database's connection string (available in Netlify builds).
 */
export function createBuildDb(): Db {
  return createDb(process.env.DATABASE_URL ?? getConnectionString());
}

let shared: Db | undefined;

/**
 * The process-wide client: functions reuse it across invocations of a warm instance. Its first query
 * checks that the database has the schema this code expects (SchemaBehindError otherwise), so no
 * function ever works on a schema older than its own.
 */
export function getDb(): Db {
  shared ??= createDb(process.env.DATABASE_URL, { checkSchema: true });
  return shared;
}

/** For tests and scripts that point the process at another database. */
export async function resetSharedDb(): Promise<void> {
  const previous = shared;
  shared = undefined;
  await previous?.destroy();
}
