/**
 * What a deploy ships, run as the platform runs it: every function bundled by Netlify's own bundler
 * (scripts/deploy-bundles/bundle.ts), each zip unzipped alone and loaded in a fresh Node with the
 * runtime's flags (require() of ES modules off), then asked a representative request against the test
 * database. `npm test` bundles once and passes the folder in FUNCTION_BUNDLES_DIR; alone, this file
 * bundles into a temporary folder (about a minute).
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '#db/client.ts';
import { bundleFunctions, bundlerSettings, readManifest, type BundledFunction } from '#scripts/deploy-bundles/bundle.ts';
import { runBundle, unzipBundle, type BundleAnswer, type BundleRequest, type BundleRun } from '#scripts/deploy-bundles/invoke.ts';
import { routeOverlaps, routePattern, samplePath } from '#scripts/deploy-bundles/routes.ts';
import { DETAIL_PAGE_ROUTE } from '#i18n/routes.ts';
import { createAdmin, TEST_PASSWORD, TEST_SESSION_SECRET } from '../helpers/admin-test-helpers.ts';
import { truncateAll, useTestDatabase } from '../helpers/helpers.ts';

/** Netlify refuses a deploy zip above this size. */
const ZIP_LIMIT_BYTES = 50 * 1024 * 1024;
const ORIGIN = 'http://localhost';

let db: Db;
let bundlesDir: string;
let ownDir: string | undefined;
let functions: BundledFunction[];
const unzipped = new Map<string, string>();
let unzippedRoot: string | undefined;
let env: Record<string, string>;

beforeAll(async () => {
  db = await useTestDatabase();
  await truncateAll(db);
  await createAdmin(db, 'bundle-owner');
  bundlesDir = process.env.FUNCTION_BUNDLES_DIR || (ownDir = mkdtempSync(join(tmpdir(), 'function-bundles-')));
  functions = ownDir ? await bundleFunctions(ownDir) : readManifest(bundlesDir);
  unzippedRoot = mkdtempSync(join(tmpdir(), 'function-bundles-unzipped-'));
  for (const fn of functions) unzipped.set(fn.name, unzipBundle(fn.path, join(unzippedRoot, fn.name)));
  env = {
    DATABASE_URL: inject('databaseUrl'),
    SESSION_SECRET: TEST_SESSION_SECRET,
    FORM_SIGNING_SECRET: 'f'.repeat(43),
    INQUIRY_RATE_LIMIT_PER_ADDRESS: '1000',
  };
}, 300_000);

afterAll(async () => {
  await db?.destroy();
  // Some 25,000 files: unzipped, each bundle carries its own node_modules.
  for (const dir of [unzippedRoot, ownDir]) if (dir) rmSync(dir, { recursive: true, force: true });
}, 300_000);

const request = (path: string, init: Omit<BundleRequest, 'url'> & { cookie?: string; json?: unknown } = {}): BundleRequest => {
  const { cookie, json, ...rest } = init;
  return {
    ...rest,
    url: `${ORIGIN}${path}`,
    headers: {
      origin: ORIGIN,
      'sec-fetch-site': 'same-origin',
      'x-nf-client-connection-ip': '203.0.113.20',
      ...(cookie ? { cookie } : {}),
      ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
      ...rest.headers,
    },
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
  };
};

/** Runs requests through one function's bundle, each with the pattern of the route it matched, as the platform passes it. */
function run(name: string, requests: BundleRequest[]): Promise<BundleRun> {
  const fn = functions.find((candidate) => candidate.name === name)!;
  const routed = requests.map((r) => {
    const route = routePattern(fn, new URL(r.url).pathname);
    return route ? { ...r, route } : r;
  });
  return runBundle(unzipped.get(name)!, routed, env);
}
const json = (answer: BundleAnswer | undefined) => JSON.parse(answer?.body ?? 'null') as Record<string, unknown>;

/** A scheduled function is invoked as the platform does: a POST carrying its next run. */
const scheduledRun = () => request('/.netlify/functions/scheduled', { method: 'POST', json: { next_run: new Date(Date.now() + 60_000).toISOString() } });

/** Runs `task` over `items`, `limit` at a time (each bundle is a Node process of its own). */
async function eachLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  }));
  return results;
}

