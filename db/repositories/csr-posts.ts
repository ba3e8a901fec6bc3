import { sql, type Updateable } from 'kysely';
import type { Db } from '../client.ts';
import type { CsrPostsTable, NewCsrPost } from '../schema.ts';

type CsrPostUpdate = Updateable<CsrPostsTable>;

const publicColumns = ['id', 'title', 'excerpt', 'content', 'category', 'featured_image', 'published_at', 'created_at', 'updated_at', 'views', 'translations'] as const;

/** Published posts, newest first: what visitors may see. */
export function listPublishedCsrPosts(db: Db) {
  return db
    .selectFrom('csr_posts')
    .select(publicColumns)
    .where('is_published', '=', true)
    .orderBy(sql`coalesce(published_at, created_at)`, 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * One published post, counting the visit in the same statement (`views = views + 1 … RETURNING`), so
 * concurrent visits never lose a count. Undefined when the post is missing or unpublished.
 */
export function viewPublishedCsrPost(db: Db, id: number) {
  return db
    .updateTable('csr_posts')
    .set({ views: sql`views + 1` })
    .where('id', '=', id)
    .where('is_published', '=', true)
    .returning(publicColumns)
    .executeTakeFirst();
}

export function insertCsrPosts(db: Db, rows: NewCsrPost[]) {
  return db.insertInto('csr_posts').values(rows).returning('id').execute();
}

/** Every post for the admin list (drafts included), newest first. */
export function listAllCsrPosts(db: Db) {
  return db.selectFrom('csr_posts').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export function insertCsrPost(db: Db, row: NewCsrPost) {
  return db.insertInto('csr_posts').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Undefined when no post has this id. */
export function updateCsrPost(db: Db, id: number, changes: CsrPostUpdate) {
  return db.updateTable('csr_posts').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

export function deleteCsrPost(db: Db, id: number) {
  return db.deleteFrom('csr_posts').where('id', '=', id).returning(['id', 'title']).executeTakeFirst();
}
