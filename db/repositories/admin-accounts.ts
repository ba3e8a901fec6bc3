/**
 * The accounts an owner manages: the list, role changes and disabling (never leaving the back
 * office without an active owner), and one-time invitations.
 */
import { sql } from 'kysely';
import type { Db } from '../client.ts';
import { revokeAdminSessions } from './admin-sessions.ts';
import { nameKey } from './admins.ts';
import { adminRoles, mayGrant, type AdminRole } from '#domain/admin-access.ts';

/** The columns the accounts screen shows (the TOTP secret itself never leaves the repository). */
const ACCOUNT_COLUMNS = ['id', 'username', 'email', 'role', 'disabled_at', 'last_login', 'created_at', 'totp_enabled_at', 'reminders'] as const;

export function listAccounts(db: Db) {
  return db
    .selectFrom('admins')
    .select(ACCOUNT_COLUMNS)
    .orderBy('disabled_at', (ob) => ob.desc().nullsFirst())
    .orderBy('id')
    .execute();
}
export type AccountRow = Awaited<ReturnType<typeof listAccounts>>[number];


export type AccountChange = { role?: AdminRole | undefined; disabled?: boolean | undefined; reminders?: boolean | undefined };
export type AccountUpdate =
  | { ok: true; account: AccountRow; before: AccountRow; withdrawnInvites: { id: number; email: string; role: AdminRole }[] }
  | { ok: false; reason: 'missing' | 'last-owner' };

/**
 * Changes an account's role, whether it is disabled and whether it gets the desk's morning reminder. The active owners are locked first, so
 * two owners demoting or disabling each other at once cannot leave none: the change is refused when
 * no other active owner would remain. Disabling also ends every session of the account, and
 * disabling or demoting it withdraws its pending invitations that it could no longer send (their
 * links die with its authority, and do not come back if it is enabled or promoted again).
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
        reminders: change.reminders ?? before.reminders,
        disabled_at: disabled ? (before.disabled_at ?? sql<Date>`now()`) : null,
        disabled_by: disabled ? (before.disabled_at ? sql<number | null>`disabled_by` : by) : null,
      })
      .where('id', '=', id)
      .returning(ACCOUNT_COLUMNS)
      .executeTakeFirstOrThrow();
    if (disabled && !before.disabled_at) await revokeAdminSessions(tx, id);
    const stillGrants = disabled ? [] : adminRoles.filter((granted) => mayGrant(role, granted));
    const withdrawnInvites =
      stillGrants.length === adminRoles.length
        ? []
        : await tx
            .updateTable('admin_invites')
            .set({ withdrawn_at: sql<Date>`now()`, withdrawn_by: by })
            .where('invited_by', '=', id)
            .where('accepted_at', 'is', null)
            .where('withdrawn_at', 'is', null)
            .where(sql<boolean>`expires_at > now()`)
            .$if(stillGrants.length > 0, (qb) => qb.where('role', 'not in', stillGrants))
            .returning(['id', 'email', 'role'])
            .execute();
    return { ok: true as const, account, before, withdrawnInvites };
  });
}

export async function insertInvite(db: Db, invite: { tokenHash: string; email: string; role: AdminRole; invitedBy: number; expiresAt: Date }) {
  return db
    .insertInto('admin_invites')
    .values({ token_hash: invite.tokenHash, email: invite.email, role: invite.role, invited_by: invite.invitedBy, expires_at: invite.expiresAt })
    .returning(['id', 'email', 'role', 'expires_at'])
    .executeTakeFirstOrThrow();
}

/** What decides whether an invitation still works: its own state and its sender's, now. */
const INVITE_COLUMNS = [
  'i.id',
  'i.email',
  'i.role',
  'i.created_at',
  'i.expires_at',
  'i.accepted_at',
  'i.withdrawn_at',
  'a.username as invited_by_name',
  'a.role as sender_role',
  'a.disabled_at as sender_disabled_at',
] as const;

/** An invitation by its token's hash, whatever its state (the caller says why a dead one is dead). */
export function findInvite(db: Db, tokenHash: string) {
  return db
    .selectFrom('admin_invites as i')
    .leftJoin('admins as a', 'a.id', 'i.invited_by')
    .select(INVITE_COLUMNS)
    .select(sql<boolean>`i.expires_at <= now()`.as('expired'))
    .where('i.token_hash', '=', tokenHash)
    .executeTakeFirst();
}
export type InviteRow = NonNullable<Awaited<ReturnType<typeof findInvite>>>;

/** Invitations not used, withdrawn or expired, newest first, with their senders as they are now. */
export function listPendingInvites(db: Db) {
  return db
    .selectFrom('admin_invites as i')
    .leftJoin('admins as a', 'a.id', 'i.invited_by')
    .select(INVITE_COLUMNS)
    .select(sql<boolean>`false`.as('expired'))
    .where('i.accepted_at', 'is', null)
    .where('i.withdrawn_at', 'is', null)
    .where(sql<boolean>`i.expires_at > now()`)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
}

/** Withdraws a pending invitation; undefined when there is none by that id (unknown, used or withdrawn already). */
export function withdrawInvite(db: Db, id: number, by: number) {
  return db
    .updateTable('admin_invites')
    .set({ withdrawn_at: sql<Date>`now()`, withdrawn_by: by })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .returning(['id', 'email', 'role'])
    .executeTakeFirst();
}

export type AcceptResult =
  | { ok: true; admin: { id: number; username: string; role: AdminRole } }
  | { ok: false; reason: 'invalid' | 'sender' | 'username-taken' | 'email-taken' };

/**
 * Uses an invitation once, in one transaction: the invitation is locked (only while still open: a
 * second use finds it taken), its sender is read under a share lock (a disabling or demotion at the
 * same moment waits, or has already committed and is seen) and must still be active and allowed to
 * grant the invitation's role, then the invitation is claimed and the account created with its
 * e-mail and role.
 */
export function acceptInvite(db: Db, tokenHash: string, account: { username: string; passwordHash: string }): Promise<AcceptResult> {
  return db
    .transaction()
    .execute(async (tx) => {
      const invite = await tx
        .selectFrom('admin_invites')
        .select(['id', 'email', 'role', 'invited_by'])
        .where('token_hash', '=', tokenHash)
        .where('accepted_at', 'is', null)
        .where('withdrawn_at', 'is', null)
        .where(sql<boolean>`expires_at > now()`)
        .forUpdate()
        .executeTakeFirst();
      if (!invite) return { ok: false as const, reason: 'invalid' as const };
      const sender = invite.invited_by === null ? undefined : await tx.selectFrom('admins').select(['role', 'disabled_at']).where('id', '=', invite.invited_by).forShare().executeTakeFirst();
      if (!sender || sender.disabled_at !== null || !mayGrant(sender.role, invite.role)) return { ok: false as const, reason: 'sender' as const };
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
      await tx.updateTable('admin_invites').set({ accepted_at: sql<Date>`now()`, admin_id: admin.id }).where('id', '=', invite.id).execute();
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
