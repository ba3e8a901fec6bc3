import type { AdminInquiryRow } from '../../../../db/repositories/contact-inquiries.ts';
import { toCsv } from '../csv.ts';

export const EXPORT_COLUMNS = ['id', 'reference', 'received', 'status', 'name', 'company', 'email', 'phone', 'service', 'budget', 'message', 'locale'] as const;

/** The inquiries as a CSV document (see csv.ts), one record per inquiry in the order given. */
export function inquiriesCsv(rows: readonly AdminInquiryRow[]): string {
  return toCsv(
    EXPORT_COLUMNS,
    rows.map((row) => [
      row.id, row.reference, row.created_at.toISOString(), row.status, row.name, row.company, row.email, row.phone,
      row.service, row.budget, row.message, row.locale,
    ]),
  );
}

/** `inquiries-YYYY-MM-DD.csv`, dated in Jakarta (the firm's office), where the admin exports from. */
export function exportFileName(now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `inquiries-${day}.csv`;
}
