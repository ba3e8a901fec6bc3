import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterContentChange, publishDeps } from '#functions/_shared/admin/publish.ts';

let server: Server;
let hookUrl: string;
let hits: string[] = [];
let status = 200;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    res.statusCode = status;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const realDeps = { ...publishDeps };
/** The build records, kept in memory (the real ones are in the database: tests/integration/platform/site-builds.test.ts). */
let requests: { id: number; kind: string | null | undefined; by: number | null | undefined; failed?: string }[] = [];
beforeEach(() => {
  publishDeps.recordBuildRequest = async (request) => {
    requests.push({ id: requests.length + 1, kind: request.contentKind, by: request.requestedBy });
    return requests.length;
  };
  publishDeps.recordHookFailure = async (id, error) => {
    requests[id - 1]!.failed = error;
  };
});
afterEach(() => {
  hits = [];
  status = 200;
  requests = [];
  Object.assign(publishDeps, realDeps);
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('afterContentChange', () => {
  it('posts to BUILD_HOOK_URL once; purges the tag of the changed kind, only on Netlify, never for the settings', async () => {
    const purged: string[][] = [];
    publishDeps.purge = async (tags) => void purged.push(tags);
    vi.stubEnv('BUILD_HOOK_URL', hookUrl);
    await afterContentChange('notices', { id: 7 });
    expect(hits).toEqual(['POST /hook']);
    expect(requests).toEqual([{ id: 1, kind: 'notices', by: 7 }]);
    await afterContentChange('faqs');
    expect(purged).toEqual([]); // not on Netlify: no SITE_ID / token
    vi.stubEnv('SITE_ID', 'site');
    vi.stubEnv('NETLIFY_PURGE_API_TOKEN', 'token');
    await afterContentChange('faqs');
    await afterContentChange('csr-posts');
    await afterContentChange('notices');
    await afterContentChange('settings');
    expect(purged).toEqual([['faqs'], ['csr-posts'], ['notices']]);
    expect(hits).toHaveLength(6);
  });

  it('without BUILD_HOOK_URL records the request as failed (the retries and the dashboard see it) and posts nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubEnv('BUILD_HOOK_URL', '');
    await afterContentChange('notices');
    expect(hits).toEqual([]);
    expect(requests).toEqual([{ id: 1, kind: 'notices', by: null, failed: expect.stringContaining('BUILD_HOOK_URL is not set') }]);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('still posts to the hook when the request cannot be recorded, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubEnv('BUILD_HOOK_URL', hookUrl);
    publishDeps.recordBuildRequest = () => Promise.reject(new Error('database down'));
    await expect(afterContentChange('faqs', { id: 1 })).resolves.toBeUndefined();
    expect(hits).toEqual(['POST /hook']);
    expect(log.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining('could not record the build request after a change to faqs: database down')]);
  });

  it('never throws: an unreachable hook, an error status or a failed purge are only logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubEnv('BUILD_HOOK_URL', 'http://127.0.0.1:1/hook');
    vi.stubEnv('SITE_ID', 'site');
    vi.stubEnv('NETLIFY_PURGE_API_TOKEN', 'token');
    publishDeps.purge = () => Promise.reject(new Error('purge API down'));
    await expect(afterContentChange('faqs')).resolves.toBeUndefined();
    vi.stubEnv('BUILD_HOOK_URL', hookUrl);
    status = 500;
    await expect(afterContentChange('notices')).resolves.toBeUndefined();
    const lines = log.mock.calls.map((c) => String(c[0]));
    expect(lines).toHaveLength(4);
    for (const text of ['build hook could not be reached', 'purge of tag faqs failed', 'build hook answered 500', 'purge of tag notices failed']) expect(lines.some((l) => l.includes(text)), text).toBe(true);
    // Both failed requests are recorded as failed, so the scheduled retry takes them up.
    expect(requests.map((r) => r.failed)).toEqual([expect.stringContaining('could not be reached'), 'The build hook answered 500.']);
  });

  it('hands the work to the request\'s waitUntil when the runtime offers one, and returns at once', async () => {
    vi.stubEnv('BUILD_HOOK_URL', hookUrl);
    const pending: Promise<unknown>[] = [];
    vi.stubGlobal('Netlify', { context: { waitUntil: (p: Promise<unknown>) => pending.push(p) } });
    await afterContentChange('notices');
    expect(pending).toHaveLength(1);
    await pending[0];
    expect(hits).toEqual(['POST /hook']);
  });
});
