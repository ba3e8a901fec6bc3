/**
 * The notices, FAQs and CSR stories the first-run seed wrote (their `seed_sample` mark, migration
 * 20261128050000_seed_samples) that are not in the trash, each with whether someone edited it since:
 * an edit that changed the content keeps a revision (20261124030000), so a kept revision means a
 * person's hand; moving to the trash and back keeps none.
 */
import { sql } from 'kysely';
import type { Db } from '../client.ts';
import { CONTENT_TABLES } from './content-history.ts';
import type { ContentTable } from './versioned.ts';

export interface SeedSampleRow {
  id: number;
  label: string;
  version: number;
  edited: boolean;
}

/** The table's seeded rows outside the trash, oldest first. */
export async function listSeedSamples(db: Db, table: ContentTable): Promise<SeedSampleRow[]> {
  const { entity, label } = CONTENT_TABLES[table];
  const { rows } = await sql<SeedSampleRow>`
    SELECT t.id, t.${sql.ref(label)} AS label, t.version,
      EXISTS (SELECT 1 FROM content_revisions r WHERE r.entity = ${entity} AND r.entity_id = t.id) AS edited
    FROM ${sql.table(table)} t
    WHERE t.seed_sample AND t.deleted_at IS NULL
    ORDER BY t.id
  `.execute(db);
  return rows;
}
