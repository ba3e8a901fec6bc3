import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { localeFromParam, localeStaticPaths } from '#i18n/locales.ts';
import { csrFeed } from '#lib/feeds.ts';
import { publishedCsrPosts } from '#pages/_build-data.ts';

export const getStaticPaths = localeStaticPaths;

export const GET: APIRoute = async ({ params, site }) => rss(csrFeed(await publishedCsrPosts(), localeFromParam(params.lang), site!));
