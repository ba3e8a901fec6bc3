/**
 * The firm's figures from the admin's site settings to the public pages, on the running local site:
 * a bad figure is named beside its field and what was typed stays; a new count of companies saved in
 * the admin appears on the home page, the about page and the services overview in Korean and English
 * once the local rebuild is done. The form is axe-clean at 1440 and 375 px and fits the phone.
 */
import { expect, test, type Page } from '@playwright/test';
import { adminKo } from '#data/admin/app/ko.ts';
import { aboutSeed } from '#data/pages/about/index.ts';
import { homeSeed } from '#data/pages/home/index.ts';
import { servicesSeed } from '#data/pages/services/index.ts';
import { formatNumber } from '#i18n/format.ts';
import { getDictionary } from '#i18n/index.ts';
import { localizePath } from '#i18n/routes.ts';
import { axeViolations, sameOrigin, signInThroughUi } from './admin-helpers.ts';

const s = adminKo.siteSettings;
const NEW_COUNT = 650;

async function openFacts(page: Page) {
  await page.getByRole('tab', { name: s.heading }).click();
  const form = page.getByRole('form', { name: s.facts.heading });
  await expect(form.getByLabel(s.facts.companiesSupported)).toBeVisible();
  return form;
}

/** The count of companies as each page shows it, in Korean and English. */
async function expectCompaniesEverywhere(page: Page, shown: (locale: 'ko' | 'en') => string) {
  for (const locale of ['ko', 'en'] as const) {
    const t = getDictionary(locale);
    await page.goto(localizePath(locale, '/'));
    const hero = page.getByRole('region', { name: t.pages.home.heading });
    const homeStat = hero.locator('dl > div').filter({ has: page.getByRole('term').filter({ hasText: homeSeed[locale].hero.stats.projects.label }) });
    await expect(homeStat.getByRole('definition'), `${locale} home`).toContainText(shown(locale), { timeout: 1_000 });

    await page.goto(localizePath(locale, '/about'));
    const about = aboutSeed[locale];
    const aboutStat = page.locator('#company dl div').filter({ has: page.getByText(about.intro.stats.projects.label, { exact: true }) }).locator('dd');
    await expect(aboutStat, `${locale} about`).toHaveText(shown(locale), { timeout: 1_000 });

    await page.goto(localizePath(locale, '/services'));
    const services = servicesSeed[locale];
    const servicesStat = page.locator('main section').first().locator('dl > div').filter({ has: page.getByRole('term').filter({ hasText: services.hero.stats.companies.label }) });
    await expect(servicesStat.getByRole('definition'), `${locale} services`).toContainText(shown(locale), { timeout: 1_000 });
  }
}

test('a figure saved in the firm facts reaches the home, about and services pages in Korean and English after the rebuild', async ({ page }) => {
  test.setTimeout(360_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughUi(page);
  const form = await openFacts(page);
  const companies = form.getByLabel(s.facts.companiesSupported);
  const original = await companies.inputValue();
  expect(await axeViolations(page)).toEqual([]);

  // Not a whole number: named beside the field, and what was typed stays.
  await companies.fill('12.5');
  await form.getByRole('button', { name: s.save }).click();
  await expect(companies).toHaveAccessibleDescription('지원한 기업 수는 정수로 입력하세요.');
  await expect(companies).toHaveValue('12.5');
  expect(await axeViolations(page)).toEqual([]);

  // The phone: the form fits, its error included, and stays axe-clean.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await form.screenshot({ path: test.info().outputPath('firm-facts-ko-375.png') });
  await page.setViewportSize({ width: 1440, height: 900 });

  await companies.fill(String(NEW_COUNT));
  await form.getByRole('button', { name: s.save }).click();
  await expect(page.getByText(s.saved)).toBeVisible();
  await expect(companies).toHaveValue(String(NEW_COUNT));

  // The local astro build takes a minute or two: the pages are read again until they show it.
  await expect(async () => expectCompaniesEverywhere(page, (locale) => `${formatNumber(locale, NEW_COUNT)}+`)).toPass({ timeout: 300_000, intervals: [3_000] });

  // Back to what it was, so the later tests see the site as before (no need to wait for that build).
  const current = await page.request.get('/api/admin/site-settings/facts');
  const { facts } = (await current.json()) as { facts: Record<string, number> };
  const restored = await page.request.put('/api/admin/site-settings/facts', {
    headers: { ...sameOrigin(page), 'If-Match': current.headers()['etag'] ?? '*' },
    data: { facts: { ...facts, companiesSupported: Number(original) } },
  });
  expect(restored.status()).toBe(200);
});
