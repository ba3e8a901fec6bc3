/**
 * The admin content API (notices, FAQs, CSR posts) through its functions with a signed-in admin:
 * CRUD and list shapes, the CSR publishedAt rule, FAQ order parsing, length limits, unknown and
 * malformed ids, audit lines, and one rebuild (and, for FAQs, one CDN purge) per change.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import adminCsrPost from '#functions/admin-csr-post.ts';
import adminCsrPosts from '#functions/admin-csr-posts.ts';
import adminFaq from '#functions/admin-faq.ts';
import adminFaqs from '#functions/admin-faqs.ts';
import adminNotice from '#functions/admin-notice.ts';
import adminNotices from '#functions/admin-notices.ts';
import { listRecentAudit } from '#functions/_shared/admin/audit.ts';
import { publishDeps } from '#functions/_shared/admin/publish.ts';
import { adminRequest, createAdmin, resetAdminTables, signIn, useAdminEnv, type AdminFunctionHandler } from '../helpers/admin-test-helpers.ts';
import { startHookServer, type HookServer } from '../helpers/admin-content-hooks.ts';
import { truncateAll, useTestDatabase } from '../helpers/helpers.ts';

let db: Db;
let restoreEnv: () => void;
let hook: HookServer;
let cookie: string;
let adminId: number;
const purged: string[][] = [];
const realPurge = publishDeps.purge;

beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
  hook = await startHookServer();
  process.env.BUILD_HOOK_URL = hook.url;
  // As on Netlify, where the platform sets both; the purge itself is replaced by a recorder.
  process.env.SITE_ID = 'test-site';
  process.env.NETLIFY_PURGE_API_TOKEN = 'test-token';
  publishDeps.purge = async (tags) => {
    purged.push(tags);
  };
});
beforeEach(async () => {
  await truncateAll(db);
  await resetAdminTables(db);
  adminId = (await createAdmin(db, 'editor')).id;
  cookie = await signIn('editor');
  hook.reset();
  purged.length = 0;
});
afterAll(async () => {
  publishDeps.purge = realPurge;
  delete process.env.BUILD_HOOK_URL;
  delete process.env.SITE_ID;
  delete process.env.NETLIFY_PURGE_API_TOKEN;
  restoreEnv();
  await hook.close();
  await db.destroy();
});

type Json = Record<string, unknown>;
/** A signed-in call; a PUT or DELETE says `If-Match: *` (any version) unless `ifMatch` says otherwise (null: none). */
const call = async (handler: AdminFunctionHandler, method: string, path: string, body?: unknown, params: Record<string, string> = {}, ifMatch: string | null = '*') => {
  const conditional = (method === 'PUT' || method === 'DELETE') && ifMatch !== null;
  const response = await adminRequest(handler, method, path, { cookie, body, params, headers: conditional ? { 'If-Match': ifMatch } : {} });
  return { status: response.status, body: (await response.json()) as Json & Json[], headers: response.headers };
};
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

const notice = { title: '새 공지', content: '<p>본문</p>', author: 'editor', isPinned: true, isPublished: true };
const faq = { question: '질문입니다', answer: '<p>답변</p>', category: '법인', order: '3', isPublished: true };
const csr = { title: '이야기', content: '<p>내용</p>', excerpt: '요약', category: '사회공헌', featuredImage: 'https://images.example.com/a.jpg', isPublished: true };

/** The same status for every field in every language. */
const statuses = (fields: string[], status: string) => {
  const perLocale = Object.fromEntries(fields.map((field) => [field, status]));
  return { en: perLocale, id: perLocale, zh: perLocale, ja: perLocale };
};

