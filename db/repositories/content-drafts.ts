/**
 * The drafts of notices, FAQs and CSR stories (migration 20261127010000): at most one per item,
 * kept apart from the item so the live row is untouched until the draft is published.
 */
import { sql } from 'kysely';
import type { Db } from '../client.ts';
import type { RevisionEntity } from '../schema.ts';

export interface DraftWrite {
  entity: RevisionEntity;
  entityId: number;
  data: Record<string, unknown>;
  baseVersion: number;
  publishAt: Date | null;
  savedBy: number;
}

/**
 * Saves the item's draft in place of the one saved at `replaces` (null: the item has none yet); false,
 * writing nothing, when the item's draft is no longer that one. One statement, so two editors saving
 * at once cannot both win.
 */
export async function saveDraft(db: Db, draft: DraftWrite, now: Date, replaces: Date | null): Promise<boolean> {
  // savedAt is the draft's validator: each save gets a later one, even within the same millisecond.
  const savedAt = replaces && now.getTime() <= replaces.getTime() ? new Date(replaces.getTime() + 1) : now;
  const row = { data: draft.data, base_version: draft.baseVersion, publish_at: draft.publishAt, saved_by: draft.savedBy, saved_at: savedAt };
  if (replaces === null) {
    const inserted = await db
      .insertInto('content_drafts')
      .values({ entity: draft.entity, entity_id: draft.entityId, ...row })
      .onConflict((oc) => oc.columns(['entity', 'entity_id']).doNothing())
      .executeTakeFirst();
    return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
  }
  const updated = await db
    .updateTable('content_drafts')
    .set(row)
    .where('entity', '=', draft.entity)
    .where('entity_id', '=', draft.entityId)
    .where('saved_at', '=', replaces)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}

/** Drafts with the name of who saved each. */
const drafts = (db: Db, entity: RevisionEntity) =>
  db.selectFrom('content_drafts as d').leftJoin('admins as a', 'a.id', 'd.saved_by').selectAll('d').select('a.username as saved_by_name').where('d.entity', '=', entity);

/** The item's draft, undefined when it has none. */
export function findDraft(db: Db, entity: RevisionEntity, entityId: number) {
  return drafts(db, entity).where('d.entity_id', '=', entityId).executeTakeFirst();
}
export type DraftRow = NonNullable<Awaited<ReturnType<typeof findDraft>>>;

/** Every draft of a kind with who saved it (the admin list). */
export function listDrafts(db: Db, entity: RevisionEntity): Promise<DraftRow[]> {
  return drafts(db, entity).execute();
}

/** Removes the item's draft (discarded, or published); whether there was one. */
export async function deleteDraft(db: Db, entity: RevisionEntity, entityId: number, savedAt?: Date): Promise<boolean> {
  let query = db.deleteFrom('content_drafts').where('entity', '=', entity).where('entity_id', '=', entityId);
  // Publishing removes the draft it published, never one saved again meanwhile.
  if (savedAt) query = query.where('saved_at', '=', savedAt);
  const result = await query.executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The drafts due at `now` whose item is outside the trash, earliest first. */
export async function listDueDrafts(db: Db, now: Date): Promise<DraftRow[]> {
  const { rows } = await sql<DraftRow>`
    SELECT d.*, a.username AS saved_by_name FROM content_drafts d LEFT JOIN admins a ON a.id = d.saved_by
    WHERE d.publish_at <= ${now} AND NOT EXISTS (
      SELECT 1 FROM notices n WHERE d.entity = 'notice' AND n.id = d.entity_id AND n.deleted_at IS NOT NULL
      UNION ALL SELECT 1 FROM faqs f WHERE d.entity = 'faq' AND f.id = d.entity_id AND f.deleted_at IS NOT NULL
      UNION ALL SELECT 1 FROM csr_posts c WHERE d.entity = 'csr_post' AND c.id = d.entity_id AND c.deleted_at IS NOT NULL)
    ORDER BY d.publish_at, d.entity, d.entity_id`.execute(db);
  return rows;
}

/** Takes the schedule off a draft that could not be published (it stays, to be published by hand). */
export async function unscheduleDraft(db: Db, entity: RevisionEntity, entityId: number): Promise<void> {
  await db.updateTable('content_drafts').set({ publish_at: null }).where('entity', '=', entity).where('entity_id', '=', entityId).execute();
}
