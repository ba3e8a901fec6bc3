import { sql } from 'kysely';
import type { Db } from '../client.ts';
import type { Translations } from '#domain/content/translations.ts';
import type { Locale } from '#i18n/locales.ts';
import { cleanAlt, rowWithLibraryAlt, type UploadAlt } from '#domain/media/alt.ts';

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

/** Every stored image without its bytes, newest first, with who uploaded it: the media library. */
export function listUploadMeta(db: Db) {
  return db
    .selectFrom('uploads')
    .leftJoin('admins', 'admins.id', 'uploads.created_by')
    .select(['uploads.id', 'uploads.width', 'uploads.height', 'uploads.byte_length', 'uploads.alt', 'uploads.file_name', 'uploads.created_at', 'admins.username'])
    .orderBy('uploads.created_at', 'desc')
    .orderBy('uploads.id')
    .execute();
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

/** Replaces an image's alt text; answers whether it exists. */
export async function updateUploadAlt(db: Db, id: string, alt: UploadAlt): Promise<boolean> {
  const result = await db.updateTable('uploads').set({ alt: JSON.stringify(alt) }).where('id', '=', id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Sets an image's alt text in one locale unless it has one there already (in one statement: two uploads race safely). */
export async function addUploadAltIfMissing(db: Db, id: string, locale: Locale, text: string): Promise<void> {
  await sql`UPDATE uploads SET alt = alt || jsonb_build_object(${locale}::text, ${text}::text) WHERE id = ${id} AND coalesce(trim(alt ->> ${locale}::text), '') = ''`.execute(db);
}

/** Deletes an image and its bytes for good; answers whether it existed. */
export async function deleteUpload(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('uploads').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * The rows that may use an image, whole (as JSON, trash included): every notice, FAQ and CSR story
 * and every site settings group whose stored text names an upload URL at all. Whole rows, so a
 * column added later is searched too.
 */
export async function listUploadReferrers(db: Db) {
  const { rows } = await sql<{ kind: 'notice' | 'faq' | 'csr' | 'settings'; key: string; row: Record<string, unknown> }>`
    SELECT 'notice' AS kind, id::text AS key, to_jsonb(t) AS row FROM notices t WHERE to_jsonb(t)::text LIKE '%/api/uploads/%'
    UNION ALL SELECT 'faq', id::text, to_jsonb(t) FROM faqs t WHERE to_jsonb(t)::text LIKE '%/api/uploads/%'
    UNION ALL SELECT 'csr', id::text, to_jsonb(t) FROM csr_posts t WHERE to_jsonb(t)::text LIKE '%/api/uploads/%'
    UNION ALL SELECT 'settings', key, value FROM site_settings WHERE value::text LIKE '%/api/uploads/%'
    ORDER BY 1, 2
  `.execute(db);
  return rows;
}
