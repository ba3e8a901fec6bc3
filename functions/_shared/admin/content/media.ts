/**
 * The media library: the uploaded images with where each is used, their alt text per locale (with
 * an edit version), deleting the ones nothing uses into the media trash and restoring them (its purge:
 * media-usages.ts). Usages are found by the image's URLs in the stored rows, drafts and revisions
 * (src/domain/media/usages.ts), never recorded separately, so they cannot drift from the content.
 */
import * as v from 'valibot';
import type { Db } from '#db/client.ts';
import { findUploadMeta, insertUploadVariants, listUploadMeta, listUploadsWithoutVariants, moveUploadToTrash, updateUploadAlt } from '#db/repositories/uploads.ts';
import type { AllowedVersions } from '#db/repositories/versioned.ts';
import { ALT_MAX, cleanAlt, type UploadAlt } from '#domain/media/alt.ts';
import { MEDIA_TRASH_DAYS, type MediaFilter, type MediaItem } from '#domain/media/api.ts';
import { uploadUrl, type MediaUsage } from '#domain/media/usages.ts';
import { localeCodes } from '#i18n/locales.ts';
import { bumpContentStamps } from '#db/repositories/content-versions.ts';
import { recordAudit } from '../audit.ts';
import { afterContentChange } from '../publish.ts';
import { says } from '../messages/index.ts';
import { makeVariants, VARIANT_WIDTHS } from './images.ts';
import { usagesById } from './media-usages.ts';

const DAY_MS = 86_400_000;

export async function listMedia(db: Db, filter: MediaFilter): Promise<MediaItem[]> {
  const [rows, usages] = await Promise.all([listUploadMeta(db, filter === 'trash'), usagesById(db)]);
  const items = rows.map((row): MediaItem => {
    const item: MediaItem = {
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
      version: row.version,
    };
    if (row.deleted_at) {
      const deletedAt = new Date(row.deleted_at);
      item.trash = { deletedAt: deletedAt.toISOString(), deletedBy: row.deleted_by_name, purgeAt: new Date(deletedAt.getTime() + MEDIA_TRASH_DAYS * DAY_MS).toISOString() };
    }
    return item;
  });
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

export type AltSave = { ok: true; version: number } | { ok: false; reason: 'missing' } | { ok: false; reason: 'stale'; current: { id: string; alt: UploadAlt; version: number } };

/**
 * Stores an image's alt text if it is still at a version `versions` allows (If-Match), so a
 * concurrent edit is never overwritten unseen; refused for an image not there or in the trash. The
 * public pages show it (functions/_shared/library-alt.ts): the collections using the image get new
 * content stamps and a rebuild, like an edit of their content.
 */
export async function saveMediaAlt(db: Db, actor: Actor, id: string, alt: UploadAlt, versions: AllowedVersions): Promise<AltSave> {
  const cleaned = cleanAlt(alt);
  const written = await updateUploadAlt(db, id, cleaned, versions);
  if (!written.ok) {
    const current = written.reason === 'stale' ? await findUploadMeta(db, id) : undefined;
    return current ? { ok: false, reason: 'stale', current: { id, alt: cleanAlt(current.alt), version: current.version } } : { ok: false, reason: 'missing' };
  }
  await recordAudit(db, { ...actor, action: 'update', entity: 'upload', entityId: id, summary: `alt: ${Object.keys(cleaned).join(' ')}` });
  // A page keeps the alt text in its own fields (copied from the library when chosen), so the library's does not change it.
  const kinds = [...new Set(((await usagesById(db)).get(id) ?? []).flatMap((usage) => (usage.kind === 'settings' || usage.kind === 'page' || usage.source !== 'item' ? [] : [usage.kind])))];
  await bumpContentStamps(db, kinds.map((kind) => COLLECTIONS[kind]));
  for (const kind of kinds) await afterContentChange(KINDS[kind], actor.admin);
  return { ok: true, version: written.value };
}

export type MediaRemoval = { ok: true } | { ok: false; reason: 'missing' } | { ok: false; reason: 'used'; usages: MediaUsage[] };

/**
 * Moves an image nothing uses into the media trash; refuses one still used, naming where (content,
 * drafts, kept revisions, site settings). Its bytes stay and are still served until the purge, so a
 * save that starts using it between the check and the move shows no broken image, and the purge,
 * which checks again, keeps it.
 */
export async function removeMedia(db: Db, actor: Actor, id: string): Promise<MediaRemoval> {
  const usages = (await usagesById(db)).get(id) ?? [];
  if (usages.length > 0) return { ok: false, reason: 'used', usages };
  if (!(await moveUploadToTrash(db, id, { adminId: actor.admin.id }))) return { ok: false, reason: 'missing' };
  await recordAudit(db, { ...actor, action: 'delete', entity: 'upload', entityId: id, summary: 'media library → trash', details: { kind: 'media_trash' } });
  return { ok: true };
}

/** Brings an image back out of the media trash; false when it is not there. */
export async function restoreMedia(db: Db, actor: Actor, id: string): Promise<boolean> {
  if (!(await moveUploadToTrash(db, id, { adminId: actor.admin.id, restore: true }))) return false;
  await recordAudit(db, { ...actor, action: 'restore', entity: 'upload', entityId: id, summary: 'media library ← trash', details: { kind: 'media_untrash' } });
  return true;
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
