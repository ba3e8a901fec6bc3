/**
 * 20261127150000_admin_invite_withdrawal on a database the previous version filled with invitations
 * of every kind: every invitation is kept as it was; the pending ones whose sender can no longer send
 * them (disabled, no longer an owner, gone) are marked withdrawn by no one, since acceptance now
 * refuses them; the others stay pending; used and expired ones are untouched.
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

const MIGRATION = '20261127150000_admin_invite_withdrawal';
const INVITE = `SELECT to_jsonb(i) - 'withdrawn_at' - 'withdrawn_by' AS row FROM admin_invites i ORDER BY id`;

it('keeps every invitation and marks withdrawn only the pending ones whose sender can no longer invite', async () => {
  await schema.migrateBefore(MIGRATION);
  await schema.query(`
    INSERT INTO admins (id, username, password, role, disabled_at) VALUES
      (1, 'kim', 'hash-1', 'owner', NULL),
      (2, 'choi', 'hash-2', 'owner', now()),
      (3, 'lee', 'hash-3', 'editor', NULL),
      (4, 'park', 'hash-4', 'staff', NULL)`);
  await schema.query(`
    INSERT INTO admin_invites (token_hash, email, role, invited_by, expires_at, accepted_at, admin_id) VALUES
      (repeat('a', 64), 'pending@example.com', 'editor', 1, now() + interval '1 day', NULL, NULL),
      (repeat('b', 64), 'from-disabled@example.com', 'owner', 2, now() + interval '1 day', NULL, NULL),
      (repeat('c', 64), 'from-demoted@example.com', 'staff', 3, now() + interval '1 day', NULL, NULL),
      (repeat('d', 64), 'from-nobody@example.com', 'staff', NULL, now() + interval '1 day', NULL, NULL),
      (repeat('e', 64), 'used@example.com', 'staff', 2, now() - interval '1 day', now() - interval '2 days', 4),
      (repeat('f', 64), 'expired@example.com', 'editor', 1, now() - interval '1 hour', NULL, NULL)`);
  const before = (await schema.query(INVITE)).rows;
  await schema.migrateRest();
  expect((await schema.query(INVITE)).rows).toEqual(before);
  const state = await schema.query(`SELECT email, withdrawn_at IS NOT NULL AS withdrawn, withdrawn_by FROM admin_invites ORDER BY id`);
  expect(state.rows).toEqual([
    { email: 'pending@example.com', withdrawn: false, withdrawn_by: null },
    { email: 'from-disabled@example.com', withdrawn: true, withdrawn_by: null },
    { email: 'from-demoted@example.com', withdrawn: true, withdrawn_by: null },
    { email: 'from-nobody@example.com', withdrawn: true, withdrawn_by: null },
    { email: 'used@example.com', withdrawn: false, withdrawn_by: null },
    { email: 'expired@example.com', withdrawn: false, withdrawn_by: null },
  ]);
  // The one who withdraws is an administrator; deleting that account keeps the invitation.
  await schema.query(`UPDATE admin_invites SET withdrawn_at = now(), withdrawn_by = 1 WHERE email = 'pending@example.com'`);
  await expect(schema.query(`UPDATE admin_invites SET withdrawn_by = 99 WHERE email = 'expired@example.com'`)).rejects.toThrow(/foreign key/);
  await schema.query(`DELETE FROM admins WHERE id = 1`);
  expect((await schema.query(`SELECT withdrawn_by FROM admin_invites WHERE email = 'pending@example.com'`)).rows).toEqual([{ withdrawn_by: null }]);
});
