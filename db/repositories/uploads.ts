import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../client.ts';
import type { Translations } from '#domain/content/translations.ts';
import type { Locale } from '#i18n/locales.ts';
import { cleanAlt, rowWithLibraryAlt, type UploadAlt } from '#domain/media/alt.ts';
import { versionList, type AllowedVersions, type ConditionalWrite } from './versioned.ts';

export interface NewUploadRow {
  id: string;
  contentType: string;
  width: number;
  height: number;
  sha256: string;
  bytes: Buffer;
  createdBy: number | null;
  /** Smaller copies of the same image for `srcset`. */
  variants: { width: number; height: number; bytes: Buffer }[];
  /** The uploaded file's own name, when the caller gave one (the media library shows it). */
  fileName?: string | null;
}

/**
 * Stores an image once per content: a second upload of the same bytes (same sha256) returns the row
 * already stored, even when two arrive at the same time (the unique index settles the race).
 */
export async function insertUploadOnce(db: Db, row: NewUploadRow) {
  const stored = await insertOriginalOnce(db, row);
  // Also for an image stored before copies were made: uploading it again gives it its copies.
  await insertUploadVariants(db, stored.id, row.variants);
  const variants = await db.selectFrom('upload_variants').select(['width', 'height']).where('upload_id', '=', stored.id).orderBy('width').execute();
  return { ...stored, variants };
}

/** Stores smaller copies of an upload; a width it already has is kept as it is. */
export async function insertUploadVariants(db: Db, uploadId: string, variants: NewUploadRow['variants']): Promise<void> {
  if (variants.length === 0) return;
  await db
    .insertInto('upload_variants')
    .values(variants.map((v) => ({ upload_id: uploadId, width: v.width, height: v.height, byte_length: v.bytes.byteLength, bytes: v.bytes })))
    .onConflict((oc) => oc.columns(['upload_id', 'width']).doNothing())
    .execute();
}

/**
 * Stored images wider than `minWidth` with no smaller copy yet (uploaded before copies were made),
 * oldest first, at most `limit`, with their bytes.
 */
export function listUploadsWithoutVariants(db: Db, minWidth: number, limit: number) {
  return db
    .selectFrom('uploads as u')
    .select(['u.id', 'u.width', 'u.bytes'])
    .where('u.width', '>', minWidth)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('upload_variants as v').select('v.upload_id').whereRef('v.upload_id', '=', 'u.id'))))
    .orderBy('u.created_at')
    .limit(limit)
    .execute();
}

async function insertOriginalOnce(db: Db, row: NewUploadRow) {
  const inserted = await db
    .insertInto('uploads')
    .values({
      id: row.id,
      content_type: row.contentType,
      width: row.width,
      height: row.height,
      byte_length: row.bytes.byteLength,
      sha256: row.sha256,
      bytes: row.bytes,
      created_by: row.createdBy,
      file_name: row.fileName ?? null,
    })
    .onConflict((oc) => oc.column('sha256').doNothing())
    .returning(['id', 'width', 'height'])
    .executeTakeFirst();
  if (inserted) return { ...inserted, created: true };
  // The same bytes uploaded again while that image is in the media trash: it comes back out of it, so
  // the URL the editor is given is never one the purge will delete.
  await db
    .updateTable('uploads')
    .set({ deleted_at: null, deleted_by: null, version: sql<number>`version + 1` })
    .where('sha256', '=', row.sha256)
    .where('deleted_at', 'is not', null)
    .execute();
  const existing = await db.selectFrom('uploads').select(['id', 'width', 'height']).where('sha256', '=', row.sha256).executeTakeFirstOrThrow();
  return { ...existing, created: false };
}

/** One stored image with its bytes, for GET /api/uploads/:file. */
export function findUpload(db: Db, id: string) {
  return db.selectFrom('uploads').select(['id', 'content_type', 'bytes', 'sha256', 'byte_length']).where('id', '=', id).executeTakeFirst();
}

/** One smaller copy of a stored image, with what its answer needs (the original's hash makes its ETag). */
export function findUploadVariant(db: Db, id: string, width: number) {
  return db
    .selectFrom('upload_variants as v')
    .innerJoin('uploads as u', 'u.id', 'v.upload_id')
    .select(['u.content_type', 'u.sha256', 'v.bytes', 'v.byte_length'])
    .where('v.upload_id', '=', id)
    .where('v.width', '=', width)
    .executeTakeFirst();
}

/** Which of these ids are stored uploads. */
export async function existingUploadIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('uploads').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** The size of each stored image (no bytes), for the pages that name an upload as their link preview picture. */
export function listUploadSizes(db: Db) {
  return db.selectFrom('uploads').select(['id', 'width', 'height']).execute();
}

/** The size of every smaller copy (no bytes), for the pages' `srcset`. */
export function listUploadVariantSizes(db: Db) {
  return db.selectFrom('upload_variants').select(['upload_id', 'width', 'height']).execute();
}

/**
 * The stored images without their bytes, newest first, with who uploaded them: the media library
 * (`trashed`: those in its trash, most recently deleted first, with who deleted them; else the others).
 */
