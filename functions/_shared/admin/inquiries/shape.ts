import type { AdminInquiryRow } from '../../../../db/repositories/contact-inquiries.ts';
import type { Locale } from '../../../../src/i18n/locales.ts';
import type { InquiryStatus } from '../../../../db/schema.ts';

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
    createdAt: row.created_at.toISOString(),
  };
}
