import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { reserveAttempt } from '#db/repositories/admin-login-throttle.ts';
import { mailConfigured } from './_shared/admin/accounts.ts';
import { mailPasswordReset } from './_shared/admin/password-reset.ts';
import { adminJson, adminRoute } from './_shared/admin/route.ts';
import { ADDRESS_POLICY, throttledResponse } from './_shared/admin/throttle.ts';
import { t } from './_shared/admin/messages/index.ts';
import { AdminEmail, validateBody } from './_shared/admin/validation.ts';
import { clientKey } from './_shared/client-address.ts';
import { errorResponse } from './_shared/http.ts';
import { siteAddressMissing } from './_shared/site-address.ts';

const ResetRequest = v.object({
  email: AdminEmail,
});

/**
 * POST /api/admin/password-reset `{ email }` (no session): when the address belongs to an active
 * account, a one-time link valid 30 minutes is e-mailed (only its SHA-256 is stored), at most
 * RESET_MAILS_PER_HOUR an hour per account. The answer is the same 202 in every case, and it goes
 * before anything that depends on the address (lookup, token, mail: left to waitUntil), so neither
 * the answer nor its timing tells which addresses have accounts. 409 `{ reason: 'no-mail' }` without
 * mail configured; 429 past a few requests from one client address. GET `{ available }`: whether
 * mail is configured (the login card offers the reset only then).
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
      waitUntil(mailPasswordReset(db, input.value.email, site));
      return adminJson({ ok: true }, 202);
    },
  },
  { auth: false },
);

export const config: Config = { path: '/api/admin/password-reset' };
