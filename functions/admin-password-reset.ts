import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { reserveAttempt } from '#db/repositories/admin-login-throttle.ts';
import { findActiveAdminByEmail, insertPasswordReset } from '#db/repositories/admin-password-resets.ts';
import { mailConfigured, newOneTimeToken, sendAdminMail } from './_shared/admin/accounts.ts';
import { adminJson, adminRoute } from './_shared/admin/route.ts';
import { ADDRESS_POLICY, throttledResponse } from './_shared/admin/throttle.ts';
import { t } from './_shared/admin/messages/index.ts';
import { AdminEmail, validateBody } from './_shared/admin/validation.ts';
import { clientKey } from './_shared/client-address.ts';
import { errorResponse } from './_shared/http.ts';
import { siteAddressMissing } from './_shared/site-address.ts';

const RESET_LIFETIME_MINUTES = 30;
const ResetRequest = v.object({
  email: AdminEmail,
});

/**
 * POST /api/admin/password-reset `{ email }` (no session): when the address belongs to an active
 * account, a one-time link valid 30 minutes is e-mailed (only its SHA-256 is stored). The answer is
 * the same 202 whether or not it does, and the mail goes after the answer, so neither the answer nor
 * its timing tells which addresses have accounts. 409 `{ reason: 'no-mail' }` without mail
 * configured; 429 past a few requests from one address. GET `{ available }`: whether mail is
 * configured (the login card offers the reset only then).
 */
export default adminRoute(
  'admin-password-reset',
  {
    GET: async () => adminJson({ available: mailConfigured() }),
    async POST({ body, db, ip, site, waitUntil }) {
      // The server's state, not the request, stands in the way: 409, with what to do instead.
      if (!mailConfigured()) return errorResponse(409, t().noMail, { reason: 'no-mail' });
      if (!site) return siteAddressMissing('admin-password-reset');
      const input = validateBody(ResetRequest, body);
      if (!input.ok) return input.response;
      const gate = await reserveAttempt(db, `reset:${clientKey(ip)}`.slice(0, 200), ADDRESS_POLICY);
      if (!gate.allowed) return throttledResponse(gate.retryAfterSeconds);
      const admin = await findActiveAdminByEmail(db, input.value.email);
      if (admin?.email) {
        const { token, tokenHash } = newOneTimeToken();
        await insertPasswordReset(db, { adminId: admin.id, tokenHash, expiresAt: new Date(Date.now() + RESET_LIFETIME_MINUTES * 60_000) });
        const link = `${site}/admin?reset=${token}`;
        waitUntil(sendAdminMail(admin.email, '비밀번호 재설정 / Password reset', [
          `${admin.username}님, 아래 링크에서 30분 안에 새 비밀번호를 정하세요. 요청하지 않았다면 이 메일을 무시하세요.`,
          `${admin.username}, set a new password within 30 minutes at the link below. If you did not ask, ignore this e-mail.`,
          '',
          link,
        ]));
      }
      return adminJson({ ok: true }, 202);
    },
  },
  { auth: false },
);

export const config: Config = { path: '/api/admin/password-reset' };
