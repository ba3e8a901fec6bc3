/**
 * What the administrator does with inquiries: list and export them (filtered), move one through its
 * statuses, erase one when its consent is withdrawn, erase a person on request. Each change and each export is written to the
 * audit log, never with personal data in it (ids, references, counts and filter names only).
 */
import type { InquiryStatus } from '#domain/inquiry/status.ts';
import { REFERENCE_PATTERN, referenceQuery } from '#domain/inquiry/reference.ts';
import type { Db } from '#db/client.ts';
import {
  countInquiriesForAdmin,
  deleteInquiry,
  findInquiryByReferenceForAdmin,
  findInquiryForAdmin,
  listInquiriesForAdmin,
  updateInquiryStatus,
  type AdminInquiryRow,
  type InquiryFilters,
  type PageCursor,
} from '#db/repositories/inquiries/desk.ts';
import { deleteExports, withExportExtras } from '#db/repositories/inquiries/exports.ts';
import { eraseHeldInquiries } from '#db/repositories/inquiries/privacy.ts';
import type { AllowedVersions, ConditionalWrite } from '#db/repositories/versioned.ts';
import type { ErasureResult } from '#domain/inquiry/privacy.ts';
import { smtpSettings } from '../../inquiry/config.ts';
import { deliverNewNotifications, notificationKinds } from '../../inquiry/notifications.ts';
import { recordAudit } from '../audit.ts';
import { EXPORT_MAX_BYTES, inquiriesCsv, type ExportReader } from './export.ts';
import { auditFilters, describeFilters } from './filters.ts';
import { toInquiry, type Inquiry } from './shape.ts';

/** The list comes a page at a time, newest first. */
export const PAGE_SIZE = 50;
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

/**
 * A search counts its matches up to this many: past it, "1,000+" tells the administrator to narrow
 * the search, and counting every match of a common word would read much of the table (the page
 * itself stops at 50).
 */
export const SEARCH_COUNT_LIMIT = 1000;

/** How many inquiries match: `count`, or at least `count` when `more` (past SEARCH_COUNT_LIMIT or LIST_COUNT_LIMIT). */
export interface InquiryTotal {
  count: number;
  more: boolean;
}

export interface InquiryPage {
  items: Inquiry[];
  /** The cursor of the next page (`after=`), null on the last one. */
  next: string | null;
  /** How many match the filters in all; on the first page only (the list keeps the first page's). */
  total: InquiryTotal | null;
}

/** `<microseconds since 1970>.<id>` of a row: where the next page starts. */
export function pageCursor(row: { cursor_us: string; id: number }): string {
  return `${row.cursor_us}.${row.id}`;
}

export function parsePageCursor(text: string | null): PageCursor | undefined | 'invalid' {
  if (text === null || text === '') return undefined;
  const match = /^(-?[0-9]{1,18})\.([1-9][0-9]{0,9})$/.exec(text);
  if (!match || Number(match[2]) > 2 ** 31 - 1) return 'invalid';
  return { createdUs: match[1]!, id: Number(match[2]) };
}

/**
 * Past this many the list's total without a search reads "10000+": counting every row of a large desk
 * costs more than reading its first page, which has a budget of 50 ms (npm run bench:desk checks it
 * on the embedded database with 100,000 inquiries).
 */
export const LIST_COUNT_LIMIT = 10_000;

/** How many inquiries match the filters: exactly up to LIST_COUNT_LIMIT (a search: SEARCH_COUNT_LIMIT). */
async function matchingTotal(db: Db, filters: InquiryFilters): Promise<InquiryTotal> {
  const limit = filters.q ? SEARCH_COUNT_LIMIT : LIST_COUNT_LIMIT;
  // One past the limit tells whether there are more.
  const count = await countInquiriesForAdmin(db, filters, limit + 1);
  return count > limit ? { count: limit, more: true } : { count, more: false };
}

/**
 * One page of the matching inquiries (keyset paging: as fast on the last page as on the first) and,
 * on the first page, their total.
 */
export async function listInquiryPage(db: Db, filters: InquiryFilters, after?: PageCursor, pageSize = PAGE_SIZE): Promise<InquiryPage> {
  const [rows, total] = await Promise.all([listInquiriesForAdmin(db, filters, pageSize + 1, after), after ? null : matchingTotal(db, filters)]);
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return { items: page.map(toInquiry), next: rows.length > pageSize && last ? pageCursor(last) : null, total };
}

/**
 * The CSV of the matching inquiries, newest first, cut (at a whole record) at EXPORT_LIMIT rows or
 * EXPORT_MAX_BYTES; audited as the number of rows written and the filters used.
 */
