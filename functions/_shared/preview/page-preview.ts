/**
 * A content page's draft as the page would show it, opened signed out from a link the admin made:
 * the page's built HTML, fetched from the site at its public address in the draft's locale, with the
 * draft's texts in place of the published ones (src/domain/pages/preview.ts), a banner above it
 * saying whose draft it is, when it was saved, and every change the page could not show, and never
 * indexed or stored. The token must be ours, unexpired and for this page and locale, and name the
 * draft it has now: 404 once it is published or discarded, 410 once saved again, as for notices.
 */
import type * as v from 'valibot';
import type { Db } from '#db/client.ts';
import { readPageDraft } from '#db/repositories/site-page-drafts.ts';
import { FIRM_TIME_ZONE } from '#domain/firm-time.ts';
import { shownPageContent } from '#domain/pages/content.ts';
import { escapeHtml } from '#domain/html-text.ts';
import { previewPageHtml, type Unplaced } from '#domain/pages/preview.ts';
import { isPageKey, pageSchemas, type PageKey } from '#domain/pages/registry.ts';
import { format } from '#i18n/index.ts';
import { defaultLocale, isLocale, localeInfo, type Locale } from '#i18n/locales.ts';
import { localizePath, serviceSlugs } from '#i18n/routes.ts';
import { loadPageAddress, serviceOfPage } from '../admin/pages/address.ts';
import { loadPageDocument } from '../admin/pages/service.ts';
import { errorResponse, SECURITY_HEADERS } from '../http.ts';
import { previewBannerStrings } from './banner/index.ts';
import { checkPreviewToken } from './token.ts';

const FETCH_TIMEOUT_MS = 15_000;

/** Never indexed, never stored: a draft is nobody's public page. */
export const PRIVATE = { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store' };

/**
 * The locale-neutral address showing each page's texts: the footer and the privacy policy (a dialog
 * in the footer) are on every page, so on the home page; the 404 page is the locale's own (notFoundPath).
 */
const PAGE_ROUTES: Record<Exclude<PageKey, 'not-found'>, string> = {
  home: '/',
  services: '/services',
  'service-establishment': `/services/${serviceSlugs.establishment}`,
  'service-hr': `/services/${serviceSlugs.hr}`,
  'service-investment': `/services/${serviceSlugs.investment}`,
  'service-marketing': `/services/${serviceSlugs.marketing}`,
  'service-realestate': `/services/${serviceSlugs.realestate}`,
  'service-visa': `/services/${serviceSlugs.visa}`,
  about: '/about',
  csr: '/about/csr',
  faq: '/faq',
  notices: '/notices',
  contact: '/contact',
  inquiry: '/contact',
  footer: '/',
  privacy: '/',
};

/** The address of the built file showing a page in a locale (a page is its folder: `/en/faq/`). */
export function pagePath(key: PageKey, locale: Locale): string {
  // The Korean 404 page is the site's root 404.html (what the catch-all serves); the others are pages of their locale.
  if (key === 'not-found') return locale === defaultLocale ? '/404.html' : `/${locale}/404/`;
  return `${localizePath(locale, PAGE_ROUTES[key])}/`.replace(/\/+$/, '/');
}

/**
 * Where the page is now: a service page in a prefixed locale is at the address the firm named
 * (table service_slugs; this process never loads those names into localizePath), every other page at pagePath.
 */
export async function currentPagePath(db: Db, key: PageKey, locale: Locale): Promise<string> {
  const service = serviceOfPage(key);
  if (!service || locale === 'ko') return pagePath(key, locale);
  return `${(await loadPageAddress(db, key, service, locale)).path}/`;
}

type PagePreviewFailure = { status: 400 | 401 | 403 | 404 | 410; reason: 'malformed' | 'expired' | 'invalid' | 'other-item' | 'no-draft' | 'replaced' };

const schemaOf = (key: PageKey): v.GenericSchema => pageSchemas[key];

export const savedAtText = (locale: Locale, at: Date) =>
  new Intl.DateTimeFormat(localeInfo(locale).dateLocale, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: FIRM_TIME_ZONE, timeZoneName: 'short' }).format(at);

/**
 * A banner above a previewed page: plain HTML with classes the site's stylesheet has (the page's
 * policy allows no style attribute), its heading, then what the preview could not show, if anything.
 */
