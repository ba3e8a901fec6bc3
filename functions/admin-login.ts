import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { readAdminSettings } from '#db/repositories/admin-two-factor.ts';
import { findAdminForSignIn, recordAdminLogin } from '#db/repositories/admins.ts';
import { recordAudit } from './_shared/admin/audit.ts';
import { sessionCookie } from './_shared/admin/cookies.ts';
import { deviceCookie, trustedDevice } from './_shared/admin/device-cookie.ts';
import { adminJson, adminRoute } from './_shared/admin/route.ts';
import { issueSession, sessionKey } from './_shared/admin/session.ts';
import { pruneSignInState, reserveSignIn, signInSucceeded, type LockedThrottle } from './_shared/admin/throttle.ts';
import { checkSecondFactor } from './_shared/admin/two-factor.ts';
import { validateBody } from './_shared/admin/validation.ts';
import { errorResponse } from './_shared/http.ts';
import { verifyAgainstDummy, verifyPassword } from './_shared/passwords.ts';
import { says, t } from './_shared/admin/messages/index.ts';

const USERNAME_MESSAGE = says((m) => m.usernameRequired);
const PASSWORD_MESSAGE = says((m) => m.passwordRequired);
const CODE_INVALID = says((m) => m.codeInvalid);

const LoginInput = v.object({
  username: v.pipe(v.string(USERNAME_MESSAGE), v.trim(), v.nonEmpty(USERNAME_MESSAGE), v.maxLength(100, says((m) => m.usernameTooLong))),
  // Bounded so a huge "password" cannot make the hash expensive.
  password: v.pipe(v.string(PASSWORD_MESSAGE), v.nonEmpty(PASSWORD_MESSAGE), v.maxLength(1024, says((m) => m.passwordTooLong))),
  /** The second factor: six digits from the authenticator app, or a recovery code. */
  code: v.optional(v.pipe(v.string(CODE_INVALID), v.trim(), v.maxLength(64, CODE_INVALID))),
});

/** What the audit log says a lock covers. */
const LOCK_SUMMARY: Record<LockedThrottle, string> = {
  account: '처음 보는 브라우저에서의 이 계정 로그인',
  address: '이 주소(IPv6는 /64)에서의 로그인',
  device: '이 계정에 로그인했던 브라우저 하나',
};

/**
 * POST /api/admin/login. An unknown username and a wrong password get the same answer after the
 * same work (a dummy hash is verified), so the answer does not tell which names exist. Attempts are
 * counted before hashing (see throttle.ts).
 *
 * An account with a second factor needs `code` too: without it the answer is 401 with
 * `secondFactor: 'required'` (the attempt still counts, so codes cannot be guessed faster than
 * passwords); a wrong or reused code is a failed attempt. The browser sends the password again with
 * the code, so no half-signed-in state is kept on the server.
 */
export default adminRoute(
  'admin-login',
  {
    async POST({ req, body, ip, db, cookies, place }) {
      const input = validateBody(LoginInput, body);
      if (!input.ok) return input.response;
      const { username, password, code } = input.value;

      // The wrapper has already checked the key exists (it answers 503 otherwise).
      const key = sessionKey()!;
      const url = new URL(req.url);
      // Any case or Unicode form of the name names the account; the device cookie must name that
      // account (by id) to count as its known browser.
      const admin = await findAdminForSignIn(db, username);
      const device = await trustedDevice(cookies, url, key, admin?.id);
      const gate = await reserveSignIn(db, { id: admin?.id, username }, ip, device);
      if (gate.refused) return gate.refused;

      const valid = admin ? await verifyPassword(password, admin.password) : await verifyAgainstDummy(password);
      // A disabled account answers as a wrong password would: the answer tells nothing about accounts.
      if (!admin || !valid || admin.disabled_at) {
        await recordAudit(db, { username: admin?.username ?? username, action: 'login_failed', ip });
        // A throttle this failure locked: a burst of guesses, recorded once when it starts.
        for (const throttle of gate.locked) await recordAudit(db, { username: admin?.username ?? username, action: 'login_locked', entity: 'throttle', summary: LOCK_SUMMARY[throttle], ip });
        return errorResponse(401, t().invalidCredentials);
      }

      if (admin.totp_enabled_at) {
        if (!code) return errorResponse(401, t().codeRequired, { secondFactor: 'required' });
        const check = await checkSecondFactor(db, admin.id, code);
        if (!check.ok) {
          await recordAudit(db, { admin, action: 'login_failed', entity: 'two_factor', ip });
          for (const throttle of gate.locked) await recordAudit(db, { username: admin?.username ?? username, action: 'login_locked', entity: 'throttle', summary: LOCK_SUMMARY[throttle], ip });
          return errorResponse(401, t().codeInvalid, { secondFactor: 'required', fields: { code: t().codeInvalid } });
        }
        if (check.via === 'recovery') await recordAudit(db, { admin, action: 'recovery_code_used', entity: 'two_factor', summary: `${check.left} recovery codes left`, details: { kind: 'recovery_codes_left', left: check.left }, ip });
      }

      await signInSucceeded(db, admin.id, ip, device);
      const session = await issueSession(db, key, admin, { ip, userAgent: req.headers.get('user-agent'), place });
      await recordAdminLogin(db, admin.id);
      await recordAudit(db, { admin, action: 'login', ip });
      await pruneSignInState(db);
      cookies.set(sessionCookie(url, session.token));
      cookies.set(await deviceCookie(url, key, admin.id));
      const { requireTwoFactor } = await readAdminSettings(db);
      return adminJson({ admin: { id: admin.id, username: admin.username, role: admin.role, twoFactorSetupRequired: requireTwoFactor && !admin.totp_enabled_at, locale: admin.locale, timeZone: admin.time_zone } });
    },
  },
  { auth: false },
);

export const config: Config = { path: '/api/admin/login' };
