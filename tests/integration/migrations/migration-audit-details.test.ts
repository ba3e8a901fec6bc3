/** 20261128030000_audit_details on a database the previous version filled: every audit line stays as it was, with no details; new lines may carry them. */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ScratchSchema } from '../helpers/scratch-schema.ts';

let schema: ScratchSchema;
beforeEach(async () => {
  schema = await ScratchSchema.create();
});
afterEach(async () => {
  await schema.drop();
});

it('keeps every line and its summary; details start empty and hold JSON', async () => {
  await schema.migrateBefore('20261128030000_audit_details');
  await schema.query(
    `INSERT INTO audit_log (username, action, entity, entity_id, summary, ip) VALUES
      ('kim', 'status', 'inquiry', '3', '#3 new → in_progress', '203.0.113.9'),
      ('kim', 'update', 'inquiry', '3', '#3 assignee → 3', NULL),
      ('-', 'login_failed', NULL, NULL, NULL, NULL)`,
  );
  const before = (await schema.query(`SELECT id, admin_id, username, action, entity, entity_id, summary, ip, created_at FROM audit_log ORDER BY id`)).rows;

  await schema.migrateRest();

  expect((await schema.query(`SELECT id, admin_id, username, action, entity, entity_id, summary, ip, created_at FROM audit_log ORDER BY id`)).rows).toEqual(before);
  expect((await schema.query(`SELECT details FROM audit_log`)).rows).toEqual([{ details: null }, { details: null }, { details: null }]);
  await schema.query(`INSERT INTO audit_log (username, action, summary, details) VALUES ('kim', 'status', 'x', $1)`, [JSON.stringify({ kind: 'inquiry_status', from: 'new', to: 'done' })]);
  expect((await schema.query(`SELECT details FROM audit_log WHERE summary = 'x'`)).rows).toEqual([{ details: { kind: 'inquiry_status', from: 'new', to: 'done' } }]);
});