describe('the deploy zips on the platform runtime', () => {
  it('bundles every function on the Node the tests run on, each zip within the 50 MB upload limit', () => {
    const major = process.versions.node.split('.')[0];
    expect(bundlerSettings().nodeVersion).toBe(major);
    expect(readFileSync(new URL('../../../.nvmrc', import.meta.url), 'utf8').trim()).toBe(major);
    expect(functions.length).toBeGreaterThanOrEqual(60);
    const off = functions.filter((fn) => fn.runtimeVersion !== `nodejs${major}.x` || fn.bundler !== 'nft').map((fn) => `${fn.name}: ${fn.runtimeVersion} ${fn.bundler}`);
    expect(off).toEqual([]);
    const sizes = functions.map((fn) => ({ name: fn.name, bytes: statSync(fn.path).size }));
    expect(sizes.filter((size) => size.bytes > ZIP_LIMIT_BYTES)).toEqual([]);
    // Nothing the runtime does not need: the Node binary the scripts run on is never traced in.
    expect(readFileSync(functions.find((fn) => fn.name === 'admin-uploads')!.path).includes('node_modules/node/bin/node')).toBe(false);
  });

  it('routes every address to one function only', () => {
    expect(routeOverlaps(functions)).toEqual([]);
  });

  it('gives every function a route or a schedule as Netlify reads them from the source (a computed config.path is no route)', () => {
    expect(functions.filter((fn) => !fn.schedule && !fn.routes?.length).map((fn) => fn.name)).toEqual([]);
    // The build's rewrite targets this route (src/i18n/netlify-redirects.ts).
    expect(functions.find((fn) => fn.name === 'detail-page')?.routes?.map((route) => route.pattern)).toEqual([`${DETAIL_PAGE_ROUTE}/*`]);
  });

  it('loads every function with require() of ES modules off and answers a request without a server error', async () => {
    const signedIn = await run('admin-login', [request('/api/admin/login', { method: 'POST', json: { username: 'bundle-owner', password: TEST_PASSWORD } })]);
    expect(signedIn.loadError).toBeUndefined();
    expect(signedIn.answers[0]?.status).toBe(200);
    const cookie = /(?:__Host-)?admin_session=[^;\n]+/.exec(signedIn.answers[0]!.headers['set-cookie'] ?? '')![0];

    const runs = await eachLimited(functions, 3, async (fn) => {
      const route = fn.routes?.[0];
      const requests = fn.schedule ? [scheduledRun()] : route ? [request(samplePath(route), { cookie })] : [];
      return { name: fn.name, run: await run(fn.name, requests) };
    });
    const notLoaded = runs.filter(({ run }) => run.loadError).map(({ name, run }) => `${name}: ${run.loadError?.split('\n')[0]}`);
    expect(notLoaded).toEqual([]);
    const failed = runs
      .filter(({ run }) => run.answers.some((answer) => answer.status === 0 || answer.status >= 500))
      .map(({ name, run }) => `${name}: ${run.answers.map((a) => `${a.status} ${a.error ?? a.body.slice(0, 120)}`).join(' | ')}`);
    expect(failed).toEqual([]);
    // Signed in as an owner through one bundle, every other bundle knows the session.
    const refused = runs.filter(({ run }) => run.answers.some((answer) => answer.status === 401 || answer.status === 403)).map(({ name }) => name);
    expect(refused).toEqual([]);
  }, 600_000);

  it('saves and publishes content through the bundles: an admin save, the public read, a scheduled job', async () => {
    const signedIn = await run('admin-login', [request('/api/admin/login', { method: 'POST', json: { username: 'bundle-owner', password: TEST_PASSWORD } })]);
    const cookie = /(?:__Host-)?admin_session=[^;\n]+/.exec(signedIn.answers[0]!.headers['set-cookie'] ?? '')![0];
    const notice = { title: '번들 공지', content: '<p onclick="x()">본문<script>alert(1)</script></p>', author: 'bundle', category: 'announcement', isPublished: true };

    const created = await run('admin-notices', [request('/api/admin/notices', { method: 'POST', cookie, json: notice })]);
    expect(created.answers[0]?.status, created.answers[0]?.body).toBe(201);
    const { id, version, content } = json(created.answers[0]);
    // The sanitizer ran inside the bundle.
    expect(content).toBe('<p>본문</p>');

    const saved = await run('admin-notice', [
      request(`/api/admin/notices/${id}`, { method: 'PUT', cookie, json: { ...notice, title: '번들 공지 (수정)' }, headers: { 'if-match': `"v${version}"` } }),
    ]);
    expect(saved.answers[0]?.status, saved.answers[0]?.body).toBe(200);

    const read = await run('notice', [request(`/api/notices/${id}`)]);
    expect(read.answers[0]?.status).toBe(200);
    expect(json(read.answers[0])).toMatchObject({ id, title: '번들 공지 (수정)' });

    const published = await run('content-publish-scheduled', [scheduledRun()]);
    expect(published.loadError).toBeUndefined();
    expect(published.answers[0]?.status).toBeLessThan(300);
  }, 120_000);
});