describe('notices', () => {
  it('creates, lists newest first, updates and deletes, each change audited, rebuilt and purged once', async () => {
    const created = await call(adminNotices, 'POST', '/api/admin/notices', { ...notice, translations: { en: { title: 'New notice', content: '<p>Body</p>' } } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number), title: '새 공지', content: '<p>본문</p>', author: 'editor', category: 'announcement', isImportant: false,
      views: 0, isPinned: true, isPublished: true, description: null, socialImage: null, translations: { en: { title: 'New notice', content: '<p>Body</p>' } },
      translationStatus: { ...statuses(['title', 'content'], 'missing'), en: { title: 'current', content: 'current' } },
      version: 1, updatedBy: { id: adminId, username: 'editor' }, draft: null,
      createdAt: expect.stringMatching(ISO), updatedAt: expect.stringMatching(ISO),
    });
    expect(created.headers.get('etag')).toBe('"v1"');
    expect(hook.calls).toBe(1);
    const second = await call(adminNotices, 'POST', '/api/admin/notices', { title: '두 번째', content: '<p>x</p>', author: 'editor', is_published: false, is_pinned: true });
    expect(second.body).toMatchObject({ isPublished: false, isPinned: true });

    const list = await call(adminNotices, 'GET', '/api/admin/notices');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body.map((n) => n.title)).toEqual(['두 번째', '새 공지']);

    const id = String(created.body.id);
    const updated = await call(adminNotice, 'PUT', `/api/admin/notices/${id}`, { ...notice, title: '고친 공지', isPinned: false, category: 'visa', isImportant: true }, { id }, '"v1"');
    expect(updated.status).toBe(200);
    expect(updated.headers.get('etag')).toBe('"v2"');
    expect(updated.body).toMatchObject({ id: created.body.id, title: '고친 공지', isPinned: false, category: 'visa', isImportant: true, translations: {}, version: 2 });
    expect(Date.parse(String(updated.body.updatedAt))).toBeGreaterThanOrEqual(Date.parse(String(created.body.updatedAt)));

    const deleted = await call(adminNotice, 'DELETE', `/api/admin/notices/${id}`, undefined, { id }, '"v2"');
    expect(deleted).toMatchObject({ status: 200, body: { ok: true } });
    expect((await call(adminNotices, 'GET', '/api/admin/notices')).body.map((n) => n.title)).toEqual(['두 번째']);
    expect(hook.calls).toBe(4);
    // Each change purges the CDN's copies of the notices (the list and the items, one tag).
    expect(purged).toEqual([['notices'], ['notices'], ['notices'], ['notices']]);

    const audit = await listRecentAudit(db);
    expect(audit.filter((a) => a.entity === 'notice').map((a) => [a.action, a.entityId, a.username])).toEqual([
      ['trash', id, 'editor'], ['update', id, 'editor'], ['create', String(second.body.id), 'editor'], ['create', id, 'editor'],
    ]);
    expect(audit[0]!.summary).toBe('고친 공지');
  });

  it('answers 404 for unknown and malformed ids, without a rebuild', async () => {
    for (const id of ['999', '0', '-1', 'abc', '1.5', '99999999999']) {
      expect((await call(adminNotice, 'PUT', `/api/admin/notices/${id}`, notice, { id })).status, id).toBe(404);
      expect((await call(adminNotice, 'DELETE', `/api/admin/notices/${id}`, undefined, { id })).status, id).toBe(404);
    }
    expect(hook.calls).toBe(0);
    expect(await listRecentAudit(db)).toMatchObject([{ action: 'login' }]);
  });

  it('requires title, content and author, with Korean messages', async () => {
    const response = await call(adminNotices, 'POST', '/api/admin/notices', { title: '  ', content: '', isPinned: 'yes' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: '입력값을 확인해주세요.',
      fields: { title: '제목을 입력하세요.', content: '내용을 입력하세요.', author: '작성자를 입력하세요.', isPinned: '참 또는 거짓이어야 합니다.' },
    });
    expect((await call(adminNotices, 'POST', '/api/admin/notices', { ...notice, category: 'nope' })).body.fields).toEqual({ category: '카테고리를 선택하세요.' });
    expect((await call(adminNotices, 'POST', '/api/admin/notices', 'null')).status).toBe(400);
    expect(await db.selectFrom('notices').select('id').execute()).toEqual([]);
    expect(hook.calls).toBe(0);
  });
});

