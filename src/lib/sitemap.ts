import { defaultLocale, locales, type Locale } from '#i18n/locales.ts';
import { csrPostPath, localizePath, noticePath, staticRoutes } from '#i18n/routes.ts';

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The pages made from the database: each CSR story and notice in the locales it is translated into, and the notices list's category and later pages. */
export interface SitemapItems {
  csrPosts: ReadonlyArray<{ id: number; translatedIn: readonly Locale[] }>;
  /** Locale-neutral paths of list pages beyond the static routes (`/notices/category/visa`, `/notices/page/2`). */
  listingPaths: readonly string[];
  notices: ReadonlyArray<{ id: number; translatedIn: readonly Locale[] }>;
}

/**
 * sitemap.xml: every public page in every locale it exists in as its own translation, each with those
 * language alternates and x-default (Google's hreflang-in-sitemap form); a notice's or story's page in a
 * locale it is not translated into is left out (its canonical is the Korean page). URLs are percent-encoded (the
 * service slugs are Korean).
 */
export function sitemapXml(site: URL, items: SitemapItems): string {
  const pages = [
    ...[...staticRoutes, ...items.listingPaths].map((path) => ({ path, in: locales })),
    ...items.csrPosts.map((p) => ({ path: csrPostPath(p.id), in: locales.filter((l) => p.translatedIn.includes(l.code)) })),
    ...items.notices.map((n) => ({ path: noticePath(n.id), in: locales.filter((l) => n.translatedIn.includes(l.code)) })),
  ];
  const url = (locale: Locale, path: string) => escapeXml(new URL(localizePath(locale, path), site).href);
  const entries = pages.flatMap(({ path, in: translated }) =>
    translated.map((l) => {
      const alternates = [
        ...translated.map((a) => `    <xhtml:link rel="alternate" hreflang="${a.bcp47}" href="${url(a.code, path)}"/>`),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(defaultLocale, path)}"/>`,
      ];
      return `  <url>\n    <loc>${url(l.code, path)}</loc>\n${alternates.join('\n')}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: URL): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${new URL('/sitemap.xml', site).href}`, ''].join('\n');
}