export function listUploadMeta(db: Db, trashed = false) {
  let query = db
    .selectFrom('uploads')
    .leftJoin('admins', 'admins.id', 'uploads.created_by')
    .leftJoin('admins as deleter', 'deleter.id', 'uploads.deleted_by')
    .select([
      'uploads.id',
      'uploads.width',
      'uploads.height',
      'uploads.byte_length',
      'uploads.alt',
      'uploads.file_name',
      'uploads.created_at',
      'uploads.version',
      'uploads.deleted_at',
      'admins.username',
      'deleter.username as deleted_by_name',
    ])
    .where('uploads.deleted_at', trashed ? 'is not' : 'is', null);
  if (trashed) query = query.orderBy('uploads.deleted_at', 'desc');
  return query.orderBy('uploads.created_at', 'desc').orderBy('uploads.id').execute();
}

/** One image's library fields (no bytes), in the trash or not; undefined when there is none. */
export function findUploadMeta(db: Db, id: string) {
  return db.selectFrom('uploads').select(['id', 'alt', 'version', 'deleted_at']).where('id', '=', id).executeTakeFirst();
}

/**
 * The rows (or the one row, or none) `loaded` gives, their rich-text `fields` carrying the media
 * library's alt text of each locale (src/domain/media/alt.ts): the public answers and the prebuilt
 * pages read content through this. An alt edit draws new content stamps (bumpContentStamps), so the
 * answers cached per stamp follow it.
 */
export async function withLibraryAlts<Field extends string, Row extends Partial<Record<Field, string | null>> & { translations: Translations<Field> }, Loaded extends Row | Row[] | undefined>(
  db: Db,
  loaded: Promise<Loaded>,
  fields: readonly Field[],
  libraryAlts: Promise<Map<string, UploadAlt>> = readLibraryAlts(db),
): Promise<Loaded> {
  const [rows, alts] = await Promise.all([loaded, libraryAlts]);
  if (rows === undefined) return rows;
  return (Array.isArray(rows) ? rows.map((row: Row) => rowWithLibraryAlt(row, fields, alts)) : rowWithLibraryAlt(rows as Row, fields, alts)) as Loaded;
}

/** Every image's alt text per locale by upload id (a build reads it once for all its collections). */
export async function readLibraryAlts(db: Db): Promise<Map<string, UploadAlt>> {
  const stored = await db.selectFrom('uploads').select(['id', 'alt']).execute();
  return new Map(stored.map((row) => [row.id, cleanAlt(row.alt)]));
}

/**
 * Replaces the alt text of an image out of the trash if it is at an allowed version (undefined: any),
 * raising the version, in one statement; the new version, or why nothing was written.
 */
export async function updateUploadAlt(db: Db, id: string, alt: UploadAlt, versions: AllowedVersions): Promise<ConditionalWrite<number>> {
  const allowed = versionList(versions);
  let query = db.updateTable('uploads').set({ alt: JSON.stringify(alt), version: sql<number>`version + 1` }).where('id', '=', id).where('deleted_at', 'is', null);
  if (allowed) query = query.where('version', 'in', allowed);
  const row = await query.returning('version').executeTakeFirst();
  if (row) return { ok: true, value: row.version };
  const live = await db.selectFrom('uploads').select('id').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return { ok: false, reason: live ? 'stale' : 'missing' };
}

/** Sets an image's alt text in one locale unless it has one there already (in one statement: two uploads race safely). */
export async function addUploadAltIfMissing(db: Db, id: string, locale: Locale, text: string): Promise<void> {
  await sql`UPDATE uploads SET alt = alt || jsonb_build_object(${locale}::text, ${text}::text) WHERE id = ${id} AND coalesce(trim(alt ->> ${locale}::text), '') = ''`.execute(db);
}

/**
 * Moves an image into the media trash (`restore`: back out of it), raising its version; whether it
 * was there to move. Its row and bytes stay: only the purge deletes them.
 */
