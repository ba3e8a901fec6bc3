/**
 * A figure of the firm facts from draft to site, on the running local site: an editor changes the
 * count of companies, saves it as a draft (the published figures stay), opens the draft's signed
 * preview of the English home page in a browser that is signed out (the real page with the new
 * figure, a banner, noindex), then publishes the draft; after the rebuild the public English home
 * and about pages show it. The facts form with its draft section is axe-clean at 1440 and 375 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { adminKo } from '#data/admin/app/ko.ts';
import { aboutSeed } from '#data/pages/about/index.ts';
import { homeSeed } from '#data/pages/home/index.ts';
import { formatNumber } from '#i18n/format.ts';
import { getDictionary } from '#i18n/index.ts';
import { localizePath } from '#i18n/routes.ts';
import { axeViolations, createAccount, sameOrigin, signInThroughUi } from './admin-helpers.ts';

const s = adminKo.siteSettings;
const d = s.facts.draft;
/** Unlike every other figure of the first-run facts, so the preview can tell it apart. */
const NEW_COUNT = 640;
const shown = `${formatNumber('en', NEW_COUNT)}+`;

/** The count of companies in the English home page's hero. */
const homeCompanies = (page: Page) =>
  page
    .getByRole('region', { name: getDictionary('en').pages.home.heading })
    .locator('dl > div')
    .filter({ has: page.getByRole('term').filter({ hasText: homeSeed.en.hero.stats.projects.label }) })
    .getByRole('definition');

test('an editor drafts a new count of companies, previews it signed out on the English home page, and publishes it to the home and about pages', async ({ page, browser }) => {
  // One rebuild to wait for, behind whatever the other tests' saves queued.
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughUi(page, '/admin', createAccount('editor'));
  await page.getByRole('tab', { name: s.heading }).click();
  const form = page.getByRole('form', { name: s.facts.heading });
  const companies = form.getByLabel(s.facts.companiesSupported);
  await expect(companies).toBeVisible();
  const before = await page.request.get('/api/admin/site-settings/facts');
  const published = ((await before.json()) as { facts: Record<string, number> }).facts;
  expect(published.companiesSupported).not.toBe(NEW_COUNT);

  // The draft: saved apart, the published figures as they were.
  await companies.fill(String(NEW_COUNT));
  await form.getByRole('button', { name: d.save }).click();
  await expect(form.getByRole('status').filter({ hasText: d.saved })).toBeVisible();
  const draftSection = form.getByRole('region', { name: d.heading, exact: true });
  await expect(draftSection.getByText(/초안입니다/)).toBeVisible();
  const after = (await (await page.request.get('/api/admin/site-settings/facts')).json()) as { facts: Record<string, number>; draft: { facts: Record<string, number> } };
  expect(after.facts.companiesSupported).toBe(published.companiesSupported);
  expect(after.draft.facts.companiesSupported).toBe(NEW_COUNT);
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
  const visitor = await browser.newContext();
  const preview = await visitor.newPage();
  const answer = await preview.goto(url!);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(answer?.headers()['cache-control']).toBe('no-store');
  await expect(homeCompanies(preview)).toContainText(shown);
  await expect(preview.locator('#page-preview-banner')).toContainText('Preview of the firm’s figures');
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // The public page still shows the published figure.
  await preview.goto(localizePath('en', '/'));
  await expect(homeCompanies(preview)).toContainText(`${formatNumber('en', published.companiesSupported!)}+`);

  // Published: the draft is gone and the site rebuilds.
  await draftSection.getByRole('button', { name: d.publish }).click();
  await expect(form.getByRole('status').filter({ hasText: d.published })).toBeVisible();
  await expect(draftSection.getByText(d.none)).toBeVisible();
  await expect(companies).toHaveValue(String(NEW_COUNT));
  const about = aboutSeed.en.intro.stats.projects.label;
  await expect(async () => {
    await preview.goto(localizePath('en', '/'));
    await expect(homeCompanies(preview)).toContainText(shown, { timeout: 1_000 });
    await preview.goto(localizePath('en', '/about'));
    const stat = preview.locator('#company dl div').filter({ has: preview.getByText(about, { exact: true }) }).locator('dd');
    await expect(stat).toHaveText(shown, { timeout: 1_000 });
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
