/**
 * 20261127020000_upload_variants on a database the previous version filled: every upload kept as it
 * was (with no copies: the pages offer the original alone), and after it copies belong to their
 * upload, one per width, and go when it goes.
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

const MIGRATION = '20261127020000_upload_variants';
const ID = '11111111-2222-4333-8444-555555555555';

it('keeps every upload and adds copies that belong to it', async () => {
  await schema.migrateBefore(MIGRATION);
  await schema.query(`INSERT INTO admins (username, password) VALUES ('kim', 'x')`);
  await schema.query(`INSERT INTO uploads (id, content_type, width, height, byte_length, sha256, bytes, created_by) VALUES ($1, 'image/webp', 1600, 900, 3, $2, '\\x010203', 1)`, [ID, 'a'.repeat(64)]);
  await schema.query(`INSERT INTO site_settings (key, value) VALUES ('contact', '{"officePhone": "+62 21 1234 5678"}')`);
  const uploads = (await schema.query(`SELECT to_jsonb(u) AS row FROM uploads u`)).rows;
  const settings = (await schema.query(`SELECT to_jsonb(s) AS row FROM site_settings s`)).rows;

  await schema.migrateRest();

  expect(asBefore(uploads, (await schema.query(`SELECT to_jsonb(u) AS row FROM uploads u`)).rows)).toEqual(uploads);
  expect(asBefore(settings, (await schema.query(`SELECT to_jsonb(s) AS row FROM site_settings s`)).rows)).toEqual(settings);
  expect((await schema.query(`SELECT count(*)::int AS n FROM upload_variants`)).rows).toEqual([{ n: 0 }]);

  await schema.query(`INSERT INTO upload_variants (upload_id, width, height, byte_length, bytes) VALUES ($1, 480, 270, 1, '\\x01'), ($1, 960, 540, 1, '\\x02')`, [ID]);
  await expect(schema.query(`INSERT INTO upload_variants (upload_id, width, height, byte_length, bytes) VALUES ($1, 480, 270, 1, '\\x01')`, [ID])).rejects.toThrow();
  await expect(schema.query(`INSERT INTO upload_variants (upload_id, width, height, byte_length, bytes) VALUES ('99999999-2222-4333-8444-555555555555', 480, 270, 1, '\\x01')`)).rejects.toThrow();
  await schema.query(`DELETE FROM uploads WHERE id = $1`, [ID]);
  expect((await schema.query(`SELECT count(*)::int AS n FROM upload_variants`)).rows).toEqual([{ n: 0 }]);
});
