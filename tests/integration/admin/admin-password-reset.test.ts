/**
 * Password reset by e-mail: the same answer whether or not an account has the address, given before
 * anything that depends on the address runs, a link e-mailed only to a real one (30 minutes, once,
 * only its hash stored; at most three an hour per account), the reset ending every session, refused
 * without mail configured, throttled per address, recorded in the audit log.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '#db/client.ts';
import login from '#functions/admin-login.ts';
import me from '#functions/admin-me.ts';
import reset from '#functions/admin-password-reset.ts';
import resetToken from '#functions/admin-password-reset-token.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import { startMailSink, type MailSink, type ReceivedMail } from '../helpers/mail-sink.ts';
import { adminRequest, createAdmin, fakeAdminContext, buildAdminRequest, resetAdminTables, signIn, TEST_PASSWORD, useAdminEnv } from '../helpers/admin-test-helpers.ts';

/**
 * The account lookup, held until the test opens `gate`: while it is closed, nothing that depends on
 * whether the address has an account can have happened.
 */
const lookup = vi.hoisted(() => ({ gate: Promise.resolve(), reached: 0 }));
vi.mock('#db/repositories/admin-password-resets.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('#db/repositories/admin-password-resets.ts')>();
  return {
    ...original,
    async findActiveAdminByEmail(...args: Parameters<typeof original.findActiveAdminByEmail>) {
      lookup.reached++;
      await lookup.gate;
      return original.findActiveAdminByEmail(...args);
    },
  };
});

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
  lookup.gate = Promise.resolve();
});
afterAll(async () => {
  sink.close();
  restoreEnv();
  await resetAdminTables(db);
  await db.destroy();
});

