/**
 * The public lists answer one page, never everything: /api/notices and /api/csr-posts over more rows
 * than a page holds, the page boundaries, a category, a search, the paging headers, bad parameters
 * (400 with the fields) and each page cached per content version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Db } from '#db/client.ts';
import { seedFirstRun } from '#scripts/seed/index.ts';
import notices from '#functions/notices.ts';
import csrPosts from '#functions/csr-posts.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '#domain/content/list-page.ts';
import { get, truncateAll, useTestDatabase } from '../helpers/helpers.ts';

let db: Db;
type Row = { id: number; title: string; category: string };

const ADDED_NOTICES = 45;
const ADDED_STORIES = 25;

beforeAll(async () => {
  db = await useTestDatabase();
  await truncateAll(db);
  await seedFirstRun(db, () => {});
  await sql`INSERT INTO notices (title, content, author, category)
    SELECT '페이지 공지 ' || n, '<p>본문 ' || n || '</p>', 'admin', CASE WHEN n % 3 = 0 THEN 'labor' ELSE 'report' END FROM generate_series(1, ${ADDED_NOTICES}) AS n`.execute(db);
  await sql`INSERT INTO notices (title, content, author, category, translations) VALUES ('보세구역 안내', '<p>보세창고를 이용하는 법</p>', 'admin', 'tax', ${JSON.stringify({ en: { title: 'Bonded zones', content: '<p>Using a bonded warehouse</p>' } })}::jsonb)`.execute(db);
  await sql`INSERT INTO csr_posts (title, content, category, is_published, published_at, author_id)
    SELECT '페이지 이야기 ' || n, '<p>글</p>', '사회공헌', true, now() - make_interval(days => n), (SELECT min(id) FROM admins) FROM generate_series(1, ${ADDED_STORIES}) AS n`.execute(db);
});
afterAll(() => db.destroy());

const published = async (table: 'notices' | 'csr_posts') =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE is_published AND deleted_at IS NULL`.execute(db)).rows[0]!.n);
const rows = async (response: Response) => (await response.json()) as Row[];

describe('GET /api/notices, paged', () => {
  it('answers the first page only, with the count and the links to the others', async () => {
    const total = await published('notices');
    expect(total).toBeGreaterThan(DEFAULT_PAGE_SIZE * 2);
    const response = await notices(get('/api/notices'));
    expect(response.status).toBe(200);
    expect(await rows(response)).toHaveLength(DEFAULT_PAGE_SIZE);
    expect(response.headers.get('x-total-count')).toBe(String(total));
    const pages = Math.ceil(total / DEFAULT_PAGE_SIZE);
    expect(response.headers.get('x-total-pages')).toBe(String(pages));
    expect(response.headers.get('link')).toBe(`</api/notices>; rel="first", </api/notices?page=2>; rel="next", </api/notices?page=${pages}>; rel="last"`);
  });

  it('cuts the whole list into pages at the boundaries: none missed, none twice, in the list\'s order', async () => {
    const total = await published('notices');
    const whole = await rows(await notices(get(`/api/notices?pageSize=${MAX_PAGE_SIZE}`)));
    expect(whole).toHaveLength(total);
    const size = 7;
    const pages = Math.ceil(total / size);
    const seen: number[] = [];
    for (let page = 1; page <= pages; page++) {
      const response = await notices(get(`/api/notices?page=${page}&pageSize=${size}`));
      const got = await rows(response);
      expect(got.length, `page ${page}`).toBe(page < pages ? size : total - size * (pages - 1));
      const link = response.headers.get('link')!;
      expect(link.includes('rel="prev"'), `page ${page}`).toBe(page > 1);
      expect(link.includes('rel="next"'), `page ${page}`).toBe(page < pages);
      seen.push(...got.map((r) => r.id));
    }
    expect(seen).toEqual(whole.map((r) => r.id));
    const beyond = await notices(get(`/api/notices?page=${pages + 1}&pageSize=${size}`));
    expect(await rows(beyond)).toEqual([]);
    expect(beyond.headers.get('x-total-count')).toBe(String(total));
  });

  it('pages one category, and searches the text of a language (the Korean original where untranslated)', async () => {
    const labor = await rows(await notices(get('/api/notices?category=labor&pageSize=100')));
    expect(labor.length).toBeGreaterThanOrEqual(Math.floor(ADDED_NOTICES / 3));
    expect(labor.every((r) => r.category === 'labor')).toBe(true);
    const second = await notices(get('/api/notices?category=labor&page=2&pageSize=5'));
    expect((await rows(second)).map((r) => r.id)).toEqual(labor.slice(5, 10).map((r) => r.id));
    expect(second.headers.get('x-total-count')).toBe(String(labor.length));

    const found = async (path: string) => (await rows(await notices(get(path)))).map((r) => r.title);
    expect(await found('/api/notices?q=warehouse&lang=en')).toEqual(['보세구역 안내']);
    expect(await found('/api/notices?q=warehouse&lang=ko')).toEqual([]);
    // A Korean word with its particle finds the word without it.
    expect(await found('/api/notices?q=보세창고를')).toEqual(['보세구역 안내']);
    expect(await found(`/api/notices?q=${encodeURIComponent('페이지 공지 45')}`)).toEqual(['페이지 공지 45']);
    expect(await found('/api/notices?q=bonded&category=labor&lang=en')).toEqual([]);
  });

  it('refuses a malformed parameter with 400 and the fields it got wrong', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['page=02', 'page'],
      ['page=', 'page'],
      [`pageSize=${MAX_PAGE_SIZE + 1}`, 'pageSize'],
      ['pageSize=0', 'pageSize'],
      ['category=nope', 'category'],
      [`q=${'가'.repeat(101)}`, 'q'],
      ['lang=fr', 'lang'],
    ] as const) {
      const response = await notices(get(`/api/notices?${query}`));
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { fields: Record<string, string> };
      expect(Object.keys(body.fields), query).toEqual([field]);
    }
    // A parameter the list does not know (a campaign's) is not an error.
    expect((await notices(get('/api/notices?utm_source=mail'))).status).toBe(200);
  });

  it('caches each page per content version: the same ETag until a write, then the new page', async () => {
    const first = await notices(get('/api/notices?page=2&pageSize=5'));
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('netlify-cache-tag')).toBe('notices');
    // The same page however it is asked for (parameters in another order, the default written out).
    const again = await notices(get('/api/notices?pageSize=5&page=2&category=', { headers: { 'If-None-Match': etag } }));
    expect(again.status).toBe(304);
    const before = (await rows(first)).map((r) => r.id);
    await sql`INSERT INTO notices (title, content, author, category, is_pinned) VALUES ('새 고정 공지', '<p>본문</p>', 'admin', 'report', true)`.execute(db);
    const after = await notices(get('/api/notices?page=2&pageSize=5', { headers: { 'If-None-Match': etag } }));
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const ids = (await rows(after)).map((r) => r.id);
    expect(ids).not.toEqual(before);
    // The new pinned notice pushed every later one a place down.
    expect(ids.slice(1)).toEqual(before.slice(0, 4));
  });
});

describe('GET /api/csr-posts, paged', () => {
  it('answers a page of the stories, newest first, with their count; a bad page is a 400', async () => {
    const total = await published('csr_posts');
    expect(total).toBeGreaterThan(DEFAULT_PAGE_SIZE);
    const response = await csrPosts(get('/api/csr-posts'));
    const first = await rows(response);
    expect(first).toHaveLength(DEFAULT_PAGE_SIZE);
    expect(response.headers.get('x-total-count')).toBe(String(total));
    const rest = await rows(await csrPosts(get('/api/csr-posts?page=2')));
    expect(rest).toHaveLength(total - DEFAULT_PAGE_SIZE);
    expect(new Set([...first, ...rest].map((r) => r.id)).size).toBe(total);
    const social = await rows(await csrPosts(get(`/api/csr-posts?category=${encodeURIComponent('사회공헌')}&pageSize=100`)));
    expect(social.length).toBeGreaterThanOrEqual(ADDED_STORIES);
    expect(social.every((r) => r.category === '사회공헌')).toBe(true);
    const bad = await csrPosts(get('/api/csr-posts?page=x&category=nope'));
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { fields: object }).fields).sort()).toEqual(['category', 'page']);
  });
});
