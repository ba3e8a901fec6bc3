import type { AdminRole } from '#domain/admin-access.ts';
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import type { Db } from '#db/client.ts';
import { revokeAdminSessions } from '#db/repositories/admin-sessions.ts';
import { removeTwoFactor } from '#db/repositories/admin-two-factor.ts';
import { findAdminByUsername, listAdmins, updateAdminPreferences, upsertAdmin } from '#db/repositories/admins.ts';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, type ScryptParams } from '#functions/_shared/passwords.ts';

export class AdminAccountError extends Error {}

// Up to the column's 50 characters, no spaces or control characters (Korean names are fine).
const USERNAME = /^[^\s\p{C}]{1,50}$/u;
// The e-mail rule the admin API uses (valibot's), so the command line accepts what the app would.
const EMAIL = v.pipe(v.string(), v.maxLength(254), v.email());

/** Why a username or password cannot be used, or undefined when it can. */
export function checkCredentials(username: string, password: string): string | undefined {
  if (!USERNAME.test(username)) return 'The username must be 1 to 50 characters without spaces.';
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
  return undefined;
}

export interface AccountOptions {
  /** Hashing cost for tests only. */
  scrypt?: ScryptParams | undefined;
  /** The role of a new account (owner when absent), or the new role of an existing one. */
  role?: AdminRole | undefined;
  /** The account's e-mail (password resets go there); unchanged when absent. */
  email?: string | undefined;
}

/**
 * Creates the administrator, or resets the password of an existing one. A reset ends every session
 * of that account (password_changed_at moves to now and its sessions are revoked). Throws
 * AdminAccountError for an unusable username, password or e-mail, a name or e-mail another account
 * has (in any case or Unicode form).
 */
export async function createOrResetAdmin(
  db: Db,
  username: string,
  password: string,
  options: AccountOptions = {},
): Promise<{ id: number; username: string; created: boolean; revokedSessions: number }> {
  const problem = checkCredentials(username, password);
  if (problem) throw new AdminAccountError(problem);
  if (options.email !== undefined && !v.is(EMAIL, options.email)) throw new AdminAccountError('The e-mail address is not valid.');
  const hash = await hashPassword(password, options.scrypt);
  const store = async (tx: Db) => {
    const admin = await upsertAdmin(tx, username, hash, options.role);
    if (admin.clash !== undefined) {
      throw new AdminAccountError(`The administrator "${admin.clash}" has this name already (names that differ only in case or Unicode form are the same); nothing was changed.`);
    }
    if (options.email !== undefined && (await updateAdminPreferences(tx, admin.id, { email: options.email })) === 'email-taken') {
      throw new AdminAccountError('Another administrator has this e-mail address; nothing was changed.');
    }
    const revokedSessions = admin.created ? 0 : await revokeAdminSessions(tx, admin.id);
    return { ...admin, revokedSessions };
  };
  // The seed calls this inside its own transaction; Kysely does not nest them.
  return db.isTransaction ? store(db) : db.transaction().execute(store);
}

/**
 * The administrators, for `npm run admin -- list`: one line each, never a hash. An account an older
 * version let share its name or e-mail with another under another case or Unicode form (kept and
 * marked by the migration) says so, for the operator to disable the one that should not exist.
 */
export async function describeAdmins(db: Db): Promise<string[]> {
  const rows = await listAdmins(db);
  return rows.map((row) => {
    const clash = [row.username_clash ? 'CLASH: username' : '', row.email_clash ? 'CLASH: e-mail' : ''].filter(Boolean).join(', ');
    return `${row.id}\t${row.username}\t${row.role}\t${row.created_at.toISOString()}\t${row.last_login?.toISOString() ?? 'never'}${clash ? `\t${clash}` : ''}`;
  });
}

/**
 * The first administrator of a new installation. There are no default credentials: the account
 * comes from ADMIN_USERNAME / ADMIN_PASSWORD, or is `admin` with a random password printed once.
 */
export async function ensureFirstAdmin(db: Db, log: (line: string) => void): Promise<{ id: number; username: string }> {
  const username = process.env.ADMIN_USERNAME?.trim() || 'admin';
  let password = process.env.ADMIN_PASSWORD;
  const generated = !password;
  if (password !== undefined && password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  password ??= randomBytes(12).toString('base64url');
  const { id } = await createOrResetAdmin(db, username, password);
  if (generated) {
    log(`Created the administrator "${username}" with the password: ${password}`);
    log('It is shown only this once. Change it with: npm run admin -- create ' + username);
  } else {
    log(`Created the administrator "${username}" from ADMIN_USERNAME / ADMIN_PASSWORD.`);
  }
  return { id, username };
}

/**
 * `npm run admin -- reset-2fa <username>`: removes the account's second factor and recovery codes
 * and ends its sessions, for an owner who lost both when no other owner can reset it. Answers whether
 * it had one; throws AdminAccountError for an unknown username.
 */
export async function resetTwoFactor(db: Db, username: string): Promise<boolean> {
  const admin = await findAdminByUsername(db, username);
  if (!admin) throw new AdminAccountError(`No administrator "${username}".`);
  return removeTwoFactor(db, admin.id, { signOut: true });
}
