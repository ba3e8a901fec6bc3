/**
 * Signed previews of content page drafts: POST /api/admin/pages/:key/preview?locale= answers a link
 * to the locale's draft as saved now (owners and editors; 404 without a draft); the link, opened
 * signed out, shows the page as built (fetched from a stand-in of the site started here) with the
 * draft's texts in place, a banner in the page's language listing what it cannot show, and never
 * indexed or stored; a link that is not ours, another page's or expired opens nothing, nor one whose
 * draft has been published, discarded (404) or saved again (410).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { nameServiceSlug } from '#db/repositories/service-slugs.ts';
import { deletePageDraft, readPageDraft, savePageDraft } from '#db/repositories/site-page-drafts.ts';
import { faqSeed } from '#data/pages/faq/index.ts';
import type { FaqContent } from '#domain/pages/faq.ts';
import { escapeHtml } from '#domain/html-text.ts';
import adminPagePreview, { config as linkConfig } from '#functions/admin-page-preview.ts';
import pagePreview, { config as previewConfig } from '#functions/page-preview.ts';
import { pagePath } from '#functions/_shared/preview/page-preview.ts';
import { signPreviewToken } from '#functions/_shared/preview/token.ts';
import { adminRequest, fakeAdminContext, signIn } from '../helpers/admin-test-helpers.ts';
import { usePublishingSuite } from '../helpers/publishing-suite.ts';
import { useStandInSite } from '../helpers/stand-in-site.ts';

const SECRET = 'p'.repeat(8) + '-form-signing-secret-long-enough-0123456789';
const PAGE_POLICY = "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";
const suite = usePublishingSuite(['site_page_drafts', 'site_pages', 'service_slugs']);

/** The stand-in site: each built page a request asked for, and its HTML (the FAQ page's hero and tab label, as the components print them). */
const faqPage = (content: FaqContent) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="index, follow"><title>${escapeHtml(content.hero.title)} | Firm</title></head>` +
  `<body class="min-h-screen"><main><h1 class="text-3xl">${escapeHtml(content.hero.title)}</h1><p class="whitespace-pre-line">${escapeHtml(content.hero.description)}</p>` +
  `<div role="tablist" aria-label="${escapeHtml(content.tablistLabel)}"></div></main></body></html>`;

const FAQ_PAGES: Record<string, 'ko' | 'en'> = { '/faq/': 'ko', '/en/faq/': 'en' };
const { asked, origin } = useStandInSite(SECRET, (path) => {
  const locale = FAQ_PAGES[path];
  return locale && { html: faqPage(faqSeed[locale]), headers: { 'Content-Security-Policy': PAGE_POLICY } };
});

let editorId: number;
beforeEach(async () => {
  editorId = (await suite.db.selectFrom('admins').select('id').where('username', '=', 'editor').executeTakeFirstOrThrow()).id;
});

/** Saves the locale's FAQ page draft with `change` made to its first-run texts (in place of the draft saved at `replaces`). */
async function saveDraft(locale: 'ko' | 'en', change: (content: FaqContent) => void, replaces: Date | null = null): Promise<Date> {
  const content = structuredClone(faqSeed[locale]);
  change(content);
  const saved = await savePageDraft(suite.db, { key: 'faq', locale, content, baseVersion: 1, publishAt: null, savedBy: editorId }, new Date(), replaces);
  if (!saved) throw new Error('draft not saved');
  return saved;
}

const link = (cookie: string, key: string, locale: string) => adminRequest(adminPagePreview, 'POST', `/api/admin/pages/${key}/preview?locale=${locale}`, { cookie, params: { key } });

async function open(url: string): Promise<Response> {
  const request = new Request(new URL(url, 'http://localhost'));
  return pagePreview(request, fakeAdminContext(request).context);
}

async function linkTo(locale: 'ko' | 'en'): Promise<{ url: string; expiresAt: string }> {
  const answer = await link(suite.owner, 'faq', locale);
  expect(answer.status).toBe(200);
  return (await answer.json()) as { url: string; expiresAt: string };
}

describe('the preview link of a page draft', () => {
  it('is made for owners and editors, for the locale\'s current draft only (404 with a reason without one), on the site\'s address, for 24 hours', async () => {
    const none = await link(suite.owner, 'faq', 'en');
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ reason: 'no-draft', error: expect.stringMatching(/초안/) });
    await saveDraft('en', (c) => (c.hero.title = 'Questions, answered'));
    expect((await link(await signIn('staff'), 'faq', 'en')).status).toBe(403);
    expect((await link(await signIn('editor'), 'faq', 'en')).status).toBe(200);
    expect((await link(suite.owner, 'nope', 'en')).status).toBe(404);
    expect((await link(suite.owner, 'faq', 'xx')).status).toBe(400);
    const { url, expiresAt } = await linkTo('en');
    expect(url.startsWith(`${origin()}/api/page-preview?`)).toBe(true);
    expect(new URL(url).searchParams.get('key')).toBe('faq');
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(linkConfig.path).toBe('/api/admin/pages/:key/preview');
    expect(previewConfig.path).toEqual(['/api/page-preview', '/api/facts-preview']);
  });
});

describe('the page preview', () => {
  it('shows the built page in the draft\'s locale with the draft\'s heading in place of the published one, a banner, and noindex everywhere', async () => {
    await saveDraft('en', (c) => {
      c.hero.title = 'Questions <you> ask';
      c.tablistLabel = 'Topics';
      c.categories.visa = 'Visas & stays';
    });
    const shown = await open((await linkTo('en')).url);
    expect(shown.status).toBe(200);
    expect(asked).toEqual(['/en/faq/']);
    expect(shown.headers.get('content-type')).toContain('text/html');
    expect(shown.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(shown.headers.get('cache-control')).toBe('no-store');
    expect(shown.headers.get('content-security-policy')).toBe(PAGE_POLICY);
    const html = await shown.text();
    expect(html).toContain('<h1 class="text-3xl">Questions &lt;you&gt; ask</h1>');
    expect(html).toContain('<title>Questions &lt;you&gt; ask | Firm</title>');
    expect(html).toContain('aria-label="Topics"');
    expect(html).not.toContain(escapeHtml(faqSeed.en.hero.title));
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('index, follow');
    expect(html).not.toMatch(/<script|style="/);
    const banner = /<div role="status" id="page-preview-banner"[^>]*>(.*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(banner).toMatch(/^<p>Preview of an unpublished draft — FAQ, English, saved .+<\/p>/);
    // The stand-in page shows no category tab: that change is listed, not silently left out.
    expect(banner).toContain('1 changes this preview cannot show:');
    expect(banner).toContain('<li><code>categories.visa</code> — text not found on the page as published</li>');
    expect(html.indexOf('page-preview-banner')).toBeGreaterThan(html.indexOf('<body'));
  });

  it('shows a Korean draft on the Korean page, in Korean, and leaves the published page as it was', async () => {
    await saveDraft('ko', (c) => (c.hero.title = '새 질문 모음'));
    const html = await (await open((await linkTo('ko')).url)).text();
    expect(asked).toEqual(['/faq/']);
    expect(html).toContain('<h1 class="text-3xl">새 질문 모음</h1>');
    expect(html).toMatch(/게시되지 않은 초안 미리보기 — 자주 묻는 질문, 한국어, .+ 저장/);
    expect(html).not.toContain('이 미리보기에 보이지 않는 변경');
    expect(await suite.db.selectFrom('site_pages').selectAll().execute()).toEqual([]);
  });

  it('opens nothing with a malformed (400), altered or another page\'s or locale\'s token (403) or an expired one (401)', async () => {
    const savedAt = await saveDraft('en', (c) => (c.hero.title = 'Draft'));
    await saveDraft('ko', (c) => (c.hero.title = '초안'));
    const url = new URL((await linkTo('en')).url);
    const token = url.searchParams.get('token')!;
    const at = (query: Record<string, string>) => open(`/api/page-preview?${new URLSearchParams(query)}`);
    expect((await at({ key: 'faq', locale: 'en' })).status).toBe(400);
    expect((await at({ key: 'nope', locale: 'en', token })).status).toBe(400);
    expect((await at({ key: 'faq', locale: 'xx', token })).status).toBe(400);
    expect((await at({ key: 'faq', locale: 'ko', token })).status).toBe(403);
    expect((await at({ key: 'about', locale: 'en', token })).status).toBe(403);
    const altered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'AB' : 'AA'}`;
    const forbidden = await at({ key: 'faq', locale: 'en', token: altered });
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const old = await signPreviewToken(SECRET, { kind: 'page', key: 'faq', locale: 'en' }, savedAt, new Date(Date.now() - 25 * 3600_000));
    expect((await at({ key: 'faq', locale: 'en', token: old.token })).status).toBe(401);
    const notices = await signPreviewToken(SECRET, { kind: 'notices', id: 1 }, savedAt, new Date());
    expect((await at({ key: 'faq', locale: 'en', token: notices.token })).status).toBe(403);
    expect(asked).toEqual([]);
  });

  it('shows nothing once its draft is saved again (410; a new link shows the newer one) or is gone (404)', async () => {
    const first = await saveDraft('en', (c) => (c.hero.title = 'First draft'));
    const { url } = await linkTo('en');
    await saveDraft('en', (c) => (c.hero.title = 'Second draft'), first);
    const replaced = await open(url);
    expect(replaced.status).toBe(410);
    expect(await replaced.json()).toMatchObject({ reason: 'replaced' });
    const fresh = await open((await linkTo('en')).url);
    expect(await fresh.text()).toContain('Second draft');
    const { url: last } = await linkTo('en');
    expect(await deletePageDraft(suite.db, 'faq', 'en')).toBe(true);
    expect(await readPageDraft(suite.db, 'faq', 'en')).toBeUndefined();
    const gone = await open(last);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ reason: 'no-draft' });
  });
});

