/**
 * Exports of any size: what one download cannot carry (EXPORT_LIMIT rows, EXPORT_MAX_BYTES) is
 * prepared in the background, page by page along the list's own keyset, as parts that are each a
 * whole CSV file (BOM, header, labels, zone) within one answer's size. The work is done in runs, each
 * within a time budget well under its function's limit, and each continues where the last stopped
 * (the export's cursor and parts), never from the start. The request starts it at once (after its
 * answer); the scheduled function (functions/inquiry-exports.ts) continues what is queued or whose
 * worker stopped, and deletes what has expired.
 */
import type { Db } from '#db/client.ts';
import { listInquiriesForAdmin } from '#db/repositories/inquiries/desk.ts';
import { addExportPart, claimExport, createExport, deleteExports, finishExport, pauseExport, withExportExtras, type ClaimedExport, type ExportCursor } from '#db/repositories/inquiries/exports.ts';
import { recordAudit, type AuditInput } from '../audit.ts';
import { CsvParts, type CsvDocument } from '../csv.ts';
import { EXPORT_MAX_BYTES, inquiryHeader, inquiryRecord, type ExportReader } from './export.ts';
import { auditFilters, describeFilters, FILTER_KEYS, parseInquiryFilters } from './filters.ts';

/** Rows read per query while preparing; the time budget is looked at between pages. */
const PAGE_ROWS = 1000;
/**
 * Time a run may start pages in. A scheduled function has 30 s, so 20 s leave room for the page and
 * part under way when it runs out; a request's waitUntil (60 s from the request) takes REQUEST_BUDGET_MS.
 */
const SCHEDULED_BUDGET_MS = 20_000;
export const REQUEST_BUDGET_MS = 40_000;
/**
 * A worker that has not finished in this long is taken to have stopped (no run lasts more than 60 s):
 * its export is taken again and continues from its cursor.
 */
const STALE_AFTER_MINUTES = 2;

type Actor = Required<Pick<AuditInput, 'admin' | 'ip'>>;

export type ExportRequest = { ok: true; id: number } | { ok: false; fields: Record<string, string> };

/** Queues an export of what the list's filters (the query string) select, audited. */
export async function requestExport(db: Db, actor: Actor, params: URLSearchParams, reader: ExportReader): Promise<ExportRequest> {
  const parsed = parseInquiryFilters(params, actor.admin.id);
  if (!parsed.ok) return { ok: false, fields: parsed.fields };
  const filters = Object.fromEntries([...params].filter(([key, value]) => value.trim() !== '' && (FILTER_KEYS as readonly string[]).includes(key)));
  const id = await createExport(db, { adminId: actor.admin.id, filters, locale: reader.locale, timeZone: reader.timeZone });
  await recordAudit(db, { ...actor, action: 'export', entity: 'inquiry', summary: `CSV in the background (#${id}); ${describeFilters(parsed.filters)}`,
    details: { kind: 'inquiry_export', background: id, filters: auditFilters(parsed.filters, actor.admin) } });
  return { ok: true, id };
}

export type ExportOutcome = 'ready' | 'paused' | 'failed';

/**
 * Writes one claimed export, part by part, from where its last run stopped (its cursor), and stops
 * taking pages once `deadline` has passed: what it read goes out as a part with the cursor after
 * it, and the export goes back to the queue for the next run to continue. A failure is recorded on
 * the export (never thrown).
 */
export async function prepareExport(db: Db, job: ClaimedExport, { maxBytes = EXPORT_MAX_BYTES, deadline = Infinity, now = Date.now }: { maxBytes?: number; deadline?: number; now?: () => number } = {}): Promise<ExportOutcome> {
  try {
    const parsed = parseInquiryFilters(new URLSearchParams(job.filters), job.adminId);
    if (!parsed.ok) throw new Error('its filters are no longer valid');
    const reader: ExportReader = { locale: job.locale, timeZone: job.timeZone };
    const parts = new CsvParts(inquiryHeader(reader), maxBytes);
    let part = job.parts;
    /** The last inquiry taken into a part: where a part that ends here lets the next run start. */
    let last = job.cursor;
    const store = async (document: CsvDocument, cursor: ExportCursor | undefined) => {
      part += 1;
      await addExportPart(db, job.id, { part, rows: document.records, content: document.text }, cursor);
    };
    for (;;) {
      const page = await listInquiriesForAdmin(db, parsed.filters, PAGE_ROWS, last);
      for (const row of await withExportExtras(db, page)) {
        // A part that is full goes out now, ending at the inquiry before this one.
        const full = parts.add(inquiryRecord(row, reader));
        if (full) await store(full, last);
        last = { createdUs: row.cursor_us, id: row.id };
      }
      if (page.length < PAGE_ROWS) break;
      if (now() >= deadline) {
        if (parts.records > 0) await store(parts.close(), last);
        await pauseExport(db, job.id);
        return 'paused';
      }
    }
    if (parts.records > 0 || part === 0) await store(parts.close(), last);
    await finishExport(db, job.id, { ok: true });
    return 'ready';
  } catch (error) {
    console.error(`[inquiry-exports] export ${job.id} failed: ${(error as Error).message}`);
    await finishExport(db, job.id, { ok: false, error: (error as Error).message });
    return 'failed';
  }
}

/**
 * Works on the export `id` if it is still waiting, else (no id) on every waiting one, oldest first,
 * for `budgetMs` (SCHEDULED_BUDGET_MS by default); an export the time was not enough for goes back to
 * the queue and the next run continues it. Then deletes expired exports. Answers how many it finished.
 */
export async function runExports(db: Db, options: { id?: number; budgetMs?: number; now?: () => number } = {}): Promise<number> {
  const now = options.now ?? Date.now;
  const deadline = now() + (options.budgetMs ?? SCHEDULED_BUDGET_MS);
  let finished = 0;
  do {
    const job = await claimExport(db, { ...(options.id !== undefined ? { id: options.id } : {}), staleAfterMinutes: STALE_AFTER_MINUTES });
    if (!job) break;
    if ((await prepareExport(db, job, { deadline, now })) !== 'paused') finished += 1;
  } while (options.id === undefined && now() < deadline);
  if (options.id === undefined) await deleteExports(db, { all: false });
  return finished;
}
