/**
 * What each built page costs on its first load, gzip: HTML, stylesheets, the JavaScript it loads
 * (tests/quality/budgets.ts: the site gates weigh pages the same way) and the images loaded eagerly
 * (no loading="lazy"). Grouped by page type, every locale: issue 17's budget is 45 KB in all, JS 10 KB.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { isLocale, localeCodes } from '#i18n/locales.ts';
import { weighPage } from '#quality/budgets.ts';
import { loadSite, type Page } from '#quality/site.ts';

export const FIRST_LOAD_BUDGET = { totalKb: 45, jsKb: 10 } as const;

export interface FirstLoad {
  path: string;
  type: string;
  locale: string;
  html: number;
  css: number;
  js: number;
  images: number;
  total: number;
  withinBudget: boolean;
}

/** `/en/notices/12` -> ['en', '/notices/{id}']; Korean pages have no prefix. */
function typeOf(path: string): [string, string] {
  const [, first, ...rest] = path.split('/');
  const locale = isLocale(first) ? first : 'ko';
  const bare = locale === 'ko' ? path : `/${rest.join('/')}`;
  const type = bare.replace(/\/[0-9]+$/, '/{id}').replace(/^\/services\/[^/]+$/, '/services/{service}').replace(/\/page\/[0-9]+$/, '/page/{n}').replace(/\/category\/[^/]+$/, '/category/{category}');
  return [locale, type === '' ? '/' : type];
}

/** Bytes of the images the page loads at once (not lazily), as sent: SVG gzip, WebP as it is. */
function eagerImages(siteDir: string, page: Page): number {
  let bytes = 0;
  for (const img of page.root.querySelectorAll('img')) {
    const src = img.getAttribute('src') ?? '';
    if (img.getAttribute('loading') === 'lazy' || !src.startsWith('/')) continue;
    const file = join(siteDir, decodeURIComponent(src.split('?')[0]!));
    if (!existsSync(file)) continue;
    const body = readFileSync(file);
    bytes += src.endsWith('.svg') ? gzipSync(body, { level: 9 }).length : body.length;
  }
  return bytes;
}

/** Every public page of the build (not the admin app, the 404 page or the fallback pages). */
export function measureFirstLoad(siteDir: string): FirstLoad[] {
  const site = loadSite(siteDir);
  const figures: FirstLoad[] = [];
  for (const page of site.pages.values()) {
    if (/^\/admin|\/404$|\.html$|\/post$/.test(page.path)) continue;
    const [locale, type] = typeOf(page.path);
    const weight = weighPage(siteDir, page);
    const images = eagerImages(siteDir, page);
    const total = weight.html + weight.css + weight.js + images;
    figures.push({ path: page.path, type, locale, html: weight.html, css: weight.css, js: weight.js, images, total, withinBudget: total <= FIRST_LOAD_BUDGET.totalKb * 1024 && weight.js <= FIRST_LOAD_BUDGET.jsKb * 1024 });
  }
  return figures.sort((a, b) => a.type.localeCompare(b.type) || a.path.localeCompare(b.path));
}

/** One row per page type: the heaviest page of each locale, total (of which JS), against the budget. */
export function firstLoadRows(figures: FirstLoad[]): Array<[string, string]> {
  const kb = (n: number) => (n / 1024).toFixed(1);
  const types = [...new Set(figures.map((f) => f.type))];
  return types.map((type) => {
    const perLocale = localeCodes.map((locale) => {
      const pages = figures.filter((f) => f.type === type && f.locale === locale);
      const heaviest = pages.sort((a, b) => b.total - a.total)[0];
      return heaviest ? `${locale} ${kb(heaviest.total)} (JS ${kb(heaviest.js)})` : `${locale} -`;
    });
    const worst = Math.max(...figures.filter((f) => f.type === type).map((f) => f.total));
    return [`first load ${type} (KB gzip; budget ${FIRST_LOAD_BUDGET.totalKb}, JS ${FIRST_LOAD_BUDGET.jsKb})`, `${perLocale.join(' · ')} = ${(worst / 1024 / FIRST_LOAD_BUDGET.totalKb).toFixed(2)}x`];
  });
}
