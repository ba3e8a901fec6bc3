/** Password resets: a request per e-mail (a few an hour per account), used once within its 30 minutes, ending every session. */
import { sql } from 'kysely';
import type { Db } from '../client.ts';
import { revokeAdminSessions } from './admin-sessions.ts';
import { nameKey, setAdminPassword } from './admins.ts';

/** The active account with this e-mail in any case or Unicode form (as the unique index folds it), if any, with its admin language (the mail's). */
export function findActiveAdminByEmail(db: Db, email: string) {
  return db
    .selectFrom('admins')
    .select(['id', 'username', 'email', 'locale'])
    .where(nameKey(sql.ref('email')), '=', nameKey(email))
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Stores a reset unless the account already had `max` of them (used or not) within the last
 * `windowMinutes`: each row is a mail sent, so this bounds the mails one account receives whoever
 * asks. The account's row is locked while counting, so parallel requests cannot all slip under the
 * limit. Answers whether the reset was stored (and may be mailed).
 */
export function insertPasswordResetWithinLimit(
  db: Db,
  reset: { adminId: number; tokenHash: string; expiresAt: Date },
  limit: { max: number; windowMinutes: number },
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const account = await tx.selectFrom('admins').select('id').where('id', '=', reset.adminId).forNoKeyUpdate().executeTakeFirst();
    if (!account) return false;
    const { sent } = await tx
      .selectFrom('admin_password_resets')
      .select((eb) => eb.fn.countAll<string>().as('sent'))
      .where('admin_id', '=', reset.adminId)
      .where(sql<boolean>`created_at > now() - make_interval(mins => ${limit.windowMinutes}::integer)`)
      .executeTakeFirstOrThrow();
    if (Number(sent) >= limit.max) return false;
    await tx.insertInto('admin_password_resets').values({ admin_id: reset.adminId, token_hash: reset.tokenHash, expires_at: reset.expiresAt }).execute();
    return true;
  });
}

/** The account an unused, unexpired reset belongs to (an enabled one only). */
export function findOpenReset(db: Db, tokenHash: string) {
  return db
    .selectFrom('admin_password_resets as r')
    .innerJoin('admins as a', 'a.id', 'r.admin_id')
    .select(['r.id', 'a.id as admin_id', 'a.username'])
    .where('r.token_hash', '=', tokenHash)
    .where('r.used_at', 'is', null)
    .where(sql<boolean>`r.expires_at > now()`)
    .where('a.disabled_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Uses a reset once: in one transaction the reset is claimed (only if still open), the password
 * replaced (password_changed_at moves: every session issued before is void) and every session
 * revoked; the account's other open resets are used up too.
 */
export function usePasswordReset(db: Db, tokenHash: string, passwordHash: string): Promise<{ adminId: number; username: string } | undefined> {
  return db.transaction().execute(async (tx) => {
    const reset = await tx
      .updateTable('admin_password_resets as r')
      .set({ used_at: sql<Date>`now()` })
      .from('admins as a')
      .whereRef('a.id', '=', 'r.admin_id')
      .where('r.token_hash', '=', tokenHash)
      .where('r.used_at', 'is', null)
      .where(sql<boolean>`r.expires_at > now()`)
      .where('a.disabled_at', 'is', null)
      .returning(['r.admin_id', 'a.username'])
      .executeTakeFirst();
    if (!reset) return undefined;
    await setAdminPassword(tx, reset.admin_id, passwordHash);
    await revokeAdminSessions(tx, reset.admin_id);
    await tx.updateTable('admin_password_resets').set({ used_at: sql<Date>`now()` }).where('admin_id', '=', reset.admin_id).where('used_at', 'is', null).execute();
    return { adminId: reset.admin_id, username: reset.username };
  });
}
