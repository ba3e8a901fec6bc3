import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Db } from '#db/client.ts';
import { seedFirstRun } from '#scripts/seed/index.ts';
import faqs from '#functions/faqs.ts';
import notices from '#functions/notices.ts';
import csrPosts from '#functions/csr-posts.ts';
import csrPost from '#functions/csr-post.ts';
import notice from '#functions/notice.ts';
import { localized } from '#lib/localized.ts';
import { get, truncateAll, useTestDatabase } from '../helpers/helpers.ts';

let db: Db;
type Row = Record<string, unknown> & { id: number };

beforeAll(async () => {
  db = await useTestDatabase();
  await truncateAll(db);
  await seedFirstRun(db, () => {});
});
afterAll(() => db.destroy());

const body = async (response: Response) => (await response.json()) as Row[];
const byId = (id: number | string) => csrPost(get(`/api/csr-posts/${id}`));

describe('public content API over the seeded first run', () => {
  it('never lets an unpublished row out of any public response', async () => {
    const drafts = await sql<{ n: number }>`SELECT (SELECT count(*) FROM faqs WHERE NOT is_published) + (SELECT count(*) FROM notices WHERE NOT is_published) + (SELECT count(*) FROM csr_posts WHERE NOT is_published) AS n`.execute(db);
    expect(Number(drafts.rows[0]?.n)).toBe(3);
    for (const handler of [faqs, notices, csrPosts]) {
      const text = await (await handler(get('/api/x'))).text();
      expect(text).not.toContain('비공개');
    }
    const draft = await db.selectFrom('csr_posts').select('id').where('is_published', '=', false).executeTakeFirstOrThrow();
    expect((await byId(draft.id)).status).toBe(404);
    const after = await db.selectFrom('csr_posts').select('views').where('id', '=', draft.id).executeTakeFirstOrThrow();
    expect(after.views).toBe(0);
  });

  it('answers FAQs in every admin category with all five languages', async () => {
    const rows = await body(await faqs(get('/api/faqs')));
    const categories = new Set(rows.map((r) => r.category));
    for (const c of ['법인', '인사', '비자', '부동산', '일반', '투자', '법무']) expect(categories.has(c), c).toBe(true);
    for (const c of ['법인', '인사', '비자', '부동산']) expect(rows.filter((r) => r.category === c).length).toBeGreaterThanOrEqual(3);
    for (const row of rows) expect(Object.keys(row.translations as object).sort()).toEqual(['en', 'id', 'ja', 'zh']);
  });

  it('lists notices pinned first, then newest, with the fields the page shows (the view counts apart)', async () => {
    const rows = await body(await notices(get('/api/notices')));
    expect(rows[0]?.is_pinned).toBe(true);
    const rest = rows.slice(1).map((r) => Date.parse(String(r.created_at)));
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['author', 'category', 'content', 'created_at', 'description', 'id', 'is_important', 'is_pinned', 'social_image', 'title', 'translations', 'updated_at']);
    expect(rows.some((r) => r.is_important)).toBe(true);
  });

  it('serves every list with ETag revalidation, briefly from the CDN under its collection\'s tag, and 304 on a match', async () => {
    for (const [handler, path, tag] of [[faqs, '/api/faqs', 'faqs'], [notices, '/api/notices', 'notices'], [csrPosts, '/api/csr-posts', 'csr-posts']] as const) {
      const response = await handler(get(path));
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=0, must-revalidate');
      expect(response.headers.get('netlify-cdn-cache-control'), path).toMatch(/max-age=300/);
      expect(response.headers.get('netlify-cache-tag'), path).toBe(tag);
      const etag = response.headers.get('etag')!;
      const again = await handler(get(path, { headers: { 'If-None-Match': etag } }));
      expect(again.status, path).toBe(304);
      expect(again.headers.get('etag'), path).toBe(etag);
      expect(await again.text()).toBe('');
    }
  });

  it('shows the translation where it exists and the Korean original, marked as such, where not', async () => {
    await db.insertInto('notices').values({ title: '한국어만 있는 공지', content: '<p>본문</p>', author: 'admin', translations: { en: { title: 'English title only' } } }).execute();
    const row = (await body(await notices(get('/api/notices')))).find((r) => r.title === '한국어만 있는 공지') as never;
    expect(localized(row, 'title', 'en')).toEqual({ text: 'English title only', lang: 'en' });
    expect(localized(row, 'content', 'en')).toEqual({ text: '<p>본문</p>', lang: 'ko' });
    expect(localized(row, 'title', 'ja')).toEqual({ text: '한국어만 있는 공지', lang: 'ko' });
    // An id translation without an English one still counts (the spec's check on titleEn is gone).
    await db.insertInto('faqs').values({ question: '질문', answer: '<p>답</p>', category: '일반', translations: { id: { question: 'Pertanyaan', answer: '<p>Jawaban</p>' } } }).execute();
    const faq = (await body(await faqs(get('/api/faqs')))).find((r) => r.question === '질문') as never;
    expect(localized(faq, 'answer', 'id')).toEqual({ text: '<p>Jawaban</p>', lang: 'id' });
    expect(localized(faq, 'answer', 'en').lang).toBe('ko');
  });
});

