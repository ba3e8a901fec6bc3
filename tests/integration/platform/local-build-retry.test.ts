/**
 * The whole local site (startSite: its own embedded database, the local server, the SiteBuilder and
 * the scheduler) with a build that fails: an admin's edit over HTTP is recorded, its build fails and
 * is recorded with the error, and the dashboard says so and when it retries. Then the scheduler runs
 * build-retries on its 5-minute schedule (its clock starts SLOT_AFTER_MS before a slot), which asks the
 * local build hook again; the build now succeeds and the dashboard shows the edit live. Also: every
 * scheduled function is on the start-up line, and none has a URL.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { createDb, type Db } from '#db/client.ts';
import { startSite, type RunningSite } from '#scripts/site.ts';
import type { SiteBuildState } from '#domain/site-build.ts';

const USERNAME = 'build-admin';
/** Real time from the start to the scheduler's first 5-minute slot: enough for the edit and its failed build. */
const SLOT_AFTER_MS = 15_000;
/** A 5-minute slot (not midnight, so the daily retention job stays out of it). */
const SLOT = Date.UTC(2026, 10, 24, 10, 5);
const PASSWORD = 'build-admin-password-1';
let dataDir: string;
let siteDir: string;
let site: RunningSite;
let db: Db;
let failing = true;
let builds = 0;
const lines: string[] = [];
const restore: Record<string, string | undefined> = {};

beforeAll(async () => {
  for (const name of ['ADMIN_USERNAME', 'ADMIN_PASSWORD', 'DATABASE_URL', 'BUILD_HOOK_URL']) restore[name] = process.env[name];
  process.env.ADMIN_USERNAME = USERNAME;
  process.env.ADMIN_PASSWORD = PASSWORD;
  dataDir = mkdtempSync(join(tmpdir(), 'local-build-retry-'));
  siteDir = mkdtempSync(join(tmpdir(), 'local-build-retry-site-'));
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>first build</title>');
  const offset = SLOT - (Date.now() + SLOT_AFTER_MS);
  site = await startSite({
    scheduleClock: () => Date.now() + offset,
    dataDir,
    siteDir,
    port: 0,
    host: '127.0.0.1',
    log: (line) => lines.push(line),
    build: async (outDir) => {
      builds += 1;
      if (failing) throw new Error('astro build exited with 1:\n[ERROR] [NoticesPage] Could not render /notices');
      await mkdir(outDir, { recursive: true });
      writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>rebuilt</title>');
    },
  });
  db = createDb(site.databaseUrl);
}, 120_000);
afterAll(async () => {
  await db?.destroy();
  await site?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(siteDir, { recursive: true, force: true });
  for (const [name, value] of Object.entries(restore)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

async function call(method: string, path: string, cookie?: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { Origin: site.url, 'Sec-Fetch-Site': 'same-origin' };
  if (cookie) headers['Cookie'] = cookie;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(`${site.url}${path}`, { method, headers, body: body === undefined ? null : JSON.stringify(body) });
}

async function dashboardBuild(cookie: string): Promise<SiteBuildState> {
  const response = await call('GET', '/api/admin/dashboard', cookie);
  expect(response.status).toBe(200);
  return ((await response.json()) as { build: SiteBuildState }).build;
}

describe('npm start: a failed local build is recorded, retried and shown', () => {
  it('lists every scheduled function on one start-up line; none is reachable over HTTP', async () => {
    const line = lines.find((l) => l.startsWith('Scheduled functions'));
    expect(line).toMatch(/^Scheduled functions \(UTC\): /);
    for (const job of ['build-retries */5 * * * *', 'inquiry-notifications */5 * * * *', 'inquiry-reminders */10 1-4 * * *', 'inquiry-retention @daily']) expect(line).toContain(job);
    for (const name of ['build-retries', 'inquiry-notifications', 'inquiry-reminders', 'inquiry-retention']) {
      expect((await call('POST', `/.netlify/functions/${name}`)).status).toBe(404);
    }
  });

  it('edit -> failed build (recorded, on the dashboard with its retry) -> scheduled retry -> built, live', { timeout: SLOT_AFTER_MS + 60_000 }, async () => {
    const login = await call('POST', '/api/admin/login', undefined, { username: USERNAME, password: PASSWORD });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const created = await call('POST', '/api/admin/notices', cookie, { title: '빌드 확인', content: '<p>본문</p>', author: USERNAME, isPinned: false, isPublished: true });
    expect(created.status).toBe(201);

    // The build hook's debounce, then the failing build: wait until it is recorded.
    await vi.waitFor(async () => expect((await dashboardBuild(cookie)).last?.status).toBe('failed'), { timeout: 20_000, interval: 200 });
    const failed = await dashboardBuild(cookie);
    expect(failed).toMatchObject({
      latestEditLive: false,
      flagged: false,
      nextRetryAt: expect.any(String),
      last: { reason: 'content', contentKind: 'notices', requestedBy: USERNAME, status: 'failed', attempt: 1, error: expect.stringContaining('Could not render /notices') },
    });
    expect(builds).toBe(1);
    expect(lines.some((l) => l.startsWith('Build failed; still serving the previous build.'))).toBe(true);

    // Ten minutes pass (the failure is moved back), and the build would work now. The scheduler runs
    // build-retries at its slot, which asks the local build hook; the dashboard shows the edit live.
    failing = false;
    await sql`UPDATE site_builds SET finished_at = finished_at - interval '10 minutes' WHERE status = 'failed'`.execute(db);
    await vi.waitFor(async () => expect((await dashboardBuild(cookie)).latestEditLive).toBe(true), { timeout: SLOT_AFTER_MS + 30_000, interval: 250 });
    expect(await dashboardBuild(cookie)).toMatchObject({ flagged: false, nextRetryAt: null, last: { reason: 'retry', status: 'succeeded', attempt: 2 } });
    expect(builds).toBe(2);
    expect(await (await fetch(site.url)).text()).toContain('rebuilt');
  });
});
