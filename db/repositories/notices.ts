import type { Db } from '../client.ts';
import type { NewNotice } from '../schema.ts';

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
