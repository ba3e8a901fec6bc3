/** The account migrations on a database the previous version filled: admin roles, login backoff, admin accounts, session place, password resets, two factor, preferences. */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ScratchSchema } from '../helpers/scratch-schema.ts';

let schema: ScratchSchema;
beforeEach(async () => {
  schema = await ScratchSchema.create();
});
afterEach(async () => {
  await schema.drop();
});

it('keeps every administrator and session, each administrator an owner; new ones are owners; unknown roles are refused', async () => {
  await schema.migrateBefore('20261125000000_admin_roles');
  await schema.query(`INSERT INTO admins (username, password, last_login) VALUES ('kim', 'hash-1', '2026-11-20T01:02:03Z'), ('lee', 'hash-2', NULL)`);
  await schema.query(`INSERT INTO admin_sessions (id, admin_id, expires_at) SELECT gen_random_uuid(), id, now() + interval '1 hour' FROM admins WHERE username = 'kim'`);
  const before = (await schema.query(`SELECT id, username, password, last_login, password_changed_at FROM admins ORDER BY id`)).rows;
  await schema.migrateRest();
  expect((await schema.query(`SELECT id, username, password, last_login, password_changed_at FROM admins ORDER BY id`)).rows).toEqual(before);
  expect((await schema.query(`SELECT username, role FROM admins ORDER BY id`)).rows).toEqual([{ username: 'kim', role: 'owner' }, { username: 'lee', role: 'owner' }]);
  expect((await schema.query(`SELECT count(*)::int AS n FROM admin_sessions`)).rows).toEqual([{ n: 1 }]);
  await schema.query(`INSERT INTO admins (username, password) VALUES ('park', 'hash-3')`);
  expect((await schema.query(`SELECT role FROM admins WHERE username = 'park'`)).rows).toEqual([{ role: 'owner' }]);
  await schema.query(`INSERT INTO admins (username, password, role) VALUES ('choi', 'hash-4', 'editor'), ('jung', 'hash-5', 'staff')`);
  await expect(schema.query(`INSERT INTO admins (username, password, role) VALUES ('han', 'hash-6', 'admin')`)).rejects.toThrow(/admins_role_known/);
});

it('20261125010000_login_backoff keeps every throttle bucket as it was, with no lock counted so far', async () => {
  await schema.migrateBefore('20261125010000_login_backoff');
  await schema.query(`INSERT INTO admin_login_throttle (bucket, failures, window_start, locked_until) VALUES ('user:kim', 5, '2026-11-24T10:00:00Z', '2026-11-24T10:15:00Z'), ('ip:203.0.113.7', 2, '2026-11-24T10:01:00Z', NULL)`);
  const before = (await schema.query(`SELECT bucket, failures, window_start, locked_until FROM admin_login_throttle ORDER BY bucket`)).rows;
  await schema.migrateRest();
  expect((await schema.query(`SELECT bucket, failures, window_start, locked_until FROM admin_login_throttle ORDER BY bucket`)).rows).toEqual(before);
  expect((await schema.query(`SELECT locks FROM admin_login_throttle`)).rows).toEqual([{ locks: 0 }, { locks: 0 }]);
  await expect(schema.query(`UPDATE admin_login_throttle SET locks = -1`)).rejects.toThrow(/check/);
});

it('20261125020000_admin_accounts keeps every administrator as it was: no e-mail yet, none disabled; e-mails unique ignoring case', async () => {
  await schema.migrateBefore('20261125020000_admin_accounts');
  await schema.query(`INSERT INTO admins (username, password, role) VALUES ('kim', 'hash-1', 'owner'), ('lee', 'hash-2', 'editor')`);
  const before = (await schema.query(`SELECT id, username, password, role, created_at, last_login, password_changed_at FROM admins ORDER BY id`)).rows;
  await schema.migrateRest();
  expect((await schema.query(`SELECT id, username, password, role, created_at, last_login, password_changed_at FROM admins ORDER BY id`)).rows).toEqual(before);
  expect((await schema.query(`SELECT email, disabled_at, disabled_by FROM admins ORDER BY id`)).rows).toEqual([
    { email: null, disabled_at: null, disabled_by: null },
    { email: null, disabled_at: null, disabled_by: null },
  ]);
  await schema.query(`UPDATE admins SET email = 'Kim@Example.com' WHERE username = 'kim'`);
  await expect(schema.query(`UPDATE admins SET email = 'kim@example.com' WHERE username = 'lee'`)).rejects.toThrow(/admins_email_unique/);
  await expect(schema.query(`INSERT INTO admin_invites (token_hash, email, role, expires_at) VALUES (repeat('c', 64), 'x@example.com', 'boss', now())`)).rejects.toThrow(/role_check/);
});

