/**
 * Stored XSS, end to end: a corpus of hostile HTML goes in through the admin notice, FAQ and CSR APIs
 * (Korean fields and translations), and neither the PUBLIC API answers (/api/notices, /api/faqs,
 * /api/csr-posts/:id) nor the public islands server-rendered from them (NoticeBoard, FaqBoard,
 * CsrArticle) carry a script, an event handler, a javascript:/data: URL or a foreign frame.
 */
import { parse } from 'node-html-parser';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import adminCsrPosts from '#functions/admin-csr-posts.ts';
import adminFaqs from '#functions/admin-faqs.ts';
import adminNotice from '#functions/admin-notice.ts';
import adminNotices from '#functions/admin-notices.ts';
import csrPost from '#functions/csr-post.ts';
import faqsApi from '#functions/faqs.ts';
import noticesApi from '#functions/notices.ts';
import CsrArticle from '#components/features/csr/CsrArticle.tsx';
import { toCsrDetail, type CsrRow } from '#lib/csr-view.ts';
import FaqBoard from '#components/features/faq/FaqBoard.tsx';
import { toFaqViews, type FaqRow } from '#lib/faq-view.ts';
import NoticeBoard from '#components/features/notices/NoticeBoard.tsx';
import { noticeBoardStrings, toNoticeViews, type NoticeRow } from '#lib/notice-view.ts';
import { csrSeed } from '#data/pages/csr/index.ts';
import { faqSeed } from '#data/pages/faq/index.ts';
import { noticesSeed } from '#data/pages/notices/index.ts';
import type { Locale } from '#i18n/locales.ts';
import { MAX_PAGE_SIZE } from '#domain/content/list-page.ts';
import { adminRequest, createAdmin, resetAdminTables, signIn, useAdminEnv, type AdminFunctionHandler } from '../helpers/admin-test-helpers.ts';
import { get, truncateAll, useTestDatabase } from '../helpers/helpers.ts';

/** What an attacker (or a careless paste) might put into a rich text field. */
const CORPUS = [
  '<script>alert(1)</script><p>글</p>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://example.com/a.png" onerror="alert(1)" onload="alert(2)">',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="java\tscript:alert(1)">탭</a>',
  '<a href="JaVaScRiPt:alert(1)">대소문자</a>',
  '<a href="javascript&colon;alert(1)">엔티티</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">숫자 엔티티</a>',
  '<a href=" javascript:alert(1)">앞 공백</a>',
  '<a href="http://[::1">잘못된 주소</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">데이터 링크</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<p style="width: expression(alert(1))">식</p>',
  '<p style="background: url(javascript:alert(1))">배경</p>',
  '<p style="background-image: url(&quot;javascript:alert(1)&quot;)">배경2</p>',
  '<div onclick="alert(1)" onmouseover="alert(2)">클릭</div>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<base href="javascript:alert(1)//"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<a href="vbscript:msgbox(1)">vb</a><details open ontoggle=alert(1)>',
  '"><script>alert(1)</script>',
];
const TRANSLATED: Locale[] = ['en', 'id', 'zh', 'ja'];

let db: Db;
let restoreEnv: () => void;
let cookie: string;

beforeAll(async () => {
  db = await useTestDatabase();
  restoreEnv = useAdminEnv();
  await truncateAll(db);
  await resetAdminTables(db);
  await createAdmin(db);
  cookie = await signIn();
  delete process.env.BUILD_HOOK_URL;

  const post = async (handler: AdminFunctionHandler, path: string, body: unknown) => {
    const response = await adminRequest(handler, 'POST', path, { cookie, body });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as { id: number };
  };
  for (const [i, payload] of CORPUS.entries()) {
    const locale = TRANSLATED[i % TRANSLATED.length]!;
    const created = await post(adminNotices, '/api/admin/notices', { title: payload, content: `<p>공지 ${i}</p>`, author: payload.slice(0, 50), translations: { [locale]: { title: payload, content: payload } } });
    // The update path sanitizes as well as the create path.
    const updated = await adminRequest(adminNotice, 'PUT', `/api/admin/notices/${created.id}`, { cookie, params: { id: String(created.id) }, headers: { 'If-Match': '*' }, body: { title: payload, content: payload, author: 'admin', translations: { [locale]: { title: payload, content: payload } } } });
    expect(updated.status).toBe(200);
    await post(adminFaqs, '/api/admin/faqs', { question: payload, answer: payload, category: '법인', order: i, translations: { [locale]: { question: payload, answer: payload } } });
    await post(adminCsrPosts, '/api/admin/csr-posts', { title: payload.slice(0, 500), content: payload, excerpt: payload.slice(0, 300), category: '사회공헌', isPublished: true, translations: { [locale]: { title: payload, content: payload, excerpt: payload.slice(0, 300) } } });
  }
});
afterAll(async () => {
  restoreEnv();
  await db.destroy();
});

