/**
 * A scratch schema for migration tests: the migration files applied one by one, in order, inside a
 * schema of their own (search_path), so a test can fill a database as the previous version left it,
 * apply the next migration and check that every row is still there. The run's own tables are left
 * alone, on the embedded database and on a real PostgreSQL server alike.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { MIGRATIONS_DIR } from '#scripts/embedded-db/index.ts';

/** Migration names (file names without .sql), in the order they apply. */
export function migrationNames(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .map((file) => file.slice(0, -4))
    .sort((a, b) => a.localeCompare(b));
}

/**
 * Rows read after the migrations (`{ row: to_jsonb(t) }`), each cut down to the columns the same row
 * had before: a later migration may add columns, and what a test checks is that every value kept.
 */
export function asBefore(before: readonly Record<string, unknown>[], after: readonly Record<string, unknown>[]) {
  const rowOf = (read: Record<string, unknown> | undefined) => (read?.['row'] ?? {}) as Record<string, unknown>;
  return after.map((read, index) => {
    const row = rowOf(read);
    return { row: Object.fromEntries(Object.keys(rowOf(before[index])).map((key) => [key, row[key]])) };
  });
}

export class ScratchSchema {
  readonly #client: pg.Client;
  readonly #name: string;
  #applied = 0;
  /** The notices and warnings the migrations raised (a migration that reports what it found). */
  readonly notices: string[] = [];

  private constructor(client: pg.Client, name: string) {
    this.#client = client;
    this.#name = name;
  }

  static async create(name = 'migration_check'): Promise<ScratchSchema> {
    const client = new pg.Client({ connectionString: inject('databaseUrl') });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
    await client.query(`CREATE SCHEMA ${name}`);
    await client.query(`SET search_path TO ${name}, public`);
    const schema = new ScratchSchema(client, name);
    client.on('notice', (notice) => {
      if (notice.message) schema.notices.push(notice.message);
    });
    return schema;
  }

  /** Applies every migration before `name` (the database as the previous version left it). */
  async migrateBefore(name: string): Promise<void> {
    const names = migrationNames();
    const stop = names.indexOf(name);
    if (stop === -1) throw new Error(`no migration named ${name}`);
    await this.#apply(names.slice(this.#applied, stop));
  }

  /** Applies the remaining migrations. */
  async migrateRest(): Promise<void> {
    await this.#apply(migrationNames().slice(this.#applied));
  }

  async #apply(names: readonly string[]): Promise<void> {
    for (const name of names) {
      await this.#client.query(readFileSync(join(MIGRATIONS_DIR, `${name}.sql`), 'utf8'));
      this.#applied += 1;
    }
  }

  query<R extends pg.QueryResultRow = Record<string, unknown>>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>> {
    return this.#client.query<R>(text, values);
  }

  async drop(): Promise<void> {
    try {
      await this.#client.query(`DROP SCHEMA IF EXISTS ${this.#name} CASCADE`);
    } finally {
      await this.#client.end();
    }
  }
}
