/** 20261127190000_visitor_analytics on a database the previous version filled: nothing is touched; the new tables start empty and keep their rules. */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ScratchSchema } from '../helpers/scratch-schema.ts';

let schema: ScratchSchema;
beforeEach(async () => {
  schema = await ScratchSchema.create();
});
afterEach(async () => {
  await schema.drop();
});

it('keeps the data so far; the analytics tables start empty and refuse what they must not hold', async () => {
  await schema.migrateBefore('20261127190000_visitor_analytics');
  await schema.query(`INSERT INTO notices (title, content, author, views) VALUES ('공지', '<p>x</p>', '관리자', 41)`);
  await schema.query(`INSERT INTO view_marks (kind, item_id, day, visitor) VALUES ('notice', 1, '2026-11-27', 'v')`);
  await schema.migrateRest();
  expect((await schema.query(`SELECT views FROM notices`)).rows).toEqual([{ views: 41 }]);
  expect((await schema.query(`SELECT count(*)::int AS n FROM view_marks`)).rows).toEqual([{ n: 1 }]);
  for (const table of ['visitor_salts', 'visitor_marks', 'visit_days', 'visit_searches', 'visit_not_found', 'visit_funnel']) {
    expect((await schema.query(`SELECT count(*)::int AS n FROM ${table}`)).rows).toEqual([{ n: 0 }]);
  }
  await expect(schema.query(`INSERT INTO visitor_salts (day, salt) VALUES ('2026-11-27', '\\x01')`)).rejects.toThrow(/salt_check/);
  await expect(schema.query(`INSERT INTO visit_days (day, path, locale, source, country, device) VALUES ('2026-11-27', '/', 'ko', 'direct', 'ID', 'watch')`)).rejects.toThrow(/device_check/);
  await expect(schema.query(`INSERT INTO visit_funnel (day, step, locale, source) VALUES ('2026-11-27', 'sale', 'ko', 'direct')`)).rejects.toThrow(/step_check/);
  await schema.query(`INSERT INTO visit_days (day, path, locale, source, country, device, pageviews) VALUES ('2026-11-27', '/', 'ko', 'direct', 'ID', 'mobile', 1)`);
  await expect(schema.query(`INSERT INTO visit_days (day, path, locale, source, country, device) VALUES ('2026-11-27', '/', 'ko', 'direct', 'ID', 'mobile')`)).rejects.toThrow(/duplicate key/);
});