/** POST /api/admin/password-reset with the mail's work awaited (the platform's waitUntil). */
async function ask(email: string, ip = '198.51.100.20', headers: Record<string, string> = {}): Promise<Response> {
  const request = buildAdminRequest('POST', '/api/admin/password-reset', { body: { email }, headers });
  const pending: Promise<unknown>[] = [];
  const { context, answer } = fakeAdminContext(request, ip);
  Object.assign(context, { waitUntil: (work: Promise<unknown>) => void pending.push(work) });
  const response = answer(await reset(request, context));
  await Promise.all(pending);
  return response;
}
/** The answer as the requester sees it: status, headers and body. */
async function seen(response: Response) {
  return { status: response.status, headers: [...response.headers], body: await response.text() };
}
const mailsTo = (address: string) => received.filter((mail) => mail.to.some((to) => to.toLowerCase() === address)).length;
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

  it("writes the mail in the account's admin language (My account), whatever language the asking browser prefers", async () => {
    for (const [username, locale] of [['lee', 'en'], ['park', 'id']] as const) {
      await createAdmin(db, username);
      await db.updateTable('admins').set({ email: `${username}@example.com`, locale }).where('username', '=', username).execute();
    }
    const mailTo = (address: string) => received.find((mail) => mail.to.some((to) => to.toLowerCase() === address))!;
    expect((await ask('kim@example.com', '198.51.100.21', { 'Accept-Language': 'en-US,en;q=0.9' })).status).toBe(202);
    expect((await ask('lee@example.com', '198.51.100.22', { 'Accept-Language': 'id' })).status).toBe(202);
    expect((await ask('park@example.com', '198.51.100.23', { 'Accept-Language': 'ko' })).status).toBe(202);
    expect(received).toHaveLength(3);

    // kim never chose a language: Korean, the back office's default.
    expect(mailTo('kim@example.com').subject).toBe('비밀번호 재설정');
    expect(mailTo('kim@example.com').body).toContain('kim님, 아래 링크에서 30분 안에 새 비밀번호를 정하세요. 요청하지 않았다면 이 메일을 무시하세요.');
    expect(mailTo('lee@example.com').subject).toBe('Password reset');
    expect(mailTo('lee@example.com').body).toContain('lee, set a new password within 30 minutes at the link below. If you did not ask, ignore this e-mail.');
    expect(mailTo('park@example.com').subject).toBe('Atur ulang kata sandi');
    expect(mailTo('park@example.com').body).toContain('park, buat kata sandi baru dalam 30 menit melalui tautan di bawah. Jika Anda tidak memintanya, abaikan email ini.');
    // One language each, and the link as before.
    expect(mailTo('kim@example.com').body).not.toContain('Password reset');
    for (const mail of [mailTo('lee@example.com'), mailTo('park@example.com')]) expect(mail.body).not.toMatch(/[가-힣]/);
    for (const mail of received) expect(mail.body).toMatch(/^http:\/\/localhost\/admin\?reset=[\w-]{43}$/m);
  });

  it('finds the account by its e-mail in any case or Unicode form, as the unique index folds it', async () => {
    expect((await ask('KIM@EXAMPLE.com')).status).toBe(202);
    expect(received).toHaveLength(1);
    expect(received[0]!.to.map((address) => address.toLowerCase())).toEqual(['kim@example.com']);
    // Full-width letters fold to "kim" under NFKC, as in admins_email_folded (the form's address check
    // refuses them before a lookup, so the repository is asked directly).
    const { findActiveAdminByEmail } = await import('#db/repositories/admin-password-resets.ts');
    expect(await findActiveAdminByEmail(db, 'ＫＩＭ@example.com')).toMatchObject({ username: 'kim' });
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

  it('answers before looking the address up, so a known and an unknown address get the same answer after the same work', async () => {
    let open!: () => void;
    lookup.gate = new Promise<void>((resolve) => (open = resolve));
    lookup.reached = 0;
    const held = async (email: string, ip: string) => {
      const request = buildAdminRequest('POST', '/api/admin/password-reset', { body: { email } });
      const later: Promise<unknown>[] = [];
      const { context, answer } = fakeAdminContext(request, ip, {}, (work) => void later.push(work));
      // The answer must come while the lookup is held: once the lookup has been reached and the
      // event loop has turned, a handler that waits for it has had its chance to answer and did not.
      let settled = false;
      const waiting = new Promise<'waiting'>((resolve) => {
        const poll = () => {
          if (!settled) setImmediate(lookup.reached > 0 ? () => resolve('waiting') : poll);
        };
        poll();
      });
      const outcome = await Promise.race([reset(request, context).then((response) => answer(response)), waiting]);
      settled = true;
      if (outcome === 'waiting') throw new Error(`the answer to ${email} waited for the account lookup`);
      lookup.reached = 0;
      return { response: outcome, later };
    };
    const known = await held('kim@example.com', '198.51.100.21');
    const unknown = await held('nobody@example.com', '198.51.100.22');
    expect(await seen(known.response)).toEqual(await seen(unknown.response));
    expect(known.response.status).toBe(202);
    // Each handed the same one piece of work to the platform, and none of it has run yet.
    expect([known.later.length, unknown.later.length]).toEqual([1, 1]);
    expect(received).toHaveLength(0);
    expect(await db.selectFrom('admin_password_resets').select('id').execute()).toEqual([]);

    open();
    await Promise.all([...known.later, ...unknown.later]);
    expect(received).toHaveLength(1);
    expect(mailsTo('kim@example.com')).toBe(1);
  });

  it('sends one account at most three reset mails an hour, however many client addresses ask, with the same answer every time', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await seen(await ask(i % 2 === 0 ? 'kim@example.com' : 'KIM@example.com', `198.51.100.${30 + i}`)));
    expect(mailsTo('kim@example.com')).toBe(3);
    expect(await db.selectFrom('admin_password_resets').select('id').execute()).toHaveLength(3);
    // The fourth and fifth were answered exactly like the first, and like an address with no account.
    answers.push(await seen(await ask('nobody@example.com', '198.51.100.40')));
    expect(answers[0]!.status).toBe(202);
    for (const answer of answers) expect(answer).toEqual(answers[0]);

    // Another account has its own allowance, asked for all at once from many addresses.
    await createAdmin(db, 'lee');
    await db.updateTable('admins').set({ email: 'lee@example.com' }).where('username', '=', 'lee').execute();
    await Promise.all(Array.from({ length: 6 }, (_, i) => ask('lee@example.com', `203.0.113.${10 + i}`)));
    expect(mailsTo('lee@example.com')).toBe(3);

    // An hour after the first three, kim may be sent one again.
    await sql`UPDATE admin_password_resets SET created_at = created_at - interval '61 minutes' WHERE admin_id = (SELECT id FROM admins WHERE username = 'kim')`.execute(db);
    await ask('kim@example.com', '198.51.100.41');
    expect(mailsTo('kim@example.com')).toBe(4);
  });
});
