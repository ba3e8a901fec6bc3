import { applyMigrations, type SQLExecutor } from '@netlify/database-dev';
import pg from 'pg';
import { MIGRATIONS_DIR } from './embedded-db/index.ts';

function executor(client: pg.ClientBase): SQLExecutor {
  const self: SQLExecutor = {
    exec: (sql) => client.query(sql),
    query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await client.query(sql, params)).rows as T[] }),
    async transaction(fn) {
      await client.query('BEGIN');
      try {
        const result = await fn(self);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    },
  };
  return self;
}

/**
 * Applies netlify/database/migrations to any Postgres, with the same tracking table Netlify and
 * the embedded database use. `fresh` first drops every schema (tests only).
 */
export async function migrate(connectionString: string, { fresh = false } = {}): Promise<string[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    if (fresh) {
      const { rows } = await client.query<{ nspname: string }>(
        "SELECT nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'",
      );
      for (const { nspname } of rows) await client.query(`DROP SCHEMA "${nspname.replaceAll('"', '""')}" CASCADE`);
      await client.query('CREATE SCHEMA public');
    }
    return await applyMigrations(executor(client), MIGRATIONS_DIR);
  } finally {
    await client.end();
  }
}

if (import.meta.main) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('Set DATABASE_URL to the Postgres to migrate.');
    process.exit(1);
  }
  const applied = await migrate(url);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Already up to date.');
}
