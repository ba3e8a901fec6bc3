/**
 * Password reset by e-mail: the same answer whether or not an account has the address, a link
 * e-mailed only to a real one (30 minutes, once, only its hash stored), the reset ending every
 * session, refused without mail configured, throttled per address, recorded in the audit log.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import login from '#functions/admin-login.ts';
import me from '#functions/admin-me.ts';
import reset from '#functions/admin-password-reset.ts';
import resetToken from '#functions/admin-password-reset-token.ts';
import { useTestDatabase } from './helpers.ts';
import { startMailSink, type MailSink, type ReceivedMail } from './mail-sink.ts';
import { adminRequest, createAdmin, fakeAdminContext, buildAdminRequest, resetAdminTables, signIn, TEST_PASSWORD, useAdminEnv } from './admin-test-helpers.ts';

let db: Db;
let restoreEnv: () => void;
let sink: MailSink;
let received: ReceivedMail[];

beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
  sink = await startMailSink();
  received = sink.received;
});
beforeEach(async () => {
  await resetAdminTables(db);
  await sql`TRUNCATE admin_password_resets RESTART IDENTITY`.execute(db);
  await createAdmin(db, 'kim');
  await db.updateTable('admins').set({ email: 'Kim@Example.com' }).where('username', '=', 'kim').execute();
  received.length = 0;
});
afterAll(async () => {
  sink.close();
  restoreEnv();
  await resetAdminTables(db);
  await db.destroy();
});

/** POST /api/admin/password-reset with the mail's work awaited (the platform's waitUntil). */
async function ask(email: string, ip = '198.51.100.20'): Promise<Response> {
  const request = buildAdminRequest('POST', '/api/admin/password-reset', { body: { email } });
  const pending: Promise<unknown>[] = [];
  const { context, answer } = fakeAdminContext(request, ip);
  Object.assign(context, { waitUntil: (work: Promise<unknown>) => void pending.push(work) });
  const response = answer(await reset(request, context));
  await Promise.all(pending);
  return response;
}
const tokenIn = (text: string) => /\/admin\?reset=([\w-]{43})/.exec(text)?.[1];
const use = (token: string, password: string) => adminRequest(resetToken, 'POST', `/api/admin/password-reset/${token}`, { params: { token }, body: { password } });

describe('password reset by e-mail', () => {
  it('answers the same for any address, mails a one-time link only to an account, and the reset ends every session', async () => {
    expect(await (await adminRequest(reset, 'GET', '/api/admin/password-reset')).json()).toEqual({ available: true });
    const known = await ask('kim@example.com');
    const unknown = await ask('nobody@example.com');
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await known.json()).toEqual(await unknown.json());
    expect(received).toHaveLength(1);
    expect(received[0]!.to.map((address) => address.toLowerCase())).toEqual(['kim@example.com']);
    const token = tokenIn(received[0]!.text)!;
    expect(token).toBeDefined();
    const stored = await db.selectFrom('admin_password_resets').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBeLessThanOrEqual(30 * 60_000 + 1000);

    const session = await signIn('kim');
    expect(await (await adminRequest(resetToken, 'GET', `/api/admin/password-reset/${token}`, { params: { token } })).json()).toEqual({ username: 'kim' });
    expect((await use(token, 'short')).status).toBe(400);
    expect((await use(token, 'a new long password')).status).toBe(200);
    expect((await adminRequest(me, 'GET', '/api/admin/me', { cookie: session })).status).toBe(401);
    expect((await adminRequest(login, 'POST', '/api/admin/login', { body: { username: 'kim', password: TEST_PASSWORD } })).status).toBe(401);
    expect((await adminRequest(login, 'POST', '/api/admin/login', { body: { username: 'kim', password: 'a new long password' }, ip: '198.51.100.99' })).status).toBe(200);
    // Once only.
    expect((await use(token, 'another long password')).status).toBe(404);
    const audit = await db.selectFrom('audit_log').select(['action', 'username']).where('action', '=', 'password_reset').execute();
    expect(audit).toEqual([{ action: 'password_reset', username: 'kim' }]);
  });

  it('refuses an expired link, a disabled account and a made-up token', async () => {
    await ask('kim@example.com');
    const token = tokenIn(received[0]!.text)!;
    await sql`UPDATE admin_password_resets SET expires_at = now() - interval '1 second'`.execute(db);
    expect((await use(token, 'a new long password')).status).toBe(404);
    await ask('kim@example.com');
    await db.updateTable('admins').set({ disabled_at: new Date() }).where('username', '=', 'kim').execute();
    expect((await use(tokenIn(received[1]!.text)!, 'a new long password')).status).toBe(404);
    expect((await use('y'.repeat(43), 'a new long password')).status).toBe(404);
  });

  it('is throttled per address, and says so plainly when no mail server is configured', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await ask(`x${i}@example.com`, '203.0.113.66')).status);
    expect(statuses.slice(0, 20).every((s) => s === 202)).toBe(true);
    expect(statuses[20]).toBe(429);
    const host = process.env.SMTP_HOST;
    delete process.env.SMTP_HOST;
    try {
      const refused = await ask('kim@example.com');
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ reason: 'no-mail' });
      expect(await (await adminRequest(reset, 'GET', '/api/admin/password-reset')).json()).toEqual({ available: false });
    } finally {
      process.env.SMTP_HOST = host;
    }
  });
});