describe('the built page a preview shows', () => {
  it('is answered 502 (never the published page as if it were the draft) when the site cannot give it', async () => {
    await savePageDraft(suite.db, { key: 'about', locale: 'en', content: {}, baseVersion: 1, publishAt: null, savedBy: editorId }, new Date(), null);
    const answer = await open((await (await link(suite.owner, 'about', 'en')).json() as { url: string }).url);
    expect(asked).toEqual(['/en/about/']);
    expect(answer.status).toBe(502);
    expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });


  it('is fetched at a service page\'s address now, the name the firm gave it in that locale', async () => {
    await nameServiceSlug(suite.db, { locale: 'en', slug: 'setting-up-a-company', serviceKey: 'establishment', adminId: editorId });
    await savePageDraft(suite.db, { key: 'service-establishment', locale: 'en', content: {}, baseVersion: 1, publishAt: null, savedBy: editorId }, new Date(), null);
    await open((await (await link(suite.owner, 'service-establishment', 'en')).json() as { url: string }).url);
    expect(asked).toEqual(['/en/services/setting-up-a-company/']);
  });

  it('is the page\'s address in the locale: services by their locale\'s slug, footer and privacy on the home page, the locale\'s 404 page', () => {
    expect(pagePath('faq', 'ko')).toBe('/faq/');
    expect(pagePath('home', 'ko')).toBe('/');
    expect(pagePath('home', 'en')).toBe('/en/');
    expect(pagePath('footer', 'id')).toBe('/id/');
    expect(pagePath('privacy', 'ja')).toBe('/ja/');
    expect(pagePath('service-establishment', 'en')).toBe('/en/services/company-establishment/');
    expect(pagePath('service-establishment', 'ko')).toBe('/services/법인-설립/');
    expect(pagePath('csr', 'zh')).toBe('/zh/about/csr/');
    expect(pagePath('not-found', 'ko')).toBe('/404.html');
    expect(pagePath('not-found', 'en')).toBe('/en/404/');
  });
});
