import type { Db } from '../client.ts';
import type { NewNotice } from '../schema.ts';

/**
 * What visitors see of a notice. Not its view count: that changes on every read, and the content is
 * cached per content version (the count is served apart: view-marks.ts listViewCounts).
 */
const publicColumns = ['id', 'title', 'content', 'author', 'is_pinned', 'created_at', 'updated_at', 'category', 'is_important', 'description', 'social_image', 'translations'] as const;

/** Notices visitors may see: published and outside the trash. */
const published = (db: Db) => db.selectFrom('notices').select(publicColumns).where('is_published', '=', true).where('deleted_at', 'is', null);

/** Published notices as visitors see them: pinned first, then newest. */
export function listPublishedNotices(db: Db) {
  return published(db)
    .orderBy('is_pinned', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One published notice outside the trash (its own page's data between builds), undefined otherwise. */
export function findPublishedNotice(db: Db, id: number) {
  return published(db).where('id', '=', id).executeTakeFirst();
}

export function insertNotices(db: Db, rows: NewNotice[]) {
  return db.insertInto('notices').values(rows).returning('id').execute();
}

/** Notices as the administrator sees them: every column and the name of the last editor. */
function adminNotices(db: Db) {
  return db.selectFrom('notices as n').leftJoin('admins as e', 'e.id', 'n.updated_by').selectAll('n').select('e.username as updated_by_name');
}
export type AdminNoticeRow = Awaited<ReturnType<typeof findNoticeForAdmin>> & object;

/** Every notice for the admin list, newest first (drafts included). */
export function listNoticesForAdmin(db: Db) {
  return adminNotices(db).where('n.deleted_at', 'is', null).orderBy('n.created_at', 'desc').orderBy('n.id', 'desc').execute();
}

export function findNoticeForAdmin(db: Db, id: number) {
  return adminNotices(db).where('n.id', '=', id).where('n.deleted_at', 'is', null).executeTakeFirst();
}

/** The new notice's id. */
export async function insertNotice(db: Db, row: NewNotice): Promise<number> {
  return (await db.insertInto('notices').values(row).returning('id').executeTakeFirstOrThrow()).id;
}
