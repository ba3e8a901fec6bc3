/**
 * The acceptance security tests of the admin API. Every function under /api/admin is found by
 * listing functions/, so routes added later are covered without touching this file.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import login from '#functions/admin-login.ts';
import me from '#functions/admin-me.ts';
import logout from '#functions/admin-logout.ts';
import password from '#functions/admin-password.ts';
import type { AdminFunction, AdminRouteMeta } from '#functions/_shared/admin/route.ts';
import { issueSession, SESSION_AUDIENCE, SESSION_ISSUER, sessionKey } from '#functions/_shared/admin/session.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import {
  adminRequest, buildAdminRequest, cookieFrom, createAdmin, fakeAdminContext, resetAdminTables, signIn, TEST_PASSWORD, useAdminEnv,
} from '../helpers/admin-test-helpers.ts';

const FUNCTIONS_DIR = join(import.meta.dirname, '../../../functions');
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const INVALID = '아이디 또는 비밀번호가 잘못되었습니다.';

interface AdminRouteUnderTest {
  file: string;
  handler: AdminFunction;
  meta: AdminRouteMeta;
  /** The path with every `:param` set to 1, and those params. */
  path: string;
  params: Record<string, string>;
}

/** Every function file whose config.path is under /api/admin, with its default export. */
async function discoverAdminFunctions(): Promise<{ file: string; paths: string[]; handler: unknown }[]> {
  const found = [];
  for (const file of readdirSync(FUNCTIONS_DIR).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts')).sort()) {
    const module = (await import(pathToFileURL(join(FUNCTIONS_DIR, file)).href)) as { default?: unknown; config?: { path?: string | string[] } };
    const paths = [module.config?.path ?? []].flat().filter((path) => path.startsWith('/api/admin'));
    if (paths.length > 0) found.push({ file, paths, handler: module.default });
  }
  return found;
}

function concretePath(pattern: string): { path: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const path = pattern.replace(/:(\w+)\??/g, (_match, name: string) => {
    params[name] = '1';
    return '1';
  });
  return { path: path.replace(/\/\*$/, '/1'), params };
}

const discovered = await discoverAdminFunctions();
const routes: AdminRouteUnderTest[] = discovered.flatMap(({ file, paths, handler }) => {
  const meta = (handler as Partial<AdminFunction> | undefined)?.adminRoute;
  return meta ? paths.map((pattern) => ({ file, handler: handler as AdminFunction, meta, ...concretePath(pattern) })) : [];
});
const guarded = routes.filter((route) => route.meta.auth);
const cases = guarded.flatMap((route) => route.meta.methods.map((method) => ({ route, method, label: `${method} ${route.path}` })));
const bodyCases = routes.flatMap((route) =>
  route.meta.methods.filter((method) => BODY_METHODS.has(method)).map((method) => ({ route, method, label: `${method} ${route.path}` })),
);

/** A body the route accepts past the wrapper's body checks (what the handler makes of it does not matter). */
function acceptedBody(route: AdminRouteUnderTest, method: string): { body?: unknown; headers?: Record<string, string> } {
  if (!BODY_METHODS.has(method)) return {};
  if (route.meta.accept === 'image') return { body: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), headers: { 'Content-Type': 'image/png' } };
  return { body: {} };
}

function call(route: AdminRouteUnderTest, method: string, cookie: string | undefined, extra: { headers?: Record<string, string>; origin?: string } = {}) {
  const accepted = acceptedBody(route, method);
  return adminRequest(route.handler, method, route.path, {
    ...accepted,
    ...(cookie ? { cookie } : {}),
    params: route.params,
    headers: { ...accepted.headers, ...extra.headers },
    ...(extra.origin ? { origin: extra.origin } : {}),
  });
}

let db: Db;
let restoreEnv: () => void;
let admin: { id: number; username: string };
let key: Uint8Array;

beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
  key = sessionKey()!;
});
beforeEach(async () => {
  await resetAdminTables(db);
  admin = await createAdmin(db, 'kim');
  // The password changed long ago, so only the cause under test can void a session.
  await sql`UPDATE admins SET password_changed_at = now() - interval '2 days'`.execute(db);
});
afterAll(async () => {
  restoreEnv();
  await db.destroy();
});

