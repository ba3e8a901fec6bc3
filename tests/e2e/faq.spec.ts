/**
 * FAQ page in every locale: prebuilt answers, APG tabs (the spec's four first, then the admin's other
 * categories that have FAQs) in one row that scrolls on a phone, accordion, empty state, contact CTA,
 * no-JS reading, and a database edit made after the build showing once the island has refreshed.
 */
import { expect, test, type Page } from './fixtures.ts';
import pg from 'pg';
import { faqSeed } from '#data/pages/faq/index.ts';
import { locales, type Locale } from '#i18n/locales.ts';
import { localizePath } from '#i18n/routes.ts';
import { hydrateIslands } from './page-helpers.ts';

async function open(page: Page, code: Locale) {
  await page.goto(localizePath(code, '/faq'));
  await hydrateIslands(page);
  await expect(page.locator('[data-state="fresh"]')).toBeVisible();
  return faqSeed[code];
}

for (const { code } of locales) {
  test.describe(`${code}: FAQ`, () => {
    test('tabs list the four public categories first, then the others with FAQs; FAQPage JSON-LD', async ({ page }) => {
      const c = await open(page, code);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.hero.title);
      const tabs = page.getByRole('tablist', { name: c.tablistLabel }).getByRole('tab');
      await expect(tabs).toHaveText([c.categories.corporation, c.categories.hr, c.categories.visa, c.categories.realestate, c.categories.general, c.categories.investment, c.categories.legal]);
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(ld.join('')).toContain('"FAQPage"');
      await expect(page.getByRole('link', { name: c.cta.primary })).toHaveAttribute('href', localizePath(code, '/contact'));
    });
  });
}

/** The tabs' rows (distinct tops) and whether the tab list scrolls sideways, and the page does. */
const tabRow = (page: Page) =>
  page.getByRole('tablist').evaluate((list) => ({
    rows: new Set([...list.querySelectorAll('[role="tab"]')].map((tab) => Math.round(tab.getBoundingClientRect().top))).size,
    scrolls: list.scrollWidth > list.clientWidth,
    pageScrolls: document.documentElement.scrollWidth > window.innerWidth,
  }));

test('the tabs fit one row at desktop width in every locale', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const { code } of locales) {
    await open(page, code);
    expect(await tabRow(page), code).toEqual({ rows: 1, scrolls: false, pageScrolls: false });
  }
});

test('on a phone the tabs stay one row and scroll sideways; a tab reached by key comes into view', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const code of ['ko', 'id'] as const) {
    const c = await open(page, code);
    expect(await tabRow(page), code).toEqual({ rows: 1, scrolls: true, pageScrolls: false });
    const tabs = page.getByRole('tablist', { name: c.tablistLabel }).getByRole('tab');
    await expect(tabs.last()).not.toBeInViewport();
    await tabs.first().focus();
    await page.keyboard.press('End');
    await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.last()).toBeInViewport();
  }
});

for (const code of ['ko', 'en'] as const) {
  test.describe(`${code}: FAQ behaviour`, () => {
    test('several answers open at once; changing tab collapses all; arrow keys move between tabs', async ({ page }) => {
      const c = await open(page, code);
      const panel = page.getByRole('tabpanel');
      const questions = panel.getByRole('button');
      await expect(questions).toHaveCount(3);
      await questions.nth(0).click();
      await questions.nth(1).click();
      await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
      await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
      await expect(panel.getByRole('region')).toHaveCount(2);
      await questions.nth(0).click();
      await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
      await page.getByRole('tab', { name: c.categories.visa }).click();
      await expect(panel.getByRole('button', { expanded: true })).toHaveCount(0);
      await page.getByRole('tab', { name: c.categories.visa }).press('ArrowRight');
      await expect(page.getByRole('tab', { name: c.categories.realestate })).toBeFocused();
      await expect(page.getByRole('tab', { name: c.categories.realestate })).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('End');
      await expect(page.getByRole('tab', { name: c.categories.legal })).toHaveAttribute('aria-selected', 'true');
    });

    test('a category without FAQs shows the empty state and its hint', async ({ page }) => {
      await page.route('**/api/faqs', (route) => route.fulfill({ json: [{ id: 1, question: '질문', answer: '<p>답</p>', category: '비자', translations: {} }] }));
      const c = await open(page, code);
      await page.getByRole('tab', { name: c.categories.hr }).click();
      await expect(page.getByText(c.empty.title)).toBeVisible();
      await expect(page.getByText(c.empty.hint)).toBeVisible();
    });

    test('without JavaScript every FAQ is readable, grouped by category', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(localizePath(code, '/faq'));
      const c = faqSeed[code];
      for (const label of [c.categories.corporation, c.categories.legal]) await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
      expect(await page.getByRole('main').getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(18);
      await expect(page.getByText(code === 'ko' ? 'IDR 500,000을 냅니다' : 'It costs IDR 500,000 at the airport')).toBeVisible();
      await context.close();
    });
  });
}

test('an FAQ added and edited in the database after the build shows after hydration, Korean-only marked', async ({ page }) => {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  const marker = `e2e-${Date.now()}`;
  const { rows } = await db.query<{ id: number }>("INSERT INTO faqs (question, answer, category, sort_order) VALUES ($1, '<p>답변입니다</p>', '일반', 1000) RETURNING id", [`새 질문 ${marker}`]);
  try {
    const c = await open(page, 'en');
    await page.getByRole('tab', { name: c.categories.general }).click();
    const question = page.getByRole('button', { name: new RegExp(`새 질문 ${marker}`) });
    await expect(question).toBeVisible();
    await expect(question.locator('[lang="ko"]')).toHaveText(`새 질문 ${marker}`);
    await expect(question).toContainText(c.koreanOnly);
    await db.query("UPDATE faqs SET translations = $1 WHERE id = $2", [{ en: { question: `Edited ${marker}`, answer: '<p>Edited answer</p>' } }, rows[0]!.id]);
    await open(page, 'en');
    await page.getByRole('tab', { name: c.categories.general }).click();
    await page.getByRole('button', { name: `Edited ${marker}` }).click();
    await expect(page.getByText('Edited answer')).toBeVisible();
  } finally {
    await db.query('DELETE FROM faqs WHERE id = $1', [rows[0]!.id]);
    await db.end();
  }
});
