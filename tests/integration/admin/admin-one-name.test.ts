/**
 * One name per person: a name is the same in any case or Unicode form (NFKC, lower case). An
 * invitation, the command line and the database itself refuse a second spelling of a name; sign-in
 * accepts any spelling of one's own name (password and second factor alike); and a device cookie,
 * which names its account by id, never lifts another account's lockout, so an insider holding an
 * account that an older version let share the owner's name (kept and marked by the migration) gains
 * no guesses at the owner's password or codes.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import accounts from '#functions/admin-accounts.ts';
import invite from '#functions/admin-invite.ts';
import login from '#functions/admin-login.ts';
import { totpCode } from '#functions/_shared/admin/two-factor.ts';
import { hashPassword } from '#functions/_shared/passwords.ts';
import { AdminAccountError, createOrResetAdmin, describeAdmins } from '#scripts/admin-account.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import { adminRequest, createAdmin, deviceCookieFrom, resetAdminTables, signIn, TEST_PASSWORD, useAdminEnv } from '../helpers/admin-test-helpers.ts';

const INSIDER_PASSWORD = 'the insider own password';
const SCRYPT = { N: 2 ** 10, r: 8, p: 1 };
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

let db: Db;
let restoreEnv: () => void;

beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
});
beforeEach(async () => {
  await resetAdminTables(db);
  await sql`TRUNCATE admin_invites RESTART IDENTITY`.execute(db);
  await createAdmin(db, 'owner1');
});
afterAll(async () => {
  restoreEnv();
  await resetAdminTables(db);
  await db.destroy();
});

const tryLogin = (username: string, password: string, options: { ip?: string; cookie?: string | undefined; code?: string } = {}) =>
  adminRequest(login, 'POST', '/api/admin/login', {
    body: { username, password, ...(options.code !== undefined ? { code: options.code } : {}) },
    ip: options.ip ?? '198.51.100.7',
    ...(options.cookie ? { cookie: options.cookie } : {}),
  });

/**
 * `OWNER1` beside `owner1`, as a database an older version filled is left by the migration: kept,
 * marked, out of the unique index (the only way such a pair can exist now).
 */
async function legacyInsider(): Promise<number> {
  const hash = await hashPassword(INSIDER_PASSWORD, SCRYPT);
  const { rows } = await sql<{ id: number }>`INSERT INTO admins (username, password, role, username_clash) VALUES ('OWNER1', ${hash}, 'staff', true) RETURNING id`.execute(db);
  return rows[0]!.id;
}

/** Five wrong passwords from one stranger's address: the owner's account is locked for unknown browsers. */
async function strangersLockOwner(): Promise<void> {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push((await tryLogin('owner1', 'wrong password', { ip: '203.0.113.50' })).status);
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
}

describe('a second spelling of a name is refused', () => {
  it('an invitation accepted as oWner1 (or in full-width letters) is a 409 naming the username; the link stays usable', async () => {
    const owner = await signIn('owner1');
    const sent = await adminRequest(accounts, 'POST', '/api/admin/accounts', { cookie: owner, body: { email: 'staff@example.com', role: 'staff' } });
    expect(sent.status).toBe(201);
    const token = new URL(((await sent.json()) as { invite: { link: string } }).invite.link).searchParams.get('invite')!;
    const accept = (username: string) => adminRequest(invite, 'POST', `/api/admin/invites/${token}`, { params: { token }, body: { username, password: 'a good long password' } });

    for (const spelling of ['oWner1', 'OWNER1', 'ｏｗｎｅｒ１']) {
      const refused = await accept(spelling);
      expect(refused.status).toBe(409);
      const body = (await refused.json()) as { error: string; fields: Record<string, string> };
      expect(body.fields.username).toBe(body.error);
      expect(body.fields.username).toMatch(/.+/);
    }
    expect((await accept('staff1')).status).toBe(201);
    expect((await db.selectFrom('admins').select('username').orderBy('id').execute()).map((row) => row.username)).toEqual(['owner1', 'staff1']);
  });

  it('npm run admin -- create refuses OWNER1 and leaves owner1 as it was; the database refuses one inserted directly', async () => {
    const before = await db.selectFrom('admins').select(['password', 'password_changed_at']).where('username', '=', 'owner1').executeTakeFirstOrThrow();
    await expect(createOrResetAdmin(db, 'OWNER1', 'another long password', { scrypt: SCRYPT })).rejects.toThrow(AdminAccountError);
    await expect(createOrResetAdmin(db, 'OWNER1', 'another long password', { scrypt: SCRYPT })).rejects.toThrow(/"owner1"/);
    expect(await db.selectFrom('admins').select(['password', 'password_changed_at']).where('username', '=', 'owner1').executeTakeFirstOrThrow()).toEqual(before);
    expect(await db.selectFrom('admins').select('username').execute()).toEqual([{ username: 'owner1' }]);

    await expect(sql`INSERT INTO admins (username, password) VALUES ('Owner1', 'x')`.execute(db)).rejects.toMatchObject({ code: '23505' });
    await expect(sql`INSERT INTO admins (username, password) VALUES ('ｏｗｎｅｒ1', 'x')`.execute(db)).rejects.toMatchObject({ code: '23505' });
    await sql`UPDATE admins SET email = 'boss@example.com' WHERE username = 'owner1'`.execute(db);
    await expect(sql`INSERT INTO admins (username, password, email) VALUES ('lee', 'x', 'ＢＯＳＳ@example.com')`.execute(db)).rejects.toMatchObject({ code: '23505' });
  });
});

