/**
 * The media library: the uploaded images with where each is used, their alt text per locale, and
 * deleting the ones nothing uses. Usages are found by the image's URL in the stored rows
 * (src/domain/media/usages.ts), never recorded separately, so they cannot drift from the content.
 */
import * as v from 'valibot';
import type { Db } from '#db/client.ts';
import { deleteUpload, insertUploadVariants, listUploadMeta, listUploadReferrers, listUploadsWithoutVariants, updateUploadAlt } from '#db/repositories/uploads.ts';
import { ALT_MAX, cleanAlt, type UploadAlt } from '#domain/media/alt.ts';
import type { MediaFilter, MediaItem } from '#domain/media/api.ts';
import { findUsages, uploadUrl, type MediaUsage, type UsageSource } from '#domain/media/usages.ts';
import { localeCodes } from '#i18n/locales.ts';
import { bumpContentStamps } from '#db/repositories/content-versions.ts';
import { recordAudit } from '../audit.ts';
import { afterContentChange } from '../publish.ts';
import { says } from '../messages/index.ts';
import { makeVariants, VARIANT_WIDTHS } from './images.ts';

const TITLE_COLUMN = { notice: 'title', faq: 'question', csr: 'title' } as const;

/** Where each upload is used, by id. */
async function usagesById(db: Db): Promise<Map<string, MediaUsage[]>> {
  const rows = await listUploadReferrers(db);
  const sources = rows.map(({ kind, key, row }): UsageSource => {
    if (kind === 'settings') return { kind, id: key, title: key, trashed: false, value: row };
    const { id, deleted_at, [TITLE_COLUMN[kind]]: title, ...value } = row;
    return { kind, id: Number(id), title: String(title ?? ''), trashed: deleted_at != null, value: { [TITLE_COLUMN[kind]]: title, ...value } };
  });
  return findUsages(sources.sort((a, b) => a.kind.localeCompare(b.kind) || Number(a.id) - Number(b.id) || String(a.id).localeCompare(String(b.id))));
}

export async function listMedia(db: Db, filter: MediaFilter): Promise<MediaItem[]> {
  const [rows, usages] = await Promise.all([listUploadMeta(db), usagesById(db)]);
  const items = rows.map((row): MediaItem => ({
    id: row.id,
    url: uploadUrl(row.id),
    fileName: row.file_name ?? `${row.id}.webp`,
    width: row.width,
    height: row.height,
    byteLength: row.byte_length,
    alt: cleanAlt(row.alt),
    uploadedBy: row.username,
    uploadedAt: new Date(row.created_at).toISOString(),
    usages: usages.get(row.id) ?? [],
  }));
  return filter === 'unused' ? items.filter((item) => item.usages.length === 0) : items;
}

const altText = v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(ALT_MAX, says((m) => m.altTooLong)));
/** PUT /api/admin/media/:id: the alt text in every locale; Korean required (src/domain/media/alt.ts). */
export const MediaAltInput = v.object({
  alt: v.object(
    Object.fromEntries(
      localeCodes.map((code) => [code, code === 'ko' ? v.pipe(v.string(says((m) => m.altRequired)), v.trim(), v.nonEmpty(says((m) => m.altRequired)), v.maxLength(ALT_MAX, says((m) => m.altTooLong))) : altText]),
    ) as Record<(typeof localeCodes)[number], typeof altText>,
    says((m) => m.altRequired),
  ),
});

interface Actor {
  admin: { id: number; username: string };
  ip: string;
}

const COLLECTIONS = { notice: 'notices', faq: 'faqs', csr: 'csr_posts' } as const;
const KINDS = { notice: 'notices', faq: 'faqs', csr: 'csr-posts' } as const;

/**
 * Stores an image's alt text; false when there is no such image. The public pages show it
 * (functions/_shared/library-alt.ts): the collections using the image get new content stamps and
 * a rebuild, like an edit of their content.
 */
export async function saveMediaAlt(db: Db, actor: Actor, id: string, alt: UploadAlt): Promise<boolean> {
  const cleaned = cleanAlt(alt);
  if (!(await updateUploadAlt(db, id, cleaned))) return false;
  await recordAudit(db, { ...actor, action: 'update', entity: 'upload', entityId: id, summary: `alt: ${Object.keys(cleaned).join(' ')}` });
  const kinds = [...new Set(((await usagesById(db)).get(id) ?? []).flatMap((usage) => (usage.kind === 'settings' ? [] : [usage.kind])))];
  await bumpContentStamps(db, kinds.map((kind) => COLLECTIONS[kind]));
  for (const kind of kinds) await afterContentChange(KINDS[kind], actor.admin);
  return true;
}

export type MediaRemoval = { ok: true } | { ok: false; reason: 'missing' } | { ok: false; reason: 'used'; usages: MediaUsage[] };

/**
 * Deletes an image nothing uses (its bytes with its row); refuses one still used, naming where.
 * A save that starts using the image between the check and the delete is not seen (content saves
 * do not lock uploads): the library is for images long unused, and the editor shows a broken image.
 */
export async function removeMedia(db: Db, actor: Actor, id: string): Promise<MediaRemoval> {
  const usages = (await usagesById(db)).get(id) ?? [];
  if (usages.length > 0) return { ok: false, reason: 'used', usages };
  if (!(await deleteUpload(db, id))) return { ok: false, reason: 'missing' };
  await recordAudit(db, { ...actor, action: 'delete', entity: 'upload', entityId: id, summary: 'media library' });
  return { ok: true };
}

/** Time a backfill run may start images in: half of a scheduled function's 30 s. */
const BACKFILL_BUDGET_MS = 15_000;

/**
 * Gives images stored before copies were made (migration 20261127020000) their smaller copies, a batch
 * at a time (the scheduled upload-variants-backfill), so their pages offer `srcset` from the next
 * build. An image done has at least its smallest copy, so it is never taken again; one that fails is
 * named and left for the next run. No new image is started once `budgetMs` has passed (a scheduled
 * function has 30 s, and one image of the batch can take a second or more): what is left waits for
 * the next run, which takes it first.
 */
export async function backfillUploadVariants(db: Db, limit = 25, { budgetMs = BACKFILL_BUDGET_MS, now = Date.now }: { budgetMs?: number; now?: () => number } = {}): Promise<{ done: number; failed: string[] }> {
  const deadline = now() + budgetMs;
  const rows = await listUploadsWithoutVariants(db, Math.min(...VARIANT_WIDTHS), limit);
  let done = 0;
  const failed: string[] = [];
  for (const row of rows) {
    if (now() >= deadline) break;
    try {
      await insertUploadVariants(db, row.id, await makeVariants(Buffer.from(row.bytes), row.width));
      done++;
    } catch {
      failed.push(row.id);
    }
  }
  return { done, failed };
}
