/**
 * Writes that name the versions they may replace (optimistic concurrency, If-Match): the version
 * check is part of the writing statement itself, never a separate read before it. Shared by the
 * inquiries, the three content tables and the reply templates, which all carry `version` (raised by
 * every edit) and `updated_by` (migrations 20261124000000_edit_versions, 20261125110000_reply_templates).
 */
import { sql, type RawBuilder, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../client.ts';
import type { Database, NoticesTable } from '../schema.ts';

/** The versions a write may replace: undefined for any (If-Match: *). */
export type AllowedVersions = readonly number[] | undefined;

export type ConditionalWrite<T> = { ok: true; value: T } | { ok: false; reason: 'missing' | 'stale' };

/** The tables of versioned rows. */
export type VersionedTable = 'notices' | 'faqs' | 'csr_posts' | 'contact_inquiries' | 'reply_templates';
/** Of those, the content an editor writes (they also carry `updated_at` and a trash). */
export type ContentTable = Exclude<VersionedTable, 'contact_inquiries' | 'reply_templates'>;
/** The versioned tables without a trash: a row is there or gone. */
const NO_TRASH: ReadonlySet<VersionedTable> = new Set(['contact_inquiries', 'reply_templates']);

/** `version IN (...)` for a write, or nothing for any version; an empty list (no tag of ours) matches nothing. */
export function versionList(versions: AllowedVersions): number[] | null {
  return versions === undefined ? null : versions.length > 0 ? [...versions] : [0];
}

/**
 * After a conditional write matched nothing: is the row gone (for content: or in the trash, where
 * nothing but a restore reaches it), or at another version?
 */
export async function whyNotWritten(db: Db, table: VersionedTable, id: number): Promise<'missing' | 'stale'> {
  const live = NO_TRASH.has(table) ? sql`true` : sql`deleted_at IS NULL`;
  const { rows } = await sql<{ id: number }>`SELECT id FROM ${sql.table(table)} WHERE id = ${id} AND ${live}`.execute(db);
  return rows.length > 0 ? 'stale' : 'missing';
}

/** Column values of an edit: plain values, or SQL that computes one from the row (`coalesce(…, published_at)`). */
export type ContentChanges<T extends ContentTable> = { [K in keyof Updateable<Database[T]>]?: Updateable<Database[T]>[K] | RawBuilder<unknown> };

/**
 * Updates one content row (not in the trash) if it is at an allowed version: the changes, the version
 * raised by one, the editor and the time of the edit, in one statement. The row as it was is kept as
 * a revision by the table's trigger (migration 20261124030000).
 */
export async function updateContentRow<T extends ContentTable>(
  db: Db,
  table: T,
  id: number,
  changes: ContentChanges<T>,
  guard: { editorId: number; versions: AllowedVersions },
): Promise<ConditionalWrite<Selectable<Database[T]>>> {
  // The three tables share id, version, updated_by and updated_at: the builder is typed as one of
  // them, and the row it returns is the caller's table's.
  const versions = versionList(guard.versions);
  let query = db
    .updateTable(table as 'notices')
    .set({ ...(changes as Updateable<NoticesTable>), version: sql<number>`version + 1`, updated_by: guard.editorId, updated_at: new Date() })
    .where('id', '=', id)
    .where('deleted_at', 'is', null);
  if (versions) query = query.where('version', 'in', versions);
  const row = await query.returningAll().executeTakeFirst();
  return row ? { ok: true, value: row as unknown as Selectable<Database[T]> } : { ok: false, reason: await whyNotWritten(db, table, id) };
}

/**
 * Moves one content row to the trash (or, `restore`, back out of it) if it is at an allowed version:
 * the trash marks and the version raised by one. The content itself is untouched.
 */
export async function moveContentRow<T extends ContentTable>(
  db: Db,
  table: T,
  id: number,
  guard: { editorId: number; versions: AllowedVersions; restore?: boolean },
): Promise<ConditionalWrite<Selectable<Database[T]>>> {
  const allowed = versionList(guard.versions);
  const marks = guard.restore ? { deleted_at: null, deleted_by: null } : { deleted_at: new Date(), deleted_by: guard.editorId };
  let query = db
    .updateTable(table as 'notices')
    .set({ ...marks, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .where('deleted_at', guard.restore ? 'is not' : 'is', null);
  if (allowed) query = query.where('version', 'in', allowed);
  const row = await query.returningAll().executeTakeFirst();
  if (row) return { ok: true, value: row as unknown as Selectable<Database[T]> };
  if (!guard.restore) return { ok: false, reason: await whyNotWritten(db, table, id) };
  const trashed = await db.selectFrom(table as 'notices').select('id').where('id', '=', id).where('deleted_at', 'is not', null).executeTakeFirst();
  return { ok: false, reason: trashed ? 'stale' : 'missing' };
}
