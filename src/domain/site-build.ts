/**
 * Rebuilds of the prebuilt site as the admin dashboard shows them: the shape the dashboard function
 * answers and the admin app reads (GET /api/admin/dashboard, `build`), and the vocabulary of the
 * site_builds table (db/schema.ts).
 */

/** Why a build was asked for: an admin's content change, a retry, the local server's start, an unrecorded hook call, a deploy we did not ask for (a git push). */
export const siteBuildReasons = ['content', 'retry', 'startup', 'hook', 'deploy'] as const;
export type SiteBuildReason = (typeof siteBuildReasons)[number];

export const siteBuildStatuses = ['requested', 'running', 'succeeded', 'failed'] as const;
export type SiteBuildStatus = (typeof siteBuildStatuses)[number];

/** One build request and its outcome; dates are ISO strings. */
export interface SiteBuildView {
  id: number;
  reason: SiteBuildReason;
  /** 'notices' | 'faqs' | 'csr-posts' for a content change (and its retries). */
  contentKind: string | null;
  /** The administrator whose change asked for it, when known. */
  requestedBy: string | null;
  requestedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  status: SiteBuildStatus;
  /** A short reason for a failure. */
  error: string | null;
  /** 1 for the first try, then one more per retry. */
  attempt: number;
}

/** The dashboard's build panel. */
export interface SiteBuildState {
  /** The latest request, or null when nothing was ever built or requested. */
  last: SiteBuildView | null;
  /** When the latest successful build finished. */
  lastSuccessAt: string | null;
  /** When an administrator last changed content (null: never recorded). */
  latestEditAt: string | null;
  /** A successful build started after the latest content change (true when there was none). */
  latestEditLive: boolean;
  /** The retries are used up and the latest edit is still not live: a person should look. */
  flagged: boolean;
  /** When the scheduled job will retry the failed build, if it will. */
  nextRetryAt: string | null;
  /** Attempts a failed build gets (the first and the retries). */
  maxAttempts: number;
}