describe('sign-in by any spelling of one own name', () => {
  it('KIM, Kim and full-width ｋｉｍ sign in to kim; wrong passwords under any spelling count against kim alone', async () => {
    await createAdmin(db, 'kim');
    for (const spelling of ['KIM', 'Kim', 'ｋｉｍ']) {
      const answer = await tryLogin(spelling, TEST_PASSWORD);
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { admin: { username: string } }).admin.username).toBe('kim');
    }
    const spellings = ['KIM', 'kIm', 'ｋｉｍ', 'Kim', 'KiM'];
    for (const [i, spelling] of spellings.entries()) expect((await tryLogin(spelling, 'wrong password', { ip: `203.0.113.${i + 1}` })).status).toBe(401);
    expect((await tryLogin('kim', TEST_PASSWORD, { ip: '203.0.113.9' })).status).toBe(429);
    expect((await tryLogin('owner1', TEST_PASSWORD, { ip: '203.0.113.9' })).status).toBe(200);
  });

  it('the second factor too: KIM with the right code signs in to kim', async () => {
    await createAdmin(db, 'kim');
    await sql`UPDATE admins SET totp_secret = ${SECRET}, totp_enabled_at = now() WHERE username = 'kim'`.execute(db);
    const asked = await tryLogin('KIM', TEST_PASSWORD);
    expect(asked.status).toBe(401);
    expect(((await asked.json()) as { secondFactor?: string }).secondFactor).toBe('required');
    const answer = await tryLogin('KIM', TEST_PASSWORD, { code: totpCode(SECRET) });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { admin: { username: string } }).admin.username).toBe('kim');
  });
});

describe('a device cookie exempts its own account only', () => {
  it('with the insider OWNER1 device cookie, 6 wrong owner passwords after strangers locked the owner all get 429, its own sign-ins in between changing nothing', async () => {
    await legacyInsider();
    let insider = deviceCookieFrom(await tryLogin('OWNER1', INSIDER_PASSWORD));
    await strangersLockOwner();

    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await tryLogin('owner1', 'wrong password', { cookie: insider })).status);
      // Signing in to its own account, from the same browser, never resets the owner's counters.
      const own = await tryLogin('OWNER1', INSIDER_PASSWORD, { cookie: insider });
      expect(own.status).toBe(200);
      insider = deviceCookieFrom(own);
    }
    expect(statuses).toEqual([429, 429, 429, 429, 429, 429]);
    expect((await tryLogin('owner1', TEST_PASSWORD, { cookie: insider })).status).toBe(429);
  });

  it('with the insider device cookie, wrong second-factor codes for the owner lock after five, its own sign-ins in between changing nothing', async () => {
    await sql`UPDATE admins SET totp_secret = ${SECRET}, totp_enabled_at = now() WHERE username = 'owner1'`.execute(db);
    await legacyInsider();
    let insider = deviceCookieFrom(await tryLogin('OWNER1', INSIDER_PASSWORD));
    const wrongCode = String((Number(totpCode(SECRET)) + 500_000) % 1_000_000).padStart(6, '0');

    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push((await tryLogin('owner1', TEST_PASSWORD, { cookie: insider, code: wrongCode })).status);
      if (i % 2 === 1) {
        const own = await tryLogin('OWNER1', INSIDER_PASSWORD, { cookie: insider });
        expect(own.status).toBe(200);
        insider = deviceCookieFrom(own);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });
});

describe('npm run admin -- list', () => {
  it('marks the account an older version let share the owner name, for the operator to disable', async () => {
    const insider = await legacyInsider();
    const lines = await describeAdmins(db);
    expect(lines).toHaveLength(2);
    expect(lines.find((line) => line.startsWith(`${insider}\t`))).toMatch(/\tOWNER1\tstaff\t.*\tCLASH: username$/);
    expect(lines.find((line) => !line.startsWith(`${insider}\t`))).not.toContain('CLASH');
  });
});
