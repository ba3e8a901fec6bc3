/**
 * Site search against the built index (dist/pagefind) on the local server: what visitors type in each
 * language finds the right pages, results stay in the page's language, nothing of search loads before
 * the visitor searches, the header leads there in every locale, and without JavaScript the page says why.
 */
import { expect, test, type Page } from './fixtures.ts';
import { getDictionary } from '#i18n/index.ts';
import { locales, type Locale } from '#i18n/locales.ts';
import { localizePath, noticePath, csrPostPath, searchPath, serviceSlugs, staticRoutes } from '#i18n/routes.ts';

/**
 * Queries as visitors type them, with a page each must find (by its title, the h1) and, where it
 * matters, a word the excerpts must mark. The Korean ones carry a particle (비자를) or are a compound
 * written without its space (법인설립) where the pages write 법인 설립; Chinese and Japanese are phrases
 * without spaces.
 */
const QUERIES: Record<Locale, Array<{ query: string; finds: (t: ReturnType<typeof getDictionary>) => string; marks?: string }>> = {
  ko: [
    // 비자를 as typed matches only the two pages that say 비자를; without the particle, the FAQ too.
    { query: '비자를', finds: (t) => t.pages.faq.heading, marks: '비자' },
    { query: '법인설립', finds: (t) => t.pages.establishment.heading, marks: '설립' },
    { query: '법인설립을', finds: (t) => t.pages.faq.heading, marks: '설립' },
  ],
  en: [
    { query: 'visa', finds: (t) => t.pages.visa.heading },
    { query: 'company setup', finds: (t) => t.pages.establishment.heading },
  ],
  id: [
    { query: 'pendirian perusahaan', finds: (t) => t.pages.establishment.heading },
    { query: 'visa kerja', finds: (t) => t.pages.visa.heading },
  ],
  zh: [
    { query: '公司设立', finds: (t) => t.pages.establishment.heading, marks: '设立' },
    { query: '签证服务', finds: (t) => t.pages.visa.heading },
  ],
  ja: [
    { query: '法人設立', finds: (t) => t.pages.establishment.heading, marks: '設立' },
    { query: 'ビザの種類', finds: (t) => t.pages.visa.heading },
  ],
};

/** Every request of the page that goes to the search bundle. */
function searchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/pagefind/')) seen.push(request.url());
  });
  return seen;
}

async function search(page: Page, code: Locale, query: string) {
  const t = getDictionary(code);
  const box = page.getByRole('searchbox', { name: t.search.label });
  await box.fill(query);
  await box.press('Enter');
  return page.getByRole('list', { name: new RegExp(escape(query)) });
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const { code } of locales) {
  test(`${code}: what visitors type finds the right pages, and only pages in ${code}`, async ({ page }) => {
    const t = getDictionary(code);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') violations.push(message.text());
    });
    await page.goto(encodeURI(localizePath(code, searchPath)));
    for (const { query, finds, marks } of QUERIES[code]) {
      const results = await search(page, code, query);
      await expect(results.getByRole('link', { name: finds(t), exact: true })).toBeVisible();
      if (marks) await expect(results.locator('mark', { hasText: marks }).first()).toBeVisible();
      expect(new URL(page.url()).searchParams.get('q')).toBe(query);
      // Every result is a page of this locale: Korean ones unprefixed, the others under /<code>/.
      for (const href of await results.getByRole('link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))) {
        const prefixed = /^\/(en|id|zh|ja)\//.exec(href)?.[1];
        expect(prefixed ?? 'ko', href).toBe(code);
      }
    }
    // No CSP violation (WebAssembly included) and no error on the way.
    expect(violations).toEqual([]);
  });
}

test('a Korean word finds nothing on the English search: each language searches its own pages', async ({ page }) => {
  const t = getDictionary('en');
  await page.goto(localizePath('en', searchPath));
  const box = page.getByRole('searchbox', { name: t.search.label });
  await box.fill('법인');
  await box.press('Enter');
  await expect(page.getByRole('status')).toHaveText(t.search.empty.replace('{query}', '법인'));
  await expect(page.getByRole('list', { name: /법인/ })).toHaveCount(0);
});

test('the first load of every kind of page requests nothing of search; the search page loads it once the visitor searches', async ({ page }) => {
  // Every kind of page, each until the network is idle (half a second at least): 30 s was its edge on a busy machine.
  test.setTimeout(60_000);
  const requested = searchRequests(page);
  const kinds = [...staticRoutes, csrPostPath(1), noticePath(1), '/contact/thanks', '/no-such-page'];
  for (const path of kinds) {
    await page.goto(encodeURI(localizePath('en', path)));
    await page.waitForLoadState('networkidle');
  }
  expect(requested).toEqual([]);
  const t = getDictionary('ko');
  await page.goto(localizePath('ko', '/'));
  await page.getByRole('link', { name: t.search.open }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.pages.search.heading);
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
  const results = await search(page, 'ko', '비자');
  await expect(results.getByRole('link', { name: t.pages.visa.heading })).toBeVisible();
  expect(requested.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
});

test('the header leads to the search page of the page\'s language, marked as current there', async ({ page }) => {
  for (const { code } of locales) {
    const t = getDictionary(code);
    await page.goto(encodeURI(localizePath(code, `/services/${serviceSlugs.visa}`)));
    const link = page.getByRole('banner').getByRole('link', { name: t.search.open });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${escape(localizePath(code, searchPath))}/?$`));
    await expect(page.getByRole('banner').getByRole('link', { name: t.search.open })).toHaveAttribute('aria-current', 'page');
  }
});

test('a search in the address runs at once and survives a reload; an empty query clears the results', async ({ page }) => {
  const t = getDictionary('ja');
  await page.goto(`${localizePath('ja', searchPath)}?q=${encodeURIComponent('ビザ')}`);
  const results = page.getByRole('list', { name: /ビザ/ });
  await expect(results.getByRole('link', { name: t.pages.visa.heading })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: t.search.label })).toHaveValue('ビザ');
  await page.getByRole('searchbox', { name: t.search.label }).fill('');
  await page.getByRole('button', { name: t.search.submit }).click();
  await expect(page.getByRole('status')).toHaveText('');
  await expect(page).not.toHaveURL(/[?&]q=/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search page says search needs JavaScript and offers the lists instead', async ({ page }) => {
    for (const code of ['ko', 'en'] as const) {
      const t = getDictionary(code);
      await page.goto(localizePath(code, searchPath));
      await expect(page.getByText(t.search.needsJs)).toBeVisible();
      await expect(page.getByRole('searchbox')).toBeHidden();
      const lists = page.getByRole('navigation', { name: t.search.browse });
      for (const label of [t.nav.services, t.nav.faq, t.nav.notices, t.nav.csr]) await expect(lists.getByRole('link', { name: label })).toBeVisible();
    }
  });
});
