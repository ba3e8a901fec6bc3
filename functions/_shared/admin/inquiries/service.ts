/**
 * What the administrator does with inquiries: list and export them (filtered), move one through its
 * statuses, erase one when its consent is withdrawn. Each change and each export is written to the
 * audit log, never with personal data in it (ids, references, counts and filter names only).
 */
import type { Db } from '../../../../db/client.ts';
import {
  deleteInquiry,
  findInquiryForAdmin,
  listInquiriesForAdmin,
  updateInquiryStatus,
  type AdminInquiryRow,
  type InquiryFilters,
} from '../../../../db/repositories/contact-inquiries.ts';
import type { InquiryStatus } from '../../../../db/schema.ts';
import { recordAudit } from '../audit.ts';
import { EXPORT_MAX_BYTES, inquiriesCsv } from './export.ts';
import { describeFilters } from './filters.ts';
import { toInquiry, type Inquiry } from './shape.ts';

/** The list has no pagination (spec 7: lists are unpaginated): it shows the newest 1,000 at most. */
export const LIST_LIMIT = 1000;
/** An export holds the newest 10,000 at most (years of inquiries for the firm), and at most EXPORT_MAX_BYTES. */
export const EXPORT_LIMIT = 10_000;

export interface Actor {
  admin: { id: number; username: string };
  ip: string;
}

export interface Limited<T> {
  items: T[];
  /** More inquiries matched than the limit lets through. */
  truncated: boolean;
}

async function matching(db: Db, filters: InquiryFilters, limit: number): Promise<Limited<AdminInquiryRow>> {
  // One row past the limit tells whether the answer was cut.
  const rows = await listInquiriesForAdmin(db, filters, limit + 1);
  return { items: rows.slice(0, limit), truncated: rows.length > limit };
}

/** The list's JSON stays under Netlify's 6 MB function answer (1,000 inquiries of 5,000-character messages would not). */
export const LIST_MAX_BYTES = 5 * 1024 * 1024;

/** The newest matching inquiries, at most LIST_LIMIT of them and LIST_MAX_BYTES of JSON. */
export async function listInquiries(db: Db, filters: InquiryFilters, maxBytes = LIST_MAX_BYTES): Promise<Limited<Inquiry>> {
  const { items, truncated } = await matching(db, filters, LIST_LIMIT);
  const inquiries: Inquiry[] = [];
  let bytes = 2; // []
  for (const row of items) {
    const inquiry = toInquiry(row);
    bytes += Buffer.byteLength(JSON.stringify(inquiry)) + (inquiries.length > 0 ? 1 : 0);
    if (bytes > maxBytes) return { items: inquiries, truncated: true };
    inquiries.push(inquiry);
  }
  return { items: inquiries, truncated };
}

/**
 * The CSV of the matching inquiries, newest first, cut (at a whole record) at EXPORT_LIMIT rows or
 * EXPORT_MAX_BYTES; audited as the number of rows written and the filters used.
 */
export async function exportInquiries(db: Db, actor: Actor, filters: InquiryFilters, maxBytes = EXPORT_MAX_BYTES): Promise<{ csv: string; truncated: boolean }> {
  const rows = await matching(db, filters, EXPORT_LIMIT);
  const document = inquiriesCsv(rows.items, maxBytes);
  const truncated = rows.truncated || !document.complete;
  const count = `${document.records} row${document.records === 1 ? '' : 's'}${truncated ? ' (limit reached)' : ''}`;
  await recordAudit(db, { ...actor, action: 'export', entity: 'inquiry', summary: `CSV: ${count}; ${describeFilters(filters)}` });
  return { csv: document.text, truncated };
}

/** The inquiry with its new status, or undefined when there is no such inquiry. */
export async function changeInquiryStatus(db: Db, actor: Actor, id: number, status: InquiryStatus): Promise<Inquiry | undefined> {
  const result = await updateInquiryStatus(db, id, status);
  if (!result) return undefined;
  // Setting the status it already has changed nothing, so there is nothing to log.
  if (result.previous !== status) {
    await recordAudit(db, { ...actor, action: 'status', entity: 'inquiry', entityId: id, summary: `#${id} ${result.previous} → ${status}` });
  }
  const row = await findInquiryForAdmin(db, id);
  return row && toInquiry(row);
}

/**
 * Erases an inquiry with its consent and e-mail rows (one statement: the cascade is atomic with it).
 * False when there was none. The log keeps only its id and reference.
 */
export async function eraseInquiry(db: Db, actor: Actor, id: number): Promise<boolean> {
  const erased = await deleteInquiry(db, id);
  if (!erased) return false;
  await recordAudit(db, { ...actor, action: 'delete', entity: 'inquiry', entityId: id, summary: `#${id} ${erased.reference} erased (consent withdrawn)` });
  return true;
}