export async function moveUploadToTrash(db: Db, id: string, by: { adminId: number; restore?: boolean }): Promise<boolean> {
  const result = await db
    .updateTable('uploads')
    .set(by.restore ? { deleted_at: null, deleted_by: null, version: sql<number>`version + 1` } : { deleted_at: new Date(), deleted_by: by.adminId, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .where('deleted_at', by.restore ? 'is not' : 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The images in the media trash since before `cutoff`: what the purge may delete. */
export async function listUploadsTrashedBefore(db: Db, cutoff: Date): Promise<{ id: string; file_name: string | null }[]> {
  return db.selectFrom('uploads').select(['id', 'file_name']).where('deleted_at', '<', cutoff).orderBy('deleted_at').execute();
}

/**
 * Deletes for good, with their bytes and copies, those of `ids` still in the trash since before
 * `cutoff` (one restored meanwhile stays); the ids deleted.
 */
export async function deleteTrashedUploads(db: Db, ids: readonly string[], cutoff: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.deleteFrom('uploads').where('id', 'in', ids).where('deleted_at', '<', cutoff).returning('id').execute();
  return rows.map((row) => row.id);
}

/** Where a stored copy of content lives: the item itself, its pending draft, or a revision kept for restore. */
export type ReferrerSource = 'item' | 'draft' | 'revision';

export interface UploadReferrer {
  source: ReferrerSource | 'settings';
  kind: 'notice' | 'faq' | 'csr' | 'page' | 'settings';
  /** The item's id, the page's key, or the settings group's key. */
  key: string;
  /** The item's current title (question), or the settings key. */
  title: string;
  /** The item is in the content trash. */
  trashed: boolean;
  /** A draft's publishing time (a scheduled draft), else null. */
  publish_at: Date | null;
  /** A revision's version, else null. */
  version: number | null;
  /** The stored value to search: the row's columns, the draft's input, the revision's data, the settings value. */
  value: Record<string, unknown>;
}

/**
 * Everything stored that may use an image, whole (as JSON), when its text names an upload URL at
 * all: every notice, FAQ and CSR story (trash included), every content page in its locales, every
 * pending draft (scheduled or not), every revision kept for restore, and every site settings group. Whole values, so a column or a
 * field added later is searched too.
 */
export async function listUploadReferrers(db: Db): Promise<UploadReferrer[]> {
  const itemTitle = sql`coalesce(n.title, f.question, c.title, '')`;
  const itemTrashed = sql`coalesce(n.deleted_at, f.deleted_at, c.deleted_at) IS NOT NULL`;
  const items = sql`
    LEFT JOIN notices n ON x.entity = 'notice' AND n.id = x.entity_id
    LEFT JOIN faqs f ON x.entity = 'faq' AND f.id = x.entity_id
    LEFT JOIN csr_posts c ON x.entity = 'csr_post' AND c.id = x.entity_id`;
  const kind = sql`CASE x.entity WHEN 'csr_post' THEN 'csr' ELSE x.entity END`;
  const bookkeeping = sql`'id', 'deleted_at', 'deleted_by', 'version', 'updated_by', 'updated_at', 'created_at', 'views'`;
  // A page is one place in all its locales (one row per locale in its tables), its fields named as a
  // content item's translations are (`translations.en.hero.photo`); its drafts are one place too. Its
  // revisions hold every saved version, the current one too: that one is the page itself, not a
  // version kept for restore.
  const pageLocales = (byLocale: RawBuilder<unknown>) => sql`jsonb_build_object('translations', ${byLocale})`;
  const { rows } = await sql<UploadReferrer>`
    SELECT 'item' AS source, 'notice' AS kind, id::text AS key, title, deleted_at IS NOT NULL AS trashed, NULL::timestamptz AS publish_at, NULL::int AS version, to_jsonb(t) - ARRAY[${bookkeeping}] AS value
      FROM notices t WHERE to_jsonb(t)::text LIKE '%/api/uploads/%'
    UNION ALL SELECT 'item', 'faq', id::text, question, deleted_at IS NOT NULL, NULL, NULL, to_jsonb(t) - ARRAY[${bookkeeping}]
      FROM faqs t WHERE to_jsonb(t)::text LIKE '%/api/uploads/%'
    UNION ALL SELECT 'item', 'csr', id::text, title, deleted_at IS NOT NULL, NULL, NULL, to_jsonb(t) - ARRAY[${bookkeeping}]
      FROM csr_posts t WHERE to_jsonb(t)::text LIKE '%/api/uploads/%'
    UNION ALL SELECT 'draft', ${kind}, x.entity_id::text, ${itemTitle}, ${itemTrashed}, x.publish_at, NULL, x.data
      FROM content_drafts x ${items} WHERE x.data::text LIKE '%/api/uploads/%'
    UNION ALL SELECT 'revision', ${kind}, x.entity_id::text, ${itemTitle}, ${itemTrashed}, NULL, x.version, x.data
      FROM content_revisions x ${items} WHERE x.data::text LIKE '%/api/uploads/%'
    UNION ALL SELECT 'item', 'page', page_key, page_key, false, NULL, NULL, ${pageLocales(sql`jsonb_object_agg(locale, content)`)}
      FROM site_pages GROUP BY page_key HAVING bool_or(content::text LIKE '%/api/uploads/%')
    UNION ALL SELECT 'draft', 'page', page_key, page_key, false, min(publish_at), NULL, ${pageLocales(sql`jsonb_object_agg(locale, content)`)}
      FROM site_page_drafts GROUP BY page_key HAVING bool_or(content::text LIKE '%/api/uploads/%')
    UNION ALL SELECT 'revision', 'page', r.page_key, r.page_key, false, NULL, r.version, ${pageLocales(sql`jsonb_build_object(r.locale, r.content)`)}
      FROM site_page_revisions r WHERE r.content::text LIKE '%/api/uploads/%'
        AND NOT EXISTS (SELECT 1 FROM site_pages p WHERE p.page_key = r.page_key AND p.locale = r.locale AND p.version = r.version)
    UNION ALL SELECT 'settings', 'settings', key, key, false, NULL, NULL, value
      FROM site_settings WHERE value::text LIKE '%/api/uploads/%'
    ORDER BY 2, 3, 1, 7
  `.execute(db);
  return rows;
}
