/**
 * What the trash and the revisions of notices, FAQs and CSR stories hold (migration 20261124030000):
 * the trashed rows with who put them there, the purge after 30 days, and the versions a trigger kept
 * before each edit that changed the content.
 */
import { sql } from 'kysely';
import type { Db } from '../client.ts';
import type { RevisionEntity } from '../schema.ts';
import type { ContentTable } from './versioned.ts';

/** Each content table's revision name and the column that names a row (its title or question). */
export const CONTENT_TABLES: Readonly<Record<ContentTable, { entity: RevisionEntity; label: 'title' | 'question' }>> = {
  notices: { entity: 'notice', label: 'title' },
  faqs: { entity: 'faq', label: 'question' },
  csr_posts: { entity: 'csr_post', label: 'title' },
};

/** Every item of a kind, published or not, that is not in the trash (the dashboard's totals). */
export async function countContent(db: Db, table: 'notices' | 'faqs'): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).where('deleted_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface TrashedRow {
  id: number;
  label: string;
  version: number;
  deleted_at: Date;
  deleted_by_name: string | null;
}

/** The rows of a table in the trash, most recently deleted first. */
export async function listTrash(db: Db, table: ContentTable): Promise<TrashedRow[]> {
  const label = CONTENT_TABLES[table].label;
  const { rows } = await sql<TrashedRow>`
    SELECT t.id, t.${sql.ref(label)} AS label, t.version, t.deleted_at, a.username AS deleted_by_name
    FROM ${sql.table(table)} t LEFT JOIN admins a ON a.id = t.deleted_by
    WHERE t.deleted_at IS NOT NULL
    ORDER BY t.deleted_at DESC, t.id DESC
  `.execute(db);
  return rows;
}

export interface PurgedRow {
  table: ContentTable;
  id: number;
  label: string;
}

/** Deletes every row trashed before `cutoff`, and its revisions, in one statement per table. */
export async function purgeTrashBefore(db: Db, cutoff: Date): Promise<PurgedRow[]> {
  const purged: PurgedRow[] = [];
  for (const [table, { entity, label }] of Object.entries(CONTENT_TABLES) as [ContentTable, (typeof CONTENT_TABLES)[ContentTable]][]) {
    const { rows } = await sql<{ id: number; label: string }>`
      WITH gone AS (
        DELETE FROM ${sql.table(table)} WHERE deleted_at < ${cutoff} RETURNING id, ${sql.ref(label)} AS label
      ), history AS (
        DELETE FROM content_revisions r USING gone WHERE r.entity = ${entity} AND r.entity_id = gone.id
      )
      SELECT id, label FROM gone ORDER BY id
    `.execute(db);
    purged.push(...rows.map((row) => ({ table, ...row })));
  }
  return purged;
}

export interface RevisionSummary {
  version: number;
  saved_at: Date;
  saved_by_name: string | null;
  label: string | null;
}

/** The kept versions of one item, newest first (the current version is the row itself). */
export function listRevisions(db: Db, table: ContentTable, id: number): Promise<RevisionSummary[]> {
  const { entity, label } = CONTENT_TABLES[table];
  return db
    .selectFrom('content_revisions as r')
    .leftJoin('admins as a', 'a.id', 'r.saved_by')
    .select(['r.version', 'r.saved_at', 'a.username as saved_by_name', sql<string | null>`r.data ->> ${label}`.as('label')])
    .where('r.entity', '=', entity)
    .where('r.entity_id', '=', id)
    .orderBy('r.version', 'desc')
    .execute();
}

/** One kept version's content, undefined when there is none. */
export function findRevision(db: Db, table: ContentTable, id: number, version: number) {
  return db
    .selectFrom('content_revisions as r')
    .leftJoin('admins as a', 'a.id', 'r.saved_by')
    .select(['r.version', 'r.data', 'r.saved_at', 'a.username as saved_by_name'])
    .where('r.entity', '=', CONTENT_TABLES[table].entity)
    .where('r.entity_id', '=', id)
    .where('r.version', '=', version)
    .executeTakeFirst();
}
