/**
 * Views count readers: POST /api/views (the beacon of the prebuilt notice and CSR pages) counts an
 * item once per visitor and day, in one statement, never for crawlers, prefetches, unpublished or
 * trashed items; bad requests are 4xx. GET /api/view-counts serves the counts apart from the cached
 * content: current after every counted view, while the content answers (and their ETags) stay as they were.
 */
import type { Context } from '@netlify/functions';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '#db/client.ts';
import csrPosts from '#functions/csr-posts.ts';
import csrPost from '#functions/csr-post.ts';
import noticesApi from '#functions/notices.ts';
import views, { config } from '#functions/views.ts';
import viewCounts, { config as viewCountsConfig } from '#functions/view-counts.ts';
import viewMarksPurge, { runViewMarksPurge } from '#functions/view-marks-purge.ts';
import { get, truncateAll, useTestDatabase } from '../helpers/helpers.ts';
import { inquiryEnv } from '../helpers/inquiry-fixtures.ts';

let db: Db;
let restoreEnv: () => void;
const reader = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

beforeAll(async () => {
  db = await useTestDatabase();
});
beforeEach(async () => {
  restoreEnv = inquiryEnv(); // FORM_SIGNING_SECRET, from which the visitor key is derived
  await truncateAll(db);
  await db.deleteFrom('view_marks').execute();
});
afterEach(() => {
  vi.useRealTimers();
  restoreEnv();
});
afterAll(async () => {
  await db.destroy();
});

