import type { APIRoute } from 'astro';
import { publishedCsrPosts } from './_build-data.ts';
import { sitemapXml } from '#lib/sitemap.ts';

export const GET: APIRoute = async ({ site }) => {
  const posts = await publishedCsrPosts();
  return new Response(sitemapXml(site!, posts.map((p) => p.id)), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
