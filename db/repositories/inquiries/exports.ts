/**
 * Exports prepared in the background (tables inquiry_exports and inquiry_export_parts): asked for by
 * an administrator, claimed by one worker at a time, written part by part, read back by their owner
 * only, deleted when they expire or after a privacy erasure.
 */
import { sql } from 'kysely';
import type { Db } from '../../client.ts';
import type { AdminLocale } from '#domain/admin-access.ts';
import type { ExportJob } from '#domain/inquiry/export-job.ts';

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

export interface ClaimedExport extends NewExport {
  id: number;
}

/**
 * Claims an export to prepare: the one named, or the oldest queued one, or one whose worker stopped
 * (running for more than `staleAfterMinutes`: its parts are dropped and it starts again). One
 * statement with SKIP LOCKED, so two workers never take the same export.
 */
export async function claimExport(db: Db, options: { id?: number; staleAfterMinutes: number }): Promise<ClaimedExport | undefined> {
  const { rows } = await sql<{ id: number; admin_id: number; filters: Record<string, string>; locale: AdminLocale; time_zone: string | null }>`
    WITH next AS (
      SELECT id FROM inquiry_exports
      WHERE (${options.id ?? null}::integer IS NULL OR id = ${options.id ?? null}::integer)
        AND (status = 'queued' OR (status = 'running' AND started_at < now() - make_interval(mins => ${options.staleAfterMinutes})))
        AND expires_at > now()
      ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED
    ), cleared AS (
      DELETE FROM inquiry_export_parts WHERE export_id IN (SELECT id FROM next)
    )
    UPDATE inquiry_exports e SET status = 'running', started_at = now(), rows = 0, error = NULL
    FROM next WHERE e.id = next.id
    RETURNING e.id, e.admin_id, e.filters, e.locale, e.time_zone
  `.execute(db);
  const row = rows[0];
  return row && { id: row.id, adminId: row.admin_id, filters: row.filters, locale: row.locale, timeZone: row.time_zone };
}

/** Adds the next part and counts its rows into the export. */
export async function addExportPart(db: Db, id: number, part: { part: number; rows: number; content: string }): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('inquiry_export_parts').values({ export_id: id, ...part }).execute();
    await tx.updateTable('inquiry_exports').set({ rows: sql<number>`rows + ${part.rows}` }).where('id', '=', id).execute();
  });
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
