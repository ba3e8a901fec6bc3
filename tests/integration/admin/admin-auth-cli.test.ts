import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import me from '#functions/admin-me.ts';
import { verifyPassword } from '#functions/_shared/passwords.ts';
import { AdminAccountError, createOrResetAdmin, describeAdmins, ensureFirstAdmin, resetTwoFactor } from '#scripts/admin-account.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import { adminRequest, resetAdminTables, signIn, useAdminEnv } from '../helpers/admin-test-helpers.ts';

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };
let db: Db;
let restoreEnv: () => void;

beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
});
beforeEach(async () => {
  await resetAdminTables(db);
});
afterAll(async () => {
  restoreEnv();
  await db.destroy();
});

describe('npm run admin -- create (createOrResetAdmin)', () => {
  it('creates an administrator who can sign in, with a production-strength hash by default', async () => {
    const result = await createOrResetAdmin(db, 'park', 'first password');
    expect(result).toMatchObject({ username: 'park', created: true, revokedSessions: 0 });
    const row = await db.selectFrom('admins').select('password').where('username', '=', 'park').executeTakeFirstOrThrow();
    expect(row.password).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('first password', row.password)).toBe(true);
    expect(await signIn('park', 'first password')).toMatch(/^admin_session=/);
  });

  it('resets the password of an existing administrator and ends all its sessions', async () => {
    await createOrResetAdmin(db, 'park', 'first password', { scrypt: CHEAP });
    const first = await signIn('park', 'first password');
    const second = await signIn('park', 'first password');
    const result = await createOrResetAdmin(db, 'park', 'second password', { scrypt: CHEAP });
    expect(result).toMatchObject({ created: false, revokedSessions: 2 });
    expect((await adminRequest(me, 'GET', '/api/admin/me', { cookie: first })).status).toBe(401);
    expect((await adminRequest(me, 'GET', '/api/admin/me', { cookie: second })).status).toBe(401);
    await expect(signIn('park', 'first password')).rejects.toThrow(/401/);
    expect(await signIn('park', 'second password')).toMatch(/^admin_session=/);
    expect(await db.selectFrom('admins').select('id').execute()).toHaveLength(1);
  });

  it('refuses a password under 8 characters or a username with spaces, storing nothing', async () => {
    await expect(createOrResetAdmin(db, 'park', 'short', { scrypt: CHEAP })).rejects.toThrow(AdminAccountError);
    await expect(createOrResetAdmin(db, 'pa rk', 'long enough', { scrypt: CHEAP })).rejects.toThrow(AdminAccountError);
    await expect(createOrResetAdmin(db, 'x'.repeat(51), 'long enough', { scrypt: CHEAP })).rejects.toThrow(AdminAccountError);
    expect(await db.selectFrom('admins').select('id').execute()).toHaveLength(0);
  });

  it('makes an owner unless --role says otherwise; a reset keeps the role unless --role changes it', async () => {
    const role = async (username: string) => (await db.selectFrom('admins').select('role').where('username', '=', username).executeTakeFirstOrThrow()).role;
    await createOrResetAdmin(db, 'park', 'first password', { scrypt: CHEAP });
    await createOrResetAdmin(db, 'choi', 'first password', { scrypt: CHEAP, role: 'editor' });
    expect([await role('park'), await role('choi')]).toEqual(['owner', 'editor']);
    await createOrResetAdmin(db, 'choi', 'second password', { scrypt: CHEAP });
    expect(await role('choi')).toBe('editor');
    await createOrResetAdmin(db, 'choi', 'third password', { scrypt: CHEAP, role: 'staff' });
    expect(await role('choi')).toBe('staff');
  });

  it('sets the e-mail with --email, refuses a malformed one or one another account has, changing nothing', async () => {
    await createOrResetAdmin(db, 'park', 'first password', { scrypt: CHEAP, email: 'park@example.com' });
    await expect(createOrResetAdmin(db, 'choi', 'first password', { scrypt: CHEAP, email: 'PARK@example.com' })).rejects.toThrow(AdminAccountError);
    await expect(createOrResetAdmin(db, 'park', 'second password', { scrypt: CHEAP, email: 'not an address' })).rejects.toThrow(AdminAccountError);
    expect(await db.selectFrom('admins').select(['username', 'email']).orderBy('id').execute()).toEqual([{ username: 'park', email: 'park@example.com' }]);
    expect(await signIn('park', 'first password')).toMatch(/^admin_session=/);
  });

  it('reset-2fa removes a lost second factor and ends the sessions (recovery when no other owner can)', async () => {
    const { id } = await createOrResetAdmin(db, 'park', 'first password', { scrypt: CHEAP });
    const session = await signIn('park', 'first password');
    await db.updateTable('admins').set({ totp_secret: 'JBSWY3DPEHPK3PXP', totp_enabled_at: new Date() }).where('id', '=', id).execute();
    await db.insertInto('admin_recovery_codes').values({ admin_id: id, code_hash: 'a'.repeat(64) }).execute();
    expect(await resetTwoFactor(db, 'park')).toBe(true);
    expect(await db.selectFrom('admins').select(['totp_secret', 'totp_enabled_at']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ totp_secret: null, totp_enabled_at: null });
    expect(await db.selectFrom('admin_recovery_codes').selectAll().execute()).toEqual([]);
    expect((await adminRequest(me, 'GET', '/api/admin/me', { cookie: session })).status).toBe(401);
    expect(await resetTwoFactor(db, 'park')).toBe(false);
    await expect(resetTwoFactor(db, 'nobody')).rejects.toThrow(AdminAccountError);
  });

  it('lists administrators without their hashes (npm run admin -- list)', async () => {
    await createOrResetAdmin(db, 'park', 'first password', { scrypt: CHEAP });
    await createOrResetAdmin(db, '김관리', 'second password', { scrypt: CHEAP });
    const lines = await describeAdmins(db);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^1\tpark\towner\t\d{4}-.*\tnever$/);
    expect(lines[1]).toMatch(/^2\t김관리\t/);
    expect(lines.join('\n')).not.toContain('scrypt');
  });
});

describe('ensureFirstAdmin (first local start)', () => {
  it('creates the account from ADMIN_USERNAME / ADMIN_PASSWORD inside the seed transaction', async () => {
    const saved = { user: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD };
    process.env.ADMIN_USERNAME = 'owner';
    process.env.ADMIN_PASSWORD = 'owner password';
    try {
      const lines: string[] = [];
      const admin = await db.transaction().execute((tx) => ensureFirstAdmin(tx, (line) => lines.push(line)));
      expect(admin.username).toBe('owner');
      expect(lines.join('\n')).toContain('from ADMIN_USERNAME / ADMIN_PASSWORD');
      expect(await signIn('owner', 'owner password')).toMatch(/^admin_session=/);
    } finally {
      for (const [name, value] of [['ADMIN_USERNAME', saved.user], ['ADMIN_PASSWORD', saved.password]] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  it('without ADMIN_PASSWORD makes a random password and prints it once', async () => {
    const saved = process.env.ADMIN_PASSWORD;
    delete process.env.ADMIN_PASSWORD;
    try {
      const lines: string[] = [];
      await ensureFirstAdmin(db, (line) => lines.push(line));
      const password = /the password: (\S+)/.exec(lines.join('\n'))?.[1];
      expect(password).toBeDefined();
      expect(await signIn(process.env.ADMIN_USERNAME?.trim() || 'admin', password!)).toMatch(/^admin_session=/);
    } finally {
      if (saved !== undefined) process.env.ADMIN_PASSWORD = saved;
    }
  });
});
