/**
 * A raw RFC 5322 message as the desk needs it: who sent it, to whom, its subject and text, its
 * attachments' names and sizes, and, for a bounce report, the mail it reports. The MIME work is
 * postal-mime's (dependency-free, maintained, bounded nesting and header sizes against hostile mail);
 * only the reading of a delivery report's fields is ours.
 */
import PostalMime, { type Address, type Attachment, type Email } from 'postal-mime';
import type { MailAttachment } from '#domain/inquiry/handling.ts';

export interface Bounce {
  /** The Message-ID of the mail that could not be delivered, `<…>`; undefined when the report does not say. */
  originalMessageId: string | undefined;
  /** The address it could not reach. */
  recipient: string | undefined;
  /** The receiving server's words (Diagnostic-Code), else the status code, else the report's first line. */
  reason: string;
  /** A permanent failure; a report of a delay (Action: delayed) or of a delivery is not one. */
  failed: boolean;
}

export interface InboundMessage {
  /** `<…>` as in the header; undefined when the message has none. */
  messageId: string | undefined;
  fromAddress: string;
  /** Every address it was delivered to that the message shows: To, Cc, Delivered-To, X-Original-To. */
  recipients: string[];
  subject: string;
  /** The plain text (or the HTML's text), quote and all. */
  text: string;
  attachments: MailAttachment[];
  bounce: Bounce | undefined;
  /** Sent by a program, not a person (an out-of-office answer, a list): recorded, but it reopens nothing and notifies nobody. */
  automatic: boolean;
  /**
   * The receiving side vouches for the From address: the topmost Authentication-Results (the one the
   * provider's own server added) says DMARC passed, or DKIM or SPF passed for the From domain; or
   * the provider's own verdict header says so. Anyone can write any From line: only a vouched one
   * may make a mail a staff member's.
   */
  fromVerified: boolean;
}

/** The longest text kept of one message (a pasted document, a long thread quoted inline). */
export const MAX_TEXT_LENGTH = 50_000;

const utf8 = new TextDecoder('utf-8');

/** `<id@host>` from a header value (`<id@host>`, `id@host`, with comments or folding), or undefined. */
export function normalizeMessageId(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const bracketed = /<([^<>\s]+)>/.exec(value);
  const bare = bracketed ? bracketed[1]! : value.trim().split(/\s+/)[0]!;
  return bare && bare.length <= 995 ? `<${bare}>` : undefined;
}

function addresses(list: readonly Address[] | Address | undefined): string[] {
  if (!list) return [];
  return (Array.isArray(list) ? list : [list]).flatMap((item: Address) => (item.group ? item.group.map((m) => m.address) : [item.address])).filter((a): a is string => !!a);
}

function header(email: Email, key: string): string | undefined {
  return email.headers.find((h) => h.key === key)?.value;
}

function contentText(attachment: Attachment): string {
  return typeof attachment.content === 'string' ? attachment.content : utf8.decode(attachment.content);
}

const encoder = new TextEncoder();

function sizeOf(attachment: Attachment): number {
  return typeof attachment.content === 'string' ? encoder.encode(attachment.content).byteLength : attachment.content.byteLength;
}

/** The text of an HTML-only mail: its quote containers dropped, blocks as lines, tags and entities gone. */
export function htmlToText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return html
    .replace(/<(style|script|head)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<blockquote\b[\s\S]*<\/blockquote\s*>/gi, '')
    .replace(/<div\b[^>]*(?:gmail_quote|divRplyFwdMsg|appendonsend)[\s\S]*$/i, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|tr|h[1-6])\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
      if (code[0] === '#') {
        const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
        return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
      }
      return entities[code.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The header fields of a message or header block (up to its first empty line), unfolded, by lower-case name. */
function headerFields(block: string): Map<string, string> {
  const fields = new Map<string, string>();
  const head = block.replace(/\r\n?/g, '\n').split(/\n\n/, 1)[0] ?? '';
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      const name = line.slice(0, colon).trim().toLowerCase();
      if (!fields.has(name)) fields.set(name, line.slice(colon + 1).trim());
    }
  }
  return fields;
}

