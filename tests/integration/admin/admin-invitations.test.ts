/**
 * Invitations under the owners' control: the pending ones listed with who, role, sender, sent and
 * expiry; an owner withdraws one; a link is dead once withdrawn, once its sender is disabled or
 * demoted (through the accounts screen, or behind its back: acceptance checks the sender again),
 * and once expired; the role can never exceed what the sender may grant at acceptance; every step
 * in the audit log; only owners see or withdraw.
 */
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import account from '#functions/admin-account.ts';
import accounts from '#functions/admin-accounts.ts';
import invitations from '#functions/admin-invitations.ts';
import invite from '#functions/admin-invite.ts';
import { adminRequest, createAdmin, signIn, useSignedInAdmins } from '../helpers/admin-test-helpers.ts';

const suite = useSignedInAdmins([['kim']], (db) => sql`TRUNCATE admin_invites RESTART IDENTITY`.execute(db));
let db: Db;
let kim: string;
beforeEach(() => {
  db = suite.db;
  kim = suite.cookie('kim');
});

interface Pending { id: number; email: string; role: string; invitedBy: string | null; createdAt: string; expiresAt: string }

async function sendInvite(cookie: string, email: string, role: string): Promise<string> {
  const response = await adminRequest(accounts, 'POST', '/api/admin/accounts', { cookie, body: { email, role } });
  expect(response.status).toBe(201);
  return new URL(((await response.json()) as { invite: { link: string } }).invite.link).searchParams.get('invite')!;
}
const show = (token: string) => adminRequest(invite, 'GET', `/api/admin/invites/${token}`, { params: { token } });
const accept = (token: string, username: string) =>
  adminRequest(invite, 'POST', `/api/admin/invites/${token}`, { params: { token }, body: { username, password: 'a good long password' } });
