/**
 * The record of every outgoing e-mail (mail_deliveries). A row is written as "pending" before the mail
 * is handed to the mail server and settled (sent or failed) by its answer, so a mail whose sender died
 * mid-send still shows, and a reply's text is never lost with it.
 */
import { sql } from 'kysely';
import type { Db } from '../client.ts';
import type { MailDeliveriesTable } from '../schema.ts';
import type { Selectable } from 'kysely';
import type { MailDelivery, MailKind } from '#domain/mail/delivery.ts';

export type MailDeliveryRow = Selectable<MailDeliveriesTable>;

export interface NewMailDelivery {
  kind: MailKind;
  inquiryId?: number | undefined;
  adminId?: number | undefined;
  recipient: string;
  subject: string;
  /** Kept only for a reply (it can be sent again); never for a mail that carries a one-time link. */
  text?: string | undefined;
  messageId: string;
}

/** Records a mail about to be handed to the mail server. */
export function insertPendingDelivery(db: Db, mail: NewMailDelivery): Promise<MailDeliveryRow> {
  return db
    .insertInto('mail_deliveries')
    .values({
      kind: mail.kind,
      inquiry_id: mail.inquiryId ?? null,
      admin_id: mail.adminId ?? null,
      recipient: mail.recipient,
      subject: mail.subject,
      text: mail.text ?? null,
      message_id: mail.messageId,
      status: 'pending',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The row of an outbox e-mail for its next attempt: made on the first, reused by every retry (the
 * attempt counted, the same Message-ID kept so a mail that did reach the server is recognisably one).
 */
export async function claimNotificationDelivery(
  db: Db,
  mail: { notificationId: number; inquiryId: number; kind: 'acknowledgement' | 'notification'; recipient: string; subject: string; messageId: string },
): Promise<MailDeliveryRow> {
  const { rows } = await sql<MailDeliveryRow>`
    INSERT INTO mail_deliveries (kind, inquiry_id, notification_id, recipient, subject, message_id, status)
    VALUES (${mail.kind}, ${mail.inquiryId}, ${mail.notificationId}, ${mail.recipient}, ${mail.subject}, ${mail.messageId}, 'pending')
    ON CONFLICT (notification_id) DO UPDATE SET
      status = 'pending', attempts = mail_deliveries.attempts + 1, recipient = EXCLUDED.recipient, subject = EXCLUDED.subject,
      message_id = coalesce(mail_deliveries.message_id, EXCLUDED.message_id), updated_at = now()
    RETURNING *
  `.execute(db);
  return rows[0]!;
}

export async function markDeliverySent(db: Db, id: number, at: Date): Promise<void> {
  await db.updateTable('mail_deliveries').set({ status: 'sent', sent_at: at, error: null, updated_at: at }).where('id', '=', id).execute();
}

export async function markDeliveryFailed(db: Db, id: number, error: string, at: Date): Promise<void> {
  await db.updateTable('mail_deliveries').set({ status: 'failed', error, updated_at: at }).where('id', '=', id).execute();
}

/** A Message-ID as stored: with its angle brackets, whether or not the report quoted them. */
export function normalMessageId(messageId: string): string {
  const bare = messageId.trim().replace(/^<+|>+$/g, '');
  return `<${bare}>`;
}

/**
 * Marks the mail sent with this Message-ID as bounced, with the report's reason: true when a sent
 * mail with that Message-ID was found and marked; false for an unknown one, or one not sent (a mail
 * that failed never reached anyone to bounce; a repeated report changes nothing).
 */
export async function markMailBounced(db: Db, messageId: string, reason: string): Promise<boolean> {
  const row = await db
    .updateTable('mail_deliveries')
    .set({ status: 'bounced', error: reason.replaceAll(/\s+/g, ' ').trim().slice(0, 500), bounced_at: new Date(), updated_at: new Date() })
    .where('message_id', '=', normalMessageId(messageId))
    .where('status', '=', 'sent')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Claims a reply of this inquiry that may go again (failed, bounced, or pending since before
 * `lostBefore`): pending again, counted, with the new Message-ID (a bounce of the earlier mail is not
 * this one's). Answers it with the text to send (kept on the row until the reply is in the history,
 * from its history line after), or undefined when there is none such.
 */
export async function claimReplyResend(
  db: Db,
  mail: { inquiryId: number; id: number; messageId: string; lostBefore: Date },
): Promise<(MailDeliveryRow & { body: string | null }) | undefined> {
  const { rows } = await sql<MailDeliveryRow & { body: string | null }>`
    UPDATE mail_deliveries d SET status = 'pending', attempts = d.attempts + 1, message_id = ${mail.messageId}, error = NULL, bounced_at = NULL, updated_at = now()
    WHERE d.id = ${mail.id} AND d.inquiry_id = ${mail.inquiryId} AND d.kind = 'reply'
      AND (d.status IN ('failed', 'bounced') OR (d.status = 'pending' AND d.updated_at < ${mail.lostBefore}))
    RETURNING d.*, coalesce(d.text, (SELECT e.body FROM inquiry_events e WHERE e.id = d.event_id)) AS body
  `.execute(db);
  return rows[0];
}

/** The mail of this inquiry with this id, whatever its state. */
export function findInquiryDelivery(db: Db, inquiryId: number, id: number) {
  return db.selectFrom('mail_deliveries').select(['id', 'kind', 'status']).where('id', '=', id).where('inquiry_id', '=', inquiryId).executeTakeFirst();
}

/**
 * Puts a reply that went into the inquiry's history (its subject and text, who sent it) and links the
 * mail to that line; the mail's own copy of the text is dropped (the history holds it). Once only:
 * a reply already in the history (sent again after a bounce) keeps its line.
 */
export async function recordSentReply(db: Db, deliveryId: number, reply: { inquiryId: number; adminId: number; subject: string; body: string }): Promise<void> {
  await sql`
    WITH line AS (
      INSERT INTO inquiry_events (inquiry_id, admin_id, kind, to_value, body)
      SELECT ${reply.inquiryId}, ${reply.adminId}, 'reply', ${reply.subject}, ${reply.body}
      WHERE EXISTS (SELECT 1 FROM mail_deliveries WHERE id = ${deliveryId} AND event_id IS NULL)
      RETURNING id
    )
    UPDATE mail_deliveries SET event_id = line.id, text = NULL FROM line WHERE mail_deliveries.id = ${deliveryId}
  `.execute(db);
}

/** Every mail of an inquiry, oldest first, as the history shows it. */
export async function listInquiryDeliveries(db: Db, inquiryId: number): Promise<MailDelivery[]> {
  const rows = await db
    .selectFrom('mail_deliveries as d')
    .leftJoin('admins as a', 'a.id', 'd.admin_id')
    .select(['d.id', 'd.kind', 'd.recipient', 'd.subject', 'd.status', 'd.error', 'd.attempts', 'd.updated_at', 'd.sent_at', 'd.event_id', 'd.text', 'a.username'])
    .where('d.inquiry_id', '=', inquiryId)
    .orderBy('d.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.recipient,
    subject: row.subject,
    status: row.status,
    error: row.error,
    attempts: row.attempts,
    at: row.updated_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
    eventId: row.event_id,
    text: row.text,
    by: row.username,
  }));
}

/** The mail-health figures since `since`: the last mail the server took, failures (by last attempt) and bounces. */
export async function mailHealthFigures(db: Db, since: Date): Promise<{ lastSentAt: Date | null; failures: number; bounces: number }> {
  const row = await db
    .selectFrom('mail_deliveries')
    .select((eb) => [
      eb.fn.max('sent_at').as('last_sent_at'),
      eb.fn.countAll<string>().filterWhere((w) => w.and([w('status', '=', 'failed'), w('updated_at', '>=', since)])).as('failures'),
      eb.fn.countAll<string>().filterWhere((w) => w.and([w('status', '=', 'bounced'), w('bounced_at', '>=', since)])).as('bounces'),
    ])
    .executeTakeFirstOrThrow();
  return { lastSentAt: row.last_sent_at ? new Date(row.last_sent_at) : null, failures: Number(row.failures), bounces: Number(row.bounces) };
}
