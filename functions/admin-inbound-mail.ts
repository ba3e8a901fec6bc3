import type { Config } from '@netlify/functions';
import { listHeldMail } from '#db/repositories/inbound-mail.ts';
import { adminJson, adminRoute } from './_shared/admin/route.ts';

/** How many held mails one answer lists, newest first (the total says how many there are). */
const HELD_MAIL_PAGE = 100;

/**
 * GET /api/admin/inbound-mail (owners): the mail held aside by POST /api/inbound-mail, newest first:
 * messages that named no known inquiry, and bounce reports of no mail on record.
 * `{ total, items: [{ id, kind, sender, fromAddress, subject, body, attachments, bounceOf, bounceMatched, receivedAt }] }`.
 */
export default adminRoute('admin-inbound-mail', {
  GET: async ({ db }) => adminJson(await listHeldMail(db, HELD_MAIL_PAGE)),
});

export const config: Config = { path: '/api/admin/inbound-mail' };