export async function exportInquiries(db: Db, actor: Actor, filters: InquiryFilters, reader: ExportReader, maxBytes = EXPORT_MAX_BYTES): Promise<{ csv: string; truncated: boolean }> {
  const rows = await matching(db, filters, EXPORT_LIMIT);
  const document = inquiriesCsv(await withExportExtras(db, rows.items), reader, maxBytes);
  const truncated = rows.truncated || !document.complete;
  const count = `${document.records} row${document.records === 1 ? '' : 's'}${truncated ? ' (limit reached)' : ''}`;
  const details = { kind: 'inquiry_export' as const, rows: document.records, truncated, filters: auditFilters(filters, actor.admin) };
  await recordAudit(db, { ...actor, action: 'export', entity: 'inquiry', summary: `CSV: ${count}; ${describeFilters(filters)}`, details });
  return { csv: document.text, truncated };
}

/** One inquiry as the administrator sees it, undefined when there is none. */
export async function findInquiry(db: Db, id: number): Promise<Inquiry | undefined> {
  const row = await findInquiryForAdmin(db, id);
  return row && toInquiry(row);
}

/**
 * The inquiry a desk address names by its reference (`/admin#inquiries/NB-2026-7KQ4MX`), as a
 * person may have typed or pasted it; undefined when it is no reference or none has it.
 */
export async function findInquiryByReference(db: Db, text: string): Promise<Inquiry | undefined> {
  const reference = referenceQuery(text);
  if (!reference || !REFERENCE_PATTERN.test(reference)) return undefined;
  const row = await findInquiryByReferenceForAdmin(db, reference);
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
  change: { status: InquiryStatus; versions: AllowedVersions; site?: string | undefined },
  defer: (work: Promise<unknown>) => void = (work) => void work,
): Promise<InquiryChange> {
  const notify = notificationKinds(smtpSettings());
  const result = await updateInquiryStatus(db, id, { status: change.status, adminId: actor.admin.id, versions: change.versions, notify });
  if (!result.ok) return refused(db, id, result);
  const { previous, notificationIds } = result.value;
  // Setting the status it already has changed nothing, so there is nothing to log.
  if (previous !== change.status) {
    const summary = previous === 'spam' ? `#${id} not spam → ${change.status}` : `#${id} ${previous} → ${change.status}`;
    await recordAudit(db, { ...actor, action: 'status', entity: 'inquiry', entityId: id, summary, details: { kind: 'inquiry_status', from: previous, to: change.status } });
  }
  if (notificationIds.length > 0) {
    defer(deliverNewNotifications(db, notificationIds, { site: change.site }).catch((error: unknown) => console.error(`[admin-contact] notification delivery failed: ${(error as Error).message}`)));
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
  await recordAudit(db, { ...actor, action: 'delete', entity: 'inquiry', entityId: id, summary: `#${id} ${result.value.reference} erased (consent withdrawn)`, details: { kind: 'inquiry_erased', reference: result.value.reference } });
  return { ok: true };
}

/** At most this many references per list in an erasure's audit line (the line holds 500 characters). */
const LOGGED_REFERENCES = 10;

function references(list: readonly string[]): string {
  const shown = list.slice(0, LOGGED_REFERENCES).join(', ');
  return list.length > LOGGED_REFERENCES ? `${shown} +${list.length - LOGGED_REFERENCES}` : shown;
}

/**
 * A person's erasure by e-mail address: their inquiries go, and they are redacted in other inquiries'
 * notes and replies. A prepared export may hold any of it: those go too (whoever asked can prepare it
 * again). The audit line names the erased inquiries by reference (which the person holds, so the firm
 * can answer them) and the redacted ones, and holds nothing derived from the address: any value the
 * server computes from an address, even a keyed hash, would let whoever may both ask for an address
 * and read the log confirm a guess by asking for it.
 */
export async function erasePerson(db: Db, actor: Actor, email: string): Promise<ErasureResult> {
  const { erased, redacted, erasedReferences, redactedReferences } = await eraseHeldInquiries(db, email);
  if (erased > 0 || redacted.entries > 0) await deleteExports(db, { all: true });
  const parts = [`privacy request: ${erased} inquiries erased${erased > 0 ? ` (${references(erasedReferences)})` : ''}`];
  if (redacted.entries > 0) parts.push(`${redacted.entries} notes or replies redacted on ${redacted.inquiries} other inquiries (${references(redactedReferences)})`);
  const details = {
    kind: 'privacy_erase' as const, erased, erasedReferences: erasedReferences.slice(0, LOGGED_REFERENCES),
    redacted: redacted.entries, redactedInquiries: redacted.inquiries, redactedReferences: redactedReferences.slice(0, LOGGED_REFERENCES),
  };
  await recordAudit(db, { ...actor, action: 'delete', entity: 'privacy', summary: parts.join('; '), details });
  return { erased, redacted };
}
