/**
 * A person's privacy request (the consent text promises it): everything the firm holds about an
 * e-mail address — their inquiries in every status, spam included, each with its consent, the
 * e-mails sent about it and its history (notes and replies) — to show, export or erase; erasing also
 * redacts them where staff named them on other people's inquiries.
 */
import type { InquirySource } from './source.ts';
import type { InquiryEvent, InquiryEventKind } from './handling.ts';
import type { PersonTrait } from './erasure.ts';

export interface HeldInquiry {
  reference: string;
  receivedAt: string;
  status: string;
  name: string;
  company: string;
  email: string;
  phone: string;
  service: string;
  budget: string | null;
  message: string | null;
  /** Where the visit began, as the form sent it (source.ts). */
  source: InquirySource;
  consent: { version: string; locale: string; at: string } | null;
  notifications: { kind: string; status: string; attempts: number; sentAt: string | null }[];
  history: InquiryEvent[];
}

/** GET /api/admin/privacy?email=: what is held (an empty list when nothing is). */
export interface PrivacyReport {
  email: string;
  inquiries: HeldInquiry[];
}

/** A line of another person's inquiry's history (a note, a reply) that names the person. */
export interface Mention {
  id: number;
  kind: InquiryEventKind;
  by: string | null;
  at: string;
  /** What named them there: it becomes ERASED_MARK (erasure.ts). */
  found: PersonTrait[];
}

export interface HeldSummary {
  reference: string;
  receivedAt: string;
  status: string;
}

/**
 * GET /api/admin/privacy?email=&erasure=preview: what erasing the address will do, changing nothing —
 * the inquiries it erases, and the lines on other inquiries it redacts (`entries` of them in all).
 */
export interface ErasurePlan {
  email: string;
  erase: HeldSummary[];
  redact: (HeldSummary & { entries: Mention[] })[];
  entries: number;
}

/** DELETE /api/admin/privacy?email=: what was erased and redacted. */
export interface ErasureResult {
  erased: number;
  redacted: { inquiries: number; entries: number };
}
