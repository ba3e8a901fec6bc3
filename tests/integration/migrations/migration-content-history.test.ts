/** 20261124030000_content_revisions_trash on a database the previous version filled: rows kept, none trashed, edits kept from then on. */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ScratchSchema } from '../helpers/scratch-schema.ts';

let schema: ScratchSchema;
beforeEach(async () => {
  schema = await ScratchSchema.create();
});
afterEach(async () => {
  await schema.drop();
});

it('keeps every notice, FAQ and story out of the trash, and keeps revisions of edits made after it', async () => {
  await schema.migrateBefore('20261124030000_content_revisions_trash');
  await schema.query(`INSERT INTO admins (username, password) VALUES ('kim', 'x')`);
  await schema.query(`INSERT INTO notices (title, content, author, version, updated_by) VALUES ('공지', '<p>본문</p>', '관리자', 3, 1)`);
  await schema.query(`INSERT INTO faqs (question, answer, category) VALUES ('질문', '<p>답</p>', '일반')`);
  await schema.query(`INSERT INTO csr_posts (title, content, category, author_id) VALUES ('이야기', '<p>글</p>', 'education', 1)`);

  await schema.migrateRest();

  for (const table of ['notices', 'faqs', 'csr_posts']) {
    expect((await schema.query(`SELECT deleted_at, deleted_by FROM ${table}`)).rows, table).toEqual([{ deleted_at: null, deleted_by: null }]);
  }
  expect((await schema.query(`SELECT title, version FROM notices`)).rows).toEqual([{ title: '공지', version: 3 }]);
  expect((await schema.query(`SELECT count(*)::int AS n FROM content_revisions`)).rows).toEqual([{ n: 0 }]);

  await schema.query(`UPDATE notices SET title = '고친 공지', version = version + 1`);
  const kept = await schema.query(`SELECT entity, version, data ->> 'title' AS title, saved_by FROM content_revisions`);
  expect(kept.rows).toEqual([{ entity: 'notice', version: 3, title: '공지', saved_by: 1 }]);
});
