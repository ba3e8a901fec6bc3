import type { APIRoute } from 'astro';
import { sitemapIndexXml } from '#lib/sitemap.ts';
import { builtSitemap } from './_sitemap.ts';

/** The sitemap index: the files of sitemap-[part].xml, each within the protocol's limits. */
export const GET: APIRoute = async ({ site }) => {
  const files = await builtSitemap();
  return new Response(sitemapIndexXml(site!, files.map((f) => f.name)), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
