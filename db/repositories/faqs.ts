import type { Db } from '../client.ts';
import type { FaqUpdate, NewFaq } from '../schema.ts';

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

/** Every FAQ for the admin list (drafts included), in display order. */
export function listAllFaqs(db: Db) {
  return db.selectFrom('faqs').selectAll().orderBy('category').orderBy('sort_order').orderBy('id').execute();
}

export function insertFaq(db: Db, row: NewFaq) {
  return db.insertInto('faqs').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Undefined when no FAQ has this id. */
export function updateFaq(db: Db, id: number, changes: FaqUpdate) {
  return db.updateTable('faqs').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

export function deleteFaq(db: Db, id: number) {
  return db.deleteFrom('faqs').where('id', '=', id).returning(['id', 'question']).executeTakeFirst();
}
