/**
 * A page's change from draft to site, on the running local site: an editor saves the visa page's
 * English heading as a draft, opens its signed preview in a browser that is signed out (the real
 * English page with the draft's heading, a banner, noindex) while the published page is unchanged,
 * then publishes it; after the rebuild the English page shows it and the Korean page does not. A
 * second editor whose form was opened on the old version gets the conflict dialog on saving, and the
 * earlier version restores the heading. axe-clean at 1440 and 375 px with the draft section open.
 */
import { expect, test, type Page } from './fixtures.ts';
import { fill } from '#data/admin/app/index.ts';
import { adminKo } from '#data/admin/app/ko.ts';
import { contentKo } from '#data/admin/content/ko.ts';
import { serviceVisaSeed } from '#data/pages/service-visa/index.ts';
import { localizePath, serviceSlugs } from '#i18n/routes.ts';
import { axeViolations, createAccount, sameOrigin, signInThroughUi } from './admin-helpers.ts';

const s = adminKo.pages;
const API = '/api/admin/pages/service-visa?locale=en';
const EDITED = 'Which Indonesian visa fits your stay?';
const original = serviceVisaSeed.en.guide.title;
const visaPath = (locale: 'ko' | 'en') => encodeURI(localizePath(locale, `/services/${serviceSlugs.visa}`));
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

async function openEnglishVisa(page: Page) {
  await page.getByRole('tab', { name: adminKo.tabs.pages }).click();
  const link = fill(s.editIn, { page: s.names['service-visa'], language: contentKo.common.languages.en });
  await page.getByRole('list', { name: s.listLabel }).getByRole('link', { name: link }).click();
  const title = page.getByLabel('guide › title', { exact: true });
  await expect(title).toBeVisible();
  return title;
}

test('the visa page\'s English heading: a draft previewed signed out, published to the English page only, a conflict for the editor on the old version, and the earlier version restored', async ({ page, browser }) => {
  // Two rebuilds to wait for, behind whatever the other tests' saves queued.
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughUi(page);
  const before = await page.request.get(API);
  const beforeVersion = ((await before.json()) as { page: { version: number } }).page.version;

  // A second editor opens the same form on the version as it is now.
  const editor = createAccount('editor');
  const other = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const second = await other.newPage();
  await signInThroughUi(second, '/admin', editor);
  await openEnglishVisa(second);

  // The draft: saved apart from the published page.
  const title = await openEnglishVisa(page);
  await expect(title).toHaveValue(original);
  await title.fill(EDITED);
  const bar = page.getByRole('region', { name: s.drafts.heading, exact: true });
  await bar.getByRole('button', { name: s.drafts.save }).click();
  await expect(page.getByRole('status').filter({ hasText: s.drafts.saved })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Its signed preview, opened by someone who is not signed in: the real English page with the draft's heading.
  const opened = page.waitForEvent('popup');
  await bar.getByRole('button', { name: s.preview.button }).click();
  await (await opened).close();
  const url = await bar.getByRole('link', { name: s.preview.link }).getAttribute('href');
  expect(url).toMatch(/\/api\/page-preview\?/);
  const visitor = await browser.newContext();
  const preview = await visitor.newPage();
  const answer = await preview.goto(url!);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(heading(preview, EDITED)).toBeVisible();
  await expect(preview.locator('#page-preview-banner')).toBeVisible();
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // The published page has not changed.
  await preview.goto(visaPath('en'));
  await expect(heading(preview, original)).toBeVisible();

  // Published from the form: the draft is gone and the site rebuilds.
  await page.getByRole('button', { name: s.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: fill(s.drafts.published, { version: beforeVersion + 1 }) })).toBeVisible();
  await expect(async () => {
    await preview.goto(visaPath('en'));
    await expect(heading(preview, EDITED)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 300_000, intervals: [3_000] });
  await preview.goto(visaPath('ko'));
  await expect(heading(preview, serviceVisaSeed.ko.guide.title)).toBeVisible();
  await visitor.close();

  // The second editor saves on the version they opened: the conflict dialog, not a silent overwrite.
  await second.getByLabel('guide › eyebrow', { exact: true }).fill('Visa types, edited on the old version');
  await second.getByRole('button', { name: s.save, exact: true }).click();
  await expect(second.getByRole('alertdialog', { name: s.conflict.title })).toBeVisible();
  await other.close();

  // The earlier version restores the heading.
  const earlier = await page.request.get(`/api/admin/pages/service-visa/history/${beforeVersion}?locale=en`);
  expect(earlier.status()).toBe(200);
  const current = await page.request.get(API);
  const restored = await page.request.put(API, {
    headers: { ...sameOrigin(page), 'If-Match': current.headers()['etag'] ?? '' },
    data: { content: ((await earlier.json()) as { revision: { content: unknown } }).revision.content },
  });
  expect(restored.status()).toBe(200);
  expect(((await restored.json()) as { page: { content: typeof serviceVisaSeed.en } }).page.content.guide.title).toBe(original);
  await expect(async () => {
    await page.goto(visaPath('en'));
    await expect(heading(page, original)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 300_000, intervals: [3_000] });
});
