/**
 * 20261127140000_admin_name_keys on a database the previous version filled with names and e-mails
 * that differ only in case or Unicode form: every account is kept as it was, the oldest of each
 * clash keeps the name, the later ones are marked and named in a warning, and from then on the
 * database refuses any further spelling of a name or e-mail. A lock in force stays in force.
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

const MIGRATION = '20261127140000_admin_name_keys';
const ACCOUNT = `SELECT to_jsonb(a) - 'username_clash' - 'email_clash' AS row FROM admins a ORDER BY id`;

it('keeps owner1, OWNER1 and ｏｗｎｅｒ1 and the e-mail twins, marks the later ones, reports them, and refuses any new spelling', async () => {
  await schema.migrateBefore(MIGRATION);
  await schema.query(`
    INSERT INTO admins (id, username, password, role, email) VALUES
      (1, 'owner1', 'hash-1', 'owner', 'boss@example.com'),
      (2, 'OWNER1', 'hash-2', 'staff', NULL),
      (3, 'ｏｗｎｅｒ1', 'hash-3', 'editor', NULL),
      (4, 'lee', 'hash-4', 'editor', 'ｂｏｓｓ@example.com'),
      (5, 'park', 'hash-5', 'staff', 'park@example.com')`);
  await schema.query(`SELECT setval(pg_get_serial_sequence('admins', 'id'), 5)`);
  await schema.query(`
    INSERT INTO admin_login_throttle (bucket, failures, window_start, locked_until, locks) VALUES
      ('user:owner1', 5, now(), now() + interval '15 minutes', 1),
      ('user:nobody', 2, now(), NULL, 0),
      ('ip:203.0.113.7', 3, now(), NULL, 0)`);
  const before = (await schema.query(ACCOUNT)).rows;

  await schema.migrateRest();

  // Every value the accounts had is kept (later migrations may add columns of their own).
  const after = (await schema.query(ACCOUNT)).rows as { row: Record<string, unknown> }[];
  expect(after.map(({ row }, i) => Object.fromEntries(Object.keys((before[i] as { row: Record<string, unknown> }).row).map((key) => [key, row[key]])))).toEqual(
    before.map(({ row }) => row),
  );
  expect((await schema.query(`SELECT id, username_clash, email_clash FROM admins ORDER BY id`)).rows).toEqual([
    { id: 1, username_clash: false, email_clash: false },
    { id: 2, username_clash: true, email_clash: false },
    { id: 3, username_clash: true, email_clash: false },
    { id: 4, username_clash: false, email_clash: true },
    { id: 5, username_clash: false, email_clash: false },
  ]);
  const warning = schema.notices.find((notice) => notice.includes('differ only in case'));
  expect(warning).toContain(`'OWNER1' (id 2) clashes with 'owner1' (id 1)`);
  expect(warning).toContain(`'ｏｗｎｅｒ1' (id 3) clashes with 'owner1' (id 1)`);
  expect(warning).toContain(`'lee' (id 4) clashes with 'owner1' (id 1)`);
  expect(warning).not.toContain('park');

  // The owner's lock is now keyed by the account id, still in force; other buckets as they were.
  expect((await schema.query(`SELECT bucket, failures, coalesce(locked_until > now(), false) AS locked FROM admin_login_throttle ORDER BY bucket COLLATE "C"`)).rows).toEqual([
    { bucket: 'account:1', failures: 5, locked: true },
    { bucket: 'ip:203.0.113.7', failures: 3, locked: false },
    { bucket: 'user:nobody', failures: 2, locked: false },
  ]);

  for (const name of ['Owner1', 'oWner1', 'ＯＷＮＥＲ１', 'PARK']) {
    await expect(schema.query(`INSERT INTO admins (username, password) VALUES ($1, 'x')`, [name])).rejects.toMatchObject({ code: '23505', constraint: 'admins_username_folded' });
  }
  await expect(schema.query(`INSERT INTO admins (username, password, email) VALUES ('choi', 'x', 'PARK@example.com')`)).rejects.toMatchObject({ code: '23505' });
  await expect(schema.query(`INSERT INTO admins (username, password, email) VALUES ('choi', 'x', 'ｐａｒｋ@example.com')`)).rejects.toMatchObject({ code: '23505', constraint: 'admins_email_folded' });
  await schema.query(`INSERT INTO admins (username, password, email) VALUES ('choi', 'x', 'choi@example.com')`);
  expect((await schema.query(`SELECT count(*)::int AS n FROM admins`)).rows).toEqual([{ n: 6 }]);
});

it('says nothing on a database without a clash', async () => {
  await schema.migrateBefore(MIGRATION);
  await schema.query(`INSERT INTO admins (username, password, email) VALUES ('kim', 'x', 'kim@example.com'), ('lee', 'y', NULL)`);
  await schema.migrateRest();
  expect(schema.notices.filter((notice) => notice.includes('differ only in case'))).toEqual([]);
  expect((await schema.query(`SELECT count(*)::int AS n FROM admins WHERE username_clash OR email_clash`)).rows).toEqual([{ n: 0 }]);
});
