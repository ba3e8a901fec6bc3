import type { APIRoute, GetStaticPaths } from 'astro';
import { builtSitemap } from './_sitemap.ts';

/** One file of the sitemap (sitemap-pages-1.xml, sitemap-notices-1.xml …), named by the index sitemap.xml. */
export const getStaticPaths = (async () =>
  (await builtSitemap()).map((file) => ({ params: { part: file.name.slice('sitemap-'.length, -'.xml'.length) }, props: { xml: file.xml } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => new Response((props as { xml: string }).xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