it('20261125030000_session_place keeps every session as it was, with no place', async () => {
  await schema.migrateBefore('20261125030000_session_place');
  await schema.query(`INSERT INTO admins (username, password) VALUES ('kim', 'hash-1')`);
  await schema.query(`INSERT INTO admin_sessions (id, admin_id, expires_at, ip, user_agent) SELECT gen_random_uuid(), id, now() + interval '1 hour', '203.0.113.7', 'UA' FROM admins`);
  const before = (await schema.query(`SELECT id, admin_id, created_at, last_seen_at, expires_at, revoked_at, ip, user_agent FROM admin_sessions`)).rows;
  await schema.migrateRest();
  expect((await schema.query(`SELECT id, admin_id, created_at, last_seen_at, expires_at, revoked_at, ip, user_agent FROM admin_sessions`)).rows).toEqual(before);
  expect((await schema.query(`SELECT place FROM admin_sessions`)).rows).toEqual([{ place: null }]);
});

it('20261125040000_password_resets adds its table and keeps every administrator', async () => {
  await schema.migrateBefore('20261125040000_password_resets');
  await schema.query(`INSERT INTO admins (username, password, email) VALUES ('kim', 'hash-1', 'kim@example.com')`);
  const before = (await schema.query(`SELECT * FROM admins`)).rows as Record<string, unknown>[];
  await schema.migrateRest();
  // Later migrations add columns: the ones there before keep their values.
  const after = (await schema.query(`SELECT * FROM admins`)).rows as Record<string, unknown>[];
  expect(after.map((row) => Object.fromEntries(Object.keys(before[0]!).map((key) => [key, row[key]])))).toEqual(before);
  await schema.query(`INSERT INTO admin_password_resets (admin_id, token_hash, expires_at) SELECT id, repeat('d', 64), now() FROM admins`);
  await schema.query(`DELETE FROM admins`);
  expect((await schema.query(`SELECT count(*)::int AS n FROM admin_password_resets`)).rows).toEqual([{ n: 0 }]);
});

it('20261125050000_two_factor keeps every administrator and session, none with a second factor, and no setting stored', async () => {
  await schema.migrateBefore('20261125050000_two_factor');
  await schema.query(`INSERT INTO admins (username, password, role, email) VALUES ('kim', 'hash-1', 'owner', 'kim@example.com'), ('lee', 'hash-2', 'staff', NULL)`);
  await schema.query(`INSERT INTO admin_sessions (id, admin_id, expires_at) SELECT gen_random_uuid(), id, now() + interval '1 hour' FROM admins`);
  const admins = (await schema.query(`SELECT id, username, password, role, email, created_at, last_login, password_changed_at, disabled_at FROM admins ORDER BY id`)).rows;
  const sessions = (await schema.query(`SELECT * FROM admin_sessions ORDER BY id`)).rows;
  await schema.migrateRest();
  expect((await schema.query(`SELECT id, username, password, role, email, created_at, last_login, password_changed_at, disabled_at FROM admins ORDER BY id`)).rows).toEqual(admins);
  expect((await schema.query(`SELECT * FROM admin_sessions ORDER BY id`)).rows).toEqual(sessions);
  expect((await schema.query(`SELECT totp_secret, totp_enabled_at, totp_last_step, totp_pending_secret FROM admins`)).rows).toEqual([
    { totp_secret: null, totp_enabled_at: null, totp_last_step: null, totp_pending_secret: null },
    { totp_secret: null, totp_enabled_at: null, totp_last_step: null, totp_pending_secret: null },
  ]);
  expect((await schema.query(`SELECT count(*)::int AS n FROM admin_settings`)).rows).toEqual([{ n: 0 }]);
  await expect(schema.query(`UPDATE admins SET totp_secret = 'JBSWY3DP' WHERE username = 'kim'`)).rejects.toThrow(/admins_totp_enabled/);
  await schema.query(`INSERT INTO admin_settings (require_two_factor) VALUES (true)`);
  await expect(schema.query(`INSERT INTO admin_settings (id, require_two_factor) VALUES (false, true)`)).rejects.toThrow(/check/);
  await schema.query(`INSERT INTO admin_recovery_codes (admin_id, code_hash) SELECT id, repeat('a', 64) FROM admins WHERE username = 'kim'`);
  await schema.query(`DELETE FROM admins WHERE username = 'kim'`);
  expect((await schema.query(`SELECT count(*)::int AS n FROM admin_recovery_codes`)).rows).toEqual([{ n: 0 }]);
});

it('20261125060000_admin_preferences keeps every administrator, each in Korean with the browser’s time zone', async () => {
  await schema.migrateBefore('20261125060000_admin_preferences');
  await schema.query(`INSERT INTO admins (username, password, email) VALUES ('kim', 'hash-1', 'kim@example.com'), ('lee', 'hash-2', NULL)`);
  const before = (await schema.query(`SELECT * FROM admins ORDER BY id`)).rows as Record<string, unknown>[];
  await schema.migrateRest();
  const after = (await schema.query(`SELECT * FROM admins ORDER BY id`)).rows as Record<string, unknown>[];
  expect(after.map((row) => Object.fromEntries(Object.keys(before[0]!).map((key) => [key, row[key]])))).toEqual(before);
  expect(after.map((row) => [row['locale'], row['time_zone']])).toEqual([['ko', null], ['ko', null]]);
  await expect(schema.query(`UPDATE admins SET locale = 'fr'`)).rejects.toThrow(/check/);
});
