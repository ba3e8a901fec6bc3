/**
 * Helpers for integration tests of the admin API (`functions/admin-*.ts`, `/api/admin/*`).
 *
 * - `useAdminEnv()`: sets SESSION_SECRET to TEST_SESSION_SECRET (call in beforeAll, after
 *   useTestDatabase()); returns a function restoring the previous value.
 * - `resetAdminTables(db)`: empties admins, admin_sessions, admin_login_throttle and audit_log and
 *   every table referring to them (ids restart), as TRUNCATE … CASCADE does; truncateAll() from
 *   helpers.ts also clears all of these.
 * - `createAdmin(db, username = 'admin', password = TEST_PASSWORD)`: stores an administrator; the
 *   hash uses a cheap scrypt N (2^10) so tests stay fast — production hashing is untouched.
 * - `signIn(username = 'admin', password = TEST_PASSWORD)`: signs in through POST /api/admin/login and
 *   returns the `Cookie` header value to send (`admin_session=<jwt>`); throws if sign-in fails.
 * - `adminRequest(handler, method, path, { body?, cookie?, params?, headers?, ip? })`: calls a
 *   function's default export with a Request to `http://localhost<path>` carrying same-origin
 *   headers (Origin, Sec-Fetch-Site), `Content-Type: application/json` when there is a body (objects
 *   are JSON-encoded; strings and Uint8Arrays go as they are — override the type in `headers`), and
 *   a Netlify-like context `{ ip, params, waitUntil }`. Returns the Response.
 *
 * Example:
 *   const cookie = await signIn();
 *   const res = await adminRequest(notices, 'POST', '/api/admin/notices', { cookie, body: { title: '…' } });
 */
import type { Context } from '@netlify/functions';
import type { AdminRole } from '#domain/admin-access.ts';
import { createFunctionContext } from '#scripts/local-server/function-context.ts';
import type { Db } from '#db/client.ts';
import login from '#functions/admin-login.ts';
import { beforeAll, beforeEach, afterAll } from 'vitest';
import { emptyTables, truncateAll, useTestDatabase } from './helpers.ts';
import { hashPassword } from '#functions/_shared/passwords.ts';

export const TEST_PASSWORD = 'correct horse battery';
export const TEST_SESSION_SECRET = 'k'.repeat(8) + '-test-session-secret-that-is-long-enough-0123456789';
export const TEST_IP = '203.0.113.10';
/** Cheap scrypt parameters: only for accounts created by tests. */
const TEST_SCRYPT = { N: 2 ** 10, r: 8, p: 1 };

export function useAdminEnv(): () => void {
  const previous = process.env.SESSION_SECRET;
  process.env.SESSION_SECRET = TEST_SESSION_SECRET;
  return () => {
    if (previous === undefined) delete process.env.SESSION_SECRET;
    else process.env.SESSION_SECRET = previous;
  };
}

export async function resetAdminTables(db: Db): Promise<void> {
  await emptyTables(db, ['admins', 'admin_sessions', 'admin_login_throttle', 'audit_log']);
}

export async function createAdmin(db: Db, username = 'admin', password = TEST_PASSWORD, role: AdminRole = 'owner'): Promise<{ id: number; username: string }> {
  return db
    .insertInto('admins')
    .values({ username, password: await hashPassword(password, TEST_SCRYPT), role })
    .returning(['id', 'username'])
    .executeTakeFirstOrThrow();
}

export type AdminFunctionHandler = (req: Request, context: Context) => Promise<Response>;

export interface AdminRequestOptions {
  body?: unknown;
  cookie?: string;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  ip?: string;
  /** Defaults to http://localhost. */
  origin?: string;
}

/**
 * The context the platform gives a function, as the local server makes it (its `cookies` read the
 * request's and collect what the function sets); `answer` adds those Set-Cookie headers to the
 * response, as Netlify and the local server do.
 */
