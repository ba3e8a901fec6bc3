import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { upsertAdmin } from '../db/repositories/admins.ts';
import { hashPassword, MIN_PASSWORD_LENGTH } from '../functions/_shared/passwords.ts';

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
  const admin = await upsertAdmin(db, username, await hashPassword(password));
  if (generated) {
    log(`Created the administrator "${username}" with the password: ${password}`);
    log('It is shown only this once. Change it with: npm run admin -- create ' + username);
  } else {
    log(`Created the administrator "${username}" from ADMIN_USERNAME / ADMIN_PASSWORD.`);
  }
  return admin;
}
