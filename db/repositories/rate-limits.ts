import type { Db } from '../client.ts';

/** Drops counter windows that started before `cutoff` (they can no longer limit anything). */
export async function deleteRateLimitWindowsBefore(db: Db, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('inquiry_rate_limits').where('window_start', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
