/**
 * 20261125100000_inquiry_search_index on a database the previous version filled: every inquiry kept
 * as it was, and the bigram index built from them answers a search (a Korean name of two syllables,
 * Chinese text without spaces, a long message, no message at all).
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ScratchSchema } from '../helpers/scratch-schema.ts';

let schema: ScratchSchema;
beforeEach(async () => {
  schema = await ScratchSchema.create();
});
afterEach(async () => {
  await schema.drop();
});

const GRAMS = `inquiry_search_grams(name || E'\\n' || company || E'\\n' || email || E'\\n' || phone || E'\\n' || coalesce(message, '') || E'\\n' || public_ref)`;
const ROWS = `SELECT id, name, company, email, phone, message, public_ref, status FROM contact_inquiries ORDER BY id`;

it('keeps every inquiry and finds them through the new index', async () => {
  await schema.migrateBefore('20261125100000_inquiry_search_index');
  const insert = `INSERT INTO contact_inquiries (name, company, email, phone, service, message, privacy, status) VALUES ($1, $2, $3, '+62 812 1', 'visa', $4, true, 'new')`;
  await schema.query(insert, ['강민', '한빛상사', 'kang@example.com', '안녕하세요']);
  await schema.query(insert, ['王伟', '上海贸易有限公司', 'wang@163.com', null]);
  await schema.query(insert, ['Long', 'Co', 'long@example.com', `${'가나다라마바사'.repeat(700)}工厂设立`]);
  const before = (await schema.query(ROWS)).rows;

  await schema.migrateRest();

  expect((await schema.query(ROWS)).rows).toEqual(before);
  const { rows: indexes } = await schema.query(`SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema() AND indexname = 'contact_inquiries_search'`);
  expect(indexes).toHaveLength(1);
  await schema.query(`SET enable_seqscan = off`);
  const search = (q: string) => schema.query<{ name: string }>(`SELECT name FROM contact_inquiries WHERE ${GRAMS} @> inquiry_search_grams($1) ORDER BY id`, [q]);
  const plan = await schema.query(`EXPLAIN SELECT name FROM contact_inquiries WHERE ${GRAMS} @> inquiry_search_grams('강민')`);
  expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('contact_inquiries_search');
  expect((await search('강민')).rows).toEqual([{ name: '강민' }]);
  expect((await search('贸易有限')).rows).toEqual([{ name: '王伟' }]);
  expect((await search('工厂设立')).rows).toEqual([{ name: 'Long' }]);
  expect((await search('WANG@163')).rows).toEqual([{ name: '王伟' }]);
  // An inquiry written afterwards is in the index too.
  await schema.query(insert, ['새 문의', 'Co', 'new@example.com', '강민호 대표님 건']);
  expect((await search('강민')).rows).toEqual([{ name: '강민' }, { name: '새 문의' }]);
});
