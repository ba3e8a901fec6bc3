/**
 * 20261128070000_service_slugs on a database the previous version filled: nothing existing changes
 * (every service keeps the code's address until named); a slug names one service of a locale for good
 * (the key is the locale and the slug); a name outlives the administrator who gave it.
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

const MIGRATION = '20261128070000_service_slugs';
const PAGES = `SELECT to_jsonb(p) AS row FROM site_pages p ORDER BY page_key, locale`;

it('keeps every page as it was and stores one row per locale and slug, outliving its author', async () => {
  await schema.migrateBefore(MIGRATION);
  await schema.query(`INSERT INTO admins (id, username, password, role) VALUES (1, 'kim', 'hash-1', 'editor')`);
  await schema.query(`INSERT INTO site_pages (page_key, locale, content, updated_by) VALUES ('service-visa', 'en', '{"hero": {}}', 1)`);
  const before = (await schema.query(PAGES)).rows;
  await schema.migrateRest();
  expect((await schema.query(PAGES)).rows).toEqual(before);
  expect((await schema.query(`SELECT count(*)::int AS n FROM service_slugs`)).rows).toEqual([{ n: 0 }]);

  await schema.query(`INSERT INTO service_slugs (locale, slug, service_key, created_by) VALUES ('en', 'visas', 'visa', 1)`);
  await schema.query(`INSERT INTO service_slugs (locale, slug, service_key, created_by) VALUES ('id', 'visas', 'visa', 1)`);
  // The same slug in the same locale is one service's, whichever service asks.
  await expect(schema.query(`INSERT INTO service_slugs (locale, slug, service_key) VALUES ('en', 'visas', 'hr')`)).rejects.toThrow(/duplicate key/);
  const stored = (await schema.query(`SELECT locale, slug, service_key, created_at IS NOT NULL AS dated FROM service_slugs ORDER BY locale`)).rows;
  expect(stored).toEqual([
    { locale: 'en', slug: 'visas', service_key: 'visa', dated: true },
    { locale: 'id', slug: 'visas', service_key: 'visa', dated: true },
  ]);
  await schema.query(`DELETE FROM admins WHERE id = 1`);
  expect((await schema.query(`SELECT DISTINCT created_by FROM service_slugs`)).rows).toEqual([{ created_by: null }]);
});
