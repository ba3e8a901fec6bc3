/**
 * 20261127011500_upload_media on a database the previous version filled: every upload kept byte for
 * byte, with no alt text yet ('{}') and no file name (the library shows `<id>.webp`); after it, alt
 * text and a name are stored and read back.
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

const MIGRATION = '20261127011500_upload_media';
const rows = (without: string[] = []) =>
  schema.query<{ row: Record<string, unknown> }>(`SELECT to_jsonb(t) ${without.map((c) => `- '${c}'`).join(' ')} AS row FROM uploads t ORDER BY id`);

it('keeps every upload as it was, with empty alt text and no file name', async () => {
  await schema.migrateBefore(MIGRATION);
  await schema.query(`INSERT INTO admins (username, password) VALUES ('kim', 'x')`);
  await schema.query(`INSERT INTO uploads (id, content_type, width, height, byte_length, sha256, bytes, created_by) VALUES
    ('0f8fad5b-d9cb-469f-a165-70867728950e', 'image/webp', 1600, 900, 3, repeat('a', 64), '\\x000102', 1),
    ('7c9e6679-7425-40de-944b-e07fc1f90ae7', 'image/webp', 20, 10, 1, repeat('b', 64), '\\xff', NULL)`);
  const before = (await rows()).rows;

  await schema.migrateRest();

  expect(asBefore(before, (await rows(['alt', 'file_name'])).rows)).toEqual(before);
  expect((await schema.query(`SELECT alt, file_name FROM uploads ORDER BY id`)).rows).toEqual([
    { alt: {}, file_name: null },
    { alt: {}, file_name: null },
  ]);
  await schema.query(`UPDATE uploads SET alt = '{"ko":"사무실","en":"Office"}', file_name = '사무실.png' WHERE created_by = 1`);
  expect((await schema.query(`SELECT alt, file_name FROM uploads WHERE created_by = 1`)).rows).toEqual([{ alt: { ko: '사무실', en: 'Office' }, file_name: '사무실.png' }]);
});