describe('FAQs', () => {
  it('creates, lists by category, order and id, updates and deletes; each change purges the faqs tag once', async () => {
    const a = await call(adminFaqs, 'POST', '/api/admin/faqs', faq);
    expect(a.status).toBe(201);
    expect(a.body).toEqual({
      id: expect.any(Number), question: '질문입니다', answer: '<p>답변</p>', category: '법인', order: 3, isPublished: true, translations: {},
      translationStatus: statuses(['question', 'answer'], 'missing'),
      version: 1, updatedBy: { id: adminId, username: 'editor' }, draft: null,
      createdAt: expect.stringMatching(ISO), updatedAt: expect.stringMatching(ISO),
    });
    const b = await call(adminFaqs, 'POST', '/api/admin/faqs', { ...faq, question: '둘', order: 1 });
    const c = await call(adminFaqs, 'POST', '/api/admin/faqs', { ...faq, question: '셋', category: '비자', order: 0, isPublished: false });
    expect(c.body.isPublished).toBe(false);
    const list = await call(adminFaqs, 'GET', '/api/admin/faqs');
    expect(list.body.map((f) => f.question)).toEqual(['둘', '질문입니다', '셋']);

    const id = String(a.body.id);
    const updated = await call(adminFaq, 'PUT', `/api/admin/faqs/${id}`, { ...faq, order: '-2', category: '일반' }, { id });
    expect(updated.body).toMatchObject({ order: -2, category: '일반' });
    expect((await call(adminFaq, 'DELETE', `/api/admin/faqs/${String(b.body.id)}`, undefined, { id: String(b.body.id) })).body).toEqual({ ok: true });
    expect((await call(adminFaq, 'DELETE', `/api/admin/faqs/${String(b.body.id)}`, undefined, { id: String(b.body.id) })).status).toBe(404);
    expect(hook.calls).toBe(5);
    expect(purged).toEqual([['faqs'], ['faqs'], ['faqs'], ['faqs'], ['faqs']]);
  });

  it('parses order as an integer and falls back to 0 for anything not numeric', async () => {
    const cases: [unknown, number][] = [[7, 7], ['12', 12], [' 4 ', 4], ['5abc', 5], [3.9, 3], ['-1', -1], ['abc', 0], ['', 0], [null, 0], [true, 0], [{}, 0], [undefined, 0], [1e12, 2 ** 31 - 1]];
    for (const [order, expected] of cases) {
      const response = await call(adminFaqs, 'POST', '/api/admin/faqs', { ...faq, order });
      expect(response.status, JSON.stringify(order)).toBe(201);
      expect(response.body.order, JSON.stringify(order)).toBe(expected);
    }
  });

  it('accepts only the seven admin categories', async () => {
    for (const category of ['일반', '투자', '법인', '비자', '인사', '부동산', '법무']) {
      expect((await call(adminFaqs, 'POST', '/api/admin/faqs', { ...faq, category })).status, category).toBe(201);
    }
    for (const category of ['corporation', '', '기타', 'x'.repeat(51), 5]) {
      const response = await call(adminFaqs, 'POST', '/api/admin/faqs', { ...faq, category });
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ category: '카테고리를 선택하세요.' });
    }
  });
});

