/**
 * Answering a visitor from the back office: the reply goes by e-mail through the configured mail
 * server, from the site's address with the firm's address for answers, the inquiry's reference in
 * the subject, and is kept in the inquiry's history once the mail server took it. Nothing is
 * recorded when it could not be sent, so what a person wrote is never shown as sent when it was not.
 */
import type { Db } from '#db/client.ts';
import { addInquiryReply, findReplyTarget } from '#db/repositories/inquiries/handling.ts';
import { company } from '#data/company.ts';
import { smtpSettings } from '../../inquiry/config.ts';
import { smtpMailer } from '../../inquiry/mailer.ts';
import { withDeskAddress } from '../../mail/desk-address.ts';
import { recordAudit } from '../audit.ts';
import type { Actor } from './service.ts';

export type ReplyResult = { ok: true } | { ok: false; reason: 'missing' | 'no-mail' | 'send-failed' };

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
  try {
    // The visitor's answer goes to the firm and to the inquiry's desk address (functions/_shared/mail/desk-address.ts).
    await smtpMailer(settings).send({ from: settings.from, to: target.email, replyTo: withDeskAddress(target.public_ref, company.email), subject, text: reply.body });
  } catch (error) {
    console.error(`[admin-contact-reply] the reply to inquiry ${id} was not sent: ${(error as Error).message}`);
    return { ok: false, reason: 'send-failed' };
  }
  await addInquiryReply(db, id, actor.admin.id, { subject, body: reply.body });
  await recordAudit(db, { ...actor, action: 'update', entity: 'inquiry', entityId: id, summary: `#${id} reply e-mailed` });
  return { ok: true };
}
