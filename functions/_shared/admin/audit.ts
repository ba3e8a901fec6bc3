import type { Db } from '#db/client.ts';
import { insertAuditRow, selectAdminNames, selectAudit, selectRecentAudit, type AuditQuery } from '#db/repositories/audit-log.ts';
import type { AuditAction } from '#db/schema.ts';
import { auditPeople, legacyAuditDetail, type AuditDetail } from '#domain/audit-detail.ts';

export interface AuditInput {
  /** The signed-in administrator; for a failed sign-in, give `username` instead. */
  admin?: { id: number; username: string };
  username?: string;
  action: AuditAction;
  entity?: string;
  entityId?: string | number;
  /** In English, for whoever reads the table without the app (psql, a backup). */
  summary?: string;
  /** The same as data, which the admin app words in its reader's language. */
  details?: AuditDetail;
  ip?: string;
}

/** The README's AuditEntry: what the dashboard shows. */
export interface AuditEntry {
  id: number;
  createdAt: string;
  username: string;
  action: AuditAction;
  entity: string | null;
  entityId: string | null;
  summary: string | null;
  /** What the app words in the reader's language, people named; null: show `summary` as it is. */
  details: AuditDetail | null;
}

/**
 * Writes one line of the audit log. A failure to write is logged and swallowed: the action it
 * describes has already happened, and its answer must not turn into an error.
 */
export async function recordAudit(db: Db, input: AuditInput): Promise<void> {
  try {
    await insertAuditRow(db, {
      adminId: input.admin?.id ?? null,
      username: input.admin?.username ?? input.username ?? '-',
      action: input.action,
      entity: input.entity ?? null,
      entityId: input.entityId === undefined ? null : String(input.entityId),
      summary: input.summary ?? null,
      details: input.details ?? null,
      ip: input.ip ?? null,
    });
  } catch (error) {
    console.error(`[audit] could not record ${input.action}: ${(error as Error).message}`);
  }
}

/** The latest entries, newest first (the dashboard shows 20). */
export async function listRecentAudit(db: Db, limit = 20): Promise<AuditEntry[]> {
  return named(db, (await selectRecentAudit(db, limit)).map(toAuditEntry));
}

/** One page of the log for the owners' filter, and the id to ask the next page before (null at the end). */
export async function findAudit(db: Db, query: Omit<AuditQuery, 'limit'>, pageSize = 50): Promise<{ entries: AuditEntry[]; next: number | null }> {
  const rows = await selectAudit(db, { ...query, limit: pageSize + 1 });
  const entries = await named(db, rows.slice(0, pageSize).map(toAuditEntry));
  return { entries, next: rows.length > pageSize ? entries.at(-1)!.id : null };
}

/** A stored line as the app reads it; a line from before details were stored gets them from its summary when it has a known form. */
function toAuditEntry(row: Awaited<ReturnType<typeof selectRecentAudit>>[number]): AuditEntry {
  return ({
    id: row.id,
    createdAt: row.created_at.toISOString(),
    username: row.username,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    summary: row.summary,
    details: row.details ?? legacyAuditDetail(row.action, row.entity, row.summary) ?? null,
  });
}

/**
 * Names the people the entries' details refer to by id only (lines from before details, which held
 * the id), in one query for the page; someone whose account is gone stays an id.
 */
async function named(db: Db, entries: AuditEntry[]): Promise<AuditEntry[]> {
  const unnamed = entries.flatMap((entry) => (entry.details ? auditPeople(entry.details) : [])).filter((person) => person.name === undefined);
  if (unnamed.length === 0) return entries;
  const names = await selectAdminNames(db, unnamed.map((person) => person.id));
  for (const person of unnamed) person.name = names.get(person.id);
  return entries;
}
