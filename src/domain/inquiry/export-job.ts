/**
 * An export prepared in the background (GET /api/admin/contacts/exports/:id), shared by the function
 * that answers it and the inquiries tab that offers its parts when ready.
 */
export const EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type InquiryExportStatus = (typeof EXPORT_STATUSES)[number];

export interface ExportJob {
  id: number;
  status: InquiryExportStatus;
  /** Inquiries written so far (all of them once ready). */
  rows: number;
  /** Each a whole CSV file within one download's size, in order. */
  parts: { part: number; rows: number }[];
  createdAt: string;
  /** When its parts are deleted (they hold personal data). */
  expiresAt: string;
}