export function fakeAdminContext(
  request: Request,
  ip = TEST_IP,
  params: Record<string, string> = {},
  /** Work the handler leaves for after its answer; by default it runs on unawaited. */
  waitUntil: (work: Promise<unknown>) => void = () => {},
): { context: Context; answer: (response: Response) => Response } {
  const { context, setCookies } = createFunctionContext({
    request, functionName: 'test', ip, params, requestId: 'test', siteUrl: 'http://localhost', waitUntil,
  });
  const answer = (response: Response) => {
    for (const cookie of setCookies) response.headers.append('Set-Cookie', cookie);
    return response;
  };
  return { context, answer };
}

export function buildAdminRequest(method: string, path: string, options: AdminRequestOptions = {}): Request {
  const origin = options.origin ?? 'http://localhost';
  const headers: Record<string, string> = { Origin: origin, 'Sec-Fetch-Site': 'same-origin' };
  let body: BodyInit | null = null;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = typeof options.body === 'string' || options.body instanceof Uint8Array ? (options.body as BodyInit) : JSON.stringify(options.body);
  }
  if (options.cookie) headers['Cookie'] = options.cookie;
  return new Request(`${origin}${path}`, { method, headers: { ...headers, ...options.headers }, body });
}

export async function adminRequest(handler: AdminFunctionHandler, method: string, path: string, options: AdminRequestOptions = {}): Promise<Response> {
  const request = buildAdminRequest(method, path, options);
  const { context, answer } = fakeAdminContext(request, options.ip, options.params);
  return answer(await handler(request, context));
}

/** The `name=value` part of a Set-Cookie header, ready for a Cookie header. */
export function cookieFrom(response: Response): string {
  const setCookie = response.headers.getSetCookie().find((cookie) => /^(__Host-)?admin_session=/.test(cookie));
  if (!setCookie) throw new Error(`No session Set-Cookie in the ${response.status} answer`);
  return setCookie.split(';')[0]!;
}

/** The device cookie a sign-in set (`name=value`, ready for a Cookie header). */
export function deviceCookieFrom(response: Response): string {
  const setCookie = response.headers.getSetCookie().find((cookie) => /^(__Host-)?admin_device=/.test(cookie));
  if (!setCookie) throw new Error(`No device Set-Cookie in the ${response.status} answer`);
  return setCookie.split(';')[0]!;
}

export async function signIn(username = 'admin', password = TEST_PASSWORD, ip = TEST_IP): Promise<string> {
  const response = await adminRequest(login, 'POST', '/api/admin/login', { body: { username, password }, ip });
  if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  return cookieFrom(response);
}

/**
 * The fixtures of an admin API suite, for the whole file: the test database and the admin environment
 * (no build hook: nothing rebuilds), and before each test emptied tables, `prepare` (a suite's own
 * tables), then `admins` created and signed in. Read `suite.db` and `suite.cookie(name)` inside tests
 * or later hooks (the hooks set them).
 */
export function useSignedInAdmins(admins: ReadonlyArray<readonly [username: string, role?: AdminRole]>, prepare?: (db: Db) => Promise<unknown>) {
  let db: Db | undefined;
  let restoreEnv = () => {};
  const cookies = new Map<string, string>();
  beforeAll(async () => {
    db = await useTestDatabase();
    restoreEnv = useAdminEnv();
    delete process.env.BUILD_HOOK_URL;
  });
  beforeEach(async () => {
    await truncateAll(db!);
    await resetAdminTables(db!);
    await prepare?.(db!);
    for (const [username, role] of admins) {
      await createAdmin(db!, username, TEST_PASSWORD, role);
      cookies.set(username, await signIn(username));
    }
  });
  afterAll(async () => {
    restoreEnv();
    await db?.destroy();
  });
  return {
    get db(): Db {
      return db!;
    },
    cookie: (username: string) => cookies.get(username)!,
  };
}
