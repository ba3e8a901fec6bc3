/**
 * The public content answers are built once per content version and served from memory
 * (functions/_shared/public-json.ts), and still an admin's change shows on the very next request:
 * create, edit, unpublish, publish, trash, restore from the trash and restore of a revision each
 * give the list and the item's own route a new body and a new ETag; a write from outside this
 * process (another connection: the psql of an operator, another function instance) does too; a view
 * count does not. 304 and HEAD keep working on the cached answers, and every encoding holds the same JSON.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import adminCsrPost from '#functions/admin-csr-post.ts';
import adminCsrPosts from '#functions/admin-csr-posts.ts';
import adminFaq from '#functions/admin-faq.ts';
import adminFaqs from '#functions/admin-faqs.ts';
import adminNotice from '#functions/admin-notice.ts';
import adminNotices from '#functions/admin-notices.ts';
import adminRevisions from '#functions/admin-revisions.ts';
import adminTrash from '#functions/admin-trash.ts';
import csrPost from '#functions/csr-post.ts';
import csrPosts from '#functions/csr-posts.ts';
import faqsApi from '#functions/faqs.ts';
import noticeApi from '#functions/notice.ts';
import noticesApi from '#functions/notices.ts';
import { answerCache } from '#functions/_shared/public-json.ts';
import { adminRequest, type AdminFunctionHandler, useSignedInAdmins } from '../helpers/admin-test-helpers.ts';
import { get } from '../helpers/helpers.ts';

const suite = useSignedInAdmins([['kim']]);
let db: Db;
let cookie: string;
beforeEach(() => {
  db = suite.db;
  cookie = suite.cookie('kim');
});

type Json = Record<string, unknown>;
type PublicHandler = (req: Request) => Promise<Response>;

async function send(handler: AdminFunctionHandler, method: string, path: string, options: { body?: unknown; version?: number; params?: Record<string, string> } = {}) {
  const response = await adminRequest(handler, method, path, { cookie, body: options.body, params: options.params ?? {}, headers: options.version ? { 'If-Match': `"v${options.version}"` } : {} });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return (await response.json()) as Json;
}

/** A public answer as a visitor gets it: status, ETag and body text. */
async function read(handler: PublicHandler, path: string, headers: Record<string, string> = {}) {
  const response = await handler(get(path, { headers }));
  return { status: response.status, etag: response.headers.get('etag'), text: await response.text(), headers: response.headers };
}

const notice = (title: string, extra: Json = {}) => ({ title, content: `<p>${title} 본문</p>`, author: '관리자', ...extra });

/**
 * Runs `change`, then checks that the list and the item's route answer differently from before
 * (new body, new ETag), that the old ETag no longer gets a 304 and the new one does.
 */
async function expectChanged(routes: Array<[PublicHandler, string]>, change: () => Promise<unknown>, what: string) {
  const before = await Promise.all(routes.map(([handler, path]) => read(handler, path)));
  // Served from memory meanwhile: asked again, the same answer.
  for (const [i, [handler, path]] of routes.entries()) expect((await read(handler, path)).etag, `${what}: ${path} unchanged before`).toBe(before[i]!.etag);
  await change();
  for (const [i, [handler, path]] of routes.entries()) {
    const after = await read(handler, path);
    expect(after.etag, `${what}: ${path} ETag`).not.toBe(before[i]!.etag);
    expect(after.text, `${what}: ${path} body`).not.toBe(before[i]!.text);
    if (before[i]!.status === 200) expect((await read(handler, path, { 'If-None-Match': before[i]!.etag! })).status, `${what}: ${path} old ETag`).not.toBe(304);
    if (after.status === 200) expect((await read(handler, path, { 'If-None-Match': after.etag! })).status, `${what}: ${path} new ETag`).toBe(304);
  }
}

