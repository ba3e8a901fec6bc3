/**
 * What the administrator does with inquiries: list and export them (filtered), move one through its
 * statuses, erase one when its consent is withdrawn. Each change and each export is written to the
 * audit log, never with personal data in it (ids, references, counts and filter names only).
 */
import type { InquiryStatus } from '#domain/inquiry/status.ts';
import type { Db } from '#db/client.ts';
import {
  deleteInquiry,
  findInquiryForAdmin,
  listInquiriesForAdmin,
  updateInquiryStatus,
  type AdminInquiryRow,
  type InquiryFilters,
} from '#db/repositories/inquiries/desk.ts';
import type { AllowedVersions, ConditionalWrite } from '#db/repositories/versioned.ts';
import { smtpSettings } from '../../inquiry/config.ts';
import { deliverNewNotifications, notificationKinds } from '../../inquiry/notifications.ts';
import { recordAudit } from '../audit.ts';
import { EXPORT_MAX_BYTES, inquiriesCsv, type ExportReader } from './export.ts';
import { describeFilters } from './filters.ts';
import { toInquiry, type Inquiry } from './shape.ts';

/** The list has no pagination yet: it shows the newest 1,000 at most (the answer says when it was cut short). */
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
export async function exportInquiries(db: Db, actor: Actor, filters: InquiryFilters, reader: ExportReader, maxBytes = EXPORT_MAX_BYTES): Promise<{ csv: string; truncated: boolean }> {
  const rows = await matching(db, filters, EXPORT_LIMIT);
  const document = inquiriesCsv(rows.items, reader, maxBytes);
  const truncated = rows.truncated || !document.complete;
  const count = `${document.records} row${document.records === 1 ? '' : 's'}${truncated ? ' (limit reached)' : ''}`;
  await recordAudit(db, { ...actor, action: 'export', entity: 'inquiry', summary: `CSV: ${count}; ${describeFilters(filters)}` });
  return { csv: document.text, truncated };
}

/** One inquiry as the administrator sees it, undefined when there is none. */
export async function findInquiry(db: Db, id: number): Promise<Inquiry | undefined> {
  const row = await findInquiryForAdmin(db, id);
  return row && toInquiry(row);
}

/** Why a conditional change did not happen: no such inquiry, or it moved on (as it is now). */
export type Refusal = { ok: false; reason: 'missing' } | { ok: false; reason: 'stale'; current: Inquiry };
/** What a conditional change answers: the inquiry after it, or the refusal. */
export type InquiryChange = { ok: true; inquiry: Inquiry } | Refusal;

async function refused(db: Db, id: number, result: ConditionalWrite<unknown> & { ok: false }): Promise<Refusal> {
  const current = result.reason === 'stale' ? await findInquiry(db, id) : undefined;
  return current ? { ok: false, reason: 'stale', current } : { ok: false, reason: 'missing' };
}

/**
 * Moves an inquiry to a status if it is still at a version the administrator saw. Out of the spam
 * quarantine ("not spam"), its e-mails are owed from now and sent after the answer (`defer`, the
 * request's waitUntil; the scheduled retries take over what fails).
 */
export async function changeInquiryStatus(
  db: Db,
  actor: Actor,
  id: number,
  change: { status: InquiryStatus; versions: AllowedVersions },
  defer: (work: Promise<unknown>) => void = (work) => void work,
): Promise<InquiryChange> {
  const notify = notificationKinds(smtpSettings());
  const result = await updateInquiryStatus(db, id, { status: change.status, adminId: actor.admin.id, versions: change.versions, notify });
  if (!result.ok) return refused(db, id, result);
  const { previous, notificationIds } = result.value;
  // Setting the status it already has changed nothing, so there is nothing to log.
  if (previous !== change.status) {
    const summary = previous === 'spam' ? `#${id} not spam → ${change.status}` : `#${id} ${previous} → ${change.status}`;
    await recordAudit(db, { ...actor, action: 'status', entity: 'inquiry', entityId: id, summary });
  }
  if (notificationIds.length > 0) {
    defer(deliverNewNotifications(db, notificationIds).catch((error: unknown) => console.error(`[admin-contact] notification delivery failed: ${(error as Error).message}`)));
  }
  const inquiry = await findInquiry(db, id);
  return inquiry ? { ok: true, inquiry } : { ok: false, reason: 'missing' };
}

/**
 * Erases an inquiry with its consent and e-mail rows (one statement: the cascade is atomic with it),
 * if it is still at a version the administrator saw. The log keeps only its id and reference.
 */
export async function eraseInquiry(db: Db, actor: Actor, id: number, versions: AllowedVersions): Promise<{ ok: true } | Refusal> {
  const result = await deleteInquiry(db, id, versions);
  if (!result.ok) return refused(db, id, result);
  await recordAudit(db, { ...actor, action: 'delete', entity: 'inquiry', entityId: id, summary: `#${id} ${result.value.reference} erased (consent withdrawn)` });
  return { ok: true };
}
