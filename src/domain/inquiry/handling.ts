/**
 * Working an inquiry: who handles it, when to follow it up, and its history (every change and every
 * internal note, with who and when). Shared by the admin API and the admin island.
 */
export const inquiryEventKinds = ['status', 'assign', 'follow_up', 'note', 'reply'] as const;
export type InquiryEventKind = (typeof inquiryEventKinds)[number];

/** One line of an inquiry's history (GET /api/admin/contacts/:id/history). */
export interface InquiryEvent {
  id: number;
  kind: InquiryEventKind;
  /** Who did it; null once the account is gone. */
  by: string | null;
  at: string;
  /** status: the statuses; assign: the usernames (null: nobody); follow_up: the days (null: none). */
  from: string | null;
  to: string | null;
  /** A note's or a reply's text. */
  body: string | null;
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
