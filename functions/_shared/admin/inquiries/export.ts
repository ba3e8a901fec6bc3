import type { AdminInquiryRow } from '#db/repositories/inquiries/desk.ts';
import { toCsvWithin, type CsvDocument } from '../csv.ts';

export const EXPORT_COLUMNS = ['id', 'reference', 'received', 'status', 'name', 'company', 'email', 'phone', 'service', 'budget', 'message', 'locale'] as const;

/**
 * Largest export in bytes: Netlify answers a (buffered) function response of up to 6 MB, so the
 * document stops, at a whole record, before 5 MB.
 */
export const EXPORT_MAX_BYTES = 5 * 1024 * 1024;

/** The inquiries as a CSV document (see csv.ts), one record per inquiry in the order given, within `maxBytes`. */
export function inquiriesCsv(rows: readonly AdminInquiryRow[], maxBytes = EXPORT_MAX_BYTES): CsvDocument {
  return toCsvWithin(
    EXPORT_COLUMNS,
    rows.map((row) => [
      row.id, row.reference, row.created_at.toISOString(), row.status, row.name, row.company, row.email, row.phone,
      row.service, row.budget, row.message, row.locale,
    ]),
    maxBytes,
  );
}

/** `inquiries-YYYY-MM-DD.csv`, dated in Jakarta (the firm's office), where the admin exports from. */
export function exportFileName(now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `inquiries-${day}.csv`;
}
