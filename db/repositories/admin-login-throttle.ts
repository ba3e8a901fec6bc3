import { sql } from 'kysely';
import type { Db } from '../client.ts';

export interface ThrottlePolicy {
  /** Attempts allowed in one window; the attempt that reaches it locks the bucket. */
  limit: number;
  windowMinutes: number;
  /** The first lock; each further lock of the bucket lasts twice as long, up to `maxLockMinutes`. */
  lockMinutes: number;
  maxLockMinutes: number;
}

/** `locked`: this attempt is the one that locked the bucket (the start of a burst worth recording). */
export type Reservation = { allowed: true; locked: boolean } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one sign-in attempt against the bucket BEFORE its password is checked, in one atomic
 * upsert, so parallel attempts cannot all slip past the limit and no hashing is spent on a locked
 * bucket. Refused while the bucket is locked. An attempt outside the window (or after a lock ended)
 * starts a new window; the attempt that brings the count to `limit` is still answered but locks
 * the bucket for the ones after it. A success hands the attempt back (see releaseAttempt /
 * clearBucket).
 */
export async function reserveAttempt(db: Db, bucket: string, policy: ThrottlePolicy): Promise<Reservation> {
  const window = sql`make_interval(mins => ${policy.windowMinutes}::integer)`;
  const limit = sql`${policy.limit}::integer`;
  // The lock a bucket gets after `locks` earlier ones: doubled each time, capped.
  const lockAfter = (locks: ReturnType<typeof sql>) =>
    sql`make_interval(mins => least(${policy.lockMinutes}::integer * power(2, least(${locks}, 20))::integer, ${policy.maxLockMinutes}::integer))`;
  const fresh = sql`t.locked_until IS NOT NULL OR t.window_start <= now() - ${window}`;
  // While locked, attempts still count (capped), so "failures above the limit" marks a refusal
  // without needing the row's previous state.
  const { rows } = await sql<{ failures: number; retry_after: number | null }>`
    INSERT INTO admin_login_throttle AS t (bucket, failures, window_start, locked_until, locks)
    VALUES (${bucket}, 1, now(), CASE WHEN 1 >= ${limit} THEN now() + ${lockAfter(sql`0`)} END, CASE WHEN 1 >= ${limit} THEN 1 ELSE 0 END)
    ON CONFLICT (bucket) DO UPDATE SET
      failures = CASE
        WHEN t.locked_until > now() THEN least(t.failures + 1, 1000000)
        WHEN ${fresh} THEN 1
        ELSE t.failures + 1 END,
      window_start = CASE
        WHEN t.locked_until > now() THEN t.window_start
        WHEN ${fresh} THEN now()
        ELSE t.window_start END,
      locked_until = CASE
        WHEN t.locked_until > now() THEN t.locked_until
        WHEN ${fresh} THEN CASE WHEN 1 >= ${limit} THEN now() + ${lockAfter(sql`t.locks`)} END
        WHEN t.failures + 1 >= ${limit} THEN now() + ${lockAfter(sql`t.locks`)}
        ELSE NULL END,
      locks = CASE
        WHEN t.locked_until > now() THEN t.locks
        WHEN ${fresh} THEN t.locks + CASE WHEN 1 >= ${limit} THEN 1 ELSE 0 END
        WHEN t.failures + 1 >= ${limit} THEN t.locks + 1
        ELSE t.locks END
    RETURNING t.failures, ceil(extract(epoch FROM (t.locked_until - now())))::integer AS retry_after
  `.execute(db);
  const row = rows[0];
  if (!row || Number(row.failures) <= policy.limit) return { allowed: true, locked: Number(row?.failures) === policy.limit };
  return { allowed: false, retryAfterSeconds: Math.max(1, Number(row.retry_after ?? 1)) };
}

/** Forgets the bucket (a successful sign-in clears its account's failures). */
export async function clearBucket(db: Db, bucket: string): Promise<void> {
  await db.deleteFrom('admin_login_throttle').where('bucket', '=', bucket).execute();
}

/**
 * Hands back one reserved attempt that turned out to be a success, lifting a lock that attempt
 * itself set if the real failures are now under the limit.
 */
export async function releaseAttempt(db: Db, bucket: string, policy: ThrottlePolicy): Promise<void> {
  await sql`
    UPDATE admin_login_throttle SET
      failures = greatest(failures - 1, 0),
      locked_until = CASE WHEN failures - 1 < ${policy.limit}::integer THEN NULL ELSE locked_until END,
      locks = CASE WHEN failures - 1 < ${policy.limit}::integer AND locked_until IS NOT NULL THEN greatest(locks - 1, 0) ELSE locks END
    WHERE bucket = ${bucket}
  `.execute(db);
}

/** Drops buckets whose window and lock are both over (housekeeping). */
export async function deleteStaleBuckets(db: Db, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('admin_login_throttle')
    .where('window_start', '<', cutoff)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', cutoff)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
