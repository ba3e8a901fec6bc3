/**
 * Accounts an owner manages: invitations (one-time, 48 hours, only the token's hash stored, the
 * link shown and e-mailed when mail is set up), accepting one (the account gets the invitation's
 * e-mail and role and is signed in), role changes and disabling (sessions end, sign-in refused),
 * never leaving the back office without an active owner, and the audit lines of all of it.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import account from '#functions/admin-account.ts';
import accounts from '#functions/admin-accounts.ts';
import invite from '#functions/admin-invite.ts';
import login from '#functions/admin-login.ts';
import me from '#functions/admin-me.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import { startMailSink } from '../helpers/mail-sink.ts';
import { adminRequest, cookieFrom, createAdmin, resetAdminTables, signIn, TEST_PASSWORD, useAdminEnv } from '../helpers/admin-test-helpers.ts';

let db: Db;
let restoreEnv: () => void;
let owner: string;

beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
});
beforeEach(async () => {
  await resetAdminTables(db);
  await sql`TRUNCATE admin_invites RESTART IDENTITY`.execute(db);
  await createAdmin(db, 'kim');
  owner = await signIn('kim');
});
afterAll(async () => {
  restoreEnv();
  await resetAdminTables(db);
  await db.destroy();
});

async function inviteLink(email: string, role: string): Promise<string> {
  const response = await adminRequest(accounts, 'POST', '/api/admin/accounts', { cookie: owner, body: { email, role } });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { invite: { link: string; emailed: boolean; role: string; expiresAt: string } };
  expect(body.invite.emailed).toBe(false);
  return body.invite.link;
}
const tokenOf = (link: string) => new URL(link).searchParams.get('invite')!;
const accept = (token: string, username: string, password = 'a good long password') =>
  adminRequest(invite, 'POST', `/api/admin/invites/${token}`, { params: { token }, body: { username, password } });
const accountId = async (username: string) => (await db.selectFrom('admins').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
const patch = (id: number, body: unknown) => adminRequest(account, 'PATCH', `/api/admin/accounts/${id}`, { cookie: owner, params: { id: String(id) }, body });

describe('invitations', () => {
  it('makes a one-time link valid 48 hours; only its hash is stored; accepting creates the account with that e-mail and role, signed in', async () => {
    const link = await inviteLink('lee@example.com', 'editor');
    expect(link).toMatch(/^http:\/\/localhost\/admin\?invite=[\w-]{43}$/);
    const token = tokenOf(link);
    const stored = await db.selectFrom('admin_invites').selectAll().executeTakeFirstOrThrow();
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.expires_at.getTime() - stored.created_at.getTime()).toBeGreaterThan(47.9 * 3_600_000);

    const shown = await adminRequest(invite, 'GET', `/api/admin/invites/${token}`, { params: { token } });
    expect(await shown.json()).toMatchObject({ email: 'lee@example.com', role: 'editor', invitedBy: 'kim' });

    const accepted = await accept(token, 'lee');
    expect(accepted.status).toBe(201);
    expect(await accepted.json()).toMatchObject({ admin: { username: 'lee', role: 'editor' } });
    const who = await adminRequest(me, 'GET', '/api/admin/me', { cookie: cookieFrom(accepted) });
    expect(await who.json()).toMatchObject({ username: 'lee', role: 'editor' });
    expect(await db.selectFrom('admins').select(['email', 'role']).where('username', '=', 'lee').executeTakeFirst()).toEqual({ email: 'lee@example.com', role: 'editor' });
    // Accepting is the account's first sign-in.
    expect((await db.selectFrom('admins').select('last_login').where('username', '=', 'lee').executeTakeFirstOrThrow()).last_login).toBeInstanceOf(Date);

    // Once only.
    expect((await accept(token, 'lee2')).status).toBe(404);
    expect((await adminRequest(invite, 'GET', `/api/admin/invites/${token}`, { params: { token } })).status).toBe(404);
  });

  it("e-mails the invitation in the inviting owner's admin language (My account), the role named in it too", async () => {
    const sink = await startMailSink();
    try {
      const sent = async (email: string, role: string) => {
        // The request's language does not decide: the owner's own does (the invitee has none yet).
        const response = await adminRequest(accounts, 'POST', '/api/admin/accounts', { cookie: owner, body: { email, role }, headers: { 'Accept-Language': 'ko' } });
        expect(response.status).toBe(201);
        const { invite: made } = (await response.json()) as { invite: { link: string; emailed: boolean } };
        expect(made.emailed).toBe(true);
        const mail = sink.received.find((received) => received.to.includes(email))!;
        expect(mail.body).toContain(made.link);
        return mail;
      };
      const korean = await sent('lee@example.com', 'editor');
      expect(korean.subject).toBe('관리자 초대');
      expect(korean.body).toContain('kim님이 관리자 화면(편집자)에 초대했습니다. 48시간 안에 아래 링크에서 계정을 만드세요.');
      expect(korean.body).not.toContain('Invitation');
      await db.updateTable('admins').set({ locale: 'en' }).where('username', '=', 'kim').execute();
      const english = await sent('park@example.com', 'staff');
      expect(english.subject).toBe('Invitation to the back office');
      expect(english.body).toContain('kim invited you to the back office (Inquiry staff). Create your account within 48 hours:');
      await db.updateTable('admins').set({ locale: 'id' }).where('username', '=', 'kim').execute();
      const indonesian = await sent('choi@example.com', 'owner');
      expect(indonesian.subject).toBe('Undangan ke halaman admin');
      expect(indonesian.body).toContain('kim mengundang Anda ke halaman admin (Pemilik). Buat akun Anda dalam 48 jam melalui tautan di bawah:');
      for (const mail of [english, indonesian]) expect(mail.body).not.toMatch(/[가-힣]/);
      const recorded = await db.selectFrom('mail_deliveries').select(['kind', 'status', 'subject']).where('recipient', 'in', ['lee@example.com', 'park@example.com', 'choi@example.com']).orderBy('id').execute();
      expect(recorded).toEqual([korean, english, indonesian].map(({ subject }) => ({ kind: 'invitation', status: 'sent', subject })));
    } finally {
      sink.close();
    }
  });

  it('refuses an expired link, a made-up one, a taken username (the link stays usable) and bad input', async () => {
    const expired = tokenOf(await inviteLink('old@example.com', 'staff'));
    await sql`UPDATE admin_invites SET expires_at = now() - interval '1 second'`.execute(db);
    expect((await accept(expired, 'old')).status).toBe(404);
    expect((await accept('x'.repeat(43), 'nobody')).status).toBe(404);

    const token = tokenOf(await inviteLink('park@example.com', 'staff'));
    const taken = await accept(token, 'kim');
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { fields: Record<string, string> }).fields.username).toBeDefined();
    expect((await accept(token, 'with space')).status).toBe(400);
    expect((await accept(token, 'park', 'short')).status).toBe(400);
    expect((await accept(token, 'park')).status).toBe(201);

    const bad = await adminRequest(accounts, 'POST', '/api/admin/accounts', { cookie: owner, body: { email: 'not an address', role: 'boss' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: object }).fields).sort()).toEqual(['email', 'role']);
  });
});

describe('roles and disabling', () => {
  it('changes a role, disables (sessions end, sign-in refused like a wrong password) and enables again, each in the audit log', async () => {
    await createAdmin(db, 'lee', TEST_PASSWORD, 'editor');
    const lee = await signIn('lee');
    const id = await accountId('lee');
    expect(await (await patch(id, { role: 'staff' })).json()).toMatchObject({ account: { username: 'lee', role: 'staff', disabled: false } });
    expect(await (await patch(id, { disabled: true })).json()).toMatchObject({ account: { disabled: true } });
    expect((await adminRequest(me, 'GET', '/api/admin/me', { cookie: lee })).status).toBe(401);
    const refused = await adminRequest(login, 'POST', '/api/admin/login', { body: { username: 'lee', password: TEST_PASSWORD } });
    expect(refused.status).toBe(401);
    expect(await (await patch(id, { disabled: false })).json()).toMatchObject({ account: { disabled: false } });
    expect((await adminRequest(login, 'POST', '/api/admin/login', { body: { username: 'lee', password: TEST_PASSWORD } })).status).toBe(200);

    const audit = await db.selectFrom('audit_log').select(['action', 'summary']).where('action', 'in', ['role_change', 'disable', 'enable']).orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'role_change', summary: 'lee: editor → staff' },
      { action: 'disable', summary: 'lee' },
      { action: 'enable', summary: 'lee' },
    ]);
    const list = (await (await adminRequest(accounts, 'GET', '/api/admin/accounts', { cookie: owner })).json()) as { accounts: { username: string; lastLogin: string | null }[] };
    expect(list.accounts.map((a) => a.username)).toEqual(['kim', 'lee']);
    expect(list.accounts.every((a) => a.lastLogin !== null)).toBe(true);
  });

  it('never leaves the back office without an active owner, even when two owners demote each other at once', async () => {
    const kim = await accountId('kim');
    for (const change of [{ role: 'editor' }, { disabled: true }]) {
      const response = await patch(kim, change);
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ reason: 'last-owner' });
    }
    await createAdmin(db, 'choi', TEST_PASSWORD, 'owner');
    const choi = await accountId('choi');
    const choiCookie = await signIn('choi');
    // kim demotes choi while choi demotes kim: one wins; the other is refused, as the last owner (409)
    // or, when it is checked after the first commit, as no longer an owner itself (403).
    const [a, b] = await Promise.all([
      patch(choi, { role: 'editor' }),
      adminRequest(account, 'PATCH', `/api/admin/accounts/${kim}`, { cookie: choiCookie, params: { id: String(kim) }, body: { role: 'editor' } }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const owners = await db.selectFrom('admins').select('username').where('role', '=', 'owner').where('disabled_at', 'is', null).execute();
    expect(owners).toHaveLength(1);
    // The owner who is left (either may have won the race) gets 404 for no one and 400 for no change.
    const cookie = owners[0]!.username === 'kim' ? owner : choiCookie;
    const patchAs = (id: number, body: unknown) => adminRequest(account, 'PATCH', `/api/admin/accounts/${id}`, { cookie, params: { id: String(id) }, body });
    expect((await patchAs(99999, { role: 'staff' })).status).toBe(404);
    expect((await patchAs(kim, {})).status).toBe(400);
  });
});
