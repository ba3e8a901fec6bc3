/**
 * The content pages' drafts (table site_page_drafts): at most one per page and locale, kept apart from
 * site_pages so the published texts are untouched until the draft is published.
 */
import type { Db } from '../client.ts';
import type { PageKey } from '#domain/pages/registry.ts';
import type { Locale } from '#i18n/locales.ts';

export interface PageDraft {
  key: PageKey;
  locale: Locale;
  /** As stored: the caller checks it against the page's schema. */
  content: unknown;
  /** The page's version the draft was made on. */
  baseVersion: number;
  publishAt: Date | null;
  savedBy: number | null;
  savedByName: string | null;
  /** The draft's validator (a save names the draft it replaces; a preview link the draft it shows). */
  savedAt: Date;
}

export interface PageDraftWrite {
  key: PageKey;
  locale: Locale;
  content: unknown;
  baseVersion: number;
  publishAt: Date | null;
  savedBy: number;
}

const drafts = (db: Db) =>
  db
    .selectFrom('site_page_drafts as d')
    .leftJoin('admins as a', 'a.id', 'd.saved_by')
    .select(['d.page_key', 'd.locale', 'd.content', 'd.base_version', 'd.publish_at', 'd.saved_by', 'd.saved_at', 'a.username']);

type DraftSelect = Awaited<ReturnType<ReturnType<typeof drafts>['executeTakeFirstOrThrow']>>;

const draftOf = (r: DraftSelect): PageDraft => ({
  key: r.page_key,
  locale: r.locale,
  content: r.content,
  baseVersion: r.base_version,
  publishAt: r.publish_at,
  savedBy: r.saved_by,
  savedByName: r.username,
  savedAt: r.saved_at,
});

/** A page locale's draft, undefined when it has none. */
export async function readPageDraft(db: Db, key: PageKey, locale: Locale): Promise<PageDraft | undefined> {
  const row = await drafts(db).where('d.page_key', '=', key).where('d.locale', '=', locale).executeTakeFirst();
  return row && draftOf(row);
}

/** Every page draft (the admin's list marks the pages and locales that have one). */
export async function listPageDrafts(db: Db): Promise<PageDraft[]> {
  return (await drafts(db).execute()).map(draftOf);
}

/** The drafts due at `now`, earliest first. */
export async function listDuePageDrafts(db: Db, now: Date): Promise<PageDraft[]> {
  const rows = await drafts(db).where('d.publish_at', '<=', now).orderBy('d.publish_at').orderBy('d.page_key').orderBy('d.locale').execute();
  return rows.map(draftOf);
}

/**
 * Saves a page locale's draft in place of the one saved at `replaces` (null: it has none yet); the new
 * draft's savedAt, or undefined, writing nothing, when the draft is no longer that one. One statement,
 * so two editors saving at once cannot both win.
 */
export async function savePageDraft(db: Db, draft: PageDraftWrite, now: Date, replaces: Date | null): Promise<Date | undefined> {
  // savedAt is the draft's validator: each save gets a later one, even within the same millisecond.
  const savedAt = replaces && now.getTime() <= replaces.getTime() ? new Date(replaces.getTime() + 1) : now;
  const row = {
    content: JSON.stringify(draft.content),
    base_version: draft.baseVersion,
    publish_at: draft.publishAt,
    saved_by: draft.savedBy,
    saved_at: savedAt,
  };
  if (replaces === null) {
    const inserted = await db
      .insertInto('site_page_drafts')
      .values({ page_key: draft.key, locale: draft.locale, ...row })
      .onConflict((oc) => oc.columns(['page_key', 'locale']).doNothing())
      .executeTakeFirst();
    return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n ? savedAt : undefined;
  }
  const updated = await db
    .updateTable('site_page_drafts')
    .set(row)
    .where('page_key', '=', draft.key)
    .where('locale', '=', draft.locale)
    .where('saved_at', '=', replaces)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n ? savedAt : undefined;
}

/**
 * Removes a page locale's draft (discarded, or published); whether there was one. With `savedAt`, only
 * that draft: publishing removes the draft it published, never one saved again meanwhile.
 */
export async function deletePageDraft(db: Db, key: PageKey, locale: Locale, savedAt?: Date): Promise<boolean> {
  let query = db.deleteFrom('site_page_drafts').where('page_key', '=', key).where('locale', '=', locale);
  if (savedAt) query = query.where('saved_at', '=', savedAt);
  const result = await query.executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Takes the schedule off a draft that could not be published (it stays, to be published by hand). */
export async function unschedulePageDraft(db: Db, key: PageKey, locale: Locale): Promise<void> {
  await db.updateTable('site_page_drafts').set({ publish_at: null }).where('page_key', '=', key).where('locale', '=', locale).execute();
}
