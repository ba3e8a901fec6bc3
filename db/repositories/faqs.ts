import type { Db } from '../client.ts';
import type { NewFaq } from '../schema.ts';

/** Published FAQs in display order: by category, then the admin's order, then age. */
export function listPublishedFaqs(db: Db) {
  return db
    .selectFrom('faqs')
    .select(['id', 'question', 'answer', 'category', 'translations'])
    .where('is_published', '=', true)
    .where('deleted_at', 'is', null)
    .orderBy('category')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function insertFaqs(db: Db, rows: NewFaq[]) {
  return db.insertInto('faqs').values(rows).returning('id').execute();
}

/** FAQs as the administrator sees them: every column and the name of the last editor. */
function adminFaqs(db: Db) {
  return db.selectFrom('faqs as f').leftJoin('admins as e', 'e.id', 'f.updated_by').selectAll('f').select('e.username as updated_by_name');
}
export type AdminFaqRow = Awaited<ReturnType<typeof findFaqForAdmin>> & object;

/** Every FAQ for the admin list (drafts included), in display order. */
export function listFaqsForAdmin(db: Db) {
  return adminFaqs(db).where('f.deleted_at', 'is', null).orderBy('f.category').orderBy('f.sort_order').orderBy('f.id').execute();
}

export function findFaqForAdmin(db: Db, id: number) {
  return adminFaqs(db).where('f.id', '=', id).where('f.deleted_at', 'is', null).executeTakeFirst();
}

/** The new FAQ's id. */
export async function insertFaq(db: Db, row: NewFaq): Promise<number> {
  return (await db.insertInto('faqs').values(row).returning('id').executeTakeFirstOrThrow()).id;
}
