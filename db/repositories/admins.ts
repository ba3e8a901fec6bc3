import { sql, type Expression, type RawBuilder } from 'kysely';
import type { Db } from '../client.ts';
import type { AdminLocale, AdminRole } from '#domain/admin-access.ts';

/**
 * The key under which two usernames (or e-mails) are the same: NFKC, then lower case. Computed by
 * the database, as its unique indexes admins_username_folded / admins_email_folded are (migration
 * 20261127140000_admin_name_keys), so a lookup and the index can never disagree.
 */
export function nameKey(value: Expression<string | null> | string): RawBuilder<string> {
  return sql<string>`lower(normalize(${typeof value === 'string' ? sql.val(value) : value}, NFKC))`;
}

/** The account with exactly this username (its stored spelling). */
export function findAdminByUsername(db: Db, username: string) {
  return db.selectFrom('admins').selectAll().where('username', '=', username).executeTakeFirst();
}

/**
 * The account a sign-in names, in any case or Unicode form of its username. The exact spelling wins;
 * otherwise the one account with that key. Where an older version let two accounts share a key
 * (kept and marked by the migration), another spelling names neither.
 */
export async function findAdminForSignIn(db: Db, username: string) {
  const rows = await db
    .selectFrom('admins')
    .selectAll()
    .where(nameKey(sql.ref('username')), '=', nameKey(username))
    .orderBy(sql`username = ${username}`, 'desc')
    .orderBy('id')
    .limit(2)
    .execute();
  const [first, second] = rows;
  return first && (first.username === username || !second) ? first : undefined;
}

/** The account whose username has the same key as this one (another spelling included), if any. */
function findAdminWithSameName(db: Db, username: string) {
  return db.selectFrom('admins').select(['id', 'username']).where(nameKey(sql.ref('username')), '=', nameKey(username)).orderBy('id').executeTakeFirst();
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
    .select(['id', 'username', 'role', 'created_at', 'last_login', 'password_changed_at', 'username_clash', 'email_clash'])
    .orderBy('id')
    .execute();
}

/**
 * Creates the administrator (an owner unless `role` says otherwise), or replaces the password of an
 * existing one with that username, and its role when `role` is given. A replaced password moves
 * password_changed_at, which voids every session issued before it. `clash`: another account has the
 * name under another case or Unicode form, and nothing was changed.
 */
export async function upsertAdmin(db: Db, username: string, passwordHash: string, role?: AdminRole) {
  const same = await findAdminWithSameName(db, username);
  if (same && same.username !== username) return { clash: same.username };
  const row = await db
    .insertInto('admins')
    .values({ username, password: passwordHash, ...(role ? { role } : {}) })
    .onConflict((oc) => oc.column('username').doUpdateSet({ password: passwordHash, password_changed_at: sql<Date>`now()`, ...(role ? { role } : {}) }))
    .returning(['id', 'username', sql<boolean>`(xmax <> 0)`.as('existed')])
    .executeTakeFirstOrThrow();
  return { id: row.id, username: row.username, created: !row.existed, clash: undefined };
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

/** Saves the change; 'email-taken' when another account has that e-mail (ignoring case and Unicode form). */
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
