import type { APIRoute } from 'astro';
import { allListings } from '#components/features/notices/noticeListing.ts';
import { completeLocales, pageTextFields } from '#domain/content/translations.ts';
import { noticeListingPath } from '#i18n/routes.ts';
import { sitemapXml } from '#lib/sitemap.ts';
import { publishedCsrPosts, publishedNotices } from './_build-data.ts';

export const GET: APIRoute = async ({ site }) => {
  const [posts, notices] = await Promise.all([publishedCsrPosts(), publishedNotices()]);
  const xml = sitemapXml(site!, {
    csrPosts: posts.map((p) => ({ id: p.id, translatedIn: completeLocales(p.translations, pageTextFields.csr) })),
    listingPaths: allListings(notices).filter((l) => l.category || l.page > 1).map(noticeListingPath),
    notices: notices.map((n) => ({ id: n.id, translatedIn: completeLocales(n.translations, pageTextFields.notice) })),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
