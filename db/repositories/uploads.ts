import type { Db } from '../client.ts';

export interface NewUploadRow {
  id: string;
  contentType: string;
  width: number;
  height: number;
  sha256: string;
  bytes: Buffer;
  createdBy: number | null;
}

/**
 * Stores an image once per content: a second upload of the same bytes (same sha256) returns the row
 * already stored, even when two arrive at the same time (the unique index settles the race).
 */
export async function insertUploadOnce(db: Db, row: NewUploadRow) {
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

/** The size of each stored image (no bytes), for the pages that name an upload as their link preview picture. */
export function listUploadSizes(db: Db) {
  return db.selectFrom('uploads').select(['id', 'width', 'height']).execute();
}
