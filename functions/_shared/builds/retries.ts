/**
 * The retry of failed builds, run by the scheduled function functions/build-retries.ts (every
 * 5 minutes, on Netlify and on the local server alike): when the latest build request failed and
 * nothing newer made the latest content change live, it asks for the build again through the build
 * hook once the wait of retry-policy.ts has passed; once the attempts are used up it flags the build
 * for the dashboard. A newer successful build (an edit, a git push) clears the need by itself.
 */
import type { Db } from '#db/client.ts';
import { flagBuild, insertBuildRequest, markBuildRequestFailed, type BuildOutcome } from '#db/repositories/site-builds.ts';
import { postBuildHook } from './build-hook.ts';
import { retryDueAt } from './retry-policy.ts';
import { loadBuildFacts, needsRetry } from './state.ts';

export interface RetryOptions {
  now?: () => Date;
  /** The build hook call (replaceable in tests). */
  post?: () => Promise<BuildOutcome>;
}

export type RetryReport =
  | { action: 'none' }
  | { action: 'waiting'; dueAt: Date }
  | { action: 'retried'; id: number; attempt: number; hook: BuildOutcome }
  | { action: 'flagged'; id: number };

export async function runBuildRetries(db: Db, options: RetryOptions = {}): Promise<RetryReport> {
  const clock = options.now ?? (() => new Date());
  const now = clock();
  const facts = await loadBuildFacts(db);
  if (!needsRetry(facts)) return { action: 'none' };
  const failed = facts.latest;
  const dueAt = retryDueAt(failed.finished_at ?? now, failed.attempt);
  if (dueAt === undefined) {
    if (failed.flagged_at) return { action: 'none' };
    await flagBuild(db, failed.id, now);
    return { action: 'flagged', id: failed.id };
  }
  if (dueAt > now) return { action: 'waiting', dueAt };
  const retry = await insertBuildRequest(
    db,
    { reason: 'retry', contentKind: failed.content_kind, attempt: failed.attempt + 1, retryOf: failed.retry_of ?? failed.id },
    now,
  );
  // Another run asked for this attempt a moment ago.
  if (!retry) return { action: 'none' };
  const hook = await (options.post ?? postBuildHook)();
  if (!hook.ok) await markBuildRequestFailed(db, retry.id, hook.error, clock());
  return { action: 'retried', id: retry.id, attempt: retry.attempt, hook };
}
