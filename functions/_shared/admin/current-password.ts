/**
 * Asking a signed-in administrator for their password again before a change that would let a
 * stolen session keep the account (a new password, e-mail or second factor). Wrong answers count
 * against the account's sign-in throttle, so a session cannot be used to guess the password.
 */
import * as v from 'valibot';
import type { Db } from '#db/client.ts';
import { findAdminById } from '#db/repositories/admins.ts';
import { errorResponse } from '../http.ts';
import { verifyPassword } from '../passwords.ts';
import { fieldErrors } from './route.ts';
import { passwordCheckSucceeded, reservePasswordCheck } from './throttle.ts';
import { says, t } from './messages/index.ts';


/** The `currentPassword` field of such a change. */
export const CurrentPassword = v.pipe(v.string(says((m) => m.currentPasswordRequired)), v.nonEmpty(says((m) => m.currentPasswordRequired)), v.maxLength(1024, says((m) => m.currentPasswordRequired)));

/** undefined when the password is the account's; otherwise the answer to give (400, 401 or 429). */
export async function refuseWrongPassword(db: Db, admin: { id: number; username: string }, password: string): Promise<Response | undefined> {
  const throttled = await reservePasswordCheck(db, admin.id);
  if (throttled) return throttled;
  const account = await findAdminById(db, admin.id);
  if (!account) return errorResponse(401, 'Unauthorized');
  if (!(await verifyPassword(password, account.password))) return fieldErrors({ currentPassword: t().currentPasswordWrong });
  await passwordCheckSucceeded(db, admin.id);
  return undefined;
}
