/**
 * 20261128040000_site_pages on a database the previous version filled: nothing existing changes (the
 * pages show their first-run texts until saved); a page has one row per locale; its saved versions
 * stay when the administrator who saved them goes.
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

const MIGRATION = '20261128040000_site_pages';
const SETTINGS = `SELECT to_jsonb(s) AS row FROM site_settings s ORDER BY key`;

it('keeps every setting as it was and stores one row per page and locale, its revisions outliving their author', async () => {
  await schema.migrateBefore(MIGRATION);
  await schema.query(`INSERT INTO admins (id, username, password, role) VALUES (1, 'kim', 'hash-1', 'editor')`);
  await schema.query(`INSERT INTO site_settings (key, value, version, updated_by) VALUES ('facts', '{"foundedYear": 2015}', 3, 1)`);
  const before = (await schema.query(SETTINGS)).rows;
  await schema.migrateRest();
  expect((await schema.query(SETTINGS)).rows).toEqual(before);
  expect((await schema.query(`SELECT count(*)::int AS n FROM site_pages`)).rows).toEqual([{ n: 0 }]);

  await schema.query(`INSERT INTO site_pages (page_key, locale, content, updated_by) VALUES ('faq', 'en', '{"loading": "…"}', 1)`);
  expect((await schema.query(`SELECT version, sources FROM site_pages`)).rows).toEqual([{ version: 2, sources: {} }]);
  await expect(schema.query(`INSERT INTO site_pages (page_key, locale, content) VALUES ('faq', 'en', '{}')`)).rejects.toThrow(/duplicate key/);
  await schema.query(`INSERT INTO site_page_revisions (page_key, locale, version, content, saved_by) VALUES ('faq', 'en', 2, '{"loading": "…"}', 1)`);
  await expect(schema.query(`INSERT INTO site_page_revisions (page_key, locale, version, content) VALUES ('faq', 'en', 2, '{}')`)).rejects.toThrow(/duplicate key/);
  await schema.query(`DELETE FROM admins WHERE id = 1`);
  expect((await schema.query(`SELECT updated_by FROM site_pages`)).rows).toEqual([{ updated_by: null }]);
  expect((await schema.query(`SELECT version, saved_by FROM site_page_revisions`)).rows).toEqual([{ version: 2, saved_by: null }]);
});
