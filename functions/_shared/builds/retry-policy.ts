/**
 * When a failed build is tried again. The scheduled job (functions/build-retries.ts) runs every
 * 5 minutes, like the inquiry e-mail retries, so the database wakes once for both; the waits grow
 * so that an outage of the build service is not hammered, and after the last attempt the build is
 * flagged on the dashboard for a person instead.
 */

/** Minutes to wait after the n-th failed attempt before attempt n + 1. */
export const BUILD_RETRY_DELAYS_MINUTES: readonly number[] = [5, 15, 45];
/** The first attempt and its retries. */
export const MAX_BUILD_ATTEMPTS = BUILD_RETRY_DELAYS_MINUTES.length + 1;

/** When attempt `attempt`, which failed at `failedAt`, is retried; undefined once the attempts are used up. */
export function retryDueAt(failedAt: Date, attempt: number): Date | undefined {
  const minutes = BUILD_RETRY_DELAYS_MINUTES[attempt - 1];
  return minutes === undefined ? undefined : new Date(failedAt.getTime() + minutes * 60_000);
}
