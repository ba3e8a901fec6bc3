/**
 * A person's privacy request (the consent text promises it): everything the firm holds about an
 * e-mail address — their inquiries in every status, spam included, each with its consent, the
 * e-mails sent about it and its history (notes and replies) — to show, export or erase.
 */
import type { InquirySource } from './source.ts';
import type { InquiryEvent } from './handling.ts';

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
