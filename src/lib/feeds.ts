/**
 * The RSS 2.0 feeds of each locale, for notices and for CSR stories (src/pages/[...lang]/notices/rss.xml.ts,
 * src/pages/[...lang]/about/csr/rss.xml.ts): newest first, each item in the feed's language where it is
 * translated and in the Korean original otherwise, as the pages show it; a plain-text description,
 * never the rich HTML.
 */
import type { RSSOptions } from '@astrojs/rss';
import { csrCategoryLabel } from '#data/csr-categories.ts';
import type { NoticesContent } from '#domain/pages/notices.ts';
import { getDictionary } from '#i18n/index.ts';
import { localeInfo, type Locale } from '#i18n/locales.ts';
import { csrPostPath, feedPaths, localizePath, noticePath } from '#i18n/routes.ts';
import { localized } from '#lib/localized.ts';
import type { CsrRow } from '#lib/csr-view.ts';
import { preview, type NoticeRow } from '#lib/notice-view.ts';

/** Items per feed: readers poll for what is new; the pages hold the rest. */
export const FEED_ITEMS = 50;
/** Characters of an item's description. */
const DESCRIPTION_LENGTH = 300;

const newestFirst = <T>(rows: readonly T[], when: (row: T) => string | Date) =>
  [...rows].sort((a, b) => new Date(when(b)).getTime() - new Date(when(a)).getTime()).slice(0, FEED_ITEMS);

/** The channel's own elements: its language and its address (atom:link rel="self", as validators ask). */
function channel(locale: Locale, feed: string, page: string, site: URL, title: string, description: string): Omit<RSSOptions, 'items'> {
  const self = new URL(localizePath(locale, feed), site).href;
  return {
    title,
    description,
    // The channel's link: the page the feed follows (items' site paths resolve against its origin).
    site: new URL(localizePath(locale, page), site).href,
    // Links as the pages' canonical URLs have them: no trailing slash.
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>${localeInfo(locale).bcp47}</language><atom:link href="${self}" rel="self" type="application/rss+xml"/>`,
  };
}

/** `categoryNames`: the notices page's category names in the feed's locale, as the page publishes them. */
export function noticesFeed(rows: readonly NoticeRow[], locale: Locale, site: URL, categoryNames: NoticesContent['categories']): RSSOptions {
  const page = getDictionary(locale).pages.notices;
  const categories: Record<string, string> = categoryNames;
  return {
    ...channel(locale, feedPaths.notices, '/notices', site, page.title, page.description),
    items: newestFirst(rows, (row) => row.created_at).map((row) => ({
      title: localized(row, 'title', locale).text,
      link: localizePath(locale, noticePath(row.id)),
      pubDate: new Date(row.created_at),
      description: preview(localized(row, 'content', locale).text, DESCRIPTION_LENGTH),
      categories: [categories[row.category] ?? row.category],
    })),
  };
}

export function csrFeed(rows: readonly CsrRow[], locale: Locale, site: URL): RSSOptions {
  const page = getDictionary(locale).pages.csr;
  const published = (row: CsrRow) => row.published_at ?? row.created_at;
  return {
    ...channel(locale, feedPaths.csr, '/about/csr', site, page.title, page.description),
    items: newestFirst(rows, published).map((row) => {
      const excerpt = localized(row, 'excerpt', locale).text.trim();
      return {
        title: localized(row, 'title', locale).text,
        link: localizePath(locale, csrPostPath(row.id)),
        pubDate: new Date(published(row)),
        description: excerpt || preview(localized(row, 'content', locale).text, DESCRIPTION_LENGTH),
        categories: [csrCategoryLabel(row.category, locale)],
      };
    }),
  };
}
