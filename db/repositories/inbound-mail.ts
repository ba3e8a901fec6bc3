/**
 * Mail received by the desk (inbound_mails): each message once by its Message-ID, matched to its
 * inquiry as a history line, or held aside for an owner to read; and the bounce reports.
 */
import { sql } from 'kysely';
import type { Db } from '../client.ts';
import { nameKey } from './admins.ts';
import type { HeldMailItem, MailAttachment, MailSender } from '#domain/inquiry/handling.ts';
import type { InquiryStatus } from '#domain/inquiry/status.ts';

/** The inquiry a reference names, as the desk needs it to record a mail. */
export function findInquiryForMail(db: Db, reference: string) {
  return db
    .selectFrom('contact_inquiries')
    .select(['id', 'public_ref', 'email', 'status', 'assigned_to'])
    .where('public_ref', '=', reference)
    .executeTakeFirst();
}

/** The active administrator with this e-mail (any case or Unicode form, as the accounts' own index compares them). */
export function findActiveAdminByEmail(db: Db, email: string) {
  return db
    .selectFrom('admins')
    .select(['id', 'username'])
    .where(nameKey(sql.ref('email')), '=', nameKey(email))
    .where('email_clash', '=', false)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
}

export interface MatchedMail {
  messageId: string;
  inquiryId: number;
  sender: MailSender;
  /** A visitor's answer written by a person (not an out-of-office): puts a done inquiry back in progress. */
  reopen: boolean;
  adminId: number | null;
  fromAddress: string;
  subject: string;
  body: string;
  attachments: MailAttachment[];
}

export type MatchedOutcome =
  | { recorded: false }
  /** `reopened`: the inquiry's status before a visitor's mail put it back in progress. */
  | { recorded: true; eventId: number; reopened: InquiryStatus | undefined };

/**
 * Records a mail about an inquiry, once per Message-ID: a staff member's as a reply (it counts as the
 * first reply like one sent from the desk), anyone else's as a mail line; a visitor's mail puts a
 * done inquiry back in progress (with its status line and a new edit version, so an edit made on the
 * old one is refused). All in one transaction: a retry after a failure records it whole or not at all.
 */
export function recordMatchedMail(db: Db, mail: MatchedMail): Promise<MatchedOutcome> {
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .insertInto('inbound_mails')
      .values({
        message_id: mail.messageId,
        kind: 'mail',
        inquiry_id: mail.inquiryId,
        sender: mail.sender,
        admin_id: mail.adminId,
        from_address: mail.fromAddress,
        subject: mail.subject,
        attachments: JSON.stringify(mail.attachments),
      })
      .onConflict((oc) => oc.column('message_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!taken) return { recorded: false };
    const event = await trx
      .insertInto('inquiry_events')
      .values({
        inquiry_id: mail.inquiryId,
        admin_id: mail.sender === 'staff' ? mail.adminId : null,
        kind: mail.sender === 'staff' ? 'reply' : 'mail',
        from_value: mail.sender === 'staff' ? null : mail.fromAddress,
        to_value: mail.subject,
        body: mail.body,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('inbound_mails').set({ event_id: event.id }).where('id', '=', taken.id).execute();
    let reopened: InquiryStatus | undefined;
    if (mail.reopen) {
      const { rows } = await sql<{ previous: InquiryStatus }>`
        WITH old AS (SELECT id, status FROM contact_inquiries WHERE id = ${mail.inquiryId} AND status = 'done' FOR UPDATE),
        changed AS (
          UPDATE contact_inquiries i SET status = 'in_progress', status_updated_at = now(), version = i.version + 1
          FROM old WHERE i.id = old.id RETURNING i.id
        ), history AS (
          INSERT INTO inquiry_events (inquiry_id, admin_id, kind, from_value, to_value)
          SELECT changed.id, NULL, 'status', 'done', 'in_progress' FROM changed
        )
        SELECT old.status AS previous FROM old JOIN changed ON changed.id = old.id
      `.execute(trx);
      reopened = rows[0]?.previous;
    }
    return { recorded: true, eventId: event.id, reopened };
  });
}

export interface HeldMail {
  messageId: string;
  kind: 'mail' | 'bounce';
  sender: MailSender;
  adminId: number | null;
  fromAddress: string;
  subject: string;
  body: string;
  attachments: MailAttachment[];
  bounceOf?: string | undefined;
  bounceMatched?: boolean | undefined;
}

/** Keeps a mail no inquiry claims (or a bounce report), once per Message-ID; false when it was kept before. */
export async function keepMail(db: Db, mail: HeldMail): Promise<boolean> {
  const row = await db
    .insertInto('inbound_mails')
    .values({
      message_id: mail.messageId,
      kind: mail.kind,
      sender: mail.sender,
      admin_id: mail.adminId,
      from_address: mail.fromAddress,
      subject: mail.subject,
      body: mail.body,
      attachments: JSON.stringify(mail.attachments),
      bounce_of: mail.bounceOf ?? null,
      bounce_matched: mail.bounceMatched ?? null,
    })
    .onConflict((oc) => oc.column('message_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The mail held aside (no inquiry), newest first: unmatched mail and bounce reports of no known mail. */
export async function listHeldMail(db: Db, limit: number): Promise<{ total: number; items: HeldMailItem[] }> {
  const held = db.selectFrom('inbound_mails').where('inquiry_id', 'is', null).where((eb) => eb.or([eb('kind', '=', 'mail'), eb('bounce_matched', 'is not', true)]));
  const [count, rows] = await Promise.all([
    held.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    held
      .select(['id', 'kind', 'sender', 'from_address', 'subject', 'body', 'attachments', 'bounce_of', 'bounce_matched', 'received_at'])
      .orderBy('received_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
  ]);
  return {
    total: Number(count.n),
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      sender: row.sender,
      fromAddress: row.from_address,
      subject: row.subject,
      body: row.body,
      attachments: row.attachments,
      bounceOf: row.bounce_of,
      bounceMatched: row.bounce_matched,
      receivedAt: row.received_at.toISOString(),
    })),
  };
}

/** Deletes the held mail received before `cutoff`: kept as long as an inquiry would be, no longer. */
export async function deleteHeldMailReceivedBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('inbound_mails').where('inquiry_id', 'is', null).where('received_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