const pending = async (cookie = kim) => {
  const response = await adminRequest(invitations, 'GET', '/api/admin/invitations', { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { invitations: Pending[] }).invitations;
};
const withdraw = (id: number, cookie = kim) => adminRequest(invitations, 'DELETE', `/api/admin/invitations/${id}`, { cookie, params: { id: String(id) } });
const patch = (id: number, body: unknown) => adminRequest(account, 'PATCH', `/api/admin/accounts/${id}`, { cookie: kim, params: { id: String(id) }, body });
const accountExists = async (username: string) => (await db.selectFrom('admins').select('id').where('username', '=', username).executeTakeFirst()) !== undefined;
const auditLines = () => db.selectFrom('audit_log').select(['username', 'action', 'entity', 'summary']).where('action', 'in', ['invite', 'invite_withdraw', 'invite_refused', 'invite_accepted']).orderBy('id').execute();

/** A link that is dead answers 410 with its reason to a look and to an acceptance, and creates no account. */
async function expectDead(token: string, reason: 'withdrawn' | 'sender', username: string) {
  const looked = await show(token);
  expect(looked.status).toBe(410);
  expect(await looked.json()).toMatchObject({ reason });
  const tried = await accept(token, username);
  expect(tried.status).toBe(410);
  const body = (await tried.json()) as { error: string; reason: string };
  expect(body.reason).toBe(reason);
  expect(body.error).toMatch(reason === 'withdrawn' ? /철회/ : /비활성화|권한/);
  expect(await accountExists(username)).toBe(false);
}

describe('the pending invitations', () => {
  it('lists the links that still work, newest first, with e-mail, role, sender, sent and expiry; not the used, withdrawn or expired ones', async () => {
    const used = await sendInvite(kim, 'used@example.com', 'staff');
    await sendInvite(kim, 'old@example.com', 'staff');
    await sql`UPDATE admin_invites SET expires_at = now() - interval '1 second' WHERE email = 'old@example.com'`.execute(db);
    await sendInvite(kim, 'lee@example.com', 'editor');
    await sendInvite(kim, 'park@example.com', 'owner');
    await sql`UPDATE admin_invites SET created_at = created_at + interval '1 second' WHERE email = 'park@example.com'`.execute(db);
    expect((await accept(used, 'used')).status).toBe(201);

    const list = await pending();
    expect(list.map((row) => [row.email, row.role, row.invitedBy])).toEqual([
      ['park@example.com', 'owner', 'kim'],
      ['lee@example.com', 'editor', 'kim'],
    ]);
    const lee = list[1]!;
    const stored = await db.selectFrom('admin_invites').select(['id', 'created_at', 'expires_at']).where('email', '=', 'lee@example.com').executeTakeFirstOrThrow();
    expect(lee).toEqual({ id: stored.id, email: 'lee@example.com', role: 'editor', invitedBy: 'kim', createdAt: stored.created_at.toISOString(), expiresAt: stored.expires_at.toISOString() });
    expect(Date.parse(lee.expiresAt) - Date.parse(lee.createdAt)).toBeGreaterThan(47.9 * 3_600_000);
  });

  it('answers 403 to editors and staff, who neither see nor withdraw one', async () => {
    await sendInvite(kim, 'lee@example.com', 'editor');
    const id = (await pending())[0]?.id;
    for (const role of ['editor', 'staff'] as const) {
      await createAdmin(db, role, undefined, role);
      const cookie = await signIn(role);
      expect((await adminRequest(invitations, 'GET', '/api/admin/invitations', { cookie })).status).toBe(403);
      expect((await withdraw(id!, cookie)).status).toBe(403);
    }
    expect((await pending()).map((row) => row.email)).toEqual(['lee@example.com']);
  });
});

describe('a dead link', () => {
  it('is dead once withdrawn: 410 to a look and to an acceptance, withdrawn once only (404 then, and for unknown or used ones), each step in the audit log', async () => {
    const token = await sendInvite(kim, 'lee@example.com', 'editor');
    const id = (await pending())[0]?.id;
    const withdrawn = await withdraw(id!);
    expect(withdrawn.status).toBe(200);
    expect(await withdrawn.json()).toEqual({ withdrawn: id });
    expect(await pending()).toEqual([]);
    await expectDead(token, 'withdrawn', 'lee');
    expect((await withdraw(id!)).status).toBe(404);
    expect((await withdraw(99999)).status).toBe(404);

    const used = await sendInvite(kim, 'park@example.com', 'staff');
    expect((await accept(used, 'park')).status).toBe(201);
    const usedId = (await db.selectFrom('admin_invites').select('id').where('email', '=', 'park@example.com').executeTakeFirstOrThrow()).id;
    expect((await withdraw(usedId)).status).toBe(404);
    expect((await accept(used, 'park2')).status).toBe(404);

    const stored = await db.selectFrom('admin_invites').select(['withdrawn_at', 'withdrawn_by', 'accepted_at', 'admin_id']).where('id', '=', id!).executeTakeFirstOrThrow();
    expect(stored.withdrawn_at).toBeInstanceOf(Date);
    expect(stored.withdrawn_by).toBe((await db.selectFrom('admins').select('id').where('username', '=', 'kim').executeTakeFirstOrThrow()).id);
    expect([stored.accepted_at, stored.admin_id]).toEqual([null, null]);
    expect(await auditLines()).toEqual([
      { username: 'kim', action: 'invite', entity: 'invite', summary: 'lee@example.com (editor)' },
      { username: 'kim', action: 'invite_withdraw', entity: 'invite', summary: 'lee@example.com (editor)' },
      { username: 'lee', action: 'invite_refused', entity: 'invite', summary: 'lee@example.com (editor): withdrawn' },
      { username: 'kim', action: 'invite', entity: 'invite', summary: 'park@example.com (staff)' },
      { username: 'park', action: 'invite_accepted', entity: 'admin', summary: 'staff' },
      { username: 'park2', action: 'invite_refused', entity: 'invite', summary: 'park@example.com (staff): used' },
    ]);
  });

  it('is dead once its sender is disabled, and stays dead when the sender is enabled again', async () => {
    const choi = await createAdmin(db, 'choi');
    const token = await sendInvite(await signIn('choi'), 'new-owner@example.com', 'owner');
    expect((await patch(choi.id, { disabled: true })).status).toBe(200);
    await expectDead(token, 'withdrawn', 'newowner');
    expect((await patch(choi.id, { disabled: false })).status).toBe(200);
    await expectDead(token, 'withdrawn', 'newowner');
    expect(await pending()).toEqual([]);
    expect((await auditLines()).filter((line) => line.action === 'invite_withdraw')).toEqual([
      { username: 'kim', action: 'invite_withdraw', entity: 'invite', summary: 'new-owner@example.com (owner): choi disabled' },
    ]);
  });

  it('is dead once its sender is demoted through the accounts screen', async () => {
    const choi = await createAdmin(db, 'choi');
    const token = await sendInvite(await signIn('choi'), 'lee@example.com', 'staff');
    expect((await patch(choi.id, { role: 'editor' })).status).toBe(200);
    await expectDead(token, 'withdrawn', 'lee');
    expect((await auditLines()).filter((line) => line.action === 'invite_withdraw')).toEqual([
      { username: 'kim', action: 'invite_withdraw', entity: 'invite', summary: 'lee@example.com (staff): choi → editor' },
    ]);
  });

  it('cannot grant more than its sender may at acceptance, whoever changed the sender (disabled or demoted in the database directly)', async () => {
    await createAdmin(db, 'choi');
    const choi = await signIn('choi');
    const ownerToken = await sendInvite(choi, 'owner2@example.com', 'owner');
    const staffToken = await sendInvite(choi, 'staff2@example.com', 'staff');
    // As `npm run admin -- create choi --role editor` does: no withdrawal, only the role.
    await sql`UPDATE admins SET role = 'editor' WHERE username = 'choi'`.execute(db);
    expect(await pending()).toEqual([]);
    await expectDead(ownerToken, 'sender', 'owner2');
    await expectDead(staffToken, 'sender', 'staff2');
    await sql`UPDATE admins SET role = 'owner', disabled_at = now() WHERE username = 'choi'`.execute(db);
    await expectDead(ownerToken, 'sender', 'owner2');
    // Back in charge, the sender's links work again: nobody withdrew them.
    await sql`UPDATE admins SET disabled_at = NULL WHERE username = 'choi'`.execute(db);
    expect((await accept(ownerToken, 'owner2')).status).toBe(201);
    expect((await db.selectFrom('admins').select('role').where('username', '=', 'owner2').executeTakeFirstOrThrow()).role).toBe('owner');
    expect((await auditLines()).filter((line) => line.action === 'invite_refused').map((line) => line.summary)).toEqual([
      'owner2@example.com (owner): sender',
      'staff2@example.com (staff): sender',
      'owner2@example.com (owner): sender',
    ]);
  });

  it('is dead when its sender no longer exists', async () => {
    const choi = await createAdmin(db, 'choi');
    const token = await sendInvite(await signIn('choi'), 'lee@example.com', 'editor');
    await sql`DELETE FROM admin_sessions WHERE admin_id = ${choi.id}`.execute(db);
    await sql`DELETE FROM admins WHERE id = ${choi.id}`.execute(db);
    await expectDead(token, 'sender', 'lee');
  });
});
