/**
 * Build records on the database: a content change records its request (who, why) and a hook that
 * fails marks it failed; the local builder's records (a build serves every waiting request, one more
 * build for a request made during a build); the retry job with a given clock (backoff, the limit,
 * the flag, a newer success clearing the need, two runs at once); the dashboard's answer.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import { finishLocalBuild, insertBuildRequest, recordDeployOutcome, startLocalBuild } from '#db/repositories/site-builds.ts';
import type { SiteBuild } from '#db/schema.ts';
import adminDashboard from '#functions/admin-dashboard.ts';
import adminNotices from '#functions/admin-notices.ts';
import { runBuildRetries } from '#functions/_shared/builds/retries.ts';
import type { SiteBuildState } from '#domain/site-build.ts';
import { siteBuildRecorder } from '#scripts/site-build-records.ts';
import { adminRequest, createAdmin, resetAdminTables, signIn, useAdminEnv } from '../helpers/admin-test-helpers.ts';
import { truncateAll, useTestDatabase } from '../helpers/helpers.ts';

let db: Db;
let restoreEnv: () => void;
let cookie: string;
let adminId: number;
let hook: Server;
let hookUrl: string;
let hookStatus = 200;
let hookCalls = 0;

const T0 = new Date('2026-11-24T10:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
  hook = createServer((req, res) => {
    hookCalls += 1;
    req.resume();
    res.statusCode = hookStatus;
    res.end();
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/test`;
});
beforeEach(async () => {
  await truncateAll(db);
  await resetAdminTables(db);
  await sql`TRUNCATE site_builds RESTART IDENTITY`.execute(db);
  adminId = (await createAdmin(db, 'editor')).id;
  cookie = await signIn('editor');
  process.env.BUILD_HOOK_URL = hookUrl;
  hookStatus = 200;
  hookCalls = 0;
});
afterAll(async () => {
  delete process.env.BUILD_HOOK_URL;
  restoreEnv();
  await new Promise<void>((resolve) => hook.close(() => resolve()));
  await db.destroy();
});

const rows = (): Promise<SiteBuild[]> => db.selectFrom('site_builds').selectAll().orderBy('id').execute();
const notice = { title: '새 공지', content: '<p>본문</p>', author: 'editor', isPinned: false, isPublished: true };

async function dashboardBuild(): Promise<SiteBuildState> {
  const response = await adminRequest(adminDashboard, 'GET', '/api/admin/dashboard', { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { build: SiteBuildState }).build;
}

/** A request that failed at `minutes` (attempt 1 of a content change). */
async function failedContentRequest(minutes: number): Promise<SiteBuild> {
  const row = (await insertBuildRequest(db, { reason: 'content', contentKind: 'faqs', requestedBy: adminId }, at(minutes)))!;
  await startLocalBuild(db, `local:site-${minutes}`, 'hook', at(minutes));
  await finishLocalBuild(db, `local:site-${minutes}`, { ok: false, error: 'astro build exited with 1' }, at(minutes));
  return row;
}

