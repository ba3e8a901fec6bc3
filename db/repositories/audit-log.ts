import type { Db } from '../client.ts';
import type { AuditAction } from '../schema.ts';
import type { AuditDetail } from '#domain/audit-detail.ts';

export interface NewAuditRow {
  adminId: number | null;
  username: string;
  action: AuditAction;
  entity: string | null;
  entityId: string | null;
  summary: string | null;
  details: AuditDetail | null;
  ip: string | null;
}

/** Column limits of audit_log: longer values are cut rather than refused, so the log always gets its line. */
export async function insertAuditRow(db: Db, row: NewAuditRow): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      admin_id: row.adminId,
      username: row.username.slice(0, 50),
      action: row.action,
      entity: row.entity?.slice(0, 40) ?? null,
      entity_id: row.entityId?.slice(0, 64) ?? null,
      summary: row.summary?.slice(0, 500) ?? null,
      details: row.details === null ? null : JSON.stringify(row.details),
      ip: row.ip?.slice(0, 64) ?? null,
    })
    .execute();
}

export function selectRecentAudit(db: Db, limit: number) {
  return db
    .selectFrom('audit_log')
    .select(['id', 'created_at', 'username', 'action', 'entity', 'entity_id', 'summary', 'details'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export interface AuditQuery {
  action?: AuditAction | undefined;
  /** Exact administrator name (as recorded). */
  username?: string | undefined;
  /** Entries older than this id (the next page). */
  beforeId?: number | undefined;
  limit: number;
}

/** The log newest first, filtered, one page at a time (keyset on the id: no offset to drift). */
export function selectAudit(db: Db, query: AuditQuery) {
  let select = db.selectFrom('audit_log').select(['id', 'created_at', 'username', 'action', 'entity', 'entity_id', 'summary', 'details']);
  if (query.action) select = select.where('action', '=', query.action);
  if (query.username) select = select.where('username', '=', query.username);
  if (query.beforeId) select = select.where('id', '<', query.beforeId);
  return select.orderBy('id', 'desc').limit(query.limit).execute();
}

/** The names of these administrators (those that still exist), to name the people a page of lines refers to by id. */
export async function selectAdminNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('admins').select(['id', 'username']).where('id', 'in', [...new Set(ids)]).execute();
  return new Map(rows.map((row) => [row.id, row.username]));
}
