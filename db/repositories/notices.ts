import type { Db } from '../client.ts';
import type { Updateable } from 'kysely';
import type { NewNotice, NoticesTable } from '../schema.ts';

type NoticeUpdate = Updateable<NoticesTable>;

/** Published notices as visitors see them: pinned first, then newest. */
export function listPublishedNotices(db: Db) {
  return db
    .selectFrom('notices')
    .select(['id', 'title', 'content', 'author', 'views', 'is_pinned', 'created_at', 'category', 'is_important', 'translations'])
    .where('is_published', '=', true)
    .orderBy('is_pinned', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function insertNotices(db: Db, rows: NewNotice[]) {
  return db.insertInto('notices').values(rows).returning('id').execute();
}

/** Every notice for the admin list, newest first (drafts included). */
export function listAllNotices(db: Db) {
  return db.selectFrom('notices').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export function insertNotice(db: Db, row: NewNotice) {
  return db.insertInto('notices').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Undefined when no notice has this id. */
export function updateNotice(db: Db, id: number, changes: NoticeUpdate) {
  return db.updateTable('notices').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

/** The deleted row's title, undefined when absent. */
export function deleteNotice(db: Db, id: number) {
  return db.deleteFrom('notices').where('id', '=', id).returning(['id', 'title']).executeTakeFirst();
}
