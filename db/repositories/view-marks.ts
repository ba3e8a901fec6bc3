/**
 * Counting a view once per visitor, item and day: the mark and the increment are one statement, so
 * two beacons of the same visitor at the same moment count once, and views of different visitors
 * never lose a count. Only published items outside the trash are counted.
 */
import { sql } from 'kysely';
import type { Db } from '../client.ts';
import type { ViewKind } from '../schema.ts';

const TABLES: Record<ViewKind, 'notices' | 'csr_posts'> = { notice: 'notices', csr_post: 'csr_posts' };

/** True when this visit was counted (a first view today of a published item). */
export async function countView(db: Db, view: { kind: ViewKind; id: number; day: string; visitor: string }): Promise<boolean> {
  const table = sql.table(TABLES[view.kind]);
  const { rows } = await sql<{ views: number }>`
    WITH item AS (
      SELECT id FROM ${table} WHERE id = ${view.id} AND is_published AND deleted_at IS NULL
    ), mark AS (
      INSERT INTO view_marks (kind, item_id, day, visitor)
      SELECT ${view.kind}, id, ${view.day}::date, ${view.visitor} FROM item
      ON CONFLICT DO NOTHING
      RETURNING item_id
    )
    UPDATE ${table} SET views = views + 1 WHERE id IN (SELECT item_id FROM mark) RETURNING views
  `.execute(db);
  return rows.length > 0;
}

/**
 * The view counts of the published items of a kind outside the trash (of one item with `id`), as
 * `{ "<id>": views }`: what the lists and detail pages show beside the content, read apart from it.
 */
export async function listViewCounts(db: Db, kind: ViewKind, id?: number): Promise<Record<string, number>> {
  let query = db.selectFrom(TABLES[kind]).select(['id', 'views']).where('is_published', '=', true).where('deleted_at', 'is', null);
  if (id !== undefined) query = query.where('id', '=', id);
  const rows = await query.execute();
  return Object.fromEntries(rows.map((row) => [String(row.id), row.views]));
}

/** Drops the marks of days before `day` (they can no longer prevent a double count). */
export async function deleteViewMarksBefore(db: Db, day: string): Promise<number> {
  const result = await db.deleteFrom('view_marks').where(sql<boolean>`day < ${day}::date`).executeTakeFirst();
  return Number(result.numDeletedRows);
}
