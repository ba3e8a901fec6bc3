import { describe, expect, it } from 'vitest';
import type { SiteBuildState } from '#domain/site-build.ts';
import { buildPanel } from '#components/features/admin/buildStatus.ts';
import { adminKo } from '#data/admin/app/ko.ts';

const s = adminKo.dashboard.build;
const failed: SiteBuildState = {
  last: {
    id: 3, reason: 'content', contentKind: 'notices', requestedBy: 'editor', requestedAt: '2026-11-24T03:00:00.000Z', startedAt: '2026-11-24T03:00:02.000Z',
    finishedAt: '2026-11-24T03:01:00.000Z', status: 'failed', error: 'astro build exited with 1', attempt: 2,
  },
  lastSuccessAt: '2026-11-23T03:00:00.000Z',
  latestEditAt: '2026-11-24T03:00:00.000Z',
  latestEditLive: false,
  flagged: false,
  nextRetryAt: '2026-11-24T03:16:00.000Z',
  maxAttempts: 4,
};

describe('buildPanel (the dashboard build panel in Korean)', () => {
  it('a failed build: the retry time, the request (when, why, who), the attempt, the error and the last success', () => {
    const panel = buildPanel(failed, s);
    expect(panel.tone).toBe('failed');
    expect(panel.headline).toBe('빌드에 실패했습니다. 2026년 11월 24일 오전 10:16에 자동으로 다시 시도합니다.');
    expect(panel.facts).toEqual([
      ['상태', '실패'],
      ['요청', '2026년 11월 24일 오전 10:00 · 공지사항 변경 · editor'],
      ['시작', '2026년 11월 24일 오전 10:00'],
      ['완료', '2026년 11월 24일 오전 10:01'],
      ['시도', '2 / 4회'],
      ['오류', 'astro build exited with 1'],
      ['마지막 성공', '2026년 11월 23일 오전 10:00'],
    ]);
  });

  it('flagged once the retries are used up; live once a build succeeded after the edit; pending meanwhile', () => {
    expect(buildPanel({ ...failed, flagged: true, nextRetryAt: null }, s)).toMatchObject({ tone: 'failed', headline: expect.stringContaining('4번 모두 실패') });
    const live = buildPanel({ ...failed, latestEditLive: true, nextRetryAt: null, last: { ...failed.last!, status: 'succeeded', error: null, reason: 'retry' } }, s);
    expect(live.tone).toBe('live');
    expect(live.headline).toBe(s.live);
    // A retry that worked still shows its attempt; a first try that worked does not.
    expect(live.facts.map(([label]) => label)).toEqual(['상태', '요청', '시작', '완료', '시도']);
    const firstTry = buildPanel({ ...failed, latestEditLive: true, nextRetryAt: null, last: { ...failed.last!, status: 'succeeded', error: null, attempt: 1 } }, s);
    expect(firstTry.facts.map(([label]) => label)).toEqual(['상태', '요청', '시작', '완료']);
    expect(live.facts[1]![1]).toContain('자동 재시도');
    const waiting = buildPanel({ ...failed, nextRetryAt: null, last: { ...failed.last!, status: 'running', finishedAt: null, error: null } }, s);
    expect(waiting).toMatchObject({ tone: 'pending', headline: s.pending });
    expect(waiting.facts).toContainEqual(['완료', '—']);
  });

  it('says so when nothing was ever built', () => {
    expect(buildPanel({ ...failed, last: null, latestEditLive: true, latestEditAt: null, nextRetryAt: null }, s)).toEqual({ tone: 'live', headline: s.live, facts: [] });
  });
});
