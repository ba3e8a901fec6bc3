/**
 * Two-factor sign-in: setting up an authenticator app (confirmed by a code before it counts), signing
 * in with a code (each accepted once, one step of drift), recovery codes (ten, each once), replacing
 * and turning it off behind the password, an owner's reset of someone else's, the owner's rule that
 * every account needs one, and My account's e-mail, language and time zone; every event audited.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import accountTwoFactor from '#functions/admin-account-two-factor.ts';
import login from '#functions/admin-login.ts';
import me from '#functions/admin-me.ts';
import notices from '#functions/admin-notices.ts';
import preferences from '#functions/admin-preferences.ts';
import recoveryCodes from '#functions/admin-recovery-codes.ts';
import settings from '#functions/admin-settings.ts';
import twoFactor from '#functions/admin-two-factor.ts';
import setup from '#functions/admin-two-factor-setup.ts';
import { totpCode } from '#functions/_shared/admin/two-factor.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import { adminRequest, createAdmin, resetAdminTables, signIn, TEST_PASSWORD, useAdminEnv } from '../helpers/admin-test-helpers.ts';

let db: Db;
let restoreEnv: () => void;

beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
});
beforeEach(async () => {
  await resetAdminTables(db);
  await createAdmin(db, 'kim');
  await createAdmin(db, 'lee', TEST_PASSWORD, 'editor');
});
afterAll(async () => {
  restoreEnv();
  await resetAdminTables(db);
  await db.destroy();
});

const STEP = 30_000;
type Login = { status: number; body: Record<string, unknown>; cookie: string | null };

async function tryLogin(username: string, code?: string, ip?: string): Promise<Login> {
  const answer = await adminRequest(login, 'POST', '/api/admin/login', { body: { username, password: TEST_PASSWORD, ...(code !== undefined ? { code } : {}) }, ...(ip ? { ip } : {}) });
  const cookie = answer.headers.get('set-cookie')?.match(/admin_session=[^;]+/)?.[0] ?? null;
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown>, cookie };
}

/** Sets up an authenticator app for the signed-in account; the secret and the recovery codes. */
async function enrol(cookie: string): Promise<{ secret: string; recovery: string[] }> {
  const begun = await adminRequest(setup, 'POST', '/api/admin/two-factor/setup', { cookie, body: {} });
  expect(begun.status).toBe(200);
  const { secret, uri, qrCode } = (await begun.json()) as { secret: string; uri: string; qrCode: string };
  expect(uri).toMatch(/^otpauth:\/\/totp\/localhost:(kim|lee)\?.*secret=/);
  expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  // The code of the previous step: within the one step of drift, and the next sign-in's current code stays unused.
  const confirmed = await adminRequest(setup, 'PUT', '/api/admin/two-factor/setup', { cookie, body: { code: totpCode(secret, Date.now() - STEP) } });
  expect(confirmed.status).toBe(200);
  const { recoveryCodes: recovery } = (await confirmed.json()) as { recoveryCodes: string[] };
  return { secret, recovery };
}

const actions = async () => (await db.selectFrom('audit_log').select(['action', 'entity']).orderBy('id').execute()).map((row) => `${row.action}${row.entity ? `:${row.entity}` : ''}`);