describe('CSR posts', () => {
  it('dates a story when it is first published and keeps the date through edits, unpublishing and publishing again', async () => {
    const before = Date.now();
    const created = await call(adminCsrPosts, 'POST', '/api/admin/csr-posts', { ...csr, authorId: 999 });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number), title: '이야기', content: '<p>내용</p>', excerpt: '요약', category: '사회공헌', featuredImage: 'https://images.example.com/a.jpg', description: null, socialImage: null,
      isPublished: true, publishedAt: expect.stringMatching(ISO), views: 0, authorId: adminId, author: 'editor', translations: {},
      translationStatus: statuses(['title', 'content', 'excerpt'], 'missing'),
      version: 1, updatedBy: { id: adminId, username: 'editor' }, draft: null,
      createdAt: expect.stringMatching(ISO), updatedAt: expect.stringMatching(ISO),
    });
    const published = String(created.body.publishedAt);
    expect(Date.parse(published)).toBeGreaterThanOrEqual(before - 1000);
    const id = String(created.body.id);

    const edited = await call(adminCsrPost, 'PUT', `/api/admin/csr-posts/${id}`, { ...csr, title: '고침' }, { id });
    expect(edited.body).toMatchObject({ title: '고침', publishedAt: published });
    const unpublished = await call(adminCsrPost, 'PUT', `/api/admin/csr-posts/${id}`, { ...csr, isPublished: false }, { id });
    expect(unpublished.body).toMatchObject({ isPublished: false, publishedAt: published });
    const republished = await call(adminCsrPost, 'PUT', `/api/admin/csr-posts/${id}`, csr, { id });
    expect(republished.body).toMatchObject({ isPublished: true, publishedAt: published });

    // A draft has no date until it is published for the first time.
    const draft = await call(adminCsrPosts, 'POST', '/api/admin/csr-posts', { ...csr, isPublished: false, excerpt: null, featuredImage: '' });
    expect(draft.body).toMatchObject({ isPublished: false, publishedAt: null, excerpt: null, featuredImage: null });
    const draftId = String(draft.body.id);
    const firstPublication = await call(adminCsrPost, 'PUT', `/api/admin/csr-posts/${draftId}`, csr, { id: draftId });
    expect(Date.parse(String(firstPublication.body.publishedAt))).toBeGreaterThanOrEqual(before - 1000);
    // A post sent without the flag is published (the form's default).
    const { isPublished: _omitted, ...withoutFlag } = csr;
    expect((await call(adminCsrPosts, 'POST', '/api/admin/csr-posts', withoutFlag)).body.isPublished).toBe(true);
    expect(hook.calls).toBe(7); // one rebuild per change
  });

  it('takes a publication date the editor gives (backdating an old story), never one in the future', async () => {
    const old = await call(adminCsrPosts, 'POST', '/api/admin/csr-posts', { ...csr, publishedAt: '2019-05-01T00:00:00+09:00' });
    expect(old.body.publishedAt).toBe('2019-04-30T15:00:00.000Z');
    const id = String(old.body.id);
    const moved = await call(adminCsrPost, 'PUT', `/api/admin/csr-posts/${id}`, { ...csr, publishedAt: '2018-01-02T03:04:05.000Z' }, { id });
    expect(moved.body.publishedAt).toBe('2018-01-02T03:04:05.000Z');
    // Without a date in the body, the date it has stays.
    expect((await call(adminCsrPost, 'PUT', `/api/admin/csr-posts/${id}`, csr, { id })).body.publishedAt).toBe('2018-01-02T03:04:05.000Z');
    const newer = await call(adminCsrPosts, 'POST', '/api/admin/csr-posts', { ...csr, title: '최근' });
    const list = await call(adminCsrPosts, 'GET', '/api/admin/csr-posts');
    expect(list.body.map((p) => p.id)).toEqual([newer.body.id, old.body.id]); // by publication date, newest first

    for (const publishedAt of [new Date(Date.now() + 86_400_000).toISOString(), '2019-13-01T00:00:00Z', '어제', 5]) {
      const refused = await call(adminCsrPosts, 'POST', '/api/admin/csr-posts', { ...csr, publishedAt });
      expect(refused.status, String(publishedAt)).toBe(400);
      expect(Object.keys(refused.body.fields as Json)).toEqual(['publishedAt']);
    }
  });

  it('keeps the author who wrote the story; the last editor is recorded apart', async () => {
    const created = await call(adminCsrPosts, 'POST', '/api/admin/csr-posts', csr);
    const id = String(created.body.id);
    const other = await createAdmin(db, 'second');
    const otherCookie = await signIn('second');
    const byOther = await adminRequest(adminCsrPost, 'PUT', `/api/admin/csr-posts/${id}`, { cookie: otherCookie, body: { ...csr, title: '두 번째 사람이 고침' }, params: { id }, headers: { 'If-Match': '"v1"' } });
    expect(byOther.status).toBe(200);
    expect(await byOther.json()).toMatchObject({ authorId: adminId, author: 'editor', updatedBy: { id: other.id, username: 'second' }, version: 2 });
  });

  it('accepts http(s), uploaded and site images as featured image, nothing else', async () => {
    for (const featuredImage of ['http://example.com/a.png', '/api/uploads/123e4567-e89b-12d3-a456-426614174000.webp', '/images/csr/founding.svg']) {
      expect((await call(adminCsrPosts, 'POST', '/api/admin/csr-posts', { ...csr, featuredImage })).status, featuredImage).toBe(201);
    }
    for (const featuredImage of ['javascript:alert(1)', 'data:image/png;base64,AA', '/api/uploads/x.png', '//evil.example/a.png', 'ftp://x/a.png', '/images/../secret.svg', 'https://a.b/"onerror=', 5]) {
      const response = await call(adminCsrPosts, 'POST', '/api/admin/csr-posts', { ...csr, featuredImage });
      expect(response.status, String(featuredImage)).toBe(400);
      expect(Object.keys(response.body.fields as Json)).toEqual(['featuredImage']);
    }
  });
});

