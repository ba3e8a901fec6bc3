import type { AdminLocale, AdminRole } from '#domain/admin-access.ts';
import { sql } from 'kysely';
import type { Db } from '../client.ts';

/** Absolute lifetime of a session and how long it may sit unused, in minutes. */
export const SESSION_LIFETIME_MINUTES = 8 * 60;
export const SESSION_IDLE_MINUTES = 30;
/** last_seen_at is written at most this often, so a busy page does not write on every call. */
const TOUCH_INTERVAL_SECONDS = 60;

export interface NewSession {
  id: string;
  adminId: number;
  ip: string | null;
  userAgent: string | null;
  place?: string | null;
}

/** Stores a session that ends SESSION_LIFETIME_MINUTES after now (database time). */
export async function insertSession(db: Db, session: NewSession): Promise<{ createdAt: Date; expiresAt: Date }> {
  const row = await db
    .insertInto('admin_sessions')
    .values({
      id: session.id,
      admin_id: session.adminId,
      expires_at: sql<Date>`now() + make_interval(mins => ${SESSION_LIFETIME_MINUTES}::integer)`,
      ip: session.ip?.slice(0, 64) ?? null,
      user_agent: session.userAgent?.slice(0, 500) ?? null,
      place: session.place?.slice(0, 120) ?? null,
    })
    .returning(['created_at', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { createdAt: row.created_at, expiresAt: row.expires_at };
}

export interface ActiveSession {
  sessionId: string;
  adminId: number;
  username: string;
  role: AdminRole;
  /** The owner requires a second factor and this account has none yet: only setting one up is open. */
  twoFactorSetupRequired: boolean;
  /** My account's language and time zone (null: the firm's), read with the session. */
  locale: AdminLocale;
  timeZone: string | null;
}

/**
 * The session and its administrator when it is still good: not revoked, not past its end, used in
 * the last SESSION_IDLE_MINUTES, issued no earlier than the administrator's last password change, and
 * the account is not disabled.
 * A good session's last_seen_at moves to now if it is more than a minute old.
 */
export async function findActiveSession(db: Db, sessionId: string): Promise<ActiveSession | undefined> {
  const row = await db
    .selectFrom('admin_sessions as s')
    .innerJoin('admins as a', 'a.id', 's.admin_id')
    .select([
      's.id', 's.admin_id', 'a.username', 'a.role', 'a.locale', 'a.time_zone',
      sql<boolean>`s.last_seen_at < now() - make_interval(secs => ${TOUCH_INTERVAL_SECONDS}::integer)`.as('stale'),
      sql<boolean>`a.totp_enabled_at IS NULL AND EXISTS (SELECT 1 FROM admin_settings WHERE require_two_factor)`.as('setup_required'),
    ])
    .where('s.id', '=', sessionId)
    .where('s.revoked_at', 'is', null)
    .where(sql<boolean>`s.expires_at > now()`)
    .where(sql<boolean>`s.created_at > now() - make_interval(mins => ${SESSION_LIFETIME_MINUTES}::integer)`)
    .where(sql<boolean>`s.last_seen_at > now() - make_interval(mins => ${SESSION_IDLE_MINUTES}::integer)`)
    .where(sql<boolean>`s.created_at >= a.password_changed_at`)
    .where('a.disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.stale) {
    await db.updateTable('admin_sessions').set({ last_seen_at: sql<Date>`now()` }).where('id', '=', row.id).execute();
  }
  return { sessionId: row.id, adminId: row.admin_id, username: row.username, role: row.role, twoFactorSetupRequired: row.setup_required, locale: row.locale, timeZone: row.time_zone };
}

/** The administrator's sessions that are still good, newest activity first (the "my sessions" list). */
export function listActiveSessions(db: Db, adminId: number) {
  return db
    .selectFrom('admin_sessions as s')
    .innerJoin('admins as a', 'a.id', 's.admin_id')
    .select(['s.id', 's.created_at', 's.last_seen_at', 's.ip', 's.user_agent', 's.place'])
    .where('s.admin_id', '=', adminId)
    .where('s.revoked_at', 'is', null)
    .where(sql<boolean>`s.expires_at > now()`)
    .where(sql<boolean>`s.last_seen_at > now() - make_interval(mins => ${SESSION_IDLE_MINUTES}::integer)`)
    .where(sql<boolean>`s.created_at >= a.password_changed_at`)
    .orderBy('s.last_seen_at', 'desc')
    .execute();
}

/** Ends one of the administrator's own sessions; false when it is not theirs or already over. */
export async function revokeOwnSession(db: Db, adminId: number, sessionId: string): Promise<boolean> {
  const result = await db.updateTable('admin_sessions').set({ revoked_at: sql<Date>`now()` }).where('id', '=', sessionId).where('admin_id', '=', adminId).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.updateTable('admin_sessions').set({ revoked_at: sql<Date>`now()` }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Ends every session of the administrator (all but `exceptId` when given); returns how many. */
export async function revokeAdminSessions(db: Db, adminId: number, exceptId?: string): Promise<number> {
  let query = db.updateTable('admin_sessions').set({ revoked_at: sql<Date>`now()` }).where('admin_id', '=', adminId).where('revoked_at', 'is', null);
  if (exceptId) query = query.where('id', '<>', exceptId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Drops sessions that ended before `cutoff` (housekeeping). */
export async function deleteSessionsEndedBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('admin_sessions').where('expires_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