describe('setting up an authenticator app', () => {
  it('counts only once a code from the new secret is confirmed; a wrong code or no setup is refused', async () => {
    const cookie = await signIn('kim');
    expect((await adminRequest(setup, 'PUT', '/api/admin/two-factor/setup', { cookie, body: { code: '123456' } })).status).toBe(409);
    const begun = (await (await adminRequest(setup, 'POST', '/api/admin/two-factor/setup', { cookie, body: {} })).json()) as { secret: string };
    const wrong = await adminRequest(setup, 'PUT', '/api/admin/two-factor/setup', { cookie, body: { code: totpCode(begun.secret, Date.now() - 3 * STEP) } });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { fields: Record<string, string> }).fields.code).toBeTruthy();
    expect((await adminRequest(setup, 'PUT', '/api/admin/two-factor/setup', { cookie, body: { code: 'abc' } })).status).toBe(400);
    expect(await (await adminRequest(twoFactor, 'GET', '/api/admin/two-factor', { cookie })).json()).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    // Without a confirmed secret, sign-in still needs the password only.
    expect((await tryLogin('kim')).status).toBe(200);
  });

  it('gives ten distinct recovery codes once and stores only their hashes', async () => {
    const cookie = await signIn('kim');
    const { recovery } = await enrol(cookie);
    expect(new Set(recovery).size).toBe(10);
    for (const code of recovery) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    const stored = await db.selectFrom('admin_recovery_codes').select('code_hash').execute();
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) expect(recovery.map((code) => code.replace('-', ''))).not.toContain(code_hash);
    expect(await (await adminRequest(twoFactor, 'GET', '/api/admin/two-factor', { cookie })).json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code after the password, accepts a current one once, and refuses it again', async () => {
    const { secret } = await enrol(await signIn('kim'));
    const asked = await tryLogin('kim');
    expect(asked).toMatchObject({ status: 401, body: { secondFactor: 'required' }, cookie: null });
    const code = totpCode(secret);
    const signedIn = await tryLogin('kim', code);
    expect(signedIn.status).toBe(200);
    expect(signedIn.cookie).toBeTruthy();
    expect((await adminRequest(me, 'GET', '/api/admin/me', { cookie: signedIn.cookie! })).status).toBe(200);
    const reused = await tryLogin('kim', code);
    expect(reused).toMatchObject({ status: 401, body: { secondFactor: 'required' }, cookie: null });
    // An older code (the previous step) is refused too once a newer one was used.
    expect((await tryLogin('kim', totpCode(secret, Date.now() - STEP))).status).toBe(401);
    expect((await tryLogin('kim', totpCode(secret, Date.now() + 5 * STEP))).status).toBe(401);
  });

  it('accepts a code of the next step (one step of clock drift)', async () => {
    const { secret } = await enrol(await signIn('kim'));
    expect((await tryLogin('kim', totpCode(secret, Date.now() + STEP))).status).toBe(200);
  });

  it('accepts each recovery code once, however it is typed, and counts down', async () => {
    const cookie = await signIn('kim');
    const { recovery } = await enrol(cookie);
    const [first, second] = recovery as [string, string];
    expect((await tryLogin('kim', first)).status).toBe(200);
    expect((await tryLogin('kim', first)).status).toBe(401);
    expect((await tryLogin('kim', ` ${second.toUpperCase().replace('-', ' ')} `)).status).toBe(200);
    expect(await (await adminRequest(twoFactor, 'GET', '/api/admin/two-factor', { cookie })).json()).toMatchObject({ recoveryCodesLeft: 8 });
    expect(await actions()).toEqual(expect.arrayContaining(['recovery_code_used:two_factor', 'login_failed:two_factor', 'two_factor_on:admin']));
  });

  it('throttles wrong codes like wrong passwords', async () => {
    await enrol(await signIn('kim'));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await tryLogin('kim', '000000', '198.51.100.9')).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
  });
});

describe('managing the second factor', () => {
  it('replacing it or new recovery codes need the password; the old codes stop working', async () => {
    const cookie = await signIn('kim');
    const { recovery } = await enrol(cookie);
    expect((await adminRequest(setup, 'POST', '/api/admin/two-factor/setup', { cookie, body: {} })).status).toBe(400);
    expect((await adminRequest(setup, 'POST', '/api/admin/two-factor/setup', { cookie, body: { currentPassword: 'wrong password' } })).status).toBe(400);
    expect((await adminRequest(recoveryCodes, 'POST', '/api/admin/two-factor/recovery-codes', { cookie, body: { currentPassword: 'nope' } })).status).toBe(400);
    const renewed = await adminRequest(recoveryCodes, 'POST', '/api/admin/two-factor/recovery-codes', { cookie, body: { currentPassword: TEST_PASSWORD } });
    const fresh = ((await renewed.json()) as { recoveryCodes: string[] }).recoveryCodes;
    expect((await tryLogin('kim', recovery[0])).status).toBe(401);
    expect((await tryLogin('kim', fresh[0])).status).toBe(200);
  });

  it('turning it off needs the password, and sign-in needs the password only again', async () => {
    const cookie = await signIn('kim');
    await enrol(cookie);
    expect((await adminRequest(twoFactor, 'DELETE', '/api/admin/two-factor', { cookie, body: { currentPassword: 'nope' } })).status).toBe(400);
    expect((await adminRequest(twoFactor, 'DELETE', '/api/admin/two-factor', { cookie, body: { currentPassword: TEST_PASSWORD } })).status).toBe(200);
    expect((await adminRequest(twoFactor, 'DELETE', '/api/admin/two-factor', { cookie, body: { currentPassword: TEST_PASSWORD } })).status).toBe(404);
    expect((await tryLogin('kim')).status).toBe(200);
    expect(await db.selectFrom('admin_recovery_codes').selectAll().execute()).toEqual([]);
    expect(await actions()).toContain('two_factor_off:admin');
  });

  it('an owner resets someone else’s: that account is signed out and signs in with the password', async () => {
    const lee = await signIn('lee');
    await enrol(lee);
    const owner = await signIn('kim');
    const leeId = (await db.selectFrom('admins').select('id').where('username', '=', 'lee').executeTakeFirstOrThrow()).id;
    expect((await adminRequest(accountTwoFactor, 'DELETE', `/api/admin/accounts/${leeId}/two-factor`, { cookie: lee, params: { id: String(leeId) } })).status).toBe(403);
    expect((await adminRequest(accountTwoFactor, 'DELETE', `/api/admin/accounts/${leeId}/two-factor`, { cookie: owner, params: { id: String(leeId) } })).status).toBe(200);
    expect((await adminRequest(me, 'GET', '/api/admin/me', { cookie: lee })).status).toBe(401);
    expect((await tryLogin('lee')).status).toBe(200);
    expect((await adminRequest(accountTwoFactor, 'DELETE', `/api/admin/accounts/${leeId}/two-factor`, { cookie: owner, params: { id: String(leeId) } })).status).toBe(404);
    expect(await actions()).toContain('two_factor_reset:admin');
  });
});

