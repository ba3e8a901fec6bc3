/**
 * Answering a visitor from the back office: the reply goes by e-mail through the configured mail
 * server, from the site's address with the firm's address for answers and the inquiry's reference in
 * the subject. Its mail record keeps what was written whatever the mail server answers: once the
 * server took it, it is in the inquiry's history (and counts as a reply); one the server refused stays
 * on the inquiry's page as failed, with its text, and can be sent again, as can one that bounced.
 */
import type { Db } from '#db/client.ts';
import { findReplyTarget, listInquiryEvents } from '#db/repositories/inquiries/handling.ts';
import { claimReplyResend, findInquiryDelivery, listInquiryDeliveries, recordSentReply } from '#db/repositories/mail-deliveries.ts';
import type { InquiryEvent } from '#domain/inquiry/handling.ts';
import { PENDING_LOST_MS, type MailDelivery } from '#domain/mail/delivery.ts';
import { company } from '#data/company.ts';
import { smtpSettings } from '../../inquiry/config.ts';
import { smtpMailer } from '../../inquiry/mailer.ts';
import { deliver, newMessageId, sendRecorded } from '../../mail/deliveries.ts';
import { withDeskAddress } from '../../mail/desk-address.ts';
import { recordAudit } from '../audit.ts';
import type { Actor } from './service.ts';

export type ReplyResult = { ok: true } | { ok: false; reason: 'missing' } | { ok: false; reason: 'no-mail' } | { ok: false; reason: 'send-failed'; deliveryId: number };
export type ResendResult = ReplyResult | { ok: false; reason: 'not-resendable' };

/** The subject with the reference in front, once (a subject that already quotes it keeps it as is). */
export function replySubject(reference: string, subject: string): string {
  return subject.includes(reference) ? subject : `[${reference}] ${subject}`;
}

export async function replyToInquiry(db: Db, actor: Actor, id: number, reply: { subject: string; body: string }): Promise<ReplyResult> {
  const settings = smtpSettings();
  if (!settings) return { ok: false, reason: 'no-mail' };
  const target = await findReplyTarget(db, id);
  if (!target) return { ok: false, reason: 'missing' };
  const subject = replySubject(target.public_ref, reply.subject);
  // The visitor's answer goes to the firm and to the inquiry's desk address (functions/_shared/mail/desk-address.ts).
  const sent = await sendRecorded(db, { kind: 'reply', inquiryId: id, adminId: actor.admin.id, to: target.email, replyTo: withDeskAddress(target.public_ref, company.email), subject, text: reply.body }, { settings });
  if (!sent.ok) {
    if (sent.reason === 'no-mail') return sent;
    console.error(`[admin-contact-reply] the reply to inquiry ${id} was not sent (kept as mail ${sent.deliveryId}): ${sent.error}`);
    await recordAudit(db, { ...actor, action: 'update', entity: 'inquiry', entityId: id, summary: `#${id} reply not sent (mail ${sent.deliveryId})`, details: { kind: 'inquiry_reply_failed', mail: sent.deliveryId } });
    return { ok: false, reason: 'send-failed', deliveryId: sent.deliveryId };
  }
  await recordSentReply(db, sent.deliveryId, { inquiryId: id, adminId: actor.admin.id, subject, body: reply.body });
  await recordAudit(db, { ...actor, action: 'update', entity: 'inquiry', entityId: id, summary: `#${id} reply e-mailed`, details: { kind: 'inquiry_reply' } });
  return { ok: true };
}

/**
 * Sends a reply again that failed, bounced, or was lost mid-send, with a new Message-ID, to the
 * address it was written to. 'not-resendable' for one that went (it would arrive twice) or is being
 * sent right now; 'missing' for no such reply of this inquiry.
 */
export async function resendReply(db: Db, actor: Actor, inquiryId: number, deliveryId: number): Promise<ResendResult> {
  const settings = smtpSettings();
  if (!settings) return { ok: false, reason: 'no-mail' };
  const row = await claimReplyResend(db, { inquiryId, id: deliveryId, messageId: newMessageId(settings.from), lostBefore: new Date(Date.now() - PENDING_LOST_MS) });
  if (!row) {
    const existing = await findInquiryDelivery(db, inquiryId, deliveryId);
    return existing?.kind === 'reply' ? { ok: false, reason: 'not-resendable' } : { ok: false, reason: 'missing' };
  }
  const subject = row.subject ?? '';
  const body = row.body ?? '';
  const target = await findReplyTarget(db, inquiryId);
  const replyTo = target ? withDeskAddress(target.public_ref, company.email) : company.email;
  const sent = await deliver(db, row, { from: settings.from, to: row.recipient ?? '', replyTo, subject, text: body }, smtpMailer(settings));
  if (!sent.ok) {
    console.error(`[admin-contact-reply] mail ${deliveryId} of inquiry ${inquiryId} was not sent again: ${sent.error}`);
    return { ok: false, reason: 'send-failed', deliveryId };
  }
  await recordSentReply(db, deliveryId, { inquiryId, adminId: actor.admin.id, subject, body });
  await recordAudit(db, { ...actor, action: 'update', entity: 'inquiry', entityId: inquiryId, summary: `#${inquiryId} reply e-mailed again (mail ${deliveryId})`, details: { kind: 'inquiry_reply_resent', mail: deliveryId } });
  return { ok: true };
}

/** The inquiry's history with its mails (GET /api/admin/contacts/:id/history); undefined when there is no such inquiry. */
export async function inquiryHistory(db: Db, id: number): Promise<{ events: InquiryEvent[]; mails: MailDelivery[] } | undefined> {
  const events = await listInquiryEvents(db, id);
  return events ? { events, mails: await listInquiryDeliveries(db, id) } : undefined;
}
