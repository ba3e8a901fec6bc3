/**
 * The sitemap's files, made once per build from the published content: sitemap.xml (the index) and
 * sitemap-[part].xml (each file) both read them.
 */
import { allListings } from '#lib/notice-listing.ts';
import { csrPageCount } from '#lib/csr-listing.ts';
import { completeLocales, pageTextFields } from '#domain/content/translations.ts';
import { csrListingPath, noticeListingPath } from '#i18n/routes.ts';
import { sitemapFiles, type SitemapFile } from '#lib/sitemap.ts';
import { publishedCsrPosts, publishedNotices, serviceAddressesReady } from './_build-data.ts';

let files: Promise<SitemapFile[]> | undefined;

/** The files, for the site's address (astro.config's `site`). */
export function builtSitemap(): Promise<SitemapFile[]> {
  const site = new URL(import.meta.env.SITE);
  files ??= Promise.all([publishedCsrPosts(), publishedNotices(), serviceAddressesReady()]).then(([posts, notices]) =>
    sitemapFiles(site, {
      csrPosts: posts.map((p) => ({ id: p.id, translatedIn: completeLocales(p.translations, pageTextFields.csr) })),
      listingPaths: [
        ...allListings(notices).filter((l) => l.category || l.page > 1).map(noticeListingPath),
        ...Array.from({ length: csrPageCount(posts.length) - 1 }, (_, i) => csrListingPath(i + 2)),
      ],
      notices: notices.map((n) => ({ id: n.id, translatedIn: completeLocales(n.translations, pageTextFields.notice) })),
    }),
  );
  return files;
}
