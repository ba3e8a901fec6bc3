/**
 * The firm's figures from the admin's site settings to the public pages, on the running local site.
 * - Saved and published at once: a bad figure is named beside its field and what was typed stays; a
 *   new count of companies appears on the home page, the about page and the services overview in
 *   Korean and English once the local rebuild is done. The form is axe-clean at 1440 and 375 px and
 *   fits the phone.
 * - Through a draft: an editor saves a new count as a draft (the published figures stay), opens the
 *   draft's signed preview of the English home page in a browser that is signed out (the real page
 *   with the new figure, a banner, noindex), then publishes it; after the rebuild the public English
 *   home and about pages show it. The form with its draft section is axe-clean at 1440 and 375 px.
 * Both change the one set of figures, so they run one after the other (the file opts out of the
 * project's parallel tests).
 */
import { expect, test, type Page } from './fixtures.ts';
import { adminKo } from '#data/admin/app/ko.ts';
import { aboutSeed } from '#data/pages/about/index.ts';
import { homeSeed } from '#data/pages/home/index.ts';
import { servicesSeed } from '#data/pages/services/index.ts';
import { formatNumber } from '#i18n/format.ts';
import { getDictionary } from '#i18n/index.ts';
import { localizePath } from '#i18n/routes.ts';
import { axeViolations, createAccount, sameOrigin, signInThroughUi } from './admin-helpers.ts';

test.describe.configure({ mode: 'default' });

const s = adminKo.siteSettings;
const d = s.facts.draft;
const NEW_COUNT = 650;
/** Unlike every other figure of the first-run facts, so the preview can tell it apart. */
const DRAFT_COUNT = 640;

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

const draftShown = `${formatNumber('en', DRAFT_COUNT)}+`;

/** The count of companies in the English home page's hero. */
const homeCompanies = (page: Page) =>
  page
    .getByRole('region', { name: getDictionary('en').pages.home.heading })
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: homeSeed.en.hero.stats.projects.label }) })
    .getByRole('definition');

test('an editor drafts a new count of companies, previews it signed out on the English home page, and publishes it to the home and about pages', async ({ page, browser }) => {
  // Up to two rebuilds to wait for, behind whatever the other tests' saves queued.
  test.setTimeout(660_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughUi(page, '/admin', createAccount('editor'));
  await page.getByRole('tab', { name: s.heading }).click();
  const form = page.getByRole('form', { name: s.facts.heading });
  const companies = form.getByLabel(s.facts.companiesSupported);
  await expect(companies).toBeVisible();
  const before = await page.request.get('/api/admin/site-settings/facts');
  const published = ((await before.json()) as { facts: Record<string, number> }).facts;
  expect(published.companiesSupported).not.toBe(DRAFT_COUNT);
  // The preview is the built page with the draft's figures in place of the stored ones: it waits for
  // the site to show what is stored (the test before this one restores the figure, and its rebuild may still run).
  const visitor = await browser.newContext();
  const preview = await visitor.newPage();
  const publishedShown = `${formatNumber('en', published.companiesSupported!)}+`;
  await expect(async () => {
    await preview.goto(localizePath('en', '/'));
    await expect(homeCompanies(preview)).toContainText(publishedShown, { timeout: 1_000 });
  }).toPass({ timeout: 300_000, intervals: [3_000] });

  // The draft: saved apart, the published figures as they were.
  await companies.fill(String(DRAFT_COUNT));
  await form.getByRole('button', { name: d.save }).click();
  await expect(form.getByRole('status').filter({ hasText: d.saved })).toBeVisible();
  const draftSection = form.getByRole('region', { name: d.heading, exact: true });
  await expect(draftSection.getByText(/초안입니다/)).toBeVisible();
  const after = (await (await page.request.get('/api/admin/site-settings/facts')).json()) as { facts: Record<string, number>; draft: { facts: Record<string, number> } };
  expect(after.facts.companiesSupported).toBe(published.companiesSupported);
  expect(after.draft.facts.companiesSupported).toBe(DRAFT_COUNT);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });

  // The signed preview of the English home page, opened by someone who is not signed in.
  await draftSection.getByLabel(d.previewPage).selectOption('home');
  await draftSection.getByLabel(d.previewLanguage).selectOption('en');
  const opened = page.waitForEvent('popup');
  await draftSection.getByRole('button', { name: d.preview, exact: true }).click();
  await (await opened).close();
  const url = await draftSection.getByRole('link', { name: d.link }).getAttribute('href');
  expect(url).toMatch(/\/api\/facts-preview\?/);
  const answer = await preview.goto(url!);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(answer?.headers()['cache-control']).toBe('no-store');
  await expect(homeCompanies(preview)).toContainText(draftShown);
  await expect(preview.locator('#page-preview-banner')).toContainText('Preview of the firm’s figures');
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // The public page still shows the published figure.
  await preview.goto(localizePath('en', '/'));
  await expect(homeCompanies(preview)).toContainText(publishedShown);

  // Published: the draft is gone and the site rebuilds.
  await draftSection.getByRole('button', { name: d.publish }).click();
  await expect(form.getByRole('status').filter({ hasText: d.published })).toBeVisible();
  await expect(draftSection.getByText(d.none)).toBeVisible();
  await expect(companies).toHaveValue(String(DRAFT_COUNT));
  const about = aboutSeed.en.intro.stats.projects.label;
  await expect(async () => {
    await preview.goto(localizePath('en', '/'));
    await expect(homeCompanies(preview)).toContainText(draftShown, { timeout: 1_000 });
    await preview.goto(localizePath('en', '/about'));
    const stat = preview.locator('#company dl div').filter({ has: preview.getByText(about, { exact: true }) }).locator('dd');
    await expect(stat).toHaveText(draftShown, { timeout: 1_000 });
  }).toPass({ timeout: 300_000, intervals: [3_000] });
  await visitor.close();

  // Back to what it was, so the later tests see the site as before (no need to wait for that build).
  const current = await page.request.get('/api/admin/site-settings/facts');
  const restored = await page.request.put('/api/admin/site-settings/facts', {
    headers: { ...sameOrigin(page), 'If-Match': current.headers()['etag'] ?? '*' },
    data: { facts: { ...((await current.json()) as { facts: Record<string, number> }).facts, companiesSupported: published.companiesSupported } },
  });
  expect(restored.status()).toBe(200);
});
