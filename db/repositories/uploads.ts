import type { Db } from '../client.ts';

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
}

/**
 * Stores an image once per content: a second upload of the same bytes (same sha256) returns the row
 * already stored, even when two arrive at the same time (the unique index settles the race).
 */
export async function insertUploadOnce(db: Db, row: NewUploadRow) {
  const stored = await insertOriginalOnce(db, row);
  // Also for an image stored before copies were made: uploading it again gives it its copies.
  if (row.variants.length > 0) {
    await db
      .insertInto('upload_variants')
      .values(row.variants.map((v) => ({ upload_id: stored.id, width: v.width, height: v.height, byte_length: v.bytes.byteLength, bytes: v.bytes })))
      .onConflict((oc) => oc.columns(['upload_id', 'width']).doNothing())
      .execute();
  }
  const variants = await db.selectFrom('upload_variants').select(['width', 'height']).where('upload_id', '=', stored.id).orderBy('width').execute();
  return { ...stored, variants };
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
