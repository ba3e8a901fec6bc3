import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { revokeAdminSessions } from '#db/repositories/admin-sessions.ts';
import { setAdminPassword } from '#db/repositories/admins.ts';
import { recordAudit } from './_shared/admin/audit.ts';
import { sessionCookie } from './_shared/admin/cookies.ts';
import { CurrentPassword, refuseWrongPassword } from './_shared/admin/current-password.ts';
import { adminJson, adminRoute } from './_shared/admin/route.ts';
import { issueSession, sessionKey } from './_shared/admin/session.ts';
import { validateBody } from './_shared/admin/validation.ts';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './_shared/passwords.ts';
import { says } from './_shared/admin/messages/index.ts';

const NEW_MESSAGE = says((m) => m.newPasswordLength);

const PasswordInput = v.object({
  currentPassword: CurrentPassword,
  newPassword: v.pipe(v.string(NEW_MESSAGE), v.minLength(MIN_PASSWORD_LENGTH, NEW_MESSAGE), v.maxLength(MAX_PASSWORD_LENGTH, NEW_MESSAGE)),
});

/**
 * POST /api/admin/password. Every session of the administrator ends (password_changed_at moves and
 * the rows are revoked); the caller gets a fresh session issued after the change, so stays signed in.
 * Wrong current passwords count against the account's sign-in throttle.
 */
export default adminRoute('admin-password', {
  async POST({ req, body, admin, db, ip, url, cookies, place }) {
    const input = validateBody(PasswordInput, body);
    if (!input.ok) return input.response;
    const { currentPassword, newPassword } = input.value;

    const refused = await refuseWrongPassword(db, admin, currentPassword);
    if (refused) return refused;

    const hash = await hashPassword(newPassword);
    const key = sessionKey()!;
    const session = await db.transaction().execute(async (tx) => {
      await setAdminPassword(tx, admin.id, hash);
      await revokeAdminSessions(tx, admin.id);
      return issueSession(tx, key, admin, { ip, userAgent: req.headers.get('user-agent'), place });
    });
    await recordAudit(db, { admin, action: 'password_change', ip });
    cookies.set(sessionCookie(url, session.token));
    return adminJson({ ok: true });
  },
});

export const config: Config = { path: '/api/admin/password' };
