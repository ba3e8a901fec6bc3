import { sql } from 'kysely';
import type { Db } from '../client.ts';
import type { AdminLocale, AdminRole } from '#domain/admin-access.ts';

export function findAdminByUsername(db: Db, username: string) {
  return db.selectFrom('admins').selectAll().where('username', '=', username).executeTakeFirst();
}

export function findAdminById(db: Db, id: number) {
  return db.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db.selectFrom('admins').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every administrator, without password hashes, for the CLI's list. */
export function listAdmins(db: Db) {
  return db
    .selectFrom('admins')
    .select(['id', 'username', 'role', 'created_at', 'last_login', 'password_changed_at'])
    .orderBy('id')
    .execute();
}

/**
 * Creates the administrator (an owner unless `role` says otherwise), or replaces the password of an
 * existing one with that username, and its role when `role` is given. A replaced password moves
 * password_changed_at, which voids every session issued before it.
 */
export async function upsertAdmin(db: Db, username: string, passwordHash: string, role?: AdminRole) {
  const row = await db
    .insertInto('admins')
    .values({ username, password: passwordHash, ...(role ? { role } : {}) })
    .onConflict((oc) => oc.column('username').doUpdateSet({ password: passwordHash, password_changed_at: sql<Date>`now()`, ...(role ? { role } : {}) }))
    .returning(['id', 'username', sql<boolean>`(xmax <> 0)`.as('existed')])
    .executeTakeFirstOrThrow();
  return { id: row.id, username: row.username, created: !row.existed };
}

/** Sets a new password hash; sessions issued before now are void from here on. */
export async function setAdminPassword(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.updateTable('admins').set({ password: passwordHash, password_changed_at: sql<Date>`now()` }).where('id', '=', id).execute();
}

export async function recordAdminLogin(db: Db, id: number): Promise<void> {
  await db.updateTable('admins').set({ last_login: sql<Date>`now()` }).where('id', '=', id).execute();
}

/** What My account shows and changes: e-mail, the admin app's language and time zone. */
export function findAdminPreferences(db: Db, id: number) {
  return db.selectFrom('admins').select(['email', 'locale', 'time_zone']).where('id', '=', id).executeTakeFirst();
}

export type PreferencesChange = { email?: string; locale?: AdminLocale; timeZone?: string | null };

/** Saves the change; 'email-taken' when another account has that e-mail (ignoring case). */
export async function updateAdminPreferences(db: Db, id: number, change: PreferencesChange): Promise<'ok' | 'email-taken'> {
  if (change.email === undefined && change.locale === undefined && change.timeZone === undefined) return 'ok';
  try {
    await db
      .updateTable('admins')
      .set({
        ...(change.email !== undefined ? { email: change.email } : {}),
        ...(change.locale !== undefined ? { locale: change.locale } : {}),
        ...(change.timeZone !== undefined ? { time_zone: change.timeZone } : {}),
      })
      .where('id', '=', id)
      .execute();
    return 'ok';
  } catch (error) {
    if ((error as { code?: string }).code === '23505') return 'email-taken';
    throw error;
  }
}