/** Fails on any executable or dangerous construct in the markup (`where` names the source). */
function assertInert(html: string, where: string): void {
  const root = parse(html, { comment: true });
  for (const el of root.querySelectorAll('*')) {
    const tag = el.rawTagName.toLowerCase();
    expect(['script', 'style', 'object', 'embed', 'base', 'meta', 'form', 'details', 'math', 'noscript'], `${where}: <${tag}>`).not.toContain(tag);
    for (const [name, value] of Object.entries(el.attributes)) {
      expect(name.toLowerCase().startsWith('on'), `${where}: <${tag} ${name}>`).toBe(false);
      if (['href', 'src', 'action', 'formaction', 'data', 'style', 'srcdoc'].includes(name.toLowerCase())) {
        expect(value, `${where}: <${tag} ${name}="${value}">`).not.toMatch(/(?:java|vb)script\s*:|data\s*:|expression\s*\(|url\s*\(/i);
      }
    }
    if (tag === 'iframe') expect(el.attributes.src ?? '', `${where}: iframe`).toMatch(/^https:\/\/(?:www\.youtube-nocookie\.com|www\.youtube\.com|player\.vimeo\.com)\//);
    if (tag === 'svg') expect(el.closest('button'), `${where}: an <svg> outside the island's own icons`).not.toBeNull();
  }
  expect(html, where).not.toMatch(/<script/i);
}

type Json = Record<string, unknown> & { id: number; translations: Record<string, Record<string, string>> };
async function publicList(handler: (req: Request) => Promise<Response>, path: string): Promise<Json[]> {
  const response = await handler(get(path));
  expect(response.status).toBe(200);
  return (await response.json()) as Json[];
}
const richFields = (row: Json, field: string) => [row[field] as string, ...Object.values(row.translations).map((t) => t[field]).filter((v): v is string => typeof v === 'string')];

describe('stored XSS corpus through the admin API', () => {
  it('GET /api/notices carries only inert HTML, in Korean and every translation', async () => {
    const rows = await publicList(noticesApi, `/api/notices?pageSize=${MAX_PAGE_SIZE}`);
    expect(rows).toHaveLength(CORPUS.length);
    for (const row of rows) for (const html of richFields(row, 'content')) assertInert(html, `notice ${row.id}`);
  });

  it('GET /api/faqs carries only inert HTML, in Korean and every translation', async () => {
    const rows = await publicList(faqsApi, '/api/faqs');
    expect(rows).toHaveLength(CORPUS.length);
    for (const row of rows) for (const html of richFields(row, 'answer')) assertInert(html, `faq ${row.id}`);
  });

  it('GET /api/csr-posts/:id carries only inert HTML, in Korean and every translation', async () => {
    const ids = (await db.selectFrom('csr_posts').select('id').execute()).map((r) => r.id);
    expect(ids).toHaveLength(CORPUS.length);
    for (const id of ids) {
      const response = await csrPost(get(`/api/csr-posts/${id}`));
      expect(response.status).toBe(200);
      const row = (await response.json()) as Json;
      for (const html of richFields(row, 'content')) assertInert(html, `csr ${id}`);
    }
  });

  it('keeps the harmless part of a payload (text, allowed tags, safe links)', async () => {
    const rows = await publicList(noticesApi, `/api/notices?pageSize=${MAX_PAGE_SIZE}`);
    const contents = rows.map((r) => r.content as string);
    expect(contents).toContain('<p>글</p>');
    expect(contents).toContain('<img src="https://example.com/a.png" />');
    expect(contents).toContain('<a>탭</a>');
  });

  for (const locale of ['ko', ...TRANSLATED] as Locale[]) {
    it(`the public islands render inert markup from the public answers (${locale})`, async () => {
      const notices = await publicList(noticesApi, `/api/notices?pageSize=${MAX_PAGE_SIZE}`);
      const noticeStrings = noticesSeed[locale];
      const noticeHtml = renderToString(createElement(NoticeBoard, { locale, listing: { page: 1 }, pages: 1, initial: toNoticeViews(notices as unknown as NoticeRow[], locale), strings: noticeBoardStrings(noticeStrings) }));
      expect(noticeHtml).toContain('글');
      assertInert(noticeHtml, `NoticeBoard ${locale}`);

      const faqs = await publicList(faqsApi, '/api/faqs');
      const c = faqSeed[locale];
      const faqHtml = renderToString(createElement(FaqBoard, { locale, initial: toFaqViews(faqs as unknown as FaqRow[], locale), strings: { tablistLabel: c.tablistLabel, categories: c.categories, loading: c.loading, empty: c.empty, koreanOnly: c.koreanOnly } }));
      // Every answer of the first tab (법인) is in the markup, in hidden panels.
      expect((faqHtml.match(/<section id="faq-a-/g) ?? []).length).toBe(CORPUS.length);
      assertInert(faqHtml, `FaqBoard ${locale}`);

      const csr = csrSeed[locale];
      for (const { id } of await db.selectFrom('csr_posts').select('id').execute()) {
        const row = (await (await csrPost(get(`/api/csr-posts/${id}`))).json()) as CsrRow;
        const html = renderToString(createElement(CsrArticle, { locale, post: toCsrDetail(row, locale, csr.views), strings: { ...csr.detail, koreanOnly: csr.koreanOnly }, links: { list: '/about/csr', contact: '/contact' } }));
        assertInert(html, `CsrArticle ${id} ${locale}`);
      }
    });
  }
});