describe('length limits: 400 with the field named, nothing stored or changed', () => {
  const long = (n: number) => '가'.repeat(n);
  const cases: [string, AdminFunctionHandler, AdminFunctionHandler, Json, Json, string][] = [
    ['notice title', adminNotices, adminNotice, notice, { title: long(301) }, 'title'],
    ['notice author', adminNotices, adminNotice, notice, { author: long(51) }, 'author'],
    ['notice content', adminNotices, adminNotice, notice, { content: `<p>${long(200_000)}</p>` }, 'content'],
    ['notice translated title', adminNotices, adminNotice, notice, { translations: { en: { title: long(301) } } }, 'translations.en.title'],
    ['notice translated content', adminNotices, adminNotice, notice, { translations: { ja: { content: long(200_001) } } }, 'translations.ja.content'],
    ['FAQ question', adminFaqs, adminFaq, faq, { question: long(501) }, 'question'],
    ['FAQ answer', adminFaqs, adminFaq, faq, { answer: long(200_001) }, 'answer'],
    ['FAQ translated question', adminFaqs, adminFaq, faq, { translations: { zh: { question: long(501) } } }, 'translations.zh.question'],
    ['CSR title', adminCsrPosts, adminCsrPost, csr, { title: long(501) }, 'title'],
    ['CSR excerpt', adminCsrPosts, adminCsrPost, csr, { excerpt: long(301) }, 'excerpt'],
    ['CSR featured image', adminCsrPosts, adminCsrPost, csr, { featuredImage: `https://example.com/${'a'.repeat(481)}` }, 'featuredImage'],
    ['CSR content', adminCsrPosts, adminCsrPost, csr, { content: long(200_001) }, 'content'],
    ['CSR translated excerpt', adminCsrPosts, adminCsrPost, csr, { translations: { id: { excerpt: long(301) } } }, 'translations.id.excerpt'],
    ['CSR translated title', adminCsrPosts, adminCsrPost, csr, { translations: { en: { title: long(501) } } }, 'translations.en.title'],
    ['notice SEO description', adminNotices, adminNotice, notice, { description: long(301) }, 'description'],
    ['CSR translated SEO description', adminCsrPosts, adminCsrPost, csr, { translations: { zh: { description: long(301) } } }, 'translations.zh.description'],
    ['CSR social image', adminCsrPosts, adminCsrPost, csr, { socialImage: `https://example.com/${long(500)}` }, 'socialImage'],
  ];

  it.each(cases)('%s', async (_name, collection, item, valid, bad, field) => {
    const created = await call(collection, 'POST', '/api/admin/x', valid);
    expect(created.status).toBe(201);
    const id = String(created.body.id);
    hook.reset();
    const refusedCreate = await call(collection, 'POST', '/api/admin/x', { ...valid, ...bad });
    expect(refusedCreate.status).toBe(400);
    expect(Object.keys(refusedCreate.body.fields as Json)).toEqual([field]);
    expect(String((refusedCreate.body.fields as Json)[field])).toMatch(/^[가-힣A-Z ]+[은는] [\d,]+자 이하로 입력하세요\.$/);
    const refusedUpdate = await call(item, 'PUT', `/api/admin/x/${id}`, { ...valid, ...bad }, { id });
    expect(refusedUpdate.status).toBe(400);
    const list = await call(collection, 'GET', '/api/admin/x');
    expect(list.body).toEqual([created.body]);
    expect(hook.calls).toBe(0);
  });

  it('accepts every limit exactly', async () => {
    expect((await call(adminNotices, 'POST', '/api/admin/notices', { ...notice, title: long(300), author: long(50), description: long(300), socialImage: `https://example.com/${'a'.repeat(480)}` })).status).toBe(201);
    expect((await call(adminFaqs, 'POST', '/api/admin/faqs', { ...faq, question: long(500) })).status).toBe(201);
    expect((await call(adminCsrPosts, 'POST', '/api/admin/csr-posts', { ...csr, title: long(500), excerpt: long(300), featuredImage: `https://example.com/${'a'.repeat(480)}` })).status).toBe(201);
  });

  it('takes a notice at full length in all five languages (over the 1 MB default) and refuses a body over 5 MB with 413', async () => {
    const full = `<p>${long(200_000 - 7)}</p>`;
    const translations = Object.fromEntries(['en', 'id', 'zh', 'ja'].map((l) => [l, { title: long(300), content: full }]));
    const created = await call(adminNotices, 'POST', '/api/admin/notices', { ...notice, title: long(300), content: full, translations });
    expect(created.status).toBe(201);
    expect((created.body.content as string).length).toBe(200_000);
    const tooBig = await adminRequest(adminNotices, 'POST', '/api/admin/notices', { cookie, body: { ...notice, content: 'a'.repeat(5 * 1024 * 1024) } });
    expect(tooBig.status).toBe(413);
  });

  it('refuses text PostgreSQL cannot store (NUL, half a surrogate pair) with 400, never 500', async () => {
    for (const title of ['a\u0000b', 'a\ud800b']) {
      const response = await call(adminNotices, 'POST', '/api/admin/notices', { ...notice, title });
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual({ title: '허용되지 않는 문자가 포함되어 있습니다.' });
    }
    expect((await call(adminFaqs, 'POST', '/api/admin/faqs', { ...faq, translations: { en: { answer: '\u0000' } } })).status).toBe(400);
    expect((await call(adminCsrPosts, 'POST', '/api/admin/csr-posts', { ...csr, translations: 'x' })).body.fields).toEqual({ translations: '번역은 객체여야 합니다.' });
  });
});

describe('access', () => {
  it('answers 401 without a session and 403 cross-site, storing nothing', async () => {
    expect((await adminRequest(adminNotices, 'POST', '/api/admin/notices', { body: notice })).status).toBe(401);
    expect((await adminRequest(adminFaqs, 'GET', '/api/admin/faqs')).status).toBe(401);
    const crossSite = await adminRequest(adminCsrPosts, 'POST', '/api/admin/csr-posts', { cookie, body: csr, headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect(await db.selectFrom('notices').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('csr_posts').select('id').execute()).toEqual([]);
    expect(hook.calls).toBe(0);
  });
});
