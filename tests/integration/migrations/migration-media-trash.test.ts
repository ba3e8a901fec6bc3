/**
 * 20261127160000_media_trash on a database the previous version filled: every upload and copy kept
 * byte for byte, at version 1 and out of the trash; after it, an image moved to the trash keeps its
 * row and copies, and deleting its row (the purge) takes its copies with it.
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

const MIGRATION = '20261127160000_media_trash';
const A = '0f8fad5b-d9cb-469f-a165-70867728950e';
const B = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const uploads = (without: string[] = []) =>
  schema.query<{ row: Record<string, unknown> }>(`SELECT to_jsonb(t) ${without.map((c) => `- '${c}'`).join(' ')} AS row FROM uploads t ORDER BY id`);
const variants = () => schema.query<{ row: Record<string, unknown> }>(`SELECT to_jsonb(t) AS row FROM upload_variants t ORDER BY upload_id, width`);

it('keeps every upload and copy as it was, at version 1, none in the trash', async () => {
  await schema.migrateBefore(MIGRATION);
  await schema.query(`INSERT INTO admins (username, password) VALUES ('kim', 'x')`);
  await schema.query(`INSERT INTO uploads (id, content_type, width, height, byte_length, sha256, bytes, created_by, alt, file_name) VALUES
    ('${A}', 'image/webp', 1600, 900, 3, repeat('a', 64), '\\x000102', 1, '{"ko":"사무실"}', 'office.png'),
    ('${B}', 'image/webp', 20, 10, 1, repeat('b', 64), '\\xff', NULL, '{}', NULL)`);
  await schema.query(`INSERT INTO upload_variants (upload_id, width, height, byte_length, bytes) VALUES ('${A}', 960, 540, 2, '\\x0405'), ('${A}', 480, 270, 1, '\\x06')`);
  const before = { uploads: (await uploads()).rows, variants: (await variants()).rows };

  await schema.migrateRest();

  expect((await uploads(['version', 'deleted_at', 'deleted_by'])).rows).toEqual(before.uploads);
  expect((await variants()).rows).toEqual(before.variants);
  expect((await schema.query(`SELECT version, deleted_at, deleted_by FROM uploads ORDER BY id`)).rows).toEqual([
    { version: 1, deleted_at: null, deleted_by: null },
    { version: 1, deleted_at: null, deleted_by: null },
  ]);

  await schema.query(`UPDATE uploads SET deleted_at = now(), deleted_by = 1, version = version + 1 WHERE id = '${A}'`);
  expect((await variants()).rows).toEqual(before.variants);
  // The account that trashed it can go; the image stays in the trash.
  await schema.query(`DELETE FROM admins WHERE id = 1`);
  expect((await schema.query(`SELECT deleted_by, deleted_at IS NOT NULL AS trashed FROM uploads WHERE id = '${A}'`)).rows).toEqual([{ deleted_by: null, trashed: true }]);
  await schema.query(`DELETE FROM uploads WHERE id = '${A}'`);
  expect((await variants()).rows).toEqual([]);
});