describe('the owner requires a second factor for every account', () => {
  it('needs the owner’s own first; then an account without one may only set one up', async () => {
    const owner = await signIn('kim');
    expect((await adminRequest(settings, 'PUT', '/api/admin/settings', { cookie: owner, body: { requireTwoFactor: true } })).status).toBe(409);
    const { secret } = await enrol(owner);
    expect((await adminRequest(settings, 'PUT', '/api/admin/settings', { cookie: owner, body: { requireTwoFactor: true } })).status).toBe(200);
    expect(await (await adminRequest(settings, 'GET', '/api/admin/settings', { cookie: owner })).json()).toEqual({ requireTwoFactor: true });

    const lee = await tryLogin('lee');
    expect(lee.status).toBe(200);
    expect(lee.body.admin).toMatchObject({ twoFactorSetupRequired: true });
    const cookie = lee.cookie!;
    expect(await (await adminRequest(me, 'GET', '/api/admin/me', { cookie })).json()).toMatchObject({ twoFactorSetupRequired: true });
    const refused = await adminRequest(notices, 'GET', '/api/admin/notices', { cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ reason: 'two_factor_setup' });
    const begun = (await (await adminRequest(setup, 'POST', '/api/admin/two-factor/setup', { cookie, body: {} })).json()) as { secret: string };
    expect((await adminRequest(setup, 'PUT', '/api/admin/two-factor/setup', { cookie, body: { code: totpCode(begun.secret) } })).status).toBe(200);
    expect((await adminRequest(notices, 'GET', '/api/admin/notices', { cookie })).status).toBe(200);
    // Required: it can be replaced but not turned off.
    expect((await adminRequest(twoFactor, 'DELETE', '/api/admin/two-factor', { cookie, body: { currentPassword: TEST_PASSWORD } })).status).toBe(409);
    expect((await tryLogin('kim', totpCode(secret))).status).toBe(200);
    expect(await actions()).toContain('settings_change:settings');
  });
});

describe('my e-mail, language and time zone', () => {
  it('saves language and time zone, asks the password for a new e-mail, refuses one already in use', async () => {
    const cookie = await signIn('kim');
    await db.updateTable('admins').set({ email: 'lee@example.com' }).where('username', '=', 'lee').execute();
    const patch = (body: unknown) => adminRequest(preferences, 'PATCH', '/api/admin/preferences', { cookie, body });
    expect(await (await patch({ locale: 'id', timeZone: 'Asia/Jakarta' })).json()).toEqual({ email: null, locale: 'id', timeZone: 'Asia/Jakarta' });
    expect(await (await adminRequest(me, 'GET', '/api/admin/me', { cookie })).json()).toMatchObject({ locale: 'id', timeZone: 'Asia/Jakarta' });
    expect((await patch({ locale: 'fr' })).status).toBe(400);
    expect((await patch({ timeZone: 'Mars/Olympus' })).status).toBe(400);
    expect((await patch({ email: 'kim@example.com' })).status).toBe(400);
    expect((await patch({ email: 'kim@example.com', currentPassword: 'nope' })).status).toBe(400);
    const taken = await patch({ email: 'LEE@example.com', currentPassword: TEST_PASSWORD });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toMatchObject({ fields: { email: expect.any(String) } });
    expect(await (await patch({ email: 'kim@example.com', currentPassword: TEST_PASSWORD, timeZone: null })).json()).toEqual({ email: 'kim@example.com', locale: 'id', timeZone: null });
    expect(await actions()).toContain('account_change:admin');
  });
});