/** A stored session (no hashing) and its cookie. */
async function freshSession(): Promise<{ sessionId: string; cookie: string }> {
  const session = await issueSession(db, key, admin, { ip: null, userAgent: null });
  return { sessionId: session.sessionId, cookie: `admin_session=${session.token}` };
}

function sign(claims: Record<string, unknown>, options: { alg?: string; iss?: string; aud?: string; exp?: number; signingKey?: Uint8Array } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setIssuer(options.iss ?? SESSION_ISSUER)
    .setAudience(options.aud ?? SESSION_AUDIENCE)
    .setIssuedAt(now - 60)
    .setExpirationTime(options.exp ?? now + 3600)
    .sign(options.signingKey ?? key);
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Each way a session must fail: the cookie to send (after any database change it needs). */
const invalidSessions: Record<string, () => Promise<string | undefined>> = {
  'no cookie': async () => undefined,
  'tampered signature': async () => {
    const { cookie } = await freshSession();
    // A character inside the signature (the last one partly holds padding bits only).
    const at = cookie.length - 10;
    return cookie.slice(0, at) + (cookie[at] === 'A' ? 'B' : 'A') + cookie.slice(at + 1);
  },
  'signed with another key': async () => `admin_session=${await sign({ sid: (await freshSession()).sessionId }, { signingKey: new Uint8Array(32).fill(7) })}`,
  'alg none': async () => {
    const { sessionId } = await freshSession();
    const now = Math.floor(Date.now() / 1000);
    const payload = { sid: sessionId, iss: SESSION_ISSUER, aud: SESSION_AUDIENCE, iat: now, exp: now + 3600 };
    return `admin_session=${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
  },
  'alg HS384 with the right key': async () => `admin_session=${await sign({ sid: (await freshSession()).sessionId }, { alg: 'HS384' })}`,
  expired: async () => `admin_session=${await sign({ sid: (await freshSession()).sessionId }, { exp: Math.floor(Date.now() / 1000) - 10 })}`,
  'wrong audience': async () => `admin_session=${await sign({ sid: (await freshSession()).sessionId }, { aud: 'public' })}`,
  'wrong issuer': async () => `admin_session=${await sign({ sid: (await freshSession()).sessionId }, { iss: 'someone-else' })}`,
  'missing sid': async () => `admin_session=${await sign({})}`,
  'unknown sid': async () => `admin_session=${await sign({ sid: randomUUID() })}`,
  'revoked session': async () => {
    const { sessionId, cookie } = await freshSession();
    await db.updateTable('admin_sessions').set({ revoked_at: new Date() }).where('id', '=', sessionId).execute();
    return cookie;
  },
  'idle over 30 minutes': async () => {
    const { sessionId, cookie } = await freshSession();
    await sql`UPDATE admin_sessions SET last_seen_at = now() - interval '31 minutes' WHERE id = ${sessionId}`.execute(db);
    return cookie;
  },
  'older than 8 hours (created_at)': async () => {
    const { sessionId, cookie } = await freshSession();
    await sql`UPDATE admin_sessions SET created_at = now() - interval '9 hours' WHERE id = ${sessionId}`.execute(db);
    return cookie;
  },
  'past its expires_at': async () => {
    const { sessionId, cookie } = await freshSession();
    await sql`UPDATE admin_sessions SET expires_at = now() - interval '1 second' WHERE id = ${sessionId}`.execute(db);
    return cookie;
  },
  'issued before the password changed': async () => {
    const { sessionId, cookie } = await freshSession();
    await sql`UPDATE admin_sessions SET created_at = now() - interval '1 minute' WHERE id = ${sessionId}`.execute(db);
    await sql`UPDATE admins SET password_changed_at = now()`.execute(db);
    return cookie;
  },
  'the https cookie name over http': async () => `__Host-${(await freshSession()).cookie}`,
};

describe('every /api/admin function is built with adminRoute()', () => {
  it('finds the admin functions, including the sign-in ones', () => {
    const files = discovered.map((entry) => entry.file);
    expect(files).toEqual(expect.arrayContaining(['admin-login.ts', 'admin-me.ts', 'admin-logout.ts', 'admin-password.ts']));
  });

  it.each(discovered.map((entry) => [entry.file, entry] as const))('%s carries adminRoute metadata', (_file, entry) => {
    expect(typeof entry.handler).toBe('function');
    const meta = (entry.handler as Partial<AdminFunction>).adminRoute;
    expect(meta, `${entry.file} must be built with adminRoute()`).toBeDefined();
    expect(meta!.methods.length).toBeGreaterThan(0);
    // Only sign-in, accepting an invitation and resetting a forgotten password (their one-time e-mailed
    // tokens are the credentials) may be reached without a session.
    const open = ['/api/admin/login', '/api/admin/invites/:token', '/api/admin/password-reset', '/api/admin/password-reset/:token'];
    expect(meta!.auth || entry.paths.every((path) => open.includes(path))).toBe(true);
  });
});

describe('no valid session → 401 no-store on every admin route and method', () => {
  it.each(cases.map((entry) => [entry.label, entry] as const))('%s: a valid session gets past the wrapper', async (_label, { route, method }) => {
    const { cookie } = await freshSession();
    const response = await call(route, method, cookie);
    expect(response.status).not.toBe(401);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  for (const [cause, makeCookie] of Object.entries(invalidSessions)) {
    it.each(cases.map((entry) => [entry.label, entry] as const))(`%s: ${cause}`, async (_label, { route, method }) => {
      const response = await call(route, method, await makeCookie());
      expect(response.status).toBe(401);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.json()).toEqual({ error: 'Unauthorized' });
    });
  }
});

describe('cross-site requests and non-JSON bodies', () => {
  it.each(bodyCases.map((entry) => [entry.label, entry] as const))('%s: 403 for a foreign Origin or Sec-Fetch-Site', async (_label, { route, method }) => {
    const { cookie } = await freshSession();
    for (const headers of [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }, { 'Sec-Fetch-Site': 'same-site' }, { Origin: 'null' }]) {
      const response = await call(route, method, cookie, { headers });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    // The session is untouched by the refused requests.
    expect((await adminRequest(me, 'GET', '/api/admin/me', { cookie })).status).toBe(200);
  });

  it.each(bodyCases.map((entry) => [entry.label, entry] as const))('%s: 415 for a form or text body', async (_label, { route, method }) => {
    const { cookie } = await freshSession();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await adminRequest(route.handler, method, route.path, {
        cookie, params: route.params, body: 'username=kim&password=x', headers: { 'Content-Type': type },
      });
      expect(response.status, type).toBe(415);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('413 for a JSON body over 1 MB and 400 for malformed JSON', async () => {
    const { cookie } = await freshSession();
    const large = await adminRequest(password, 'POST', '/api/admin/password', { cookie, body: JSON.stringify({ currentPassword: 'x'.repeat(1024 * 1024) }) });
    expect(large.status).toBe(413);
    const malformed = await adminRequest(password, 'POST', '/api/admin/password', { cookie, body: '{"currentPassword":' });
    expect(malformed.status).toBe(400);
  });

  it('HEAD is answered as GET without a body', async () => {
    const { cookie } = await freshSession();
    const head = await adminRequest(me, 'HEAD', '/api/admin/me', { cookie });
    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).toBe('no-store');
    expect(await head.text()).toBe('');
    expect((await adminRequest(me, 'HEAD', '/api/admin/me')).status).toBe(401);
  });

  it('405 with Allow for a method the route does not have', async () => {
    const response = await adminRequest(me, 'DELETE', '/api/admin/me');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

/** The Set-Cookie of the session (sign-in also sets the device cookie). */
function sessionSetCookie(response: Response): string {
  const found = response.headers.getSetCookie().find((cookie) => /^(__Host-)?admin_session=/.test(cookie));
  if (!found) throw new Error('no session cookie set');
  return found;
}

describe('sessions: logout, password change, cookie attributes', () => {
  it('a cookie replayed after logout is refused', async () => {
    const cookie = await signIn('kim');
    expect((await adminRequest(logout, 'POST', '/api/admin/logout', { cookie })).status).toBe(200);
    for (const route of [me, logout]) {
      const method = route === me ? 'GET' : 'POST';
      expect((await adminRequest(route, method, '/api/admin/x', { cookie })).status).toBe(401);
    }
  });

  it('a password change ends the other sessions but not the caller’s', async () => {
    const other = await signIn('kim');
    const caller = await signIn('kim');
    const response = await adminRequest(password, 'POST', '/api/admin/password', { cookie: caller, body: { currentPassword: TEST_PASSWORD, newPassword: 'a new password 1' } });
    expect(response.status).toBe(200);
    expect((await adminRequest(me, 'GET', '/api/admin/me', { cookie: cookieFrom(response) })).status).toBe(200);
    expect((await adminRequest(me, 'GET', '/api/admin/me', { cookie: other })).status).toBe(401);
  });

  it('over http: admin_session, HttpOnly, SameSite=Strict, Path=/, not Secure', async () => {
    const response = await adminRequest(login, 'POST', '/api/admin/login', { body: { username: 'kim', password: TEST_PASSWORD } });
    const attributes = sessionSetCookie(response).split('; ');
    expect(attributes[0]).toMatch(/^admin_session=/);
    expect(attributes.slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=28800', 'Path=/', 'SameSite=Strict']);
  });

  it('over https: __Host-admin_session with Secure, and only that name is read', async () => {
    const origin = 'https://admin.example.com';
    const response = await adminRequest(login, 'POST', '/api/admin/login', { origin, body: { username: 'kim', password: TEST_PASSWORD } });
    const attributes = sessionSetCookie(response).split('; ');
    expect(attributes[0]).toMatch(/^__Host-admin_session=/);
    expect(attributes.slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=28800', 'Path=/', 'SameSite=Strict', 'Secure']);
    const cookie = attributes[0]!;
    expect((await adminRequest(me, 'GET', '/api/admin/me', { origin, cookie })).status).toBe(200);
    expect((await adminRequest(me, 'GET', '/api/admin/me', { origin, cookie: cookie.replace('__Host-', '') })).status).toBe(401);
    const out = await adminRequest(logout, 'POST', '/api/admin/logout', { origin, cookie });
    const cleared = out.headers.get('set-cookie')!.split('; ');
    expect(cleared[0]).toBe('__Host-admin_session=');
    expect(cleared.slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=0', 'Path=/', 'SameSite=Strict', 'Secure']);
  });
});

describe('sign-in abuse', () => {
  const attempt = (username: string, pass: string, ip = '198.51.100.1') =>
    adminRequest(login, 'POST', '/api/admin/login', { body: { username, password: pass }, ip });

  it('after 5 wrong passwords the account answers 429 with Retry-After, even to the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('kim', `wrong ${i}`)).status).toBe(401);
    const locked = await attempt('kim', 'wrong again');
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({ error: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.' });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    // Whatever the address and the spelling of the name.
    const right = await attempt('KIM', TEST_PASSWORD, '198.51.100.99');
    expect(right.status).toBe(429);
    expect(right.headers.get('set-cookie')).toBeNull();
  });

  it('a success clears the account’s failures', async () => {
    for (let i = 0; i < 4; i++) expect((await attempt('kim', `wrong ${i}`)).status).toBe(401);
    expect((await attempt('kim', TEST_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt('kim', `wrong ${i}`)).status).toBe(401);
    expect((await attempt('kim', TEST_PASSWORD)).status).toBe(200);
  });

  it('20 failures from one address lock that address for every account', async () => {
    await createAdmin(db, 'lee');
    // Existing accounts (cheap test hashes), 4 failures each: under the per-account limit.
    for (let i = 0; i < 5; i++) await createAdmin(db, `staff${i}`);
    for (let i = 0; i < 20; i++) expect((await attempt(`staff${i % 5}`, 'wrong', '192.0.2.50')).status).toBe(401);
    expect((await attempt('lee', TEST_PASSWORD, '192.0.2.50')).status).toBe(429);
    expect((await attempt('lee', TEST_PASSWORD, '192.0.2.51')).status).toBe(200);
  });

  it('a success hands its attempt back to the address: 19 failures, a success, then the 20th failure still answered', async () => {
    for (let i = 0; i < 5; i++) await createAdmin(db, `staff${i}`);
    for (let i = 0; i < 19; i++) expect((await attempt(`staff${i % 5}`, 'wrong', '192.0.2.60')).status).toBe(401);
    expect((await attempt('kim', TEST_PASSWORD, '192.0.2.60')).status).toBe(200);
    expect((await attempt('staff4', 'wrong', '192.0.2.60')).status).toBe(401);
    expect((await attempt('kim', TEST_PASSWORD, '192.0.2.60')).status).toBe(429);
  });

  it('wrong current passwords on POST /api/admin/password count against the account', async () => {
    const cookie = await signIn('kim');
    for (let i = 0; i < 5; i++) {
      const response = await adminRequest(password, 'POST', '/api/admin/password', { cookie, body: { currentPassword: `wrong ${i}`, newPassword: 'whatever 123' } });
      expect(response.status).toBe(400);
    }
    const locked = await adminRequest(password, 'POST', '/api/admin/password', { cookie, body: { currentPassword: TEST_PASSWORD, newPassword: 'whatever 123' } });
    expect(locked.status).toBe(429);
    expect((await attempt('kim', TEST_PASSWORD, '192.0.2.70')).status).toBe(429);
  });

  it('100 parallel wrong passwords: no 500, only 401/429, exactly 5 checked, and the account is locked', async () => {
    const responses = await Promise.all(Array.from({ length: 100 }, (_, i) => attempt('kim', `parallel ${i}`, `10.0.${Math.floor(i / 4)}.${i % 4}`)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect((await attempt('kim', TEST_PASSWORD, '203.0.113.200')).status).toBe(429);
  });

  it('an unknown username and a wrong password get identical answers (status, body, headers but Date)', async () => {
    const wrong = await attempt('kim', 'not the password');
    const unknown = await attempt('nobody-here', 'not the password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    const body = await wrong.text();
    expect(JSON.parse(body)).toEqual({ error: INVALID });
    expect(await unknown.text()).toBe(body);
    const headers = (response: Response) => [...response.headers].filter(([name]) => name !== 'date');
    expect(headers(unknown)).toEqual(headers(wrong));
  });

  it('a failed sign-in is audited, without the password', async () => {
    await attempt('kim', 'secret-guess-123');
    const rows = await db.selectFrom('audit_log').selectAll().execute();
    expect(rows).toMatchObject([{ action: 'login_failed', username: 'kim', ip: '198.51.100.1' }]);
    expect(JSON.stringify(rows)).not.toContain('secret-guess-123');
  });
});

describe('SESSION_SECRET missing or short', () => {
  it.each([['missing', undefined], ['short', 'only-sixteen-chr']] as const)('%s → 503 (not 500) on login and on a guarded route', async (_label, value) => {
    const cookie = await signIn('kim');
    const saved = process.env.SESSION_SECRET;
    if (value === undefined) delete process.env.SESSION_SECRET;
    else process.env.SESSION_SECRET = value;
    try {
      const signInResponse = await adminRequest(login, 'POST', '/api/admin/login', { body: { username: 'kim', password: TEST_PASSWORD } });
      expect(signInResponse.status).toBe(503);
      expect(await signInResponse.json()).toEqual({ error: 'Admin sign-in is not configured' });
      expect(signInResponse.headers.get('set-cookie')).toBeNull();
      const meRequest = buildAdminRequest('GET', '/api/admin/me', { cookie });
      const meResponse = await me(meRequest, fakeAdminContext(meRequest).context);
      expect(meResponse.status).toBe(503);
      expect(meResponse.headers.get('cache-control')).toBe('no-store');
    } finally {
      process.env.SESSION_SECRET = saved;
    }
  });
});
