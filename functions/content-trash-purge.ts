import type { Config } from '@netlify/functions';
import { getDb, type Db } from '#db/client.ts';
import { purgeTrashBefore, CONTENT_TABLES } from '#db/repositories/content-history.ts';
import { recordAudit } from './_shared/admin/audit.ts';
import { TRASH_DAYS } from './_shared/admin/content/history.ts';

/**
 * Deletes for good the notices, FAQs and CSR stories trashed more than TRASH_DAYS ago, with their
 * revisions; each one is written to the audit log (by the system, not an administrator).
 */
export async function runContentTrashPurge(db: Db, now: Date = new Date()): Promise<number> {
  const purged = await purgeTrashBefore(db, new Date(now.getTime() - TRASH_DAYS * 86_400_000));
  for (const row of purged) {
    await recordAudit(db, { username: 'system', action: 'purge', entity: CONTENT_TABLES[row.table].entity, entityId: row.id, summary: row.label.slice(0, 200) });
  }
  return purged.length;
}

/** Scheduled daily, on Netlify and on the local server alike (scripts/local-server/scheduler.ts). */
export default async function contentTrashPurge(): Promise<Response> {
  const count = await runContentTrashPurge(getDb());
  if (count > 0) console.log(`[content-trash-purge] deleted ${count} items trashed more than ${TRASH_DAYS} days ago`);
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '@daily' };
