import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { REPLY_BODY_MAX, REPLY_SUBJECT_MAX } from '#domain/inquiry/handling.ts';
import { inquiryHistory, replyToInquiry } from './_shared/admin/inquiries/reply.ts';
import { says, t } from './_shared/admin/messages/index.ts';
import { adminJson, adminRoute, notFound } from './_shared/admin/route.ts';
import { parseId } from '#domain/ids.ts';
import { validateBody } from './_shared/admin/validation.ts';
import { errorResponse } from './_shared/http.ts';

const SUBJECT = says((m) => m.enter(m.fields.subject));
const BODY = says((m) => m.enter(m.fields.reply));
const ReplyInput = v.object({
  subject: v.pipe(v.string(SUBJECT), v.trim(), v.nonEmpty(SUBJECT), v.maxLength(REPLY_SUBJECT_MAX, says((m) => m.atMost(m.fields.subject, REPLY_SUBJECT_MAX)))),
  body: v.pipe(v.string(BODY), v.trim(), v.nonEmpty(BODY), v.maxLength(REPLY_BODY_MAX, says((m) => m.atMost(m.fields.reply, REPLY_BODY_MAX)))),
});

/**
 * POST /api/admin/contacts/:id/reply `{ subject, body }`: e-mails the visitor (the reference in the
 * subject, the firm's address for answers) and answers 201 with the inquiry's history and mails, the
 * reply in them. 409 `{ reason: 'no-mail' }` when no mail server is set up (nothing is recorded); 502
 * `{ reason: 'send-failed', deliveryId }` when the mail server refused it: the reply is kept as a
 * failed mail with its text, to be sent again (admin-contact-reply-resend); 404 for an inquiry that is not there.
 */
export default adminRoute('admin-contact-reply', {
  POST: async ({ params, body, db, admin, ip }) => {
    const id = parseId(params.id);
    if (id === undefined) return notFound();
    const input = validateBody(ReplyInput, body);
    if (!input.ok) return input.response;
    const result = await replyToInquiry(db, { admin, ip }, id, input.value);
    if (result.ok) return adminJson(await inquiryHistory(db, id), 201);
    if (result.reason === 'missing') return notFound();
    if (result.reason === 'no-mail') return errorResponse(409, t().replyNoMail, { reason: 'no-mail' });
    return errorResponse(502, t().replyNotSent, { reason: 'send-failed', deliveryId: result.deliveryId });
  },
});

export const config: Config = { path: '/api/admin/contacts/:id/reply' };
