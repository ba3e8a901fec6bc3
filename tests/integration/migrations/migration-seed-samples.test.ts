/**
 * 20261128050000_seed_samples on a database the previous version filled: every row stays as it was
 * (version too, so no revision is kept); the rows the seed wrote, recognised by their exact Korean
 * title or question, are marked as samples, a person's rows are not.
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

const columns = {
  notices: 'id, title, content, author, category, is_published, translations, version, deleted_at',
  faqs: 'id, question, answer, category, sort_order, translations, version',
  csr_posts: 'id, title, content, category, author_id, translations, version',
} as const;

it('keeps every row and marks only the seed\'s own', async () => {
  await schema.migrateBefore('20261128050000_seed_samples');
  await schema.query(`INSERT INTO admins (id, username, password, role) VALUES (1, 'admin', 'x', 'owner')`);
  await schema.query(
    `INSERT INTO notices (id, title, content, author, category, translations, version, deleted_at) VALUES
      (1, '홈페이지를 새로 열었습니다', '<p>a</p>', 'admin', 'announcement', '{}', 1, NULL),
      (2, '우리가 쓴 공지', '<p>b</p>', 'admin', 'announcement', '{}', 3, NULL),
      (3, '(비공개 초안) 공개 전 공지', '<p>c</p>', 'admin', 'report', '{}', 2, now())`,
  );
  await schema.query(
    `INSERT INTO faqs (id, question, answer, category, translations) VALUES
      (1, '외국인 투자 법인(PMA)을 설립하는 데 얼마나 걸리나요?', '<p>a</p>', '법인', '{}'),
      (2, '외국인 투자 법인(PMA)을 설립하는 데 얼마나 걸리나요? (고침)', '<p>b</p>', '법인', '{}')`,
  );
  await schema.query(
    `INSERT INTO csr_posts (id, title, content, category, author_id, translations) VALUES
      (1, '맹그로브 1,000그루 심기', '<p>a</p>', '환경보호', 1, '{}'),
      (2, '우리 이야기', '<p>b</p>', '환경보호', 1, '{}')`,
  );
  const before = {} as Record<string, unknown[]>;
  for (const [table, list] of Object.entries(columns)) before[table] = (await schema.query(`SELECT ${list} FROM ${table} ORDER BY id`)).rows;
  const revisionsBefore = (await schema.query(`SELECT count(*)::int AS n FROM content_revisions`)).rows;

  await schema.migrateRest();

  for (const [table, list] of Object.entries(columns)) expect((await schema.query(`SELECT ${list} FROM ${table} ORDER BY id`)).rows).toEqual(before[table]);
  expect((await schema.query(`SELECT count(*)::int AS n FROM content_revisions`)).rows).toEqual(revisionsBefore);
  expect((await schema.query(`SELECT id, seed_sample FROM notices ORDER BY id`)).rows).toEqual([{ id: 1, seed_sample: true }, { id: 2, seed_sample: false }, { id: 3, seed_sample: true }]);
  expect((await schema.query(`SELECT id, seed_sample FROM faqs ORDER BY id`)).rows).toEqual([{ id: 1, seed_sample: true }, { id: 2, seed_sample: false }]);
  expect((await schema.query(`SELECT id, seed_sample FROM csr_posts ORDER BY id`)).rows).toEqual([{ id: 1, seed_sample: true }, { id: 2, seed_sample: false }]);
  // A row written from now on is no sample unless its writer says so (the seed does).
  await schema.query(`INSERT INTO faqs (id, question, answer, category) VALUES (9, '새 질문', '<p>x</p>', '일반')`);
  expect((await schema.query(`SELECT seed_sample FROM faqs WHERE question = '새 질문'`)).rows).toEqual([{ seed_sample: false }]);
});