export function bannerHtml(heading: string, unplaced: { intro: string; items: readonly string[] }): string {
  const list =
    unplaced.items.length === 0
      ? ''
      : `<p class="mt-1 text-sm">${escapeHtml(unplaced.intro)}</p>` +
        `<ul class="mx-auto mt-1 max-w-3xl list-disc pl-5 text-left text-sm font-normal">${unplaced.items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  return `<div role="status" id="page-preview-banner" class="border-y border-amber-300 bg-amber-50 px-4 py-3 text-center font-semibold text-amber-900"><p>${escapeHtml(heading)}</p>${list}</div>`;
}

/** A page draft's banner, in the page's locale: which page, which language, when saved, and the fields it could not place. */
function previewBanner(key: PageKey, locale: Locale, savedAt: Date, unplaced: readonly Unplaced[]): string {
  const s = previewBannerStrings[locale];
  const names: Record<PageKey, string> = s.pages;
  const heading = format(s.heading, { page: names[key], language: localeInfo(locale).name, savedAt: savedAtText(locale, savedAt) });
  return bannerHtml(heading, {
    intro: format(s.unplaced, { count: String(unplaced.length) }),
    items: unplaced.map((u) => `<code>${escapeHtml(u.path)}</code> — ${escapeHtml(s.reasons[u.reason])}`),
  });
}

/**
 * The page the site built at `path`, fetched from the site's configured address; a site that does
 * not answer is reported (502) well within the function's own 60 s.
 */
export async function builtPage(site: string, path: string): Promise<{ html: string; headers: Headers } | Response> {
  try {
    const built = await fetch(new URL(path, site), { headers: { Accept: 'text/html' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (built.ok) return { html: await built.text(), headers: built.headers };
  } catch {
    // Reported below, as a page that answered an error is.
  }
  return errorResponse(502, 'The page could not be loaded', { path }, PRIVATE);
}

/** The page with the preview's marks: noindex for robots (in place of the page's own robots meta) and the banner first in the body. */
export function markedPreview(html: string, banner: string): string {
  const noindex = '<meta name="robots" content="noindex">';
  const head = html.replace(/<meta\s+name=["']?robots["']?[^>]*>/gi, '');
  const withMeta = /<head(?:\s[^>]*)?>/i.test(head) ? head.replace(/<head(?:\s[^>]*)?>/i, (open) => `${open}${noindex}`) : `${noindex}${head}`;
  return /<body(?:\s[^>]*)?>/i.test(withMeta) ? withMeta.replace(/<body(?:\s[^>]*)?>/i, (open) => `${open}${banner}`) : `${banner}${withMeta}`;
}

/**
 * The preview's answer to `?key=…&locale=…&token=…`: the page, or an error with its status. The page
 * is fetched from the site's configured address (`site`), never from the request's Host.
 */
export async function pagePreview(db: Db, secret: string, site: string | undefined, query: URLSearchParams, now: Date): Promise<Response> {
  const key = query.get('key') ?? '';
  const locale = query.get('locale');
  const token = query.get('token');
  const fail = ({ status, reason }: PagePreviewFailure) => errorResponse(status, reason, { reason }, PRIVATE);
  if (!isPageKey(key) || !isLocale(locale) || !token) return fail({ status: 400, reason: 'malformed' });
  const check = await checkPreviewToken(secret, token, { kind: 'page', key, locale }, now);
  if (!check.ok) return fail({ status: check.reason === 'expired' ? 401 : 403, reason: check.reason });
  const draft = await readPageDraft(db, key, locale);
  if (!draft) return fail({ status: 404, reason: 'no-draft' });
  if (draft.savedAt.toISOString() !== check.draftSavedAt) return fail({ status: 410, reason: 'replaced' });
  if (!site) return errorResponse(503, 'The site address is not configured', {}, PRIVATE);

  const page = await loadPageDocument(db, key, locale);
  // The draft as the site would show it once published: a field that no longer passes keeps the
  // published text, and the figures are the Korean page's.
  const shown = shownPageContent(schemaOf(key), draft.content, page.content, page.reference ?? undefined);
  const path = await currentPagePath(db, key, locale);
  const built = await builtPage(site, path);
  if (built instanceof Response) return built;
  const preview = previewPageHtml(schemaOf(key), built.html, page.content, shown);
  const html = markedPreview(preview.html, previewBanner(key, locale, draft.savedAt, preview.unplaced));
  return new Response(html, { status: 200, headers: pageHeaders(built.headers) });
}

/**
 * The page's own security headers as the site sent them (its header policy: the page's <meta> policy,
 * with its hashes, does the rest), never the functions' JSON policy (`default-src 'none'`), which would
 * block the page's styles and scripts; framing is refused either way.
 */
export function pageHeaders(page: Headers): Headers {
  const rest = Object.entries(SECURITY_HEADERS).filter(([name]) => name !== 'Content-Security-Policy');
  const headers = new Headers({ ...Object.fromEntries(rest), 'X-Frame-Options': 'DENY', 'Content-Type': 'text/html; charset=utf-8', ...PRIVATE });
  for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'strict-transport-security', 'cross-origin-opener-policy']) {
    const value = page.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}
