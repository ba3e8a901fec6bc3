/**
 * The desk's own mail address, `INBOUND_MAIL_ADDRESS` (`desk@example.com`), with an inquiry's
 * reference after a plus (`desk+NB-2026-7KQ4MX@example.com`): every mail about an inquiry carries it
 * in its reply path, so an answer written in any mailbox reaches the mail provider's inbound webhook
 * (POST /api/inbound-mail) with the inquiry it belongs to in its address. Sub-addressing (the plus)
 * is what Postmark, Mailgun, SendGrid and Cloudflare Email Routing deliver to one inbound route.
 * Read on each use, like the other mail settings; without it (or with something that is not one
 * address) no mail changes.
 */
import { REFERENCE_PATTERN } from '#domain/inquiry/reference.ts';
import { company } from '#data/company.ts';
import type { MailAddress } from '../inquiry/messages.ts';

const ADDRESS = /^([^\s@+<>"(),;:]+)@([A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+)$/;

/** A reference as it appears inside other text (a subject, an address), any case. */
const REFERENCE_IN_TEXT = new RegExp(`(?<![0-9A-Z])${REFERENCE_PATTERN.source.slice(1, -1)}(?![0-9A-Z])`, 'i');

export interface DeskMailbox {
  local: string;
  domain: string;
}

/** INBOUND_MAIL_ADDRESS split at its @, or undefined when it is unset or not one plain address. */
export function deskMailbox(env: NodeJS.ProcessEnv = process.env): DeskMailbox | undefined {
  const match = ADDRESS.exec(env['INBOUND_MAIL_ADDRESS']?.trim() ?? '');
  return match ? { local: match[1]!, domain: match[2]!.toLowerCase() } : undefined;
}

/** The desk address of one inquiry, or undefined without INBOUND_MAIL_ADDRESS. */
export function deskAddressFor(reference: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const desk = deskMailbox(env);
  return desk ? `${desk.local}+${reference}@${desk.domain}` : undefined;
}

/** The first reference in a text (a subject), in its canonical upper case. */
export function referenceInText(text: string): string | undefined {
  return REFERENCE_IN_TEXT.exec(text)?.[0].toUpperCase();
}

/**
 * The reference a message was addressed to: the first recipient that is the desk's address with a
 * reference after the plus (the local part compared without regard to case: some providers lower it).
 */
export function referenceInRecipients(recipients: readonly string[], desk: DeskMailbox | undefined): string | undefined {
  if (!desk) return undefined;
  const prefix = `${desk.local.toLowerCase()}+`;
  for (const recipient of recipients) {
    const at = recipient.lastIndexOf('@');
    if (at < 0 || recipient.slice(at + 1).toLowerCase() !== desk.domain) continue;
    const local = recipient.slice(0, at).toLowerCase();
    if (!local.startsWith(prefix)) continue;
    const tag = local.slice(prefix.length).toUpperCase();
    if (REFERENCE_PATTERN.test(tag)) return tag;
  }
  return undefined;
}

/**
 * A mail's reply path with the inquiry's desk address after the usual one; the usual one alone
 * without INBOUND_MAIL_ADDRESS. The desk goes in Reply-To, not in Cc or Bcc: the reply path is what
 * a plain "Reply" in Outlook or Gmail answers, where a Cc is kept only by "Reply all" and a Bcc by
 * neither; and the site's own mail is never sent to the desk, which would record the site talking to
 * itself. The visitor sees the desk address only when answering, named as the firm with the
 * reference, next to the firm's own address: both receive the answer, so nothing depends on the
 * inbound webhook alone.
 */
export function withDeskAddress(reference: string, replyTo: MailAddress): MailAddress | MailAddress[] {
  const desk = deskAddressFor(reference);
  return desk ? [replyTo, { name: `${company.legalName} (${reference})`, address: desk }] : replyTo;
}
