import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import login from '#functions/admin-login.ts';
import logout from '#functions/admin-logout.ts';
import me from '#functions/admin-me.ts';
import password from '#functions/admin-password.ts';
import { listRecentAudit } from '#functions/_shared/admin/audit.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import { adminRequest, cookieFrom, createAdmin, resetAdminTables, signIn, TEST_PASSWORD, useAdminEnv } from '../helpers/admin-test-helpers.ts';

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

describe('POST /api/admin/login', () => {
  it('signs in: 200 with the admin, an HttpOnly SameSite=Strict cookie, last_login and an audit line', async () => {
    const { id } = await createAdmin(db, 'kim');
    const response = await adminRequest(login, 'POST', '/api/admin/login', { body: { username: 'kim', password: TEST_PASSWORD } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ admin: { id, username: 'kim', role: 'owner', twoFactorSetupRequired: false, locale: 'ko', timeZone: null } });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const setCookie = response.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^admin_session=[\w-]+\.[\w-]+\.[\w-]+; /);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain('Max-Age=28800');
    const row = await db.selectFrom('admins').select('last_login').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.last_login).toBeInstanceOf(Date);
    const audit = await listRecentAudit(db);
    expect(audit).toMatchObject([{ username: 'kim', action: 'login' }]);
    expect(audit[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('answers 400 with the field messages when username or password is missing', async () => {
    const response = await adminRequest(login, 'POST', '/api/admin/login', { body: { username: '  ' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: '입력값을 확인해주세요.',
      fields: { username: '아이디를 입력하세요', password: '비밀번호를 입력하세요' },
    });
  });

  it('answers the same 401 to a wrong password and an unknown username, and audits both', async () => {
    await createAdmin(db, 'kim');
    const wrong = await adminRequest(login, 'POST', '/api/admin/login', { body: { username: 'kim', password: 'not the password' } });
    const unknown = await adminRequest(login, 'POST', '/api/admin/login', { body: { username: 'lee', password: 'not the password' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: '아이디 또는 비밀번호가 잘못되었습니다.' });
    expect(await unknown.json()).toEqual({ error: '아이디 또는 비밀번호가 잘못되었습니다.' });
    expect(wrong.headers.get('set-cookie')).toBeNull();
    expect((await listRecentAudit(db)).map((entry) => entry.action)).toEqual(['login_failed', 'login_failed']);
  });
});

describe('sign-in housekeeping', () => {
  it('a successful sign-in drops throttle buckets idle for a day and sessions ended a day ago, keeping the rest', async () => {
    await createAdmin(db, 'kim');
    const current = await signIn('kim');
    await sql`INSERT INTO admin_login_throttle (bucket, failures, window_start) VALUES
      ('user:old', 3, now() - interval '2 days'), ('user:recent', 3, now() - interval '1 hour')`.execute(db);
    await sql`INSERT INTO admin_sessions (id, admin_id, created_at, last_seen_at, expires_at) VALUES
      ('00000000-0000-4000-8000-000000000001', 1, now() - interval '3 days', now() - interval '3 days', now() - interval '2 days')`.execute(db);
    await signIn('kim');
    const buckets = await db.selectFrom('admin_login_throttle').select('bucket').orderBy('bucket').execute();
    expect(buckets.map((row) => row.bucket)).toEqual(expect.arrayContaining(['user:recent']));
    expect(buckets.map((row) => row.bucket)).not.toContain('user:old');
    const sessions = await db.selectFrom('admin_sessions').select('id').execute();
    expect(sessions).toHaveLength(2);
    expect((await adminRequest(me, 'GET', '/api/admin/me', { cookie: current })).status).toBe(200);
  });
});

describe('GET /api/admin/me and POST /api/admin/logout', () => {
  it('tells who is signed in, and nothing without a session', async () => {
    const { id } = await createAdmin(db, 'kim');
    const cookie = await signIn('kim');
    const response = await adminRequest(me, 'GET', '/api/admin/me', { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id, username: 'kim', role: 'owner', twoFactorSetupRequired: false, locale: 'ko', timeZone: null });
    const anonymous = await adminRequest(me, 'GET', '/api/admin/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
  });

  it('logs out: clears the cookie, revokes the session so the old cookie no longer works, audits it', async () => {
    await createAdmin(db, 'kim');
    const cookie = await signIn('kim');
    const response = await adminRequest(logout, 'POST', '/api/admin/logout', { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const cleared = response.headers.get('set-cookie')!.split('; ');
    expect(cleared[0]).toBe('admin_session=');
    expect(cleared.slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=0', 'Path=/', 'SameSite=Strict']);
    expect((await adminRequest(me, 'GET', '/api/admin/me', { cookie })).status).toBe(401);
    expect((await listRecentAudit(db)).map((entry) => entry.action)).toEqual(['logout', 'login']);
  });
});

describe('POST /api/admin/password', () => {
  it('changes the password, ends the other sessions and keeps the caller signed in', async () => {
    await createAdmin(db, 'kim');
    const other = await signIn('kim');
    const caller = await signIn('kim');
    const response = await adminRequest(password, 'POST', '/api/admin/password', {
      cookie: caller,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'a brand new secret' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const renewed = cookieFrom(response);
    expect((await adminRequest(me, 'GET', '/api/admin/me', { cookie: renewed })).status).toBe(200);
    expect((await adminRequest(me, 'GET', '/api/admin/me', { cookie: other })).status).toBe(401);
    await expect(signIn('kim', TEST_PASSWORD)).rejects.toThrow(/401/);
    expect(await signIn('kim', 'a brand new secret')).toMatch(/^admin_session=/);
    expect((await listRecentAudit(db)).map((entry) => entry.action)).toContain('password_change');
  });

  it('refuses a wrong current password or a short new one with field errors, changing nothing', async () => {
    await createAdmin(db, 'kim');
    const cookie = await signIn('kim');
    const wrong = await adminRequest(password, 'POST', '/api/admin/password', { cookie, body: { currentPassword: 'nope nope', newPassword: 'long enough pw' } });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { fields: Record<string, string> }).fields).toHaveProperty('currentPassword');
    const short = await adminRequest(password, 'POST', '/api/admin/password', { cookie, body: { currentPassword: TEST_PASSWORD, newPassword: 'short' } });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { fields: Record<string, string> }).fields).toHaveProperty('newPassword');
    expect((await adminRequest(me, 'GET', '/api/admin/me', { cookie })).status).toBe(200);
    expect(await signIn('kim', TEST_PASSWORD)).toMatch(/^admin_session=/);
  });
});
