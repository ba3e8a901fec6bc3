import { defaultLocale, localeInfo, locales, type Locale } from '#i18n/locales.ts';
import { detailRoutes, localizePath, splitLocale } from '#i18n/routes.ts';
import type { Page, Site } from '#scripts/built-site.ts';

const meta = (page: Page, selector: string) => page.root.querySelector(selector)?.getAttribute('content')?.trim() ?? '';

/** A page of one database item, which may be translated into some locales only (`/notices/12`, `/about/csr/3`). */
export const isDetailPage = (path: string) => new RegExp(`^(${detailRoutes.notice.section}|${detailRoutes.csr.section})/\\d+$`).test(splitLocale(path).path);
/** A notice's own page (a NewsArticle). */
export const isNoticePage = (path: string) => new RegExp(`^${detailRoutes.notice.section}/\\d+$`).test(splitLocale(path).path);

/** A list page beyond the first (a notices category's, a later page of notices or stories): its items are found on their own pages, not here. */
export const isListingPage = (path: string) => new RegExp(`^(${detailRoutes.notice.section}/(category|page)|${detailRoutes.csr.section}/page)/`).test(splitLocale(path).path);

/** The head and outline every indexable page needs: lang, title, description, one h1, canonical, alternates, Open Graph, unique ids. */
export function checkPage(page: Page, siteUrl: string): string[] {
  const problems: string[] = [];
  const where = page.path;
  const { locale } = splitLocale(page.path);
  const expectedLang = locales.find((l) => l.code === locale)!.bcp47;
  const lang = page.root.querySelector('html')?.getAttribute('lang');
  if (lang !== expectedLang) problems.push(`${where}: <html lang="${lang}">, expected "${expectedLang}"`);
  if (!page.root.querySelector('title')?.text.trim()) problems.push(`${where}: no <title>`);
  if (!meta(page, 'meta[name="description"]')) problems.push(`${where}: no meta description`);
  const h1s = page.root.querySelectorAll('h1').length;
  if (h1s !== 1) problems.push(`${where}: ${h1s} <h1> elements, expected 1`);

  const canonical = page.root.querySelector('link[rel="canonical"]')?.getAttribute('href');
  const expected = new URL(encodeURI(page.path), siteUrl).href;
  const korean = new URL(encodeURI(localizePath(defaultLocale, splitLocale(page.path).path)), siteUrl).href;
  const alternates = page.root.querySelectorAll('link[rel="alternate"][hreflang]').map((l) => l.getAttribute('hreflang'));
  if (canonical === korean && canonical !== expected && isDetailPage(page.path)) {
    // A notice shown in Korean in a locale it is not translated into: search engines go to the Korean page.
    if (alternates.length > 0) problems.push(`${where}: canonical is the Korean page, yet it names ${alternates.length} alternates`);
  } else {
    if (canonical !== expected) problems.push(`${where}: canonical ${canonical ?? 'missing'}, expected ${expected}`);
    // A notice may be translated into some locales only: its own, Korean and x-default at least.
    const required = isDetailPage(page.path) ? [expectedLang, localeInfo(defaultLocale).bcp47] : locales.map((l) => l.bcp47);
    for (const wanted of [...new Set(required), 'x-default']) {
      if (alternates.filter((a) => a === wanted).length !== 1) problems.push(`${where}: hreflang ${wanted} missing or repeated`);
    }
    if (new Set(alternates).size !== alternates.length) problems.push(`${where}: an hreflang repeated`);
  }
  // Link previews name the same other languages as hreflang: none on a Korean stand-in page.
  const ogAlternates = page.root.querySelectorAll('meta[property="og:locale:alternate"]').map((m) => m.getAttribute('content')).sort();
  const expectedOg = locales.filter((l) => l.code !== locale && alternates.includes(l.bcp47)).map((l) => l.ogLocale).sort();
  if (ogAlternates.join(' ') !== expectedOg.join(' ')) problems.push(`${where}: og:locale:alternate ${ogAlternates.join(' ') || 'none'}, expected ${expectedOg.join(' ') || 'none'} (the hreflang languages)`);
  for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type', 'og:locale', 'og:site_name']) {
    if (!meta(page, `meta[property="${property}"]`)) problems.push(`${where}: no ${property}`);
  }
  const ids = page.root.querySelectorAll('[id]').map((el) => el.getAttribute('id')!);
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) problems.push(`${where}: duplicate id "${id}"`);
    seen.add(id);
  }
  return problems;
}

/** Titles and descriptions are unique among the pages of one locale. */
export function checkUniqueness(pages: Page[]): string[] {
  const problems: string[] = [];
  const byLocale = new Map<Locale, Map<string, string>>();
  for (const page of pages) {
    const { locale } = splitLocale(page.path);
    const seen = byLocale.get(locale) ?? new Map<string, string>();
    byLocale.set(locale, seen);
    for (const [kind, value] of [
      ['title', page.root.querySelector('title')?.text.trim() ?? ''],
      ['description', meta(page, 'meta[name="description"]')],
    ] as const) {
      const key = `${kind}:${value}`;
      const other = seen.get(key);
      if (other) problems.push(`${page.path}: same ${kind} as ${other}: "${value}"`);
      else seen.set(key, page.path);
    }
  }
  return problems;
}

/**
 * Every hreflang alternate names a page that names this page back under this page's own language
 * (Google ignores one-way pairs). x-default counts as a link to the Korean page.
 */
export function checkHreflangReciprocity(site: Site, pages: Page[], siteUrl: string): string[] {
  const problems: string[] = [];
  const alternatesOf = (page: Page) =>
    new Map(page.root.querySelectorAll('link[rel="alternate"][hreflang]').map((l) => [l.getAttribute('hreflang')!, l.getAttribute('href')!]));
  for (const page of pages) {
    const self = new URL(encodeURI(page.path), siteUrl).href;
    const ownLang = locales.find((l) => l.code === splitLocale(page.path).locale)!.bcp47;
    for (const [hreflang, href] of alternatesOf(page)) {
      const url = new URL(href);
      const target = url.origin === new URL(siteUrl).origin ? site.resolve(decodeURIComponent(url.pathname)) : undefined;
      if (target?.kind !== 'page') {
        problems.push(`${page.path}: hreflang ${hreflang} points to a missing page ${href}`);
        continue;
      }
      if (alternatesOf(target.page).get(ownLang) !== self) {
        problems.push(`${page.path}: hreflang ${hreflang} -> ${target.page.path} does not point back`);
      }
    }
  }
  return problems;
}
