/**
 * Brute force without lockout abuse (OWASP device cookies): strangers' guesses from many addresses
 * lock the account for unknown browsers, while the owner's browser, which signed in before, signs in
 * at once; an IPv6 /64 counts as one address; locks grow longer each time; a known browser has a
 * throttle of its own; the start of a burst is in the audit log; a forwarding header never names the
 * client.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import login from '#functions/admin-login.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import { adminRequest, cookieFrom, createAdmin, deviceCookieFrom, resetAdminTables, TEST_PASSWORD, useAdminEnv } from '../helpers/admin-test-helpers.ts';

let db: Db;
let restoreEnv: () => void;

beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
});
beforeEach(async () => {
  await resetAdminTables(db);
  await createAdmin(db, 'kim');
});
afterAll(async () => {
  restoreEnv();
  await resetAdminTables(db);
  await db.destroy();
});

const signIn = (password: string, ip: string, cookie?: string, headers?: Record<string, string>) =>
  adminRequest(login, 'POST', '/api/admin/login', { body: { username: 'kim', password }, ip, ...(cookie ? { cookie } : {}), ...(headers ? { headers } : {}) });

const locks = async () => (await db.selectFrom('audit_log').select(['action', 'summary']).where('action', '=', 'login_locked').execute());

describe('sign-in throttles', () => {
  it('50 wrong passwords from 50 addresses lock unknown browsers out, not the owner in the browser that signed in before', async () => {
    const first = await signIn(TEST_PASSWORD, '198.51.100.1');
    expect(first.status).toBe(200);
    const device = deviceCookieFrom(first);

    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const ip = i % 2 === 0 ? `203.0.113.${i + 1}` : `2001:db8:${i.toString(16)}::1`;
      statuses.push((await signIn('wrong password', ip)).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);

    // The owner, from the usual browser (another address even): in at once.
    const owner = await signIn(TEST_PASSWORD, '192.0.2.77', device);
    expect(owner.status).toBe(200);
    expect(cookieFrom(owner)).toMatch(/^admin_session=/);
    // A browser without the device cookie stays throttled, even with the right password.
    const stranger = await signIn(TEST_PASSWORD, '192.0.2.78');
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(800);
    // The owner's sign-in gave the attackers no fresh guesses.
    expect((await signIn('wrong password', '192.0.2.79')).status).toBe(429);
    // The burst is one line of the audit log, when it started.
    expect(await locks()).toEqual([{ action: 'login_locked', summary: '처음 보는 브라우저에서의 이 계정 로그인' }]);
  });

  it('a device cookie counts only for its own account, and a forged one for nothing', async () => {
    const first = await signIn(TEST_PASSWORD, '198.51.100.1');
    const device = deviceCookieFrom(first);
    for (let i = 0; i < 5; i++) await signIn('wrong password', `203.0.113.${i + 1}`);
    expect((await signIn(TEST_PASSWORD, '198.51.100.1', device.replace(/\.[\w-]+$/, '.forged-signature'))).status).toBe(429);
    await createAdmin(db, 'lee');
    const lee = await adminRequest(login, 'POST', '/api/admin/login', { body: { username: 'lee', password: 'wrong password' }, ip: '198.51.100.1', cookie: device });
    expect(lee.status).toBe(401);
    expect((await signIn(TEST_PASSWORD, '198.51.100.1', device)).status).toBe(200);
  });

  it('a known browser has a throttle of its own: five wrong passwords lock that browser only', async () => {
    const device = deviceCookieFrom(await signIn(TEST_PASSWORD, '198.51.100.1'));
    for (let i = 0; i < 5; i++) expect((await signIn('wrong password', '198.51.100.1', device)).status).toBe(401);
    expect((await signIn(TEST_PASSWORD, '198.51.100.1', device)).status).toBe(429);
    // Unknown browsers were not charged for those guesses.
    expect((await signIn(TEST_PASSWORD, '198.51.100.2')).status).toBe(200);
    expect(await locks()).toEqual([{ action: 'login_locked', summary: '이 계정에 로그인했던 브라우저 하나' }]);
  });

  it('each further lock lasts twice as long', async () => {
    const lockFor = async () => {
      for (let i = 0; i < 5; i++) await signIn('wrong password', `203.0.113.${i + 1}`);
      return Number((await signIn('wrong password', '203.0.113.99')).headers.get('retry-after'));
    };
    const firstLock = await lockFor();
    expect(firstLock).toBeGreaterThan(14 * 60);
    expect(firstLock).toBeLessThanOrEqual(15 * 60);
    await sql`UPDATE admin_login_throttle SET locked_until = now() - interval '1 second' WHERE bucket = (SELECT 'account:' || id FROM admins WHERE username = 'kim')`.execute(db);
    const secondLock = await lockFor();
    expect(secondLock).toBeGreaterThan(29 * 60);
    expect(secondLock).toBeLessThanOrEqual(30 * 60);
  });

  it('counts an IPv6 /64 as one address, and never believes a forwarding header', async () => {
    await createAdmin(db, 'lee');
    // 20 failures spread over the host part of one /64, across accounts, lock that /64.
    for (let i = 0; i < 20; i++) {
      const username = i % 2 === 0 ? 'kim' : 'lee';
      await adminRequest(login, 'POST', '/api/admin/login', { body: { username: `${username}${i}`, password: 'wrong password' }, ip: `2001:db8:aa:bb::${(i + 1).toString(16)}` });
    }
    expect((await signIn(TEST_PASSWORD, '2001:db8:aa:bb:ffff::1')).status).toBe(429);
    // A neighbouring /64 is another client; a header claiming to be it changes nothing.
    expect((await signIn(TEST_PASSWORD, '2001:db8:aa:bc::1', undefined, { 'x-forwarded-for': '2001:db8:aa:bb::1', 'x-nf-client-connection-ip': '2001:db8:aa:bb::1' })).status).toBe(200);
    expect((await signIn(TEST_PASSWORD, '2001:db8:aa:bb::1', undefined, { 'x-nf-client-connection-ip': '203.0.113.200' })).status).toBe(429);
  });
});