function beacon(body: unknown, options: { ip?: string; agent?: string | null; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin', ...options.headers };
  if (options.agent !== null) headers['User-Agent'] = options.agent ?? reader;
  const req = new Request('http://localhost/api/views', { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return views(req, { ip: options.ip ?? '203.0.113.7' } as Context);
}

async function seed() {
  const admin = await db.insertInto('admins').values({ username: 'kim', password: 'x' }).returning('id').executeTakeFirstOrThrow();
  const notice = await db.insertInto('notices').values({ title: '공지', content: '<p>x</p>', author: 'kim' }).returning('id').executeTakeFirstOrThrow();
  const draft = await db.insertInto('notices').values({ title: '초안', content: '<p>x</p>', author: 'kim', is_published: false }).returning('id').executeTakeFirstOrThrow();
  const story = await db.insertInto('csr_posts').values({ title: '이야기', content: '<p>x</p>', category: '사회공헌', author_id: admin.id, is_published: true, published_at: new Date() }).returning('id').executeTakeFirstOrThrow();
  return { notice: notice.id, draft: draft.id, story: story.id };
}
const viewsOf = async (table: 'notices' | 'csr_posts', id: number) => (await db.selectFrom(table).select(['views', 'version']).where('id', '=', id).executeTakeFirstOrThrow());

describe('POST /api/views', () => {
  it('counts a reader once per item and day; another reader, another day, another item each count', async () => {
    const { notice, story } = await seed();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T10:00:00Z') });
    for (let i = 0; i < 3; i++) expect((await beacon({ kind: 'notice', id: notice })).status).toBe(204);
    expect(await viewsOf('notices', notice)).toEqual({ views: 1, version: 1 }); // a view is not an edit
    await beacon({ kind: 'notice', id: notice }, { ip: '198.51.100.2' });
    await beacon({ kind: 'notice', id: notice }, { agent: `${reader} Firefox` });
    await beacon({ kind: 'csr_post', id: story });
    expect((await viewsOf('notices', notice)).views).toBe(3);
    expect((await viewsOf('csr_posts', story)).views).toBe(1);
    vi.setSystemTime(new Date('2026-11-25T00:00:01Z'));
    await beacon({ kind: 'notice', id: notice });
    expect((await viewsOf('notices', notice)).views).toBe(4);
    // No address is kept: only the day and a keyed hash.
    const marks = await db.selectFrom('view_marks').selectAll().execute();
    expect(JSON.stringify(marks)).not.toContain('203.0.113.7');
  });

  it('counts a burst of the same reader\'s beacons once', async () => {
    const { story } = await seed();
    const answers = await Promise.all(Array.from({ length: 20 }, () => beacon({ kind: 'csr_post', id: story })));
    expect(answers.every((a) => a.status === 204)).toBe(true);
    expect((await viewsOf('csr_posts', story)).views).toBe(1);
  });

  it('does not count crawlers, prefetches, drafts, trashed or unknown items, answering 204 all the same', async () => {
    const { notice, draft, story } = await seed();
    await db.updateTable('csr_posts').set({ deleted_at: new Date() }).where('id', '=', story).execute();
    expect((await beacon({ kind: 'notice', id: notice }, { agent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).status).toBe(204);
    expect((await beacon({ kind: 'notice', id: notice }, { agent: null })).status).toBe(204);
    expect((await beacon({ kind: 'notice', id: notice }, { headers: { 'Sec-Purpose': 'prefetch' } })).status).toBe(204);
    expect((await beacon({ kind: 'notice', id: draft })).status).toBe(204);
    expect((await beacon({ kind: 'csr_post', id: story })).status).toBe(204);
    expect((await beacon({ kind: 'notice', id: 999_999 })).status).toBe(204);
    expect((await viewsOf('notices', notice)).views).toBe(0);
    expect((await viewsOf('notices', draft)).views).toBe(0);
    expect((await viewsOf('csr_posts', story)).views).toBe(0);
    expect(await db.selectFrom('view_marks').selectAll().execute()).toEqual([]);
  });

  it('refuses bad requests with the right 4xx and counts nothing', async () => {
    const { notice } = await seed();
    const cases: [Promise<Response>, number][] = [
      [views(new Request('http://localhost/api/views'), {} as Context), 405],
      [beacon({ kind: 'notice', id: notice }, { headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } }), 403],
      [beacon({ kind: 'notice', id: notice }, { headers: { 'Content-Type': 'text/plain' } }), 415],
      [beacon(JSON.stringify({ kind: 'notice', id: notice, pad: 'x'.repeat(300) })), 413],
      [beacon('{not json'), 400],
      [beacon({ kind: 'faq', id: notice }), 400],
      [beacon({ kind: 'notice', id: '1' }), 400],
      [beacon({ kind: 'notice', id: -1 }), 400],
      [beacon({ kind: 'notice', id: 2 ** 31 }), 400],
      [beacon([]), 400],
    ];
    for (const [answer, status] of cases) expect((await answer).status).toBe(status);
    expect((await viewsOf('notices', notice)).views).toBe(0);
    expect(config.path).toBe('/api/views');
  });

  it('purges the marks older than two days', async () => {
    const { notice } = await seed();
    await db.insertInto('view_marks').values([
      { kind: 'notice', item_id: notice, day: '2026-11-20', visitor: 'old' },
      { kind: 'notice', item_id: notice, day: '2026-11-22', visitor: 'kept' },
      { kind: 'notice', item_id: notice, day: '2026-11-24', visitor: 'today' },
    ]).execute();
    expect(await runViewMarksPurge(db, new Date('2026-11-24T12:00:00Z'))).toBe(1);
    expect((await db.selectFrom('view_marks').select('visitor').orderBy('visitor').execute()).map((m) => m.visitor)).toEqual(['kept', 'today']);
    expect((await viewMarksPurge()).status).toBe(204);
  });
});

describe('GET /api/view-counts, apart from the cached content', () => {
  const counts = async (query: string, init: RequestInit = {}) => viewCounts(get(`/api/view-counts${query}`, init));

  it('answers every published item\'s count as JSON numbers, current after each counted view, never stored', async () => {
    const { notice, draft, story } = await seed();
    const first = await counts('?kind=notice');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('netlify-cdn-cache-control')).toBeNull();
    expect(await first.json()).toEqual({ [notice]: 0 }); // the draft is not there
    await beacon({ kind: 'notice', id: notice });
    await beacon({ kind: 'csr_post', id: story });
    expect(await (await counts('?kind=notice')).json()).toEqual({ [notice]: 1 });
    expect(await (await counts(`?kind=csr_post&id=${story}`)).json()).toEqual({ [story]: 1 });
    expect(await (await counts(`?kind=notice&id=${draft}`)).json()).toEqual({});
    const head = await counts('?kind=notice', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('leaves the content answers as they were when a view is counted: same body, same ETag, 304', async () => {
    const { notice, story } = await seed();
    const list = await noticesApi(get('/api/notices'));
    const etag = list.headers.get('etag')!;
    const text = await list.text();
    const one = await csrPost(get(`/api/csr-posts/${story}`));
    const storyEtag = one.headers.get('etag')!;
    await beacon({ kind: 'notice', id: notice });
    await beacon({ kind: 'csr_post', id: story });
    expect((await viewsOf('notices', notice)).views).toBe(1);
    const again = await noticesApi(get('/api/notices'));
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe(text);
    expect((await noticesApi(get('/api/notices', { headers: { 'If-None-Match': etag } }))).status).toBe(304);
    expect((await csrPost(get(`/api/csr-posts/${story}`, { headers: { 'If-None-Match': storyEtag } }))).status).toBe(304);
    // The content answers carry no count at all.
    for (const item of [...((await (await csrPosts(get('/api/csr-posts'))).json()) as object[]), ...(JSON.parse(text) as object[])]) expect(item).not.toHaveProperty('views');
  });

  it('refuses a missing or unknown kind, a malformed id and other methods', async () => {
    for (const query of ['', '?kind=faq', '?kind=notice&id=abc', '?kind=notice&id=0', '?kind=notice&id=2147483648']) expect((await counts(query)).status, query).toBe(400);
    const post = await counts('?kind=notice', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect(viewCountsConfig.path).toBe('/api/view-counts');
  });
});
