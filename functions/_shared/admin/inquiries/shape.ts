import type { AdminInquiryRow } from '../../../../db/repositories/contact-inquiries.ts';
import type { Locale } from '../../../../src/i18n/locales.ts';
import type { InquiryStatus, SpamReason } from '#domain/inquiry-status.ts';

/** `Inquiry` of the admin API contract (functions/_shared/admin/README.md). */
export interface Inquiry {
  id: number;
  reference: string;
  name: string;
  company: string;
  email: string;
  phone: string;
  service: string;
  budget: string | null;
  message: string | null;
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
  createdAt: string;
}

export function toInquiry(row: AdminInquiryRow): Inquiry {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    service: row.service,
    budget: row.budget,
    message: row.message,
    privacy: row.privacy,
    locale: row.locale,
    status: row.status,
    statusUpdatedAt: row.status_updated_at?.toISOString() ?? null,
    spamReason: row.spam_reason,
    version: row.version,
    updatedBy: row.updated_by_name,
    createdAt: row.created_at.toISOString(),
  };
}
