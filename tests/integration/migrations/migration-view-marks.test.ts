/** 20261124040000_view_marks on a database the previous version filled: the counts so far are kept. */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ScratchSchema } from '../helpers/scratch-schema.ts';

let schema: ScratchSchema;
beforeEach(async () => {
  schema = await ScratchSchema.create();
});
afterEach(async () => {
  await schema.drop();
});

it('keeps every view count; marks start empty and refuse an unknown kind', async () => {
  await schema.migrateBefore('20261124040000_view_marks');
  await schema.query(`INSERT INTO notices (title, content, author, views) VALUES ('공지', '<p>x</p>', '관리자', 41)`);
  await schema.migrateRest();
  expect((await schema.query(`SELECT views FROM notices`)).rows).toEqual([{ views: 41 }]);
  expect((await schema.query(`SELECT count(*)::int AS n FROM view_marks`)).rows).toEqual([{ n: 0 }]);
  await expect(schema.query(`INSERT INTO view_marks (kind, item_id, day, visitor) VALUES ('faq', 1, '2026-11-24', 'v')`)).rejects.toThrow(/kind_check/);
});
