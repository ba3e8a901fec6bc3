/**
 * 20261128060000_site_page_drafts on a database the previous version filled: every page, revision and
 * setting stays as it was; a page has at most one draft per locale, which outlives the administrator
 * who saved it and is found by its schedule.
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

const MIGRATION = '20261128060000_site_page_drafts';
const ROWS = `SELECT (SELECT jsonb_agg(to_jsonb(p) ORDER BY page_key, locale) FROM site_pages p) AS pages,
  (SELECT jsonb_agg(to_jsonb(r) ORDER BY page_key, locale, version) FROM site_page_revisions r) AS revisions,
  (SELECT jsonb_agg(to_jsonb(s) ORDER BY key) FROM site_settings s) AS settings`;

it('keeps every page, revision and setting, and stores one draft per page and locale that outlives its author', async () => {
  await schema.migrateBefore(MIGRATION);
  await schema.query(`INSERT INTO admins (id, username, password, role) VALUES (1, 'kim', 'hash-1', 'editor')`);
  await schema.query(`INSERT INTO site_settings (key, value, version, updated_by) VALUES ('facts', '{"foundedYear": 2015}', 3, 1)`);
  await schema.query(`INSERT INTO site_pages (page_key, locale, content, updated_by) VALUES ('faq', 'en', '{"loading": "…"}', 1), ('faq', 'ko', '{"loading": "로딩"}', 1)`);
  await schema.query(`INSERT INTO site_page_revisions (page_key, locale, version, content, saved_by) VALUES ('faq', 'en', 2, '{"loading": "…"}', 1)`);
  const before = (await schema.query(ROWS)).rows;
  expect(before[0]).toMatchObject({ pages: [{ page_key: 'faq' }, { page_key: 'faq' }], revisions: [{ version: 2 }], settings: [{ key: 'facts' }] });
  await schema.migrateRest();
  expect((await schema.query(ROWS)).rows).toEqual(before);
  expect((await schema.query(`SELECT count(*)::int AS n FROM site_page_drafts`)).rows).toEqual([{ n: 0 }]);

  await schema.query(`INSERT INTO site_page_drafts (page_key, locale, content, base_version, publish_at, saved_by) VALUES ('faq', 'en', '{"loading": "draft"}', 2, '2031-01-01T00:00:00Z', 1)`);
  await expect(schema.query(`INSERT INTO site_page_drafts (page_key, locale, content, base_version) VALUES ('faq', 'en', '{}', 2)`)).rejects.toThrow(/duplicate key/);
  await schema.query(`INSERT INTO site_page_drafts (page_key, locale, content, base_version) VALUES ('faq', 'ko', '{}', 2)`);
  await schema.query(`DELETE FROM admins WHERE id = 1`);
  expect((await schema.query(`SELECT locale, saved_by FROM site_page_drafts ORDER BY locale`)).rows).toEqual([{ locale: 'en', saved_by: null }, { locale: 'ko', saved_by: null }]);
  expect((await schema.query(`SELECT locale FROM site_page_drafts WHERE publish_at <= '2031-01-02T00:00:00Z'`)).rows).toEqual([{ locale: 'en' }]);
});
