import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Context } from '@netlify/functions';
import type { Db } from '#db/client.ts';
import detailPage from '#functions/detail-page.ts';
import { seedFirstRun } from '#scripts/seed/index.ts';
import { get, truncateAll, useTestDatabase } from '../helpers/helpers.ts';

/**
 * A notice or story address without a prebuilt page: the fallback page (200) only for an item
 * published since the build, the locale's 404 page (404) for anything else in the section.
 */
const SITE = 'https://site.test';
let db: Db;
let fetched: string[];

beforeAll(async () => {
  db = await useTestDatabase();
  await truncateAll(db);
  await seedFirstRun(db, () => {});
});
afterAll(() => db.destroy());
afterEach(() => vi.unstubAllGlobals());

/** The site's pages as the function fetches them: each answers its own address, so the body names the page served. */
function stubSite(): void {
  fetched = [];
  vi.stubGlobal('fetch', async (input: URL | string) => {
    const url = new URL(String(input));
    fetched.push(url.pathname);
    return new Response(`<!doctype html><title>${url.pathname}</title>`, { status: 200, headers: { 'Content-Type': 'text/html', 'Content-Security-Policy': "default-src 'self'" } });
  });
}

const open = async (path: string, method = 'GET') => {
  stubSite();
  const response = await detailPage(get(path, { method }), { site: { url: SITE } } as unknown as Context);
  return { status: response.status, body: method === 'HEAD' ? '' : await response.text(), headers: response.headers };
};

const noticeId = async (published: boolean) => (await db.selectFrom('notices').select('id').where('is_published', '=', published).where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow()).id;
const storyId = async () => (await db.selectFrom('csr_posts').select('id').where('is_published', '=', true).where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow()).id;

describe('a detail address without a prebuilt page', () => {
  it('answers the fallback page for a published notice, by the rewritten address or the one asked for', async () => {
    const id = await noticeId(true);
    for (const path of [`/api/detail-page/notice/en/${id}`, `/en/notices/${id}`, `/en/notices/${id}/`]) {
      const page = await open(path);
      expect(page.status, path).toBe(200);
      expect(fetched, path).toEqual(['/en/notices/post/']);
      expect(page.headers.get('content-security-policy')).toBe("default-src 'self'");
    }
    expect((await open(`/api/detail-page/notice/ko/${id}`)).body).toContain('<title>/notices/post/</title>');
  });

  it('answers the fallback page for a published CSR story in every locale', async () => {
    const id = await storyId();
    for (const [locale, page] of [['ko', '/about/csr/post/'], ['ja', '/ja/about/csr/post/']] as const) {
      const answer = await open(`/api/detail-page/csr/${locale}/${id}`);
      expect(answer.status).toBe(200);
      expect(fetched).toEqual([page]);
    }
  });

  it('answers the locale’s 404 page with 404 for an unpublished, trashed, unknown or malformed id', async () => {
    const draft = await noticeId(false);
    const trashed = await noticeId(true);
    await db.updateTable('notices').set({ deleted_at: new Date() }).where('id', '=', trashed).execute();
    try {
      for (const rest of [String(draft), String(trashed), '999999', 'abc', '0', '1.5', '2147483648', '', '12/extra']) {
        const en = await open(`/api/detail-page/notice/en/${rest}`);
        expect(en.status, rest).toBe(404);
        expect(fetched, rest).toEqual(['/en/404/']);
        const ko = await open(`/api/detail-page/notice/ko/${rest}`);
        expect(ko.status, rest).toBe(404);
        expect(fetched, rest).toEqual(['/404.html']);
      }
      expect((await open('/zh/about/csr/999999')).status).toBe(404);
      expect(fetched).toEqual(['/zh/404/']);
    } finally {
      await db.updateTable('notices').set({ deleted_at: null }).where('id', '=', trashed).execute();
    }
  });

  it('answers HEAD like GET and refuses writes with 405', async () => {
    const id = await noticeId(true);
    expect((await open(`/api/detail-page/notice/ko/${id}`, 'HEAD')).status).toBe(200);
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const answer = await open(`/api/detail-page/notice/ko/${id}`, method);
      expect(answer.status, method).toBe(405);
      expect(answer.headers.get('allow')).toBe('GET, HEAD');
    }
  });
});
