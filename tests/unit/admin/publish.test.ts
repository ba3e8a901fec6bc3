import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { afterContentChange, publishDeps } from '../../../functions/_shared/admin/publish.ts';

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

const realPurge = publishDeps.purge;
afterEach(() => {
  hits = [];
  status = 200;
  publishDeps.purge = realPurge;
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('afterContentChange', () => {
  it('posts to BUILD_HOOK_URL once; purges the faqs tag only for FAQs and only on Netlify', async () => {
    const purged: string[][] = [];
    publishDeps.purge = async (tags) => void purged.push(tags);
    vi.stubEnv('BUILD_HOOK_URL', hookUrl);
    await afterContentChange('notices');
    expect(hits).toEqual(['POST /hook']);
    await afterContentChange('faqs');
    expect(purged).toEqual([]); // not on Netlify: no SITE_ID / token
    vi.stubEnv('SITE_ID', 'site');
    vi.stubEnv('NETLIFY_PURGE_API_TOKEN', 'token');
    await afterContentChange('faqs');
    await afterContentChange('csr-posts');
    expect(purged).toEqual([['faqs']]);
    expect(hits).toHaveLength(4);
  });

  it('does nothing without BUILD_HOOK_URL', async () => {
    vi.stubEnv('BUILD_HOOK_URL', '');
    await afterContentChange('notices');
    expect(hits).toEqual([]);
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
    expect(lines).toHaveLength(3);
    for (const text of ['build hook failed', 'purge of tag faqs failed', 'build hook answered 500']) expect(lines.some((l) => l.includes(text)), text).toBe(true);
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
