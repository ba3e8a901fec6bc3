import { inject } from 'vitest';
import { sql } from 'kysely';
import { createDb, resetSharedDb, type Db } from '#db/client.ts';

/** Points this test file's process (and so the functions under test) at the run's database. */
export async function useTestDatabase(): Promise<Db> {
  process.env.DATABASE_URL = inject('databaseUrl');
  await resetSharedDb();
  return createDb(inject('databaseUrl'));
}

/** Empties every table of the spec (ids restart), so each test starts from a known state. */
export async function truncateAll(db: Db): Promise<void> {
  await emptyTables(db, ['contact_inquiries', 'csr_posts', 'faqs', 'notices', 'admins', 'admin_login_throttle']);
}

/** How to empty one set of tables: two finished statements, worked out once per database. */
interface EmptyingPlan {
  /** The on-disk size of the largest table TRUNCATE … CASCADE would reach. */
  largest: string;
  /** DELETE from each of those tables, every table after those referring to it, then their sequences restarted. */
  empty: string;
}

const plans = new WeakMap<Db, Map<string, Promise<EmptyingPlan | undefined>>>();
/** A table this large on disk (many rows, or the dead ones of earlier DELETEs) gets TRUNCATE. */
const DELETE_UP_TO_BYTES = 1 << 20;

/**
 * What `TRUNCATE <roots> RESTART IDENTITY CASCADE` does, in a fraction of its time while the tables
 * are small, as they are between tests: TRUNCATE costs milliseconds per table even for an empty one
 * (40-50 ms per reset on the embedded database, the cascade reaching most of the schema), DELETE
 * next to nothing. A large table, or a schema whose references form a cycle, gets the TRUNCATE itself.
 */
export async function emptyTables(db: Db, roots: string[]): Promise<void> {
  if (!plans.has(db)) plans.set(db, new Map());
  const byRoots = plans.get(db)!;
  const key = roots.join(',');
  if (!byRoots.has(key)) byRoots.set(key, planEmptying(db, roots));
  const plan = await byRoots.get(key);
  const largest = plan ? (await sql.raw<{ bytes: number }>(plan.largest).execute(db)).rows[0]!.bytes : Infinity;
  // No parameters: the simple protocol runs the statements in one round trip, as one transaction.
  await sql.raw(plan && largest <= DELETE_UP_TO_BYTES ? plan.empty : `TRUNCATE ${roots.map(quoteIdent).join(', ')} RESTART IDENTITY CASCADE`).execute(db);
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
const regclasses = (names: string[]) => `ARRAY[${names.map((name) => `'${quoteIdent(name)}'`).join(', ')}]::regclass[]`;

async function planEmptying(db: Db, roots: string[]): Promise<EmptyingPlan | undefined> {
  const { rows } = await sql<{ name: string; parents: string[]; sequences: string[] }>`
    WITH RECURSIVE reached(rel) AS (
      SELECT c.oid FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relname = ANY(${roots})
      UNION
      SELECT f.conrelid FROM pg_constraint f JOIN reached r ON f.confrelid = r.rel WHERE f.contype = 'f'
    )
    SELECT c.relname AS name,
      ARRAY(SELECT DISTINCT p.relname::text FROM pg_constraint f JOIN pg_class p ON p.oid = f.confrelid
            WHERE f.conrelid = c.oid AND f.contype = 'f' AND f.confrelid <> c.oid) AS parents,
      ARRAY(SELECT s.relname::text FROM pg_depend d JOIN pg_class s ON s.oid = d.objid
            WHERE d.refobjid = c.oid AND d.classid = 'pg_class'::regclass AND d.deptype IN ('a', 'i') AND s.relkind = 'S') AS sequences
    FROM reached r JOIN pg_class c ON c.oid = r.rel`.execute(db);
  if (rows.length < roots.length) throw new Error(`emptyTables: not every table of ${roots.join(', ')} exists`);
  // Children first: a table is emptied once no table left still refers to it.
  const left = new Map(rows.map((row) => [row.name, row]));
  const tables: string[] = [];
  while (left.size > 0) {
    const referred = new Set([...left.values()].flatMap((row) => row.parents));
    const free = [...left.keys()].filter((name) => !referred.has(name));
    if (free.length === 0) return undefined; // a cycle of references: TRUNCATE handles it
    for (const name of free) (tables.push(name), left.delete(name));
  }
  const sequences = rows.flatMap((row) => row.sequences);
  return {
    largest: `SELECT max(pg_relation_size(t))::float8 AS bytes FROM unnest(${regclasses(tables)}) AS t`,
    empty: [
      ...tables.map((name) => `DELETE FROM ${quoteIdent(name)}`),
      ...(sequences.length ? [`SELECT setval(seqrelid, seqstart, false) FROM pg_sequence WHERE seqrelid = ANY(${regclasses(sequences)})`] : []),
    ].join(';\n'),
  };
}

export function get(path: string, init: RequestInit = {}): Request {
  return new Request(`http://localhost${path}`, init);
}
