import type { Config } from '@netlify/functions';
import { parseId } from '#domain/ids.ts';
import { inquiryHistory, resendReply } from './_shared/admin/inquiries/reply.ts';
import { t } from './_shared/admin/messages/index.ts';
import { adminJson, adminRoute, notFound } from './_shared/admin/route.ts';
import { errorResponse } from './_shared/http.ts';

/**
 * POST /api/admin/contacts/:id/replies/:deliveryId/resend: sends a reply of this inquiry again that
 * failed, bounced or was lost mid-send (its text as written, a new Message-ID) and answers 200 with
 * the inquiry's history and mails. 409 `{ reason: 'no-mail' }` without a mail server, `{ reason:
 * 'not-resendable' }` for a reply that went or is being sent; 502 `{ reason: 'send-failed' }` when the
 * mail server refused it again (it stays failed); 404 for no such reply of this inquiry.
 */
export default adminRoute('admin-contact-reply-resend', {
  POST: async ({ params, db, admin, ip }) => {
    const id = parseId(params.id);
    const deliveryId = parseId(params.deliveryId);
    if (id === undefined || deliveryId === undefined) return notFound();
    const result = await resendReply(db, { admin, ip }, id, deliveryId);
    if (result.ok) return adminJson(await inquiryHistory(db, id));
    if (result.reason === 'missing') return notFound();
    if (result.reason === 'no-mail') return errorResponse(409, t().replyNoMail, { reason: 'no-mail' });
    if (result.reason === 'not-resendable') return errorResponse(409, t().replyNotResendable, { reason: 'not-resendable' });
    return errorResponse(502, t().replyNotSent, { reason: 'send-failed', deliveryId });
  },
});

export const config: Config = { path: '/api/admin/contacts/:id/replies/:deliveryId/resend' };
