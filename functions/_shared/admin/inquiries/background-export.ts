/**
 * Exports of any size: what one download cannot carry (EXPORT_LIMIT rows, EXPORT_MAX_BYTES) is
 * prepared in the background, page by page along the list's own keyset, as parts that are each a
 * whole CSV file (BOM, header, labels, zone) within one answer's size. The request starts it at once
 * (after its answer); the scheduled function (functions/inquiry-exports.ts) takes what is queued or
 * whose worker stopped, and deletes what has expired.
 */
import type { Db } from '#db/client.ts';
import { listInquiriesForAdmin, type AdminInquiryRow, type PageCursor } from '#db/repositories/inquiries/desk.ts';
import { addExportPart, claimExport, createExport, deleteExports, finishExport, type ClaimedExport } from '#db/repositories/inquiries/exports.ts';
import { recordAudit, type AuditInput } from '../audit.ts';
import { EXPORT_MAX_BYTES, inquiriesCsv, type ExportReader } from './export.ts';
import { describeFilters, FILTER_KEYS, parseInquiryFilters } from './filters.ts';

/** Rows read per query while preparing. */
const PAGE_ROWS = 1000;
/** A worker that has not finished in this long is taken to have stopped. */
const STALE_AFTER_MINUTES = 10;

type Actor = Required<Pick<AuditInput, 'admin' | 'ip'>>;

export type ExportRequest = { ok: true; id: number } | { ok: false; fields: Record<string, string> };

/** Queues an export of what the list's filters (the query string) select, audited. */
export async function requestExport(db: Db, actor: Actor, params: URLSearchParams, reader: ExportReader): Promise<ExportRequest> {
  const parsed = parseInquiryFilters(params, actor.admin.id);
  if (!parsed.ok) return { ok: false, fields: parsed.fields };
  const filters = Object.fromEntries([...params].filter(([key, value]) => value.trim() !== '' && (FILTER_KEYS as readonly string[]).includes(key)));
  const id = await createExport(db, { adminId: actor.admin.id, filters, locale: reader.locale, timeZone: reader.timeZone });
  await recordAudit(db, { ...actor, action: 'export', entity: 'inquiry', summary: `CSV in the background (#${id}); ${describeFilters(parsed.filters)}` });
  return { ok: true, id };
}

/** Writes one claimed export, part by part; a failure is recorded on it (never thrown). */
export async function prepareExport(db: Db, job: ClaimedExport, maxBytes = EXPORT_MAX_BYTES): Promise<void> {
  try {
    const parsed = parseInquiryFilters(new URLSearchParams(job.filters), job.adminId);
    if (!parsed.ok) throw new Error('its filters are no longer valid');
    const reader: ExportReader = { locale: job.locale, timeZone: job.timeZone };
    let pending: AdminInquiryRow[] = [];
    let part = 1;
    let after: PageCursor | undefined;
    for (;;) {
      const page = await listInquiriesForAdmin(db, parsed.filters, PAGE_ROWS, after);
      pending.push(...page);
      // Every part that is full goes out now; what is left waits for the next page.
      for (let document = inquiriesCsv(pending, reader, maxBytes); !document.complete; document = inquiriesCsv(pending, reader, maxBytes)) {
        await addExportPart(db, job.id, { part: part++, rows: document.records, content: document.text });
        pending = pending.slice(document.records);
      }
      const last = page.at(-1);
      if (page.length < PAGE_ROWS || !last) break;
      after = { createdUs: last.cursor_us, id: last.id };
    }
    if (pending.length > 0 || part === 1) {
      const document = inquiriesCsv(pending, reader, maxBytes);
      await addExportPart(db, job.id, { part, rows: document.records, content: document.text });
    }
    await finishExport(db, job.id, { ok: true });
  } catch (error) {
    console.error(`[inquiry-exports] export ${job.id} failed: ${(error as Error).message}`);
    await finishExport(db, job.id, { ok: false, error: (error as Error).message });
  }
}

/**
 * Prepares the export `id` if it is still waiting, else (no id) every waiting one, oldest first,
 * while `budgetMs` lasts; then deletes expired exports. Answers how many it prepared.
 */
export async function runExports(db: Db, options: { id?: number; budgetMs?: number; now?: () => number } = {}): Promise<number> {
  const now = options.now ?? Date.now;
  const end = now() + (options.budgetMs ?? 20_000);
  let prepared = 0;
  do {
    const job = await claimExport(db, { ...(options.id !== undefined ? { id: options.id } : {}), staleAfterMinutes: STALE_AFTER_MINUTES });
    if (!job) break;
    await prepareExport(db, job);
    prepared += 1;
  } while (options.id === undefined && now() < end);
  if (options.id === undefined) await deleteExports(db, { all: false });
  return prepared;
}
