/**
 * The stamps of the public collections' content (migration 20261126000000_content_versions): a
 * trigger draws a new one on every write of the table but a view count, so an answer built from the
 * content under one stamp is still the answer while the stamp is.
 */
import type { Db } from '../client.ts';
import type { ContentVersionsTable } from '../schema.ts';

export type ContentCollection = ContentVersionsTable['collection'];

/** Every collection's stamp in one round trip (a collection whose row is gone is simply absent). */
export async function readContentStamps(db: Db): Promise<Map<ContentCollection, string>> {
  const rows = await db.selectFrom('content_versions').select(['collection', 'stamp']).execute();
  return new Map(rows.map((row) => [row.collection, row.stamp]));
}
