import type { Db } from '../client.ts';
import type { NewCsrPost } from '../schema.ts';

/** Published posts, newest first: what visitors may see. */
export function listPublishedCsrPosts(db: Db) {
  return db
    .selectFrom('csr_posts')
    .select(['id', 'title', 'excerpt', 'content', 'category', 'featured_image', 'published_at', 'created_at', 'updated_at', 'views', 'translations'])
    .where('is_published', '=', true)
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function insertCsrPosts(db: Db, rows: NewCsrPost[]) {
  return db.insertInto('csr_posts').values(rows).returning('id').execute();
}
