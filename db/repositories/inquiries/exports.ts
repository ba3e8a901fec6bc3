/**
 * Exports prepared in the background (tables inquiry_exports and inquiry_export_parts): asked for by
 * an administrator, claimed by one worker at a time, written part by part, read back by their owner
 * only, deleted when they expire or after a privacy erasure.
 */
import { sql } from 'kysely';
import type { Db } from '../../client.ts';
import type { AdminLocale } from '#domain/admin-access.ts';
import type { ExportJob } from '#domain/inquiry/export-job.ts';
import type { MailStatus } from '#domain/mail/delivery.ts';
import type { AdminInquiryRow } from './desk.ts';

/**
 * What the export says about an inquiry beyond the list's row: how many internal notes it has, when
 * it was last answered (null: never) and what became of the latest reply the desk e-mailed (null: none).
 */
export interface InquiryExportExtras {
  note_count: number;
  last_reply_at: Date | null;
  last_reply_delivery: MailStatus | null;
}

export type ExportedInquiry = AdminInquiryRow & InquiryExportExtras;

/**
 * The rows with their extras, read for the whole page in one grouped query over the history's
 * (inquiry_id, id) index: per page of the export, not per row, and without slowing the desk's list,
 * which does not show them.
 */
export async function withExportExtras<Row extends AdminInquiryRow>(db: Db, rows: readonly Row[]): Promise<(Row & InquiryExportExtras)[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const extras = await db
    .selectFrom('inquiry_events')
    .select([
      'inquiry_id',
      sql<number>`(count(*) FILTER (WHERE kind = 'note'))::integer`.as('note_count'),
      sql<Date | null>`max(created_at) FILTER (WHERE kind = 'reply')`.as('last_reply_at'),
    ])
    .where(sql<boolean>`inquiry_id = ANY(${ids}::integer[])`)
    .where('kind', 'in', ['note', 'reply'])
    .groupBy('inquiry_id')
    .execute();
  // The latest reply mail of each inquiry, over the mail records' inquiry index.
  const deliveries = await db
    .selectFrom('mail_deliveries')
    .select(['inquiry_id', 'status'])
    .distinctOn('inquiry_id')
    .where(sql<boolean>`inquiry_id = ANY(${ids}::integer[])`)
    .where('kind', '=', 'reply')
    .orderBy('inquiry_id')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const byId = new Map(extras.map((extra) => [extra.inquiry_id, extra]));
  const deliveryOf = new Map(deliveries.map((delivery) => [delivery.inquiry_id, delivery.status]));
  return rows.map((row) => {
    const extra = byId.get(row.id);
    return { ...row, note_count: extra?.note_count ?? 0, last_reply_at: extra?.last_reply_at ?? null, last_reply_delivery: deliveryOf.get(row.id) ?? null };
  });
}

export interface NewExport {
  adminId: number;
  filters: Record<string, string>;
  locale: AdminLocale;
  timeZone: string | null;
}

