import type { Db } from '../client.ts';
import type { NewFaq } from '../schema.ts';

/** Published FAQs in display order: by category, then the admin's order, then age. */
export function listPublishedFaqs(db: Db) {
  return db
    .selectFrom('faqs')
    .select(['id', 'question', 'answer', 'category', 'translations'])
    .where('is_published', '=', true)
    .orderBy('category')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function insertFaqs(db: Db, rows: NewFaq[]) {
  return db.insertInto('faqs').values(rows).returning('id').execute();
}
