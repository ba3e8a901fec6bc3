/**
 * What each built page costs on its first load, gzip, weighed as the site gates weigh it
 * (tests/quality/budgets.ts: HTML, stylesheets, the scripts fetched with the page, eager images;
 * `client:interaction` islands wait for the visitor). Grouped by page type, every locale, against
 * the budget: 45 KB in all, 10 KB of it JavaScript.
 */
import { isLocale, localeCodes } from '#i18n/locales.ts';
import { budgetsFor, BUDGETS, weighPage } from '#scripts/page-weight.ts';
import { loadSite } from '#scripts/built-site.ts';

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

/** Every public page of the build (not the admin app, the 404 pages or the form results' .html files). */
export function measureFirstLoad(siteDir: string): FirstLoad[] {
  const site = loadSite(siteDir);
  const figures: FirstLoad[] = [];
  for (const page of site.pages.values()) {
    if (/^\/admin|\/404$|\.html$/.test(page.path)) continue;
    const [locale, type] = typeOf(page.path);
    const { html, css, js, images, total } = weighPage(siteDir, page);
    const budget = budgetsFor(page.path);
    figures.push({ path: page.path, type, locale, html, css, js, images, total, withinBudget: total <= budget.total && js <= budget.js });
  }
  return figures.sort((a, b) => a.type.localeCompare(b.type) || a.path.localeCompare(b.path));
}

/** One row per page type: the heaviest page of each locale, total (of which JS), against the budget. */
export function firstLoadRows(figures: FirstLoad[]): Array<[string, string]> {
  const kb = (n: number) => (n / 1024).toFixed(1);
  const types = [...new Set(figures.map((f) => f.type))];
  return types.map((type) => {
    const ofType = figures.filter((f) => f.type === type);
    const perLocale = localeCodes.map((locale) => {
      const heaviest = ofType.filter((f) => f.locale === locale).sort((a, b) => b.total - a.total)[0];
      return heaviest ? `${locale} ${kb(heaviest.total)} (JS ${kb(heaviest.js)})` : `${locale} -`;
    });
    const budget = budgetsFor(ofType[0]!.path);
    const worst = Math.max(...ofType.map((f) => f.total / budget.total), ...ofType.map((f) => f.js / budget.js));
    const named = budget === BUDGETS ? `budget ${kb(budget.total)}, JS ${kb(budget.js)}` : `React page: budget ${kb(budget.total)}, JS ${kb(budget.js)}`;
    return [`first load ${type} (KB gzip; ${named})`, `${perLocale.join(' · ')} = ${worst.toFixed(2)}x`];
  });
}
