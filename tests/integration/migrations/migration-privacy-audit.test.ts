/**
 * 20261127180000_privacy_audit_without_address on a database the previous version filled: the unsalted
 * hash of the address leaves the privacy requests' audit lines, the rest of each line and every other
 * line stay as they were.
 */
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ScratchSchema } from '../helpers/scratch-schema.ts';

let schema: ScratchSchema;
beforeEach(async () => {
  schema = await ScratchSchema.create();
});
afterEach(async () => {
  await schema.drop();
});

const MIGRATION = '20261127180000_privacy_audit_without_address';
// What the previous version wrote: the first 16 hex digits of sha256(lowercased address).
const oldHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16);

it('removes the address hash from privacy lines and keeps everything else', async () => {
  await schema.migrateBefore(MIGRATION);
  const hash = oldHash('minsu.kim@example.com');
  await schema.query(`INSERT INTO admins (username, password) VALUES ('kim', 'x')`);
  await schema.query(
    `INSERT INTO audit_log (admin_id, username, action, entity, entity_id, summary, ip) VALUES
      (1, 'kim', 'export', 'privacy', NULL, $1, '203.0.113.9'),
      (1, 'kim', 'delete', 'privacy', NULL, $2, '203.0.113.9'),
      (1, 'kim', 'delete', 'inquiry', '7', '#7 NB-2026-7KQ4MX erased (consent withdrawn)', NULL),
      (1, 'kim', 'update', 'notice', '3', $3, NULL)`,
    [`address ${hash}: 1 inquiries`, `address ${hash}: 2 inquiries erased (privacy request)`, `address ${hash}: a notice's title that looks like one`],
  );
  const before = (await schema.query(`SELECT id, admin_id, username, action, entity, entity_id, ip, created_at FROM audit_log ORDER BY id`)).rows;

  await schema.migrateRest();

  const after = await schema.query<{ summary: string }>(`SELECT summary FROM audit_log ORDER BY id`);
  expect(after.rows.map((row) => row.summary)).toEqual([
    '1 inquiries',
    '2 inquiries erased (privacy request)',
    '#7 NB-2026-7KQ4MX erased (consent withdrawn)',
    `address ${hash}: a notice's title that looks like one`,
  ]);
  expect((await schema.query(`SELECT id, admin_id, username, action, entity, entity_id, ip, created_at FROM audit_log ORDER BY id`)).rows).toEqual(before);
  const privacyRows = await schema.query(`SELECT to_jsonb(a)::text AS row FROM audit_log a WHERE entity = 'privacy'`);
  for (const { row } of privacyRows.rows as { row: string }[]) expect(row).not.toContain(hash.slice(0, 8));
});
