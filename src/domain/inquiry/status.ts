/**
 * Where an inquiry stands, the one list the functions, the database types and the admin app share.
 * `new`, `in_progress` and `done` are the firm's work on it; `spam` is a submission a bot signal
 * quarantined (or a person marked), kept out of the normal views but never thrown away.
 */
export const inquiryStatuses = ['new', 'in_progress', 'done', 'spam'] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];

/** Why a submission was quarantined: a bot signal of the form, or a person's decision. */
export const spamReasons = ['too-fast', 'honeypot', 'manual'] as const;
export type SpamReason = (typeof spamReasons)[number];

export function isInquiryStatus(value: unknown): value is InquiryStatus {
  return typeof value === 'string' && (inquiryStatuses as readonly string[]).includes(value);
}