/** The per-recipient blocks of a message/delivery-status part (RFC 3464): the first is the report's own. */
function deliveryStatus(text: string): { recipient?: string; action?: string; status?: string; diagnostic?: string }[] {
  const blocks = text.replace(/\r\n?/g, '\n').replace(/\n[ \t]+/g, ' ').split(/\n\s*\n/);
  return blocks.slice(1).map((block) => {
    const fields = headerFields(block);
    const typed = (value: string | undefined) => value?.replace(/^[a-z0-9-]+\s*;\s*/i, '').trim();
    const recipient = typed(fields.get('final-recipient') ?? fields.get('original-recipient'));
    const action = fields.get('action')?.toLowerCase();
    const status = fields.get('status');
    const diagnostic = typed(fields.get('diagnostic-code'));
    return {
      ...(recipient ? { recipient } : {}),
      ...(action ? { action } : {}),
      ...(status ? { status } : {}),
      ...(diagnostic ? { diagnostic } : {}),
    };
  }).filter((block) => block.recipient || block.action);
}

const BOUNCE_SENDER = /^(?:mailer-daemon|postmaster|mail-daemon|bounces?)@/i;
const BOUNCE_SUBJECT = /undeliver|delivery status notification|failure notice|returned mail|delivery (?:has )?failed|mail delivery failed|could not be delivered|couldn't be delivered|non-?delivery|전송 실패|배달 실패|配信不能|配送失败|退信/i;

/** The bounce a message reports, when it is one: a delivery status report, or a provider's returned-mail notice. */
function bounceOf(email: Email, fromAddress: string, subject: string, text: string): Bounce | undefined {
  const contentType = header(email, 'content-type') ?? '';
  const report = /^multipart\/report\b/i.test(contentType) && /report-type\s*=\s*"?delivery-status/i.test(contentType);
  const status = email.attachments.find((a) => /^message\/(?:global-)?delivery-status$/i.test(a.mimeType));
  if (!report && !status && !(BOUNCE_SENDER.test(fromAddress) && BOUNCE_SUBJECT.test(subject))) return undefined;
  const recipients = status ? deliveryStatus(contentText(status)) : [];
  const chosen = recipients.find((r) => r.action === 'failed') ?? recipients[0];
  const original = email.attachments.find((a) => /^(?:message\/(?:global|rfc822)|text\/rfc822-headers|message\/global-headers)$/i.test(a.mimeType));
  const originalId =
    (original ? normalizeMessageId(headerFields(contentText(original)).get('message-id')) : undefined) ??
    normalizeMessageId(email.inReplyTo) ??
    normalizeMessageId(email.references?.trim().split(/\s+/).pop()) ??
    normalizeMessageId(/^\s*message-id:\s*(\S+)/im.exec(text)?.[1]);
  const firstLine = text.split('\n').map((line) => line.trim()).find((line) => line !== '');
  const reason = chosen?.diagnostic ?? chosen?.status ?? firstLine ?? subject;
  return {
    originalMessageId: originalId,
    recipient: chosen?.recipient,
    reason: reason.replace(/\s+/g, ' ').slice(0, 500),
    failed: chosen?.action === undefined || chosen.action === 'failed',
  };
}

/** Whether `domain` is `of` or below it (mail.example.com is of example.com). */
function withinDomain(domain: string | undefined, of: string): boolean {
  if (!domain || !of) return false;
  const d = domain.toLowerCase().replace(/^@/, '');
  return d === of || of.endsWith(`.${d}`) || d.endsWith(`.${of}`);
}

/**
 * Whether authentication verdicts vouch for the From domain. `verdicts` are Authentication-Results
 * values (RFC 8601: `mx.example; dkim=pass header.d=example.com; spf=pass smtp.mailfrom=…`).
 */
