/**
 * The notices list as pages: every category that has notices gets its own list, each list is cut into
 * pages of NOTICES_PER_PAGE, and every page is prebuilt (so filtering and paging work without
 * JavaScript). The island applies the same cut to the fresh rows, and searches them.
 */
import { noticeCategories } from '#domain/content/fields.ts';
import type { NoticeListing } from '#i18n/routes.ts';
import { matchesTerms, queryTerms } from '#domain/content/list-search.ts';
import { plainText } from '#domain/content/plain-text.ts';

export const NOTICES_PER_PAGE = 10;

/** The categories with at least one notice, in the registry's order (the filter offers only these). */
export function categoriesInUse(items: readonly { category: string }[]): string[] {
  const used = new Set(items.map((i) => i.category));
  return noticeCategories.filter((c) => used.has(c));
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / NOTICES_PER_PAGE));
}

/** The notices of a category ('' or undefined: all), in the order given. */
export function inCategory<T extends { category: string }>(items: readonly T[], category?: string): T[] {
  return category ? items.filter((i) => i.category === category) : [...items];
}

/** One listing's notices: its category's, then its page. */
export function sliceListing<T extends { category: string }>(items: readonly T[], { category, page }: NoticeListing): T[] {
  return inCategory(items, category).slice((page - 1) * NOTICES_PER_PAGE, page * NOTICES_PER_PAGE);
}

/** Every listing to prebuild, with its page count: all notices' pages, then each category's in use. */
export function allListings(items: readonly { category: string }[]): Array<NoticeListing & { pages: number }> {
  return [undefined, ...categoriesInUse(items)].flatMap((category) => {
    const pages = pageCount(inCategory(items, category).length);
    return Array.from({ length: pages }, (_, i) => ({ category, page: i + 1, pages }));
  });
}

/**
 * The notices whose title or text contains every word typed (list-search.ts): the island's search
 * over the page's prebuilt notices while the API has not answered.
 */
export function searchNotices<T extends { title: { text: string }; content: { text: string } }>(items: readonly T[], query: string): T[] {
  const terms = queryTerms(query);
  return items.filter((item) => matchesTerms(`${item.title.text} ${plainText(item.content.text)}`, terms));
}
