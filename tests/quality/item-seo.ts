import { detailRoutes, splitLocale } from '#i18n/routes.ts';
import type { Page } from '#scripts/built-site.ts';
import { structuredData } from './structured-data.ts';

/** A notice's or CSR story's own page (`/notices/12`, `/en/about/csr/3`): the pages with per-item SEO. */
export const isItemPage = (path: string) =>
  Object.values(detailRoutes).some(({ section }) => new RegExp(`^${section}/\\d+$`).test(splitLocale(path).path));

/** The site's default card, whose size every page knows (an upload's size is known from the database). */
const DEFAULT_CARD = '/og-default.jpg';

/**
 * An item page's description and picture agree everywhere a crawler or a link preview reads them:
 * one non-empty description in the meta description, og:description, twitter:description and the
 * NewsArticle; one absolute http(s) picture in og:image, twitter:image and the NewsArticle; the
 * default card with its width and height, any picture with both or neither (never half a size).
 * That an upload's stated size is right is the build's business (uploadSize), not visible here.
 */
export function checkItemSeo(page: Page): string[] {
  const where = page.path;
  const problems: string[] = [];
  const content = (selector: string) => page.root.querySelector(selector)?.getAttribute('content') ?? undefined;
  const description = content('meta[name="description"]');
  if (!description?.trim()) problems.push(`${where}: no meta description`);
  for (const [name, value] of [['og:description', content('meta[property="og:description"]')], ['twitter:description', content('meta[name="twitter:description"]')]] as const) {
    if (value !== description) problems.push(`${where}: ${name} "${value ?? 'missing'}" is not the meta description`);
  }
  const image = content('meta[property="og:image"]');
  if (!image || !/^https?:\/\/[^/]+\//.test(image)) problems.push(`${where}: og:image ${image ?? 'missing'} is not an absolute URL`);
  if (content('meta[name="twitter:image"]') !== image) problems.push(`${where}: twitter:image is not og:image`);
  if (content('meta[name="twitter:card"]') !== 'summary_large_image') problems.push(`${where}: no large-image twitter card`);
  const size = [content('meta[property="og:image:width"]'), content('meta[property="og:image:height"]')];
  const stated = size.filter((value) => value !== undefined);
  const isDefault = image !== undefined && new URL(image, 'https://x.invalid').pathname === DEFAULT_CARD;
  if (isDefault && stated.length < 2) problems.push(`${where}: og:image default card without width/height`);
  if (stated.length === 1 || stated.some((value) => !/^[1-9]\d*$/.test(value!))) problems.push(`${where}: og:image with half or no valid width/height`);
  const article = structuredData(page).nodes.find((node) => node['@type'] === 'NewsArticle');
  if (!article) problems.push(`${where}: no NewsArticle JSON-LD`);
  else {
    if (article.description !== description) problems.push(`${where}: NewsArticle description is not the meta description`);
    if (!Array.isArray(article.image) || article.image[0] !== image) problems.push(`${where}: NewsArticle image is not og:image`);
  }
  return problems;
}