describe('an admin change shows on the next request', () => {
  it('notices: create, edit, unpublish, publish, trash, restore from the trash, restore a revision', async () => {
    const first = await send(adminNotices, 'POST', '/api/admin/notices', { body: notice('첫 공지') });
    const id = Number(first.id);
    const routes: Array<[PublicHandler, string]> = [[noticesApi, '/api/notices'], [noticeApi, `/api/notices/${id}`]];
    const item = { params: { id: String(id) } };
    const titles = async () => (JSON.parse((await read(noticesApi, '/api/notices')).text) as Json[]).map((n) => n.title);

    await expectChanged([[noticesApi, '/api/notices']], () => send(adminNotices, 'POST', '/api/admin/notices', { body: notice('둘째 공지') }), 'create');
    await expectChanged(routes, () => send(adminNotice, 'PUT', `/api/admin/notices/${id}`, { ...item, body: notice('고친 공지'), version: 1 }), 'edit');
    expect(JSON.parse((await read(noticeApi, `/api/notices/${id}`)).text)).toMatchObject({ id, title: '고친 공지' });
    await expectChanged(routes, () => send(adminNotice, 'PUT', `/api/admin/notices/${id}`, { ...item, body: notice('고친 공지', { isPublished: false }), version: 2 }), 'unpublish');
    expect((await read(noticeApi, `/api/notices/${id}`)).status).toBe(404);
    expect(await titles()).toEqual(['둘째 공지']);
    await expectChanged(routes, () => send(adminNotice, 'PUT', `/api/admin/notices/${id}`, { ...item, body: notice('고친 공지', { isPublished: true }), version: 3 }), 'publish');
    expect(await titles()).toContain('고친 공지');
    await expectChanged(routes, () => send(adminNotice, 'DELETE', `/api/admin/notices/${id}`, { ...item, version: 4 }), 'trash');
    expect((await read(noticeApi, `/api/notices/${id}`)).status).toBe(404);
    await expectChanged(routes, () => send(adminTrash, 'POST', `/api/admin/trash/notices/${id}/restore`, { params: { kind: 'notices', id: String(id) }, version: 5 }), 'restore from the trash');
    expect(await titles()).toContain('고친 공지');
    await expectChanged(routes, () => send(adminRevisions, 'POST', `/api/admin/notices/${id}/revisions/1/restore`, { params: { kind: 'notices', id: String(id), version: '1' }, version: 6 }), 'restore a revision');
    expect(JSON.parse((await read(noticeApi, `/api/notices/${id}`)).text)).toMatchObject({ title: '첫 공지' });
  });

  it('CSR stories and FAQs: edit and trash', async () => {
    const story = Number((await send(adminCsrPosts, 'POST', '/api/admin/csr-posts', { body: { title: '이야기', content: '<p>글</p>', category: '사회공헌' } })).id);
    const storyRoutes: Array<[PublicHandler, string]> = [[csrPosts, '/api/csr-posts'], [csrPost, `/api/csr-posts/${story}`]];
    const params = { id: String(story) };
    await expectChanged(storyRoutes, () => send(adminCsrPost, 'PUT', `/api/admin/csr-posts/${story}`, { params, body: { title: '고친 이야기', content: '<p>글</p>', category: '사회공헌' }, version: 1 }), 'story edit');
    await expectChanged(storyRoutes, () => send(adminCsrPost, 'DELETE', `/api/admin/csr-posts/${story}`, { params, version: 2 }), 'story trash');

    const faq = Number((await send(adminFaqs, 'POST', '/api/admin/faqs', { body: { question: '질문', answer: '<p>답</p>', category: '일반', order: 0 } })).id);
    const faqRoutes: Array<[PublicHandler, string]> = [[faqsApi, '/api/faqs']];
    await expectChanged(faqRoutes, () => send(adminFaq, 'PUT', `/api/admin/faqs/${faq}`, { params: { id: String(faq) }, body: { question: '고친 질문', answer: '<p>답</p>', category: '일반', order: 0 }, version: 1 }), 'faq edit');
    await expectChanged(faqRoutes, () => send(adminFaq, 'DELETE', `/api/admin/faqs/${faq}`, { params: { id: String(faq) }, version: 2 }), 'faq trash');
  });

  it('a change of one collection leaves the others\' answers cached', async () => {
    await send(adminNotices, 'POST', '/api/admin/notices', { body: notice('공지') });
    const faqs = await read(faqsApi, '/api/faqs');
    await send(adminNotices, 'POST', '/api/admin/notices', { body: notice('또 공지') });
    expect((await read(faqsApi, '/api/faqs', { 'If-None-Match': faqs.etag! })).status).toBe(304);
  });
});

