import { defaultLocale, locales, type Locale, type LocaleInfo } from '#i18n/locales.ts';
import { csrPostPath, localizePath, noticePath, staticRoutes } from '#i18n/routes.ts';

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The pages made from the database: each CSR story and notice in the locales it is translated into, and the notices list's category and later pages. */
export interface SitemapItems {
  csrPosts: ReadonlyArray<{ id: number; translatedIn: readonly Locale[] }>;
  /** Locale-neutral paths of list pages beyond the static routes (`/notices/category/visa`, `/notices/page/2`, `/about/csr/page/2`). */
  listingPaths: readonly string[];
  notices: ReadonlyArray<{ id: number; translatedIn: readonly Locale[] }>;
}

/**
 * The protocol's limits on one sitemap file (sitemaps.org): 50,000 URLs and 50 MB uncompressed. An
 * index may name 50,000 files, far beyond this site.
 */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 };

export interface SitemapFile {
  /** The file's name at the site's root: `sitemap-pages-1.xml`, `sitemap-notices-1.xml`, `sitemap-csr-1.xml`. */
  name: string;
  xml: string;
}

const URLSET_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';

/** Entries cut into files within the limits, in order: `kind-1`, `kind-2` … (one file even when empty). */
function split(kind: string, entries: readonly string[], limits: typeof SITEMAP_LIMITS): SitemapFile[] {
  const room = limits.bytes - Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE);
  const files: string[][] = [[]];
  let bytes = 0;
  for (const entry of entries) {
    const size = Buffer.byteLength(entry) + 1;
    const current = files.at(-1)!;
    if (current.length > 0 && (current.length >= limits.urls || bytes + size > room)) {
      files.push([entry]);
      bytes = size;
    } else {
      current.push(entry);
      bytes += size;
    }
  }
  return files.map((chunk, i) => ({ name: `sitemap-${kind}-${i + 1}.xml`, xml: `${URLSET_OPEN}${chunk.map((e) => `${e}\n`).join('')}${URLSET_CLOSE}` }));
}

/**
 * The sitemap's files: every public page in every locale it exists in as its own translation, each with
 * those language alternates and x-default (Google's hreflang-in-sitemap form); a notice's or story's
 * page in a locale it is not translated into is left out (its canonical is the Korean page). URLs are
 * percent-encoded (the service slugs are Korean). One set of files per kind (the site's pages and
 * lists, the notices, the CSR stories), each cut within `limits`; sitemapIndexXml names them all.
 */
export function sitemapFiles(site: URL, items: SitemapItems, limits = SITEMAP_LIMITS): SitemapFile[] {
  const url = (locale: Locale, path: string) => escapeXml(new URL(localizePath(locale, path), site).href);
  const entries = (pages: ReadonlyArray<{ path: string; in: readonly LocaleInfo[] }>) =>
    pages.flatMap(({ path, in: translated }) =>
      translated.map((l) => {
        const alternates = [
          ...translated.map((a) => `    <xhtml:link rel="alternate" hreflang="${a.bcp47}" href="${url(a.code, path)}"/>`),
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(defaultLocale, path)}"/>`,
        ];
        return `  <url>\n    <loc>${url(l.code, path)}</loc>\n${alternates.join('\n')}\n  </url>`;
      }),
    );
  const translatedIn = (codes: readonly Locale[]) => locales.filter((l) => codes.includes(l.code));
  return [
    ...split('pages', entries([...staticRoutes, ...items.listingPaths].map((path) => ({ path, in: locales }))), limits),
    ...split('notices', entries(items.notices.map((n) => ({ path: noticePath(n.id), in: translatedIn(n.translatedIn) }))), limits),
    ...split('csr', entries(items.csrPosts.map((p) => ({ path: csrPostPath(p.id), in: translatedIn(p.translatedIn) }))), limits),
  ];
}

/** sitemap.xml: the index naming every file of the sitemap (robots.txt points here). */
export function sitemapIndexXml(site: URL, names: readonly string[]): string {
  const entries = names.map((name) => `  <sitemap>\n    <loc>${escapeXml(new URL(`/${name}`, site).href)}</loc>\n  </sitemap>\n`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
}

export function robotsTxt(site: URL): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${new URL('/sitemap.xml', site).href}`, ''].join('\n');
}
