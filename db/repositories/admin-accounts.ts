/**
 * The accounts an owner manages: the list, role changes and disabling (never leaving the back
 * office without an active owner), and one-time invitations.
 */
import { sql } from 'kysely';
import type { Db } from '../client.ts';
import { revokeAdminSessions } from './admin-sessions.ts';
import { nameKey } from './admins.ts';
import type { AdminRole } from '#domain/admin-access.ts';

/** The columns the accounts screen shows (the TOTP secret itself never leaves the repository). */
const ACCOUNT_COLUMNS = ['id', 'username', 'email', 'role', 'disabled_at', 'last_login', 'created_at', 'totp_enabled_at'] as const;

export function listAccounts(db: Db) {
  return db
    .selectFrom('admins')
    .select(ACCOUNT_COLUMNS)
    .orderBy('disabled_at', (ob) => ob.desc().nullsFirst())
    .orderBy('id')
    .execute();
}
export type AccountRow = Awaited<ReturnType<typeof listAccounts>>[number];


export type AccountChange = { role?: AdminRole | undefined; disabled?: boolean | undefined };
export type AccountUpdate = { ok: true; account: AccountRow; before: AccountRow } | { ok: false; reason: 'missing' | 'last-owner' };

/**
 * Changes an account's role and/or whether it is disabled. The active owners are locked first, so
 * two owners demoting or disabling each other at once cannot leave none: the change is refused when
 * no other active owner would remain. Disabling also ends every session of the account.
 */
export function updateAccount(db: Db, id: number, change: AccountChange, by: number): Promise<AccountUpdate> {
  return db.transaction().execute(async (tx) => {
    const owners = await tx.selectFrom('admins').select('id').where('role', '=', 'owner').where('disabled_at', 'is', null).forUpdate().execute();
    const before = await tx.selectFrom('admins').select(ACCOUNT_COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!before) return { ok: false, reason: 'missing' as const };
    const role = change.role ?? before.role;
    const disabled = change.disabled ?? before.disabled_at !== null;
    const activeOwnerAfter = role === 'owner' && !disabled;
    if (!activeOwnerAfter && owners.every((owner) => owner.id === id)) return { ok: false, reason: 'last-owner' as const };
    const account = await tx
      .updateTable('admins')
      .set({
        role,
        disabled_at: disabled ? (before.disabled_at ?? sql<Date>`now()`) : null,
        disabled_by: disabled ? (before.disabled_at ? sql<number | null>`disabled_by` : by) : null,
      })
      .where('id', '=', id)
      .returning(ACCOUNT_COLUMNS)
      .executeTakeFirstOrThrow();
    if (disabled && !before.disabled_at) await revokeAdminSessions(tx, id);
    return { ok: true as const, account, before };
  });
}

export async function insertInvite(db: Db, invite: { tokenHash: string; email: string; role: AdminRole; invitedBy: number; expiresAt: Date }) {
  return db
    .insertInto('admin_invites')
    .values({ token_hash: invite.tokenHash, email: invite.email, role: invite.role, invited_by: invite.invitedBy, expires_at: invite.expiresAt })
    .returning(['id', 'email', 'role', 'expires_at'])
    .executeTakeFirstOrThrow();
}

/** An invitation that can still be accepted (not used, not expired), with who sent it. */
export function findOpenInvite(db: Db, tokenHash: string) {
  return db
    .selectFrom('admin_invites as i')
    .leftJoin('admins as a', 'a.id', 'i.invited_by')
    .select(['i.id', 'i.email', 'i.role', 'i.expires_at', 'a.username as invited_by_name'])
    .where('i.token_hash', '=', tokenHash)
    .where('i.accepted_at', 'is', null)
    .where(sql<boolean>`i.expires_at > now()`)
    .executeTakeFirst();
}

export type AcceptResult = { ok: true; admin: { id: number; username: string; role: AdminRole } } | { ok: false; reason: 'invalid' | 'username-taken' | 'email-taken' };

/**
 * Uses an invitation once: in one transaction the invitation is claimed (only if still open; a
 * second use finds it taken) and the account is created with its e-mail and role.
 */
export function acceptInvite(db: Db, tokenHash: string, account: { username: string; passwordHash: string }): Promise<AcceptResult> {
  return db
    .transaction()
    .execute(async (tx) => {
      const invite = await tx
        .updateTable('admin_invites')
        .set({ accepted_at: sql<Date>`now()` })
        .where('token_hash', '=', tokenHash)
        .where('accepted_at', 'is', null)
        .where(sql<boolean>`expires_at > now()`)
        .returning(['id', 'email', 'role'])
        .executeTakeFirst();
      if (!invite) return { ok: false as const, reason: 'invalid' as const };
      // Names and e-mails are the same in any case or Unicode form (the unique indexes say so too).
      const taken = await tx
        .selectFrom('admins')
        .select((eb) => [eb(nameKey(sql.ref('username')), '=', nameKey(account.username)).as('same_name')])
        .where((eb) => eb.or([eb(nameKey(sql.ref('username')), '=', nameKey(account.username)), eb(nameKey(sql.ref('email')), '=', nameKey(invite.email))]))
        .orderBy('same_name', 'desc')
        .executeTakeFirst();
      if (taken) throw new InviteConflict(taken.same_name ? 'username-taken' : 'email-taken');
      const admin = await tx
        .insertInto('admins')
        .values({ username: account.username, password: account.passwordHash, email: invite.email, role: invite.role })
        .returning(['id', 'username', 'role'])
        .executeTakeFirstOrThrow();
      await tx.updateTable('admin_invites').set({ admin_id: admin.id }).where('id', '=', invite.id).execute();
      return { ok: true as const, admin };
    })
    .catch((error: unknown) => {
      // The transaction rolled back: the invitation stays open for another try with another name.
      if (error instanceof InviteConflict) return { ok: false as const, reason: error.reason };
      // Another acceptance took the name or e-mail between the check and the insert (unique_violation).
      const violation = error as { code?: string; constraint?: string };
      if (violation.code === '23505') return { ok: false as const, reason: violation.constraint?.startsWith('admins_email') ? ('email-taken' as const) : ('username-taken' as const) };
      throw error;
    });
}

class InviteConflict extends Error {
  readonly reason: 'username-taken' | 'email-taken';
  constructor(reason: 'username-taken' | 'email-taken') {
    super(reason);
    this.reason = reason;
  }
}