describe('a content change records its build request', () => {
  it('with the administrator, the content kind and the time, then posts the build hook once', async () => {
    const before = Date.now();
    const response = await adminRequest(adminNotices, 'POST', '/api/admin/notices', { cookie, body: notice });
    expect(response.status).toBe(201);
    expect(hookCalls).toBe(1);
    const [request] = await rows();
    expect(request).toMatchObject({ reason: 'content', content_kind: 'notices', requested_by: adminId, status: 'requested', attempt: 1, retry_of: null, error: null });
    expect(request!.requested_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('marks the request failed at once when the build hook answers an error or is not configured', async () => {
    hookStatus = 500;
    await adminRequest(adminNotices, 'POST', '/api/admin/notices', { cookie, body: notice });
    delete process.env.BUILD_HOOK_URL;
    await adminRequest(adminNotices, 'POST', '/api/admin/notices', { cookie, body: { ...notice, title: '둘째' } });
    const [first, second] = await rows();
    expect(first).toMatchObject({ status: 'failed', error: 'The build hook answered 500.' });
    expect(first!.finished_at).toBeInstanceOf(Date);
    expect(second).toMatchObject({ status: 'failed', error: expect.stringContaining('BUILD_HOOK_URL is not set') });
  });
});

describe('the local builder records its builds', () => {
  it('a build serves every request waiting when it starts; a request made during the build waits for the next one', async () => {
    const record = siteBuildRecorder(() => db, () => at(1));
    await insertBuildRequest(db, { reason: 'content', contentKind: 'notices', requestedBy: adminId }, at(0));
    await insertBuildRequest(db, { reason: 'content', contentKind: 'faqs', requestedBy: adminId }, at(0.5));
    await record.started('local:site-a', 'hook');
    await insertBuildRequest(db, { reason: 'content', contentKind: 'csr-posts' }, at(1.5)); // during the build
    await record.finished('local:site-a', { ok: true });
    let all = await rows();
    expect(all.map((r) => [r.content_kind, r.status, r.build_ref])).toEqual([
      ['notices', 'succeeded', 'local:site-a'],
      ['faqs', 'succeeded', 'local:site-a'],
      ['csr-posts', 'requested', null],
    ]);
    await record.started('local:site-b', 'hook');
    await record.finished('local:site-b', { ok: false, error: `astro build exited with 1:\n${'x'.repeat(4000)}\nError: broken page` });
    all = await rows();
    expect(all[2]).toMatchObject({ status: 'failed', build_ref: 'local:site-b', error: expect.stringMatching(/^astro build exited with 1: x+ … x+ Error: broken page$/) });
    expect([...all[2]!.error!].length).toBeLessThanOrEqual(500);
  });

  it('a build with no waiting request is recorded under its own reason; one left running by a killed server is taken over', async () => {
    const record = siteBuildRecorder(() => db, () => at(0));
    await record.started('local:site-1', 'startup');
    // The server was killed here: the build never ended. The next start's build serves it.
    await record.started('local:site-2', 'startup');
    await record.finished('local:site-2', { ok: true });
    expect((await rows()).map((r) => [r.reason, r.status, r.build_ref])).toEqual([['startup', 'succeeded', 'local:site-2']]);
  });
});

describe('retries of a failed build (scheduled job, given clock)', () => {
  it('waits 5, 15 and 45 minutes between attempts, then flags the build once; the dashboard follows', async () => {
    const posted: Date[] = [];
    const failing = async () => ({ ok: true as const });
    const retry = (minutes: number) => runBuildRetries(db, { now: () => at(minutes), post: async () => (posted.push(at(minutes)), failing()) });
    const first = await failedContentRequest(0);

    expect(await retry(4.9)).toEqual({ action: 'waiting', dueAt: at(5) });
    expect(await dashboardBuild()).toMatchObject({ latestEditLive: false, flagged: false, nextRetryAt: at(5).toISOString(), last: { status: 'failed', attempt: 1, requestedBy: 'editor', error: 'astro build exited with 1' } });

    let report = await retry(5);
    expect(report).toMatchObject({ action: 'retried', attempt: 2 });
    let latest = (await rows()).at(-1)!;
    expect(latest).toMatchObject({ reason: 'retry', attempt: 2, retry_of: first.id, content_kind: 'faqs', status: 'requested' });
    expect(await dashboardBuild()).toMatchObject({ latestEditLive: false, flagged: false, nextRetryAt: null, last: { reason: 'retry', status: 'requested', attempt: 2 } });
    // The builder runs the retry, which fails again at 6.
    await startLocalBuild(db, 'local:site-6', 'hook', at(6));
    await finishLocalBuild(db, 'local:site-6', { ok: false, error: 'still broken' }, at(6));

    expect(await retry(20.9)).toEqual({ action: 'waiting', dueAt: at(21) });
    expect(await retry(21)).toMatchObject({ action: 'retried', attempt: 3 });
    await startLocalBuild(db, 'local:site-22', 'hook', at(22));
    await finishLocalBuild(db, 'local:site-22', { ok: false, error: 'still broken' }, at(22));
    expect(await retry(66.9)).toEqual({ action: 'waiting', dueAt: at(67) });
    expect(await retry(67)).toMatchObject({ action: 'retried', attempt: 4 });
    latest = (await rows()).at(-1)!;
    expect(latest).toMatchObject({ attempt: 4, retry_of: first.id });
    await startLocalBuild(db, 'local:site-68', 'hook', at(68));
    await finishLocalBuild(db, 'local:site-68', { ok: false, error: 'still broken' }, at(68));

    report = await retry(200);
    expect(report).toEqual({ action: 'flagged', id: latest.id });
    expect(await retry(300)).toEqual({ action: 'none' }); // flagged once, no more attempts
    expect(posted).toEqual([at(5), at(21), at(67)]);
    expect((await rows()).at(-1)!.flagged_at).toEqual(at(200));
    expect(await dashboardBuild()).toMatchObject({ latestEditLive: false, flagged: true, nextRetryAt: null, maxAttempts: 4, last: { attempt: 4, status: 'failed', error: 'still broken' } });

    // The next edit builds fine: live again, nothing flagged, nothing to retry.
    await insertBuildRequest(db, { reason: 'content', contentKind: 'notices', requestedBy: adminId }, at(300));
    await startLocalBuild(db, 'local:site-301', 'hook', at(301));
    await finishLocalBuild(db, 'local:site-301', { ok: true }, at(302));
    expect(await retry(400)).toEqual({ action: 'none' });
    expect(await dashboardBuild()).toMatchObject({ latestEditLive: true, flagged: false, lastSuccessAt: at(302).toISOString(), last: { status: 'succeeded', contentKind: 'notices' } });
  });

  it('a newer successful build (a deploy nobody here asked for) clears the need', async () => {
    await failedContentRequest(0);
    await recordDeployOutcome(db, { id: 'git-push', succeeded: true, createdAt: at(2), finishedAt: at(3), error: null });
    expect(await runBuildRetries(db, { now: () => at(10), post: async () => ({ ok: true }) })).toEqual({ action: 'none' });
    expect(await dashboardBuild()).toMatchObject({ latestEditLive: true, flagged: false, last: { reason: 'deploy', status: 'succeeded' } });
  });

  it('a retry whose hook fails is itself a failed attempt, retried after its own wait', async () => {
    await failedContentRequest(0);
    expect(await runBuildRetries(db, { now: () => at(5), post: async () => ({ ok: false, error: 'The build hook answered 502.' }) })).toMatchObject({ action: 'retried', attempt: 2 });
    expect((await rows()).at(-1)).toMatchObject({ attempt: 2, status: 'failed', error: 'The build hook answered 502.', finished_at: at(5) });
    expect(await runBuildRetries(db, { now: () => at(19), post: async () => ({ ok: true }) })).toEqual({ action: 'waiting', dueAt: at(20) });
  });

  it('posts the real build hook when none is given', async () => {
    await failedContentRequest(0);
    expect(await runBuildRetries(db, { now: () => at(5) })).toMatchObject({ action: 'retried', hook: { ok: true } });
    expect(hookCalls).toBe(1);
  });

  it('two runs at once ask for the attempt once', async () => {
    await failedContentRequest(0);
    let posts = 0;
    const run = () => runBuildRetries(db, { now: () => at(5), post: async () => (posts++, { ok: true as const }) });
    const reports = await Promise.all([run(), run(), run()]);
    expect(reports.filter((r) => r.action === 'retried')).toHaveLength(1);
    expect(posts).toBe(1);
    expect((await rows()).filter((r) => r.reason === 'retry')).toHaveLength(1);
  });

  it('does nothing when nothing failed', async () => {
    expect(await runBuildRetries(db, { now: () => at(0), post: async () => ({ ok: true }) })).toEqual({ action: 'none' });
    await insertBuildRequest(db, { reason: 'content', contentKind: 'faqs' }, at(0));
    expect(await runBuildRetries(db, { now: () => at(100), post: async () => ({ ok: true }) })).toEqual({ action: 'none' }); // still waiting for its build
  });
});

describe('GET /api/admin/dashboard: build', () => {
  it('on a fresh site: nothing built, nothing to publish', async () => {
    expect(await dashboardBuild()).toEqual({ last: null, lastSuccessAt: null, latestEditAt: null, latestEditLive: true, flagged: false, nextRetryAt: null, maxAttempts: 4 });
  });

  it('after an edit: requested by whom and when, not live until a build started after it succeeds', async () => {
    await adminRequest(adminNotices, 'POST', '/api/admin/notices', { cookie, body: notice });
    const waiting = await dashboardBuild();
    expect(waiting).toMatchObject({ latestEditLive: false, last: { reason: 'content', contentKind: 'notices', requestedBy: 'editor', status: 'requested', startedAt: null, finishedAt: null } });
    expect(waiting.latestEditAt).toBe(waiting.last!.requestedAt);
    const record = siteBuildRecorder(() => db);
    await record.started('local:site-x', 'hook');
    expect(await dashboardBuild()).toMatchObject({ latestEditLive: false, last: { status: 'running', startedAt: expect.any(String) } });
    await record.finished('local:site-x', { ok: true });
    expect(await dashboardBuild()).toMatchObject({ latestEditLive: true, last: { status: 'succeeded', finishedAt: expect.any(String) } });
  });
});
