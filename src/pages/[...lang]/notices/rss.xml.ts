import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { localeFromParam, localeStaticPaths } from '#i18n/locales.ts';
import { noticesFeed } from '#lib/feeds.ts';
import { publishedNotices } from '#pages/_build-data.ts';

export const getStaticPaths = localeStaticPaths;

export const GET: APIRoute = async ({ params, site }) => rss(noticesFeed(await publishedNotices(), localeFromParam(params.lang), site!));
