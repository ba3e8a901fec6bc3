import { sql } from 'kysely';
import type { Db } from '../client.ts';
import type { NewCsrPost } from '../schema.ts';

/** What visitors see of a post; its view count is served apart (view-marks.ts listViewCounts), like a notice's. */
const publicColumns = ['id', 'title', 'excerpt', 'content', 'category', 'featured_image', 'published_at', 'created_at', 'updated_at', 'description', 'social_image', 'translations'] as const;

/** Published posts, newest first: what visitors may see. */
export function listPublishedCsrPosts(db: Db) {
  return db
    .selectFrom('csr_posts')
    .select(publicColumns)
    .where('is_published', '=', true)
    .where('deleted_at', 'is', null)
    .orderBy(sql`coalesce(published_at, created_at)`, 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One published post outside the trash, undefined otherwise. */
export function findPublishedCsrPost(db: Db, id: number) {
  return db
    .selectFrom('csr_posts')
    .select(publicColumns)
    .where('id', '=', id)
    .where('is_published', '=', true)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export function insertCsrPosts(db: Db, rows: NewCsrPost[]) {
  return db.insertInto('csr_posts').values(rows).returning('id').execute();
}

/** Posts as the administrator sees them: every column, the author's name and the last editor's. */
function adminCsrPosts(db: Db) {
  return db
    .selectFrom('csr_posts as p')
    .leftJoin('admins as a', 'a.id', 'p.author_id')
    .leftJoin('admins as e', 'e.id', 'p.updated_by')
    .selectAll('p')
    .select(['a.username as author_name', 'e.username as updated_by_name']);
}
export type AdminCsrPostRow = Awaited<ReturnType<typeof findCsrPostForAdmin>> & object;

/** Every post for the admin list (drafts included), by publication date, newest first (drafts by creation). */
export function listCsrPostsForAdmin(db: Db) {
  return adminCsrPosts(db).where('p.deleted_at', 'is', null).orderBy(sql`coalesce(p.published_at, p.created_at)`, 'desc').orderBy('p.id', 'desc').execute();
}

export function findCsrPostForAdmin(db: Db, id: number) {
  return adminCsrPosts(db).where('p.id', '=', id).where('p.deleted_at', 'is', null).executeTakeFirst();
}

/** The new post's id. */
export async function insertCsrPost(db: Db, row: NewCsrPost): Promise<number> {
  return (await db.insertInto('csr_posts').values(row).returning('id').executeTakeFirstOrThrow()).id;
}
