import { describe, expect, it } from 'vitest';
import type { LatestBuild } from '#db/repositories/site-builds.ts';
import { buildState, isLatestEditLive, needsRetry, type BuildFacts } from '#functions/_shared/builds/state.ts';

const t = (minute: number) => new Date(Date.UTC(2026, 10, 24, 10, minute));

function latest(fields: Partial<LatestBuild>): LatestBuild {
  return {
    id: 1, reason: 'content', content_kind: 'notices', requested_by: 1, requested_by_name: 'editor', requested_at: t(0), attempt: 1, retry_of: null,
    status: 'failed', started_at: t(1), finished_at: t(2), error: 'broken', build_ref: 'local:site-1', flagged_at: null, ...fields,
  };
}

describe('build state', () => {
  it('is live when a successful build started at or after the latest edit, and when nothing was ever edited', () => {
    expect(isLatestEditLive({ latest: undefined, latestSuccess: undefined, latestEditAt: undefined })).toBe(true);
    expect(isLatestEditLive({ latest: undefined, latestSuccess: { started_at: t(5), finished_at: t(6) }, latestEditAt: t(5) })).toBe(true);
    expect(isLatestEditLive({ latest: undefined, latestSuccess: { started_at: t(4), finished_at: t(6) }, latestEditAt: t(5) })).toBe(false);
    expect(isLatestEditLive({ latest: undefined, latestSuccess: undefined, latestEditAt: t(5) })).toBe(false);
  });

  it('owes a retry only when the latest request failed and the edit is not live', () => {
    const failed: BuildFacts = { latest: latest({}), latestSuccess: undefined, latestEditAt: t(0) };
    expect(needsRetry(failed)).toBe(true);
    // A failed git-push deploy after the content went live: nothing to retry.
    expect(needsRetry({ ...failed, latestSuccess: { started_at: t(1), finished_at: t(2) } })).toBe(false);
    expect(needsRetry({ ...failed, latest: latest({ status: 'requested', finished_at: null }) })).toBe(false);
  });

  it('tells the dashboard the next retry, then the flag once the attempts are used up', () => {
    const base: BuildFacts = { latest: latest({}), latestSuccess: { started_at: t(-30), finished_at: t(-29) }, latestEditAt: t(0) };
    expect(buildState(base)).toEqual({
      last: {
        id: 1, reason: 'content', contentKind: 'notices', requestedBy: 'editor', requestedAt: t(0).toISOString(), startedAt: t(1).toISOString(),
        finishedAt: t(2).toISOString(), status: 'failed', error: 'broken', attempt: 1,
      },
      lastSuccessAt: t(-29).toISOString(),
      latestEditAt: t(0).toISOString(),
      latestEditLive: false,
      flagged: false,
      nextRetryAt: t(7).toISOString(),
      maxAttempts: 4,
    });
    expect(buildState({ ...base, latest: latest({ attempt: 4 }) })).toMatchObject({ flagged: true, nextRetryAt: null });
    expect(buildState({ ...base, latestSuccess: { started_at: t(3), finished_at: t(4) } })).toMatchObject({ latestEditLive: true, flagged: false, nextRetryAt: null });
    expect(buildState({ latest: undefined, latestSuccess: undefined, latestEditAt: undefined })).toMatchObject({ last: null, latestEditLive: true, flagged: false });
  });
});
