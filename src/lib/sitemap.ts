import { defaultLocale, locales } from '#i18n/locales.ts';
import { csrPostPath, localizePath, staticRoutes } from '#i18n/routes.ts';

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * sitemap.xml: every public page in every locale, each with its language alternates and x-default
 * (Google's hreflang-in-sitemap form). URLs are percent-encoded (the service slugs are Korean).
 */
export function sitemapXml(site: URL, csrPostIds: readonly number[]): string {
  const paths = [...staticRoutes, ...csrPostIds.map(csrPostPath)];
  const url = (locale: (typeof locales)[number]['code'], path: string) => escapeXml(new URL(localizePath(locale, path), site).href);
  const entries = paths.flatMap((path) =>
    locales.map((l) => {
      const alternates = [
        ...locales.map((a) => `    <xhtml:link rel="alternate" hreflang="${a.bcp47}" href="${url(a.code, path)}"/>`),
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
