/**
 * 20261127010000_content_drafts on a database the previous version filled: every notice, FAQ and CSR
 * story kept as it was (a new table only, empty), no revision or content stamp made by it; after it a
 * draft lives beside its item and goes with it when the item is deleted for good.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { asBefore, ScratchSchema } from '../helpers/scratch-schema.ts';

let schema: ScratchSchema;
beforeEach(async () => {
  schema = await ScratchSchema.create();
});
afterEach(async () => {
  await schema.drop();
});

const MIGRATION = '20261127010000_content_drafts';

async function fill() {
  await schema.query(`INSERT INTO admins (username, password) VALUES ('kim', 'x')`);
  await schema.query(`INSERT INTO notices (title, content, author, version, description, translations) VALUES ('공지', '<p>설 연휴 😀</p>', '관리자', 4, '설명', $1)`, [
    JSON.stringify({ en: { title: 'Notice', content: '<p>Closed</p>' } }),
  ]);
  await schema.query(`INSERT INTO notices (title, content, author, is_published, deleted_at) VALUES ('지운 공지', '<p>본문</p>', '관리자', false, now())`);
  await schema.query(`INSERT INTO faqs (question, answer, category) VALUES ('질문', '<p>답</p>', '일반')`);
  await schema.query(`INSERT INTO csr_posts (title, content, category, author_id, translations) VALUES ('이야기', '<p>글</p>', '사회공헌', 1, $1)`, [JSON.stringify({ zh: { title: '故事' } })]);
}

const everything = async () => ({
  notices: (await schema.query(`SELECT to_jsonb(t) AS row FROM notices t ORDER BY id`)).rows,
  faqs: (await schema.query(`SELECT to_jsonb(t) AS row FROM faqs t ORDER BY id`)).rows,
  csr: (await schema.query(`SELECT to_jsonb(t) AS row FROM csr_posts t ORDER BY id`)).rows,
  revisions: (await schema.query(`SELECT count(*)::int AS n FROM content_revisions`)).rows,
  stamps: (await schema.query(`SELECT collection, stamp FROM content_versions ORDER BY collection`)).rows,
});

/** Everything now, each item cut down to the columns it had before (later migrations add some). */
async function everythingAsBefore(before: Awaited<ReturnType<typeof everything>>) {
  const now = await everything();
  return { ...now, notices: asBefore(before.notices, now.notices), faqs: asBefore(before.faqs, now.faqs), csr: asBefore(before.csr, now.csr) };
}

it('keeps every item, revision and content stamp as it was; drafts then live beside items and go with them', async () => {
  await schema.migrateBefore(MIGRATION);
  await fill();
  const before = await everything();

  await schema.migrateRest();

  expect(await everythingAsBefore(before)).toEqual(before);
  expect((await schema.query(`SELECT count(*)::int AS n FROM content_drafts`)).rows).toEqual([{ n: 0 }]);

  await schema.query(`INSERT INTO content_drafts (entity, entity_id, data, base_version, saved_by) VALUES ('notice', 1, '{"title":"초안"}', 4, 1), ('notice', 2, '{}', 1, 1), ('faq', 1, '{}', 1, NULL)`);
  expect(await everythingAsBefore(before)).toEqual(before);
  await schema.query(`DELETE FROM notices WHERE deleted_at IS NOT NULL`);
  expect((await schema.query(`SELECT entity, entity_id FROM content_drafts ORDER BY entity, entity_id`)).rows).toEqual([
    { entity: 'faq', entity_id: 1 },
    { entity: 'notice', entity_id: 1 },
  ]);
  await expect(schema.query(`INSERT INTO content_drafts (entity, entity_id, data, base_version) VALUES ('page', 1, '{}', 1)`)).rejects.toThrow();
});
