import { sql } from 'kysely';
import type { Db } from '../client.ts';

export interface RateLimitHit {
  /** Counter key, e.g. a keyed hash of the client address, or 'global'. */
  bucket: string;
  windowStart: Date;
}

/**
 * Counts one request against the client's window and, only if that one is still within
 * `addressLimit`, against the global window — in one atomic statement, so the counts hold across
 * function instances and a client already refused cannot use up everybody's global allowance.
 * Returns the counts after this request (global: null when it was not counted).
 */
export async function hitRateLimits(
  db: Db,
  address: RateLimitHit,
  addressLimit: number,
  global: RateLimitHit,
): Promise<{ addressHits: number; globalHits: number | null }> {
  const { rows } = await sql<{ address_hits: number; global_hits: number | null }>`
    WITH addr AS (
      INSERT INTO inquiry_rate_limits (bucket, window_start, hits) VALUES (${address.bucket}, ${address.windowStart}, 1)
      ON CONFLICT (bucket, window_start) DO UPDATE SET hits = inquiry_rate_limits.hits + 1
      RETURNING hits
    ), glob AS (
      INSERT INTO inquiry_rate_limits (bucket, window_start, hits)
      SELECT ${global.bucket}, ${global.windowStart}::timestamptz, 1 FROM addr WHERE addr.hits <= ${addressLimit}::integer
      ON CONFLICT (bucket, window_start) DO UPDATE SET hits = inquiry_rate_limits.hits + 1
      RETURNING hits
    )
    SELECT (SELECT hits FROM addr) AS address_hits, (SELECT hits FROM glob) AS global_hits
  `.execute(db);
  const row = rows[0];
  return { addressHits: Number(row?.address_hits ?? 0), globalHits: row?.global_hits == null ? null : Number(row.global_hits) };
}

/** Counts a submission answered as accepted but not stored (honeypot, too fast), per UTC day. */
export async function countSpam(db: Db, reason: string, day: string): Promise<void> {
  await sql`
    INSERT INTO inquiry_spam_counts (day, reason, hits) VALUES (${day}::date, ${reason}, 1)
    ON CONFLICT (day, reason) DO UPDATE SET hits = inquiry_spam_counts.hits + 1
  `.execute(db);
}

/** Drops counter windows that started before `cutoff` (they can no longer limit anything). */
export async function deleteRateLimitWindowsBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('inquiry_rate_limits').where('window_start', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