describe('GET /api/csr-posts/{id}', () => {
  it('answers a published post without counting a view (the page’s beacon counts readers), revalidated by ETag', async () => {
    const [first] = await body(await csrPosts(get('/api/csr-posts')));
    const { views: start } = await db.selectFrom('csr_posts').select('views').where('id', '=', first!.id).executeTakeFirstOrThrow();
    const one = await byId(first!.id);
    expect(one.status).toBe(200);
    expect(one.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(one.headers.get('netlify-cache-tag')).toBe('csr-posts');
    const etag = one.headers.get('etag')!;
    expect((await one.json()) as Row).toEqual(first);
    await Promise.all(Array.from({ length: 10 }, () => byId(first!.id)));
    const row = await db.selectFrom('csr_posts').select('views').where('id', '=', first!.id).executeTakeFirstOrThrow();
    expect(row.views).toBe(start);
    expect((await csrPost(get(`/api/csr-posts/${first!.id}`, { headers: { 'If-None-Match': etag } }))).status).toBe(304);
    const head = await csrPost(get(`/api/csr-posts/${first!.id}`, { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('answers 404 for a missing post and 404 (never 500) for malformed ids', async () => {
    for (const id of ['999999', 'abc', '-1', '1.5', '99999999999999999999', '', '0', '1e3', '%20', '2147483648']) {
      const response = await byId(id);
      expect([400, 404], `id ${JSON.stringify(id)}`).toContain(response.status);
    }
  });

  it('refuses other methods with 405 and Allow on every content resource', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      for (const [handler, path] of [[faqs, '/api/faqs'], [notices, '/api/notices'], [csrPosts, '/api/csr-posts'], [csrPost, '/api/csr-posts/1'], [notice, '/api/notices/1']] as const) {
        const response = await handler(get(path, { method }));
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get('allow')).toBeTruthy();
      }
    }
  });
});

describe('GET /api/notices/{id}', () => {
  it('answers a published notice with the fields of its page, revalidated by ETag, counting nothing', async () => {
    const [first] = await body(await notices(get('/api/notices')));
    const { views: start } = await db.selectFrom('notices').select('views').where('id', '=', first!.id).executeTakeFirstOrThrow();
    const one = await notice(get(`/api/notices/${first!.id}`));
    expect(one.status).toBe(200);
    expect(one.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect((await one.json()) as Row).toEqual(first);
    const etag = one.headers.get('etag')!;
    expect((await notice(get(`/api/notices/${first!.id}`, { headers: { 'If-None-Match': etag } }))).status).toBe(304);
    const row = await db.selectFrom('notices').select('views').where('id', '=', first!.id).executeTakeFirstOrThrow();
    expect(row.views).toBe(start);
  });

  it('answers 404 for a draft, a notice in the trash, a missing one and malformed ids (never 500)', async () => {
    const draft = await db.selectFrom('notices').select('id').where('is_published', '=', false).executeTakeFirstOrThrow();
    expect((await notice(get(`/api/notices/${draft.id}`))).status).toBe(404);
    const [first] = await body(await notices(get('/api/notices')));
    await db.updateTable('notices').set({ deleted_at: new Date() }).where('id', '=', first!.id).execute();
    try {
      expect((await notice(get(`/api/notices/${first!.id}`))).status).toBe(404);
    } finally {
      await db.updateTable('notices').set({ deleted_at: null }).where('id', '=', first!.id).execute();
    }
    for (const id of ['999999', 'abc', '-1', '1.5', '99999999999999999999', '', '0', '1e3', '2147483648', '1/2']) {
      expect((await notice(get(`/api/notices/${id}`))).status, `id ${JSON.stringify(id)}`).toBe(404);
    }
  });
});
