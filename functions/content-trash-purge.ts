import type { Config } from '@netlify/functions';
import { getDb, type Db } from '#db/client.ts';
import { purgeTrashBefore, CONTENT_TABLES } from '#db/repositories/content-history.ts';
import { recordAudit } from './_shared/admin/audit.ts';
import { TRASH_DAYS } from './_shared/admin/content/history.ts';
import { purgeMediaTrash } from './_shared/admin/content/media-usages.ts';

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

/**
 * Scheduled daily, on Netlify and on the local server alike (scripts/local-server/scheduler.ts): the
 * content's trash first, then the media trash, so an image only a purged item's revisions used goes
 * in the same run.
 */
export default async function contentTrashPurge(): Promise<Response> {
  const db = getDb();
  const count = await runContentTrashPurge(db);
  if (count > 0) console.log(`[content-trash-purge] deleted ${count} items trashed more than ${TRASH_DAYS} days ago`);
  const media = await purgeMediaTrash(db);
  if (media.purged.length > 0) console.log(`[content-trash-purge] deleted ${media.purged.length} images in the media trash more than ${TRASH_DAYS} days`);
  if (media.kept.length > 0) console.log(`[content-trash-purge] kept ${media.kept.length} images of the media trash that are used again: ${media.kept.join(' ')}`);
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '@daily' };
