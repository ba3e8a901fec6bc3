/**
 * An inquiry as the admin API answers it (`Inquiry` of functions/_shared/admin/README.md): the
 * visitor's values as the form's schema made them, then what the firm records about it. The admin
 * island reads it, the functions write it (functions/_shared/admin/inquiries/shape.ts).
 */
import type { Locale } from '#i18n/locales.ts';
import type { InquiryFields } from './schema.ts';
import type { Assignee } from './handling.ts';
import type { InquiryStatus, SpamReason } from './status.ts';
import type { InquirySource } from './source.ts';

export type AdminInquiry = InquiryFields & {
  id: number;
  /** What the visitor quotes: NB-2026-7KQ4MX (reference.ts). */
  reference: string;
  privacy: boolean;
  locale: Locale | null;
  status: InquiryStatus;
  statusUpdatedAt: string | null;
  /** Why it was quarantined as spam (kept after "not spam"); null when it never was. */
  spamReason: SpamReason | null;
  /** The edit version (its ETag is versionEtag(version)); every change raises it. */
  version: number;
  /** Who made the last change (null when nobody has, or the account is gone). */
  updatedBy: string | null;
  /** Who handles it; null: nobody yet. */
  assignee: Assignee | null;
  /** The day to follow it up (YYYY-MM-DD, the firm's calendar); null: none. */
  followUpOn: string | null;
  /** Where the visit began (source.ts); all null when the form did not say. */
  source: InquirySource;
  createdAt: string;
};
