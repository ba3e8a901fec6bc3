/**
 * What the desk does with a message the mail provider hands over (POST /api/inbound-mail): a bounce
 * report marks the mail it reports; a mail naming a known inquiry (by the desk address it was sent
 * to, else by the reference in its subject) becomes a line of that inquiry's history, without the
 * text it quotes; anything else is held aside for the owners. Each message once by its Message-ID,
 * so a provider's retry records nothing twice.
 */
import { createHash } from 'node:crypto';
import type { Db } from '#db/client.ts';
import { findActiveAdminByEmail, findInquiryForMail, keepMail, recordMatchedMail } from '#db/repositories/inbound-mail.ts';
import { findAssignee } from '#db/repositories/inquiries/handling.ts';
import { deskPath } from '#domain/inquiry/desk-address.ts';
import type { MailSender } from '#domain/inquiry/handling.ts';
import { sendAdminMail } from '../admin/accounts.ts';
import { t, withLocale } from '../admin/messages/index.ts';
import { onBounce } from './bounce.ts';
import { deskMailbox, referenceInRecipients, referenceInText } from './desk-address.ts';
import { parseInboundMessage, verdictsVouch, type InboundMessage } from './inbound-message.ts';
import { withoutQuotedText } from './quoted-text.ts';

export type InboundOutcome =
  | { outcome: 'recorded'; reference: string; sender: MailSender; reopened: boolean }
  | { outcome: 'held' }
  | { outcome: 'bounce'; matched: boolean }
  | { outcome: 'duplicate' }
  | { outcome: 'not-a-message' };

export interface InboundOptions {
  /** Addresses the provider says it delivered to (the envelope: a Bcc shows nowhere else). */
  envelopeRecipients?: readonly string[];
  /** The provider's authentication verdicts posted beside the message (Authentication-Results clauses). */
  verdicts?: readonly string[];
  /** The site's configured origin, for the link in the assignee's notice. */
  site: string | undefined;
  /** Runs the notice after the answer (the platform's waitUntil). */
  defer?: (work: Promise<unknown>) => void;
}

/** How much of a visitor's answer the assignee's notice quotes. */
const NOTICE_EXCERPT = 600;

/** The same address for the desk's purposes: any case, any Unicode form. */
function sameAddress(a: string, b: string): boolean {
  return a.normalize('NFKC').toLowerCase() === b.normalize('NFKC').toLowerCase();
}

export async function receiveInboundMail(db: Db, raw: Uint8Array, options: InboundOptions): Promise<InboundOutcome> {
  let message: InboundMessage;
  try {
    message = await parseInboundMessage(raw);
  } catch {
    // postal-mime refuses only what is no message at all (headers past its size bound, nesting past its depth).
    return { outcome: 'not-a-message' };
  }
  if (!message.fromAddress && !message.messageId) return { outcome: 'not-a-message' };
  // A message without a Message-ID is keyed by its bytes: the same retry, the same key.
  const messageId = message.messageId ?? `<sha256.${createHash('sha256').update(raw).digest('hex')}@inbound.invalid>`;

  if (message.bounce) {
    const { bounce } = message;
    // Marking a mail bounced twice changes nothing, so a retried report may do it again before the duplicate check.
    const matched = bounce.failed && bounce.originalMessageId
      ? await onBounce(db, { originalMessageId: bounce.originalMessageId, recipient: bounce.recipient, reason: bounce.reason })
      : false;
    const kept = await keepMail(db, {
      messageId,
      kind: 'bounce',
      sender: 'other',
      adminId: null,
      fromAddress: message.fromAddress,
      subject: message.subject,
      body: [bounce.recipient ? `${bounce.recipient}: ${bounce.reason}` : bounce.reason, '', message.text].join('\n').trim(),
      attachments: [],
      bounceOf: bounce.originalMessageId,
      bounceMatched: matched,
    });
    return kept ? { outcome: 'bounce', matched } : { outcome: 'duplicate' };
  }

  const reference = referenceInRecipients([...(options.envelopeRecipients ?? []), ...message.recipients], deskMailbox()) ?? referenceInText(message.subject);
  const inquiry = reference ? await findInquiryForMail(db, reference) : undefined;
  // A staff member only when the From address is vouched for: a forged From is someone else.
  const fromVerified = message.fromVerified || verdictsVouch(options.verdicts ?? [], message.fromAddress);
  const admin = message.fromAddress && fromVerified ? await findActiveAdminByEmail(db, message.fromAddress) : undefined;
  const sender: MailSender = admin ? 'staff' : inquiry && sameAddress(inquiry.email, message.fromAddress) ? 'visitor' : 'other';

  if (!inquiry) {
    const kept = await keepMail(db, { messageId, kind: 'mail', sender, adminId: admin?.id ?? null, fromAddress: message.fromAddress, subject: message.subject, body: message.text, attachments: message.attachments });
    return kept ? { outcome: 'held' } : { outcome: 'duplicate' };
  }

  const body = withoutQuotedText(message.text);
  const recorded = await recordMatchedMail(db, {
    messageId,
    inquiryId: inquiry.id,
    sender,
    // An automatic answer (out of office) is kept in the history but reopens nothing and tells nobody.
    reopen: sender === 'visitor' && !message.automatic,
    adminId: admin?.id ?? null,
    fromAddress: message.fromAddress,
    subject: message.subject,
    body,
    attachments: message.attachments,
  });
  if (!recorded.recorded) return { outcome: 'duplicate' };
  if (sender === 'visitor' && !message.automatic && inquiry.assigned_to !== null) {
    const assignee = await findAssignee(db, inquiry.assigned_to);
    const to = assignee?.email;
    if (assignee && to) {
      const excerpt = body.length > NOTICE_EXCERPT ? `${body.slice(0, NOTICE_EXCERPT)}…` : body;
      const notice = withLocale(assignee.locale, () => {
        const m = t().staffMail.answered;
        return sendAdminMail(db, { kind: 'answered', inquiryId: inquiry.id }, to, m.subject(inquiry.public_ref), [
          `${m.text(inquiry.public_ref)}${recorded.reopened ? ` ${m.reopened}` : ''}`,
          ...(options.site ? ['', `${options.site}${deskPath(inquiry.public_ref)}`] : []),
          '',
          excerpt,
        ]);
      });
      if (options.defer) options.defer(notice);
      else await notice;
    }
  }
  return { outcome: 'recorded', reference: inquiry.public_ref, sender, reopened: recorded.reopened !== undefined };
}
