import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { localeFromParam, localeStaticPaths } from '#i18n/locales.ts';
import { noticesFeed } from '#lib/feeds.ts';
import { publishedNotices } from '#pages/_build-data.ts';

export const getStaticPaths = localeStaticPaths;

export const GET: APIRoute = async ({ params, site, locals }) => {
  const locale = localeFromParam(params.lang);
  return rss(noticesFeed(await publishedNotices(), locale, site!, (await locals.pageContent('notices', locale)).categories));
};
