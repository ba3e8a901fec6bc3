import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { findAdminByUsername, recordAdminLogin } from '#db/repositories/admins.ts';
import { recordAudit } from './_shared/admin/audit.ts';
import { sessionCookie } from './_shared/admin/cookies.ts';
import { adminJson, adminRoute } from './_shared/admin/route.ts';
import { issueSession, sessionKey } from './_shared/admin/session.ts';
import { pruneSignInState, reserveSignIn, signInSucceeded } from './_shared/admin/throttle.ts';
import { validateBody } from './_shared/admin/validation.ts';
import { errorResponse } from './_shared/http.ts';
import { verifyAgainstDummy, verifyPassword } from './_shared/passwords.ts';

const USERNAME_MESSAGE = '아이디를 입력하세요';
const PASSWORD_MESSAGE = '비밀번호를 입력하세요';
const INVALID_CREDENTIALS = '아이디 또는 비밀번호가 잘못되었습니다.';

const LoginInput = v.object({
  username: v.pipe(v.string(USERNAME_MESSAGE), v.trim(), v.nonEmpty(USERNAME_MESSAGE), v.maxLength(100, '아이디가 너무 깁니다')),
  // Bounded so a huge "password" cannot make the hash expensive.
  password: v.pipe(v.string(PASSWORD_MESSAGE), v.nonEmpty(PASSWORD_MESSAGE), v.maxLength(1024, '비밀번호가 너무 깁니다')),
});

/**
 * POST /api/admin/login. An unknown username and a wrong password get the same answer after the
 * same work (a dummy hash is verified), so the answer does not tell which names exist. Attempts are
 * counted before hashing (see throttle.ts).
 */
export default adminRoute(
  'admin-login',
  {
    async POST({ req, body, ip, db, cookies }) {
      const input = validateBody(LoginInput, body);
      if (!input.ok) return input.response;
      const { username, password } = input.value;

      const throttled = await reserveSignIn(db, username, ip);
      if (throttled) return throttled;

      const admin = await findAdminByUsername(db, username);
      const valid = admin ? await verifyPassword(password, admin.password) : await verifyAgainstDummy(password);
      if (!admin || !valid) {
        await recordAudit(db, { username, action: 'login_failed', ip });
        return errorResponse(401, INVALID_CREDENTIALS);
      }

      await signInSucceeded(db, username, ip);
      // The wrapper has already checked the key exists (it answers 503 otherwise).
      const key = sessionKey()!;
      const session = await issueSession(db, key, admin, { ip, userAgent: req.headers.get('user-agent') });
      await recordAdminLogin(db, admin.id);
      await recordAudit(db, { admin, action: 'login', ip });
      await pruneSignInState(db);
      cookies.set(sessionCookie(new URL(req.url), session.token));
      return adminJson({ admin: { id: admin.id, username: admin.username, role: admin.role } });
    },
  },
  { auth: false },
);

export const config: Config = { path: '/api/admin/login' };
