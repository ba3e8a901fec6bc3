/**
 * What the dashboard shows of the site's builds: the latest request and its outcome, whether the
 * latest content change is live (a successful build started after it), and the retry plan.
 */
import type { Db } from '#db/client.ts';
import { findLatestBuild, findLatestEditAt, findLatestSuccess, type LatestBuild } from '#db/repositories/site-builds.ts';
import type { SiteBuildState, SiteBuildView } from '#domain/site-build.ts';
import { MAX_BUILD_ATTEMPTS, retryDueAt } from './retry-policy.ts';

export interface BuildFacts {
  latest: LatestBuild | undefined;
  latestSuccess: { started_at: Date | null; finished_at: Date | null } | undefined;
  latestEditAt: Date | undefined;
}

export function loadBuildFacts(db: Db): Promise<BuildFacts> {
  return Promise.all([findLatestBuild(db), findLatestSuccess(db), findLatestEditAt(db)]).then(([latest, latestSuccess, latestEditAt]) => ({ latest, latestSuccess, latestEditAt }));
}

/** The latest edit is live once a successful build started after it (its pages read the database then). */
export function isLatestEditLive(facts: BuildFacts): boolean {
  if (!facts.latestEditAt) return true;
  const started = facts.latestSuccess?.started_at;
  return started != null && started.getTime() >= facts.latestEditAt.getTime();
}

/** The latest request failed and nothing newer made the content live: a retry is owed (or, once used up, a flag). */
export function needsRetry(facts: BuildFacts): facts is BuildFacts & { latest: LatestBuild } {
  return facts.latest?.status === 'failed' && !isLatestEditLive(facts);
}

function view(build: LatestBuild): SiteBuildView {
  return {
    id: build.id,
    reason: build.reason,
    contentKind: build.content_kind,
    requestedBy: build.requested_by_name,
    requestedAt: build.requested_at.toISOString(),
    startedAt: build.started_at?.toISOString() ?? null,
    finishedAt: build.finished_at?.toISOString() ?? null,
    status: build.status,
    error: build.error,
    attempt: build.attempt,
  };
}

export function buildState(facts: BuildFacts): SiteBuildState {
  const retry = needsRetry(facts);
  const due = retry && facts.latest.finished_at ? retryDueAt(facts.latest.finished_at, facts.latest.attempt) : undefined;
  return {
    last: facts.latest ? view(facts.latest) : null,
    lastSuccessAt: facts.latestSuccess?.finished_at?.toISOString() ?? null,
    latestEditAt: facts.latestEditAt?.toISOString() ?? null,
    latestEditLive: isLatestEditLive(facts),
    flagged: retry && due === undefined,
    nextRetryAt: due?.toISOString() ?? null,
    maxAttempts: MAX_BUILD_ATTEMPTS,
  };
}

export async function loadBuildState(db: Db): Promise<SiteBuildState> {
  return buildState(await loadBuildFacts(db));
}
