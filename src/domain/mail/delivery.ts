/**
 * Outgoing e-mail as the back office shows it: every mail the site sends leaves one record (what, to
 * whom, the Message-ID it went with) whose status says what became of it. Shared by the admin API and
 * the admin island.
 */

/**
 * What a mail was for. acknowledgement: the visitor's confirmation; notification: the firm's notice of a
 * new inquiry; answered: the assignee's notice that the visitor answered by mail.
 */
export const mailKinds = ['acknowledgement', 'notification', 'reply', 'invitation', 'reset', 'assignment', 'answered', 'reminder', 'test'] as const;
export type MailKind = (typeof mailKinds)[number];

/**
 * pending: handed to the mail server, no answer yet; sent: the mail server took it; failed: it did not
 * (the error is kept); bounced: taken, then reported undeliverable by a bounce report.
 */
export const mailStatuses = ['pending', 'sent', 'failed', 'bounced'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/** One outgoing mail of an inquiry (GET /api/admin/contacts/:id/history, `mails`). */
export interface MailDelivery {
  id: number;
  kind: MailKind;
  /** The address it went to; null when it was not recorded (mails sent before deliveries were kept). */
  to: string | null;
  subject: string | null;
  status: MailStatus;
  /** Why it failed or bounced. */
  error: string | null;
  /** How many times it was handed to the mail server (retries and resends included). */
  attempts: number;
  /** When it was last attempted (or first, when that was the only time). */
  at: string;
  sentAt: string | null;
  /** The history line of a reply that went; null while it has not gone (its text is then `text`). */
  eventId: number | null;
  /** A reply's text while it is not in the history (failed); null otherwise. */
  text: string | null;
  /** The administrator who sent it (replies, test mail). */
  by: string | null;
}

/**
 * How long a mail may stay "pending" before it counts as lost (the function that sent it ended
 * without recording the answer): the mail server's own timeouts end an attempt within a minute.
 */
export const PENDING_LOST_MS = 5 * 60_000;

/** Whether a reply may be sent again: it failed, bounced, or was lost while being sent; never one that went (it would arrive twice). */
export function mayResend(mail: Pick<MailDelivery, 'kind' | 'status' | 'at'>, now: Date): boolean {
  if (mail.kind !== 'reply') return false;
  if (mail.status === 'failed' || mail.status === 'bounced') return true;
  return mail.status === 'pending' && now.getTime() - Date.parse(mail.at) > PENDING_LOST_MS;
}

/** The days the mail-health panel counts failures and bounces over. */
export const MAIL_HEALTH_DAYS = 7;

/** The dashboard's mail-health panel (GET /api/admin/mail-health). */
export interface MailHealth {
  /** SMTP_HOST and SMTP_FROM are set. */
  configured: boolean;
  /** The settings mail needs that are not set (SMTP_HOST, SMTP_FROM). */
  missing: string[];
  /** INQUIRY_NOTIFY_TO is set: the firm is told of new inquiries. */
  notifyTo: boolean;
  lastSentAt: string | null;
  /** Mails whose last attempt within MAIL_HEALTH_DAYS failed, and mails that bounced within them. */
  failures: number;
  bounces: number;
  /** The signed-in administrator may send a test mail (owners), and to this address (null: their account has none). */
  test: { allowed: boolean; to: string | null };
}
