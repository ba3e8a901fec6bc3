/**
 * The firm facts' one pending draft: a row of site_settings (key 'facts-draft') beside the facts'
 * own, so the published facts, which the build reads, stay as they are until the draft is published.
 * Its value holds the facts as checked and the facts' version the draft was made on; updated_by and
 * updated_at say who saved it and when (the draft's validator: each save gets a later one).
 */
import type { Db } from '../client.ts';
import { FACTS_DRAFT_KEY } from '#domain/site-settings/keys.ts';

export interface FactsDraft {
  /** As stored: the caller checks it against the facts' schema. */
  facts: unknown;
  /** The facts' version the draft was made on. */
  baseVersion: number;
  savedBy: number | null;
  savedByName: string | null;
  savedAt: Date;
}

const isRecord = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === 'object' && !Array.isArray(x);

/** The facts' draft, undefined when there is none. */
export async function readFactsDraft(db: Db): Promise<FactsDraft | undefined> {
  const row = await db
    .selectFrom('site_settings as s')
    .leftJoin('admins as a', 'a.id', 's.updated_by')
    .select(['s.value', 's.updated_by', 's.updated_at', 'a.username'])
    .where('s.key', '=', FACTS_DRAFT_KEY)
    .executeTakeFirst();
  if (!row) return undefined;
  const value = isRecord(row.value) ? row.value : {};
  return { facts: value.facts, baseVersion: typeof value.baseVersion === 'number' ? value.baseVersion : 0, savedBy: row.updated_by, savedByName: row.username, savedAt: row.updated_at };
}

/**
 * Saves the draft in place of the one saved at `replaces` (null: none yet); the new draft's savedAt,
 * or undefined, writing nothing, when the draft is no longer that one. One statement each way, so
 * two editors saving at once cannot both win.
 */
export async function saveFactsDraft(db: Db, draft: { facts: unknown; baseVersion: number; savedBy: number }, now: Date, replaces: Date | null): Promise<Date | undefined> {
  const savedAt = replaces && now.getTime() <= replaces.getTime() ? new Date(replaces.getTime() + 1) : now;
  const value = JSON.stringify({ facts: draft.facts, baseVersion: draft.baseVersion });
  if (replaces === null) {
    const inserted = await db
      .insertInto('site_settings')
      .values({ key: FACTS_DRAFT_KEY, value, updated_by: draft.savedBy, updated_at: savedAt })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n ? savedAt : undefined;
  }
  const updated = await db
    .updateTable('site_settings')
    .set({ value, updated_by: draft.savedBy, updated_at: savedAt })
    .where('key', '=', FACTS_DRAFT_KEY)
    .where('updated_at', '=', replaces)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n ? savedAt : undefined;
}

/** Removes the draft (discarded, or published); whether there was one. With `savedAt`, only that draft, never one saved again meanwhile. */
export async function deleteFactsDraft(db: Db, savedAt?: Date): Promise<boolean> {
  let query = db.deleteFrom('site_settings').where('key', '=', FACTS_DRAFT_KEY);
  if (savedAt) query = query.where('updated_at', '=', savedAt);
  const result = await query.executeTakeFirst();
  return result.numDeletedRows > 0n;
}