describe('whoever writes', () => {
  it('sees a write made outside the functions (another connection, another process) on the next request', async () => {
    const id = Number((await send(adminNotices, 'POST', '/api/admin/notices', { body: notice('공지') })).id);
    await expectChanged([[noticesApi, '/api/notices'], [noticeApi, `/api/notices/${id}`]], () => db.updateTable('notices').set({ title: 'psql로 고친 공지' }).where('id', '=', id).execute(), 'direct update');
    await expectChanged([[noticesApi, '/api/notices']], () => db.deleteFrom('notices').where('id', '=', id).execute(), 'direct delete');
    await expectChanged([[noticesApi, '/api/notices']], () => db.insertInto('notices').values(notice('직접 넣은 공지')).execute(), 'direct insert');
  });

  it('a view count changes no stamp: the answers stay cached, byte for byte', async () => {
    const id = Number((await send(adminNotices, 'POST', '/api/admin/notices', { body: notice('공지') })).id);
    const stamp = async () => (await db.selectFrom('content_versions').select('stamp').where('collection', '=', 'notices').executeTakeFirstOrThrow()).stamp;
    const before = await stamp();
    const list = await read(noticesApi, '/api/notices');
    await db.updateTable('notices').set((eb) => ({ views: eb('views', '+', 1) })).where('id', '=', id).execute();
    expect(await stamp()).toBe(before);
    expect(await read(noticesApi, '/api/notices')).toMatchObject({ etag: list.etag, text: list.text });
    await db.updateTable('notices').set({ is_pinned: true }).where('id', '=', id).execute();
    expect(await stamp()).not.toBe(before);
  });

  it('many requests at once while an edit lands: those that start after it all get the new answer', async () => {
    const id = Number((await send(adminNotices, 'POST', '/api/admin/notices', { body: notice('전') })).id);
    const during = Array.from({ length: 20 }, () => read(noticesApi, '/api/notices'));
    await send(adminNotice, 'PUT', `/api/admin/notices/${id}`, { params: { id: String(id) }, body: notice('후'), version: 1 });
    const after = await Promise.all(Array.from({ length: 20 }, () => read(noticesApi, '/api/notices')));
    await Promise.all(during);
    expect(new Set(after.map((a) => a.etag)).size).toBe(1);
    expect(after.every((a) => (JSON.parse(a.text) as Json[])[0]?.title === '후')).toBe(true);
  });
});

describe('the cached answers', () => {
  it('are the same JSON in br, gzip and none, with Content-Length, one ETag, and HEAD without a body', async () => {
    for (let i = 0; i < 8; i++) await send(adminNotices, 'POST', '/api/admin/notices', { body: notice(`공지 ${i} ${'긴 본문 '.repeat(40)}`) });
    const plain = await noticesApi(get('/api/notices'));
    const text = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    const br = await noticesApi(get('/api/notices', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } }));
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length);
    expect(brotliDecompressSync(brBytes).toString()).toBe(text);
    const gz = await noticesApi(get('/api/notices', { headers: { 'Accept-Encoding': 'gzip;q=1, br;q=0' } }));
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
    for (const response of [br, gz]) {
      expect(response.headers.get('etag')).toBe(plain.headers.get('etag'));
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
    }
    const head = await noticesApi(get('/api/notices', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } }));
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(br.headers.get('content-length'));
    expect(await head.text()).toBe('');
    const notModified = await noticesApi(get('/api/notices', { method: 'HEAD', headers: { 'If-None-Match': `W/${plain.headers.get('etag')}` } }));
    expect(notModified.status).toBe(304);
  });

  it('stay within their bound: one answer per route, the stale one replaced', async () => {
    const id = Number((await send(adminNotices, 'POST', '/api/admin/notices', { body: notice('공지') })).id);
    answerCache.clear();
    await read(noticesApi, '/api/notices');
    await read(noticeApi, `/api/notices/${id}`);
    await read(noticeApi, `/api/notices/${id}/`);
    expect(answerCache.count).toBe(2);
    await send(adminNotice, 'PUT', `/api/admin/notices/${id}`, { params: { id: String(id) }, body: notice('고친 공지'), version: 1 });
    await read(noticesApi, '/api/notices');
    await read(noticeApi, `/api/notices/${id}`);
    expect(answerCache.count).toBe(2);
    expect(answerCache.bytes).toBeLessThan(64 * 1024);
  });
});
