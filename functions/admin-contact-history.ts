import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { NOTE_MAX_LENGTH } from '#domain/inquiry/handling.ts';
import { noteInquiry } from './_shared/admin/inquiries/handling.ts';
import { inquiryHistory } from './_shared/admin/inquiries/reply.ts';
import { says } from './_shared/admin/messages/index.ts';
import { adminJson, adminRoute, notFound } from './_shared/admin/route.ts';
import { parseId } from '#domain/ids.ts';
import { validateBody } from './_shared/admin/validation.ts';

const NOTE = says((m) => m.enter(m.fields.note));
const NoteInput = v.object({
  note: v.pipe(v.string(NOTE), v.trim(), v.nonEmpty(NOTE), v.maxLength(NOTE_MAX_LENGTH, says((m) => m.atMost(m.fields.note, NOTE_MAX_LENGTH)))),
});

/**
 * GET /api/admin/contacts/:id/history: `{ events: InquiryEvent[], mails: MailDelivery[] }`, oldest
 * first: every status, assignee and follow-up change and every note, with who and when
 * (src/domain/inquiry/handling.ts), and every mail of the inquiry with what became of it
 * (src/domain/mail/delivery.ts).
 * POST `{ note }`: adds an internal note (append-only: notes are never edited or removed) and answers
 * the history with it, 201. 404 for an inquiry that is not there.
 */
export default adminRoute('admin-contact-history', {
  GET: async ({ params, db }) => {
    const id = parseId(params.id);
    const history = id === undefined ? undefined : await inquiryHistory(db, id);
    return history ? adminJson(history) : notFound();
  },
  POST: async ({ params, body, db, admin, ip }) => {
    const id = parseId(params.id);
    if (id === undefined) return notFound();
    const input = validateBody(NoteInput, body);
    if (!input.ok) return input.response;
    if (!(await noteInquiry(db, { admin, ip }, id, input.value.note))) return notFound();
    return adminJson((await inquiryHistory(db, id)) ?? { events: [], mails: [] }, 201);
  },
});

export const config: Config = { path: '/api/admin/contacts/:id/history' };
