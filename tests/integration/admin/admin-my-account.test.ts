/**
 * My account: one's own active sessions with the place the platform's geolocation gave at sign-in
 * (never an outside service), signing out one other device or all of them, never someone else's
 * session; the audit log records it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import login from '#functions/admin-login.ts';
import me from '#functions/admin-me.ts';
import session from '#functions/admin-session.ts';
import sessions from '#functions/admin-sessions.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import { adminRequest, buildAdminRequest, cookieFrom, createAdmin, fakeAdminContext, resetAdminTables, signIn, TEST_PASSWORD, useAdminEnv } from '../helpers/admin-test-helpers.ts';

let db: Db;
let restoreEnv: () => void;

beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
});
beforeEach(async () => {
  await resetAdminTables(db);
  await createAdmin(db, 'kim');
  await createAdmin(db, 'lee');
});
afterAll(async () => {
  restoreEnv();
  await resetAdminTables(db);
  await db.destroy();
});

/** Signs in as Netlify would call the function from Jakarta: context.geo carries the place. */
async function signInFromJakarta(username: string): Promise<string> {
  const request = buildAdminRequest('POST', '/api/admin/login', { body: { username, password: TEST_PASSWORD }, headers: { 'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0 Safari/537.36' } });
  const { context, answer } = fakeAdminContext(request);
  Object.assign(context, { geo: { city: 'Jakarta', country: { code: 'ID', name: 'Indonesia' } } });
  return cookieFrom(answer(await login(request, context)));
}

type Listed = { sessions: { id: string; current: boolean; place: string | null; userAgent: string | null }[] };
const list = async (cookie: string) => (await (await adminRequest(sessions, 'GET', '/api/admin/sessions', { cookie })).json()) as Listed;

describe('my sessions', () => {
  it('lists my active sessions with the current one marked and the place from the platform', async () => {
    const office = await signInFromJakarta('kim');
    const laptop = await signIn('kim');
    await signIn('lee');
    const mine = await list(laptop);
    expect(mine.sessions).toHaveLength(2);
    expect(mine.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(mine.sessions.map((s) => s.place).sort()).toEqual(['Jakarta, Indonesia', null].sort());
    expect(mine.sessions.find((s) => s.place)?.userAgent).toContain('Chrome/140');
    expect((await list(office)).sessions).toHaveLength(2);
  });

  it('signs out one other device, and refuses a session that is not mine', async () => {
    const office = await signInFromJakarta('kim');
    const laptop = await signIn('kim');
    const lee = await signIn('lee');
    const other = (await list(laptop)).sessions.find((s) => !s.current)!;
    const leeSession = (await list(lee)).sessions[0]!;
    expect((await adminRequest(session, 'DELETE', `/api/admin/sessions/${leeSession.id}`, { cookie: laptop, params: { id: leeSession.id } })).status).toBe(404);
    expect((await adminRequest(me, 'GET', '/api/admin/me', { cookie: lee })).status).toBe(200);
    expect((await adminRequest(session, 'DELETE', '/api/admin/sessions/not-a-uuid', { cookie: laptop, params: { id: 'not-a-uuid' } })).status).toBe(404);
    const revoked = await adminRequest(session, 'DELETE', `/api/admin/sessions/${other.id}`, { cookie: laptop, params: { id: other.id } });
    expect(revoked.status).toBe(200);
    expect((await adminRequest(me, 'GET', '/api/admin/me', { cookie: office })).status).toBe(401);
    expect((await adminRequest(me, 'GET', '/api/admin/me', { cookie: laptop })).status).toBe(200);
  });

  it('signs out every other device at once, keeping this one, in the audit log', async () => {
    const a = await signIn('kim');
    const b = await signIn('kim');
    const c = await signIn('kim');
    const answer = await adminRequest(sessions, 'DELETE', '/api/admin/sessions', { cookie: c });
    expect(await answer.json()).toEqual({ revoked: 2 });
    expect((await adminRequest(me, 'GET', '/api/admin/me', { cookie: a })).status).toBe(401);
    expect((await adminRequest(me, 'GET', '/api/admin/me', { cookie: b })).status).toBe(401);
    expect((await list(c)).sessions).toHaveLength(1);
    const audit = await db.selectFrom('audit_log').select(['action', 'username', 'summary']).where('action', '=', 'session_revoke').execute();
    expect(audit).toEqual([{ action: 'session_revoke', username: 'kim', summary: '2' }]);
  });
});
