/**
 * The stamps of the public collections' content (migration 20261126000000_content_versions): a
 * trigger draws a new one on every write of the table but a view count, so an answer built from the
 * content under one stamp is still the answer while the stamp is.
 */
import { sql } from 'kysely';
import type { Db } from '../client.ts';
import type { ContentVersionsTable } from '../schema.ts';

export type ContentCollection = ContentVersionsTable['collection'];

/** Every collection's stamp in one round trip (a collection whose row is gone is simply absent). */
export async function readContentStamps(db: Db): Promise<Map<ContentCollection, string>> {
  const rows = await db.selectFrom('content_versions').select(['collection', 'stamp']).execute();
  return new Map(rows.map((row) => [row.collection, row.stamp]));
}

/** New stamps for `collections`: their public answers are built again (a library alt text they show changed). */
export async function bumpContentStamps(db: Db, collections: readonly ContentCollection[]): Promise<void> {
  if (collections.length === 0) return;
  await db.updateTable('content_versions').set({ stamp: sql<string>`gen_random_uuid()`, changed_at: sql<Date>`now()` }).where('collection', 'in', collections).execute();
}