export function verdictsVouch(verdicts: readonly string[], fromAddress: string): boolean {
  const domain = fromAddress.slice(fromAddress.lastIndexOf('@') + 1).toLowerCase();
  if (!domain) return false;
  return verdicts.some((verdict) =>
    verdict.split(';').some((clause) => {
      const method = /^\s*(dmarc|dkim|spf)\s*=\s*([a-z]+)/i.exec(clause);
      if (!method || method[2]!.toLowerCase() !== 'pass') return false;
      const kind = method[1]!.toLowerCase();
      if (kind === 'dmarc') return withinDomain(/header\.from\s*=\s*([^\s;]+)/i.exec(clause)?.[1] ?? domain, domain);
      if (kind === 'dkim') return withinDomain(/header\.(?:d|i)\s*=\s*@?([^\s;]+)/i.exec(clause)?.[1]?.split('@').pop(), domain);
      return withinDomain(/smtp\.(?:mailfrom|from)\s*=\s*([^\s;]+)/i.exec(clause)?.[1]?.split('@').pop(), domain);
    }),
  );
}

/** The verdicts of the receiving side: its topmost Authentication-Results, and the providers' own headers. */
function receivedVerdicts(email: Email, fromDomain: string): string[] {
  const first = (key: string) => email.headers.find((h) => h.key === key)?.value;
  const verdicts: string[] = [];
  const results = first('authentication-results');
  if (results) verdicts.push(results);
  // Mailgun's verdict of the From domain's DKIM signature.
  if (/^\s*pass\b/i.test(first('x-mailgun-dkim-check-result') ?? '')) verdicts.push(`dkim=pass header.d=${fromDomain}`);
  return verdicts;
}

/** Reads a raw message; throws (postal-mime's error) only on bytes that are no message at all. */
export async function parseInboundMessage(raw: Uint8Array | string): Promise<InboundMessage> {
  // message/rfc822 parts as attachments: a bounce's returned mail, or a forwarded mail, is not the text.
  const email = await PostalMime.parse(raw, { forceRfc822Attachments: true });
  const fromAddress = (addresses(email.from)[0] ?? addresses(email.sender)[0] ?? '').toLowerCase();
  const subject = (email.subject ?? '').replace(/\s+/g, ' ').trim().slice(0, 998);
  const text = (email.text?.trim() ? email.text : htmlToText(email.html ?? '')).replace(/\r\n?/g, '\n').trim().slice(0, MAX_TEXT_LENGTH);
  const bounce = bounceOf(email, fromAddress, subject, text);
  const attachments = bounce
    ? []
    : email.attachments
        // Pictures a signature or the HTML shows inline (cid: parts) are part of the layout, not files sent.
        .filter((a) => a.disposition === 'attachment' || !a.related)
        .map((a) => ({ name: (a.filename ?? '').trim().slice(0, 255) || a.mimeType, size: sizeOf(a) }));
  const recipients = [
    ...addresses(email.to),
    ...addresses(email.cc),
    ...addresses(email.bcc),
    ...(email.deliveredTo ? [email.deliveredTo] : []),
    ...email.headers.filter((h) => h.key === 'x-original-to' || h.key === 'delivered-to').map((h) => h.value.replace(/^<|>$/g, '').trim()),
  ];
  const autoSubmitted = header(email, 'auto-submitted')?.trim().toLowerCase();
  const automatic =
    (autoSubmitted !== undefined && autoSubmitted !== 'no') ||
    /^(?:auto_reply|bulk|junk|list)$/i.test(header(email, 'precedence')?.trim() ?? '') ||
    email.headers.some((h) => h.key === 'x-autoreply' || h.key === 'x-autorespond');
  const fromVerified = verdictsVouch(receivedVerdicts(email, fromAddress.slice(fromAddress.lastIndexOf('@') + 1)), fromAddress);
  return { messageId: normalizeMessageId(email.messageId), fromAddress, recipients, subject, text, attachments, bounce, automatic, fromVerified };
}
