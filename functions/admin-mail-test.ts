import type { Config } from '@netlify/functions';
import { mailHealth, sendTestMail } from './_shared/mail/health.ts';
import { t } from './_shared/admin/messages/index.ts';
import { adminJson, adminRoute } from './_shared/admin/route.ts';
import { errorResponse } from './_shared/http.ts';

/**
 * POST /api/admin/mail-test (owners): sends a test mail to the signed-in owner's own address and
 * answers 200 `{ to, health }` once the mail server took it (recorded like every mail). 409 `{ reason:
 * 'no-mail' }` without a mail server, `{ reason: 'no-address' }` when the account has no e-mail; 502
 * `{ reason: 'send-failed', error }` with the mail server's error (recorded as a failure).
 */
export default adminRoute('admin-mail-test', {
  POST: async ({ db, admin }) => {
    const sent = await sendTestMail(db, admin);
    if (sent.ok) return adminJson({ health: await mailHealth(db, admin) });
    if (sent.reason === 'no-mail') return errorResponse(409, t().mailTestNoMail, { reason: 'no-mail' });
    if (sent.reason === 'no-address') return errorResponse(409, t().mailTestNoAddress, { reason: 'no-address' });
    return errorResponse(502, t().mailTestFailed(sent.error), { reason: 'send-failed', error: sent.error });
  },
});

export const config: Config = { path: '/api/admin/mail-test' };
