/**
 * Sending a mail and keeping its record (mail_deliveries): every outgoing mail gets a Message-ID made
 * here, is recorded as pending before it is handed to the mail server, then as sent or failed (with
 * the error) by the server's answer. The bounce reports the inbound endpoint receives name that
 * Message-ID (markMailBounced).
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '#db/client.ts';
import { claimNotificationDelivery, insertPendingDelivery, markDeliveryFailed, markDeliverySent, type MailDeliveryRow } from '#db/repositories/mail-deliveries.ts';
import type { MailKind } from '#domain/mail/delivery.ts';
import { smtpSettings, type SmtpSettings } from '../inquiry/config.ts';
import { smtpMailer, type Mailer } from '../inquiry/mailer.ts';
import type { MailMessage } from '../inquiry/messages.ts';

export interface RecordedMail {
  kind: MailKind;
  inquiryId?: number;
  /** Who sent it (a reply, a test mail). */
  adminId?: number;
  to: string;
  subject: string;
  text: string;
  cc?: string | string[];
  bcc?: string | string[];
  replyTo?: MailMessage['replyTo'];
  headers?: Record<string, string>;
}

export interface SendDeps {
  /** The SMTP settings; by default the environment's. */
  settings?: SmtpSettings | undefined;
  mailer?: Mailer;
  now?: () => Date;
}

export type SendOutcome =
  | { ok: true; deliveryId: number; messageId: string }
  | { ok: false; reason: 'no-mail' }
  | { ok: false; reason: 'send-failed'; deliveryId: number; error: string };

/** A new Message-ID in the sender's domain (`<uuid@domain>`), as RFC 5322 asks: unique, and ours. */
export function newMessageId(from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from.trim())?.[1] ?? 'localhost';
  return `<${randomUUID()}@${domain.toLowerCase()}>`;
}

/** An error as one short line for the record. */
function errorLine(error: unknown): string {
  return ((error as Error)?.message ?? String(error)).replaceAll(/\s+/g, ' ').trim().slice(0, 500) || 'unknown error';
}

/** Hands a recorded mail to the mail server and settles its record by the answer. */
export async function deliver(db: Db, row: Pick<MailDeliveryRow, 'id' | 'message_id'>, message: MailMessage, mailer: Mailer, now: () => Date = () => new Date()): Promise<{ ok: true } | { ok: false; error: string }> {
  try {
    await mailer.send({ ...message, ...(row.message_id ? { messageId: row.message_id } : {}) });
  } catch (error) {
    const line = errorLine(error);
    await markDeliveryFailed(db, row.id, line, now());
    return { ok: false, error: line };
  }
  await markDeliverySent(db, row.id, now());
  return { ok: true };
}

/** The message as the mailer takes it. */
function messageOf(mail: RecordedMail, from: string): MailMessage {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(mail.cc ? { cc: mail.cc } : {}),
    ...(mail.bcc ? { bcc: mail.bcc } : {}),
  };
}

/**
 * Sends one mail and records it: 'no-mail' (nothing recorded: nothing was tried) when mail is not
 * configured; otherwise the record's id, and the error when the mail server did not take it. A reply's
 * text is kept with its record so that one that failed can be sent again; no other kind's is.
 */
export async function sendRecorded(db: Db, mail: RecordedMail, deps: SendDeps = {}): Promise<SendOutcome> {
  const settings = 'settings' in deps ? deps.settings : smtpSettings();
  if (!settings) return { ok: false, reason: 'no-mail' };
  const messageId = newMessageId(settings.from);
  const row = await insertPendingDelivery(db, {
    kind: mail.kind,
    inquiryId: mail.inquiryId,
    adminId: mail.adminId,
    recipient: mail.to,
    subject: mail.subject,
    text: mail.kind === 'reply' ? mail.text : undefined,
    messageId,
  });
  const sent = await deliver(db, row, messageOf(mail, settings.from), deps.mailer ?? smtpMailer(settings), deps.now);
  return sent.ok ? { ok: true, deliveryId: row.id, messageId } : { ok: false, reason: 'send-failed', deliveryId: row.id, error: sent.error };
}

/**
 * One attempt at an outbox e-mail (inquiry_notifications), recorded on that e-mail's one row; throws
 * the mail server's error as the mailer would, so the outbox's retry schedule is untouched.
 */
export async function sendNotificationRecorded(
  db: Db,
  notification: { id: number; inquiryId: number; kind: 'firm' | 'visitor' },
  message: MailMessage,
  mailer: Mailer,
  now: () => Date = () => new Date(),
): Promise<void> {
  const row = await claimNotificationDelivery(db, {
    notificationId: notification.id,
    inquiryId: notification.inquiryId,
    kind: notification.kind === 'visitor' ? 'acknowledgement' : 'notification',
    recipient: message.to,
    subject: message.subject,
    messageId: newMessageId(message.from),
  });
  const sent = await deliver(db, row, message, mailer, now);
  if (!sent.ok) throw new Error(sent.error);
}