export async function createExport(db: Db, job: NewExport): Promise<number> {
  const row = await db
    .insertInto('inquiry_exports')
    .values({ admin_id: job.adminId, filters: JSON.stringify(job.filters), locale: job.locale, time_zone: job.timeZone })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Where an export's last run stopped: the list-order key of the last inquiry in a stored part. */
export interface ExportCursor {
  createdUs: string;
  id: number;
}

export interface ClaimedExport extends NewExport {
  id: number;
  /** Undefined until a part is stored: then the next run starts after it. */
  cursor: ExportCursor | undefined;
  /** Parts stored so far; the next one is `parts + 1`. */
  parts: number;
}

/**
 * Claims an export to prepare: the one named, or the oldest queued one (new, or left by a run whose
 * time was up), or one whose worker stopped (running for more than `staleAfterMinutes`). Its parts
 * and cursor stay: the worker continues after them. One statement with SKIP LOCKED, so two workers
 * never take the same export.
 */
export async function claimExport(db: Db, options: { id?: number; staleAfterMinutes: number }): Promise<ClaimedExport | undefined> {
  const { rows } = await sql<{ id: number; admin_id: number; filters: Record<string, string>; locale: AdminLocale; time_zone: string | null; cursor_us: string | null; cursor_id: number | null; parts: number }>`
    WITH next AS (
      SELECT id FROM inquiry_exports
      WHERE (${options.id ?? null}::integer IS NULL OR id = ${options.id ?? null}::integer)
        AND (status = 'queued' OR (status = 'running' AND started_at < now() - make_interval(mins => ${options.staleAfterMinutes})))
        AND expires_at > now()
      ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED
    )
    UPDATE inquiry_exports e SET status = 'running', started_at = now(), error = NULL
    FROM next WHERE e.id = next.id
    RETURNING e.id, e.admin_id, e.filters, e.locale, e.time_zone, e.cursor_us::text AS cursor_us, e.cursor_id,
      (SELECT coalesce(max(p.part), 0)::integer FROM inquiry_export_parts p WHERE p.export_id = e.id) AS parts
  `.execute(db);
  const row = rows[0];
  return row && {
    id: row.id, adminId: row.admin_id, filters: row.filters, locale: row.locale, timeZone: row.time_zone,
    cursor: row.cursor_us !== null && row.cursor_id !== null ? { createdUs: row.cursor_us, id: row.cursor_id } : undefined,
    parts: row.parts,
  };
}

/**
 * Adds the next part, counts its rows into the export and moves its cursor to the part's last
 * inquiry, in one transaction: a run cut off at any point leaves parts and cursor that agree.
 */
export async function addExportPart(db: Db, id: number, part: { part: number; rows: number; content: string }, cursor: ExportCursor | undefined): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('inquiry_export_parts').values({ export_id: id, ...part }).execute();
    await tx
      .updateTable('inquiry_exports')
      .set({ rows: sql<number>`rows + ${part.rows}`, ...(cursor ? { cursor_us: cursor.createdUs, cursor_id: cursor.id } : {}) })
      .where('id', '=', id)
      .execute();
  });
}

/** Puts a running export back in the queue when a run's time is up; the next run continues it. */
export async function pauseExport(db: Db, id: number): Promise<void> {
  await db.updateTable('inquiry_exports').set({ status: 'queued' }).where('id', '=', id).where('status', '=', 'running').execute();
}

export async function finishExport(db: Db, id: number, outcome: { ok: true } | { ok: false; error: string }): Promise<void> {
  await db
    .updateTable('inquiry_exports')
    .set({ status: outcome.ok ? 'ready' : 'failed', error: outcome.ok ? null : outcome.error.slice(0, 500), finished_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** An administrator's exports (never another's) that have not expired, newest first, with their parts' sizes; `id`: that one only. */
export async function listExports(db: Db, adminId: number, id?: number): Promise<ExportJob[]> {
  let query = db
    .selectFrom('inquiry_exports')
    .select(['id', 'status', 'rows', 'created_at', 'expires_at'])
    .where('admin_id', '=', adminId)
    .where('expires_at', '>', new Date())
    .orderBy('id', 'desc');
  if (id !== undefined) query = query.where('id', '=', id);
  const jobs = await query.execute();
  if (jobs.length === 0) return [];
  const parts = await db.selectFrom('inquiry_export_parts').select(['export_id', 'part', 'rows']).where('export_id', 'in', jobs.map((job) => job.id)).orderBy('part').execute();
  return jobs.map((job) => ({
    id: job.id, status: job.status, rows: job.rows, createdAt: job.created_at.toISOString(), expiresAt: job.expires_at.toISOString(),
    parts: parts.filter((p) => p.export_id === job.id).map(({ part, rows }) => ({ part, rows })),
  }));
}

/** One of an administrator's exports; undefined when none, another's, or expired. */
export async function findExport(db: Db, id: number, adminId: number): Promise<ExportJob | undefined> {
  return (await listExports(db, adminId, id))[0];
}

export async function readExportPart(db: Db, id: number, adminId: number, part: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('inquiry_export_parts as p')
    .innerJoin('inquiry_exports as e', 'e.id', 'p.export_id')
    .select('p.content')
    .where('p.export_id', '=', id)
    .where('p.part', '=', part)
    .where('e.admin_id', '=', adminId)
    .where('e.status', '=', 'ready')
    .where('e.expires_at', '>', new Date())
    .executeTakeFirst();
  return row?.content;
}

/** Deletes expired exports (with their parts), or every export (`all`, after a privacy erasure). How many. */
export async function deleteExports(db: Db, { all }: { all: boolean }): Promise<number> {
  let query = db.deleteFrom('inquiry_exports');
  if (!all) query = query.where('expires_at', '<=', new Date());
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
