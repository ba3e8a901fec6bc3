/**
 * 20261127130000_inquiry_export_progress on a database the previous version filled: a prepared
 * export keeps its parts and rows as they were; one still waiting or running, which has no cursor to
 * continue from, loses its parts so far and starts once more; after it a cursor is whole or absent.
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

const MIGRATION = '20261127130000_inquiry_export_progress';

it('keeps prepared exports, sends unfinished ones back to the start, and keeps a cursor whole', async () => {
  await schema.migrateBefore(MIGRATION);
  await schema.query(`INSERT INTO admins (username, password) VALUES ('kim', 'x')`);
  await schema.query(`
    INSERT INTO inquiry_exports (id, admin_id, filters, locale, status, rows, started_at, finished_at) VALUES
      (1, 1, '{"status": "new"}', 'ko', 'ready', 7, now(), now()),
      (2, 1, '{}', 'en', 'running', 3, now() - interval '20 minutes', NULL),
      (3, 1, '{}', 'id', 'queued', 0, NULL, NULL)`);
  await schema.query(`INSERT INTO inquiry_export_parts (export_id, part, rows, content) VALUES (1, 1, 4, 'a'), (1, 2, 3, 'b'), (2, 1, 3, 'c')`);
  const ready = (await schema.query(`SELECT to_jsonb(e) AS row FROM inquiry_exports e WHERE id = 1`)).rows;

  await schema.migrateRest();

  const exports = (await schema.query(`SELECT id, status, rows, cursor_us, cursor_id FROM inquiry_exports ORDER BY id`)).rows;
  expect(exports).toEqual([
    { id: 1, status: 'ready', rows: 7, cursor_us: null, cursor_id: null },
    { id: 2, status: 'running', rows: 0, cursor_us: null, cursor_id: null },
    { id: 3, status: 'queued', rows: 0, cursor_us: null, cursor_id: null },
  ]);
  const kept = (await schema.query(`SELECT to_jsonb(e) - 'cursor_us' - 'cursor_id' AS row FROM inquiry_exports e WHERE id = 1`)).rows;
  expect(kept).toEqual(ready);
  expect((await schema.query(`SELECT export_id, part, content FROM inquiry_export_parts ORDER BY export_id, part`)).rows).toEqual([
    { export_id: 1, part: 1, content: 'a' },
    { export_id: 1, part: 2, content: 'b' },
  ]);

  await schema.query(`UPDATE inquiry_exports SET cursor_us = 1764547200000000, cursor_id = 42 WHERE id = 2`);
  await expect(schema.query(`UPDATE inquiry_exports SET cursor_id = NULL WHERE id = 2`)).rejects.toThrow();
  await expect(schema.query(`UPDATE inquiry_exports SET cursor_us = 1 WHERE id = 3`)).rejects.toThrow();
});
