/**
 * 20261128020000_inquiry_reminders on a database the previous version filled: every administrator
 * is kept as it was and gets the morning reminder (on by default, as new ones do); a day's claim is
 * one per person and day, takes only its three states, and goes with its account.
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

const MIGRATION = '20261128020000_inquiry_reminders';
const ADMINS = `SELECT to_jsonb(a) - 'reminders' AS row FROM admins a ORDER BY id`;

it('turns reminders on for every existing administrator and keeps one claim per person and day', async () => {
  await schema.migrateBefore(MIGRATION);
  await schema.query(`
    INSERT INTO admins (id, username, password, role, disabled_at, email) VALUES
      (1, 'kim', 'hash-1', 'owner', NULL, 'kim@example.com'),
      (2, 'lee', 'hash-2', 'staff', now(), NULL)`);
  const before = (await schema.query(ADMINS)).rows;
  await schema.migrateRest();
  expect((await schema.query(ADMINS)).rows).toEqual(before);
  expect((await schema.query(`SELECT id, reminders FROM admins ORDER BY id`)).rows).toEqual([{ id: 1, reminders: true }, { id: 2, reminders: true }]);
  await schema.query(`INSERT INTO admins (id, username, password) VALUES (3, 'park', 'hash-3')`);
  expect((await schema.query(`SELECT reminders FROM admins WHERE id = 3`)).rows).toEqual([{ reminders: true }]);

  await schema.query(`INSERT INTO inquiry_reminders (admin_id, day, status) VALUES (1, '2026-11-28', 'sending'), (1, '2026-11-29', 'sent'), (3, '2026-11-28', 'failed')`);
  await expect(schema.query(`INSERT INTO inquiry_reminders (admin_id, day, status) VALUES (1, '2026-11-28', 'sent')`)).rejects.toThrow(/duplicate key/);
  await expect(schema.query(`INSERT INTO inquiry_reminders (admin_id, day, status) VALUES (2, '2026-11-28', 'queued')`)).rejects.toThrow(/check constraint/);
  await expect(schema.query(`INSERT INTO inquiry_reminders (admin_id, day, status) VALUES (99, '2026-11-28', 'sent')`)).rejects.toThrow(/foreign key/);
  await schema.query(`DELETE FROM admins WHERE id = 1`);
  expect((await schema.query(`SELECT admin_id, attempts FROM inquiry_reminders`)).rows).toEqual([{ admin_id: 3, attempts: 1 }]);
});
