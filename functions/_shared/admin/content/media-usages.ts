/**
 * Where the uploaded images are used, and the media trash's purge, which deletes only what nothing
 * uses: apart from the rest of the library (media.ts), so the scheduled purge's bundle carries no
 * image library.
 */
import type { Db } from '#db/client.ts';
import { deleteTrashedUploads, listUploadReferrers, listUploadsTrashedBefore } from '#db/repositories/uploads.ts';
import { MEDIA_TRASH_DAYS } from '#domain/media/api.ts';
import { findUsages, type MediaUsage, type UsagePlace } from '#domain/media/usages.ts';
import { recordAudit } from '../audit.ts';

const DAY_MS = 86_400_000;
/** A draft's input names its fields as the API does (`featuredImage`); the library names them as stored (`featured_image`). */
const storedPath = (path: string) => path.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Where each upload is used, by id: content and pages (with their drafts and kept revisions) and the site settings. */
export async function usagesById(db: Db): Promise<Map<string, MediaUsage[]>> {
  const rows = await listUploadReferrers(db);
  const places = rows.map((row): UsagePlace => {
    if (row.source === 'settings') return { kind: 'settings', id: row.key, title: row.key, trashed: false, source: 'item', value: row.value };
    // A page is named by its key (`home`), an item by its number.
    const place: UsagePlace = { kind: row.kind, id: row.kind === 'page' ? row.key : Number(row.key), title: row.title, trashed: row.trashed, source: row.source, value: row.value };
    if (row.source === 'draft') {
      place.value = Object.fromEntries(Object.entries(row.value).map(([key, value]) => [storedPath(key), value]));
      if (row.publish_at) place.publishAt = new Date(row.publish_at).toISOString();
    }
    if (row.source === 'revision' && row.version !== null) place.versions = [row.version];
    return place;
  });
  const order = { item: 0, draft: 1, revision: 2 } as const;
  places.sort((a, b) => a.kind.localeCompare(b.kind) || Number(a.id) - Number(b.id) || String(a.id).localeCompare(String(b.id)) || order[a.source] - order[b.source] || (a.versions?.[0] ?? 0) - (b.versions?.[0] ?? 0));
  return findUsages(places);
}

/**
 * Deletes for good, bytes and copies with them, the images in the media trash for more than
 * MEDIA_TRASH_DAYS, each written to the audit log (by the system). One that something started using
 * meanwhile (a save after the move, a revision restored) is kept, in the trash, and named in `kept`.
 */
export async function purgeMediaTrash(db: Db, now: Date = new Date()): Promise<{ purged: string[]; kept: string[] }> {
  const cutoff = new Date(now.getTime() - MEDIA_TRASH_DAYS * DAY_MS);
  const due = await listUploadsTrashedBefore(db, cutoff);
  if (due.length === 0) return { purged: [], kept: [] };
  const usages = await usagesById(db);
  const kept = due.filter((row) => usages.has(row.id)).map((row) => row.id);
  const purged = await deleteTrashedUploads(db, due.filter((row) => !usages.has(row.id)).map((row) => row.id), cutoff);
  for (const id of purged) {
    const name = due.find((row) => row.id === id)?.file_name ?? `${id}.webp`;
    await recordAudit(db, { username: 'system', action: 'purge', entity: 'upload', entityId: id, summary: name.slice(0, 200) });
  }
  return { purged, kept };
}
