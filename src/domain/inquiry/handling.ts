/**
 * Working an inquiry: who handles it, when to follow it up, and its history (every change and every
 * internal note, with who and when). Shared by the admin API and the admin island.
 */
export const inquiryEventKinds = ['status', 'assign', 'follow_up', 'note', 'reply', 'mail'] as const;
export type InquiryEventKind = (typeof inquiryEventKinds)[number];

/** One line of an inquiry's history (GET /api/admin/contacts/:id/history). */
export interface InquiryEvent {
  id: number;
  kind: InquiryEventKind;
  /** Who did it; null once the account is gone. */
  by: string | null;
  at: string;
  /**
   * status: the statuses; assign: the usernames (null: nobody); follow_up: the days (null: none);
   * reply and mail: the subject in `to`; mail: the sender's address in `from`.
   */
  from: string | null;
  to: string | null;
  /** A note's, a reply's or a mail's text (a mail's without the part it quotes). */
  body: string | null;
  /** A reply written in a mailbox or a mail received (POST /api/inbound-mail): who wrote it and what it carried. */
  mail?: ReceivedMail;
}

/**
 * Who wrote a received mail: staff when it came from an active administrator's address, the visitor
 * when from the inquiry's, anyone else otherwise. A From line is not a signature: a mail "from" a
 * colleague is trusted only as far as this, never with an administrator's rights.
 */
export const mailSenders = ['staff', 'visitor', 'other'] as const;
export type MailSender = (typeof mailSenders)[number];

export interface ReceivedMail {
  sender: MailSender;
  fromAddress: string;
  /** Names and sizes in bytes; the files themselves are not kept. */
  attachments: MailAttachment[];
}

export interface MailAttachment {
  name: string;
  size: number;
}

/** A message the inbound endpoint held aside (no inquiry), as GET /api/admin/inbound-mail answers it. */
export interface HeldMailItem {
  id: number;
  kind: 'mail' | 'bounce';
  sender: MailSender;
  fromAddress: string;
  subject: string;
  body: string | null;
  attachments: MailAttachment[];
  bounceOf: string | null;
  bounceMatched: boolean | null;
  receivedAt: string;
}

/** Someone an inquiry can be given to (an active owner or inquiry staff). */
export interface Assignee {
  id: number;
  username: string;
}

export const NOTE_MAX_LENGTH = 5000;
/** A calendar day, YYYY-MM-DD. */
export const DAY_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;

export const REPLY_SUBJECT_MAX = 200;
export const REPLY_BODY_MAX = 10_000;
