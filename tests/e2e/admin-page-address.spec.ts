/**
 * A service page's English address renamed twice in the Pages tab's Address section on the running
 * local site: a slug the rules refuse and another service's slug are named at the field; each rename
 * lists the address it replaces; after the rebuild both earlier addresses answer 301 to the address now,
 * which is a page, and the Korean page's hreflang and language selector name it. axe-clean at 1440 and
 * 375 px. The address goes back to the code's slug at the end (the earlier names keep redirecting).
 * The page is real estate's, which no other admin test edits: the tests run in parallel.
 */
import { expect, test, type Page } from './fixtures.ts';
import { fill } from '#data/admin/app/index.ts';
import { adminKo } from '#data/admin/app/ko.ts';
import { contentKo } from '#data/admin/content/ko.ts';
import { serverKo } from '#functions/_shared/admin/messages/ko.ts';
import { serviceSlugs } from '#i18n/routes.ts';
import { axeViolations, sameOrigin, signInThroughUi } from './admin-helpers.ts';

const s = adminKo.pages;
const API = '/api/admin/pages/service-realestate/address?locale=en';
const suffix = Date.now().toString(36);
const first = `property-help-${suffix}`;
const second = `property-support-${suffix}`;

async function rename(page: Page, slug: string) {
  const section = page.getByRole('region', { name: s.address.heading });
  await section.getByLabel(s.address.slugLabel).fill(slug);
  await section.getByRole('button', { name: s.address.rename }).click();
  return section;
}

/** Where an address answers without following redirects: its status and the path it sends to. */
async function answerOf(page: Page, path: string) {
  const answer = await page.request.get(path, { maxRedirects: 0 });
  const location = answer.headers()['location'];
  return { status: answer.status(), to: location ? new URL(location, page.url()).pathname : null };
}

test('renames a service page’s English address twice; after the rebuild both earlier addresses answer 301 to it', async ({ page }) => {
  test.setTimeout(360_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughUi(page);
  await page.getByRole('tab', { name: adminKo.tabs.pages }).click();
  const list = page.getByRole('list', { name: s.listLabel });
  await list.getByRole('link', { name: fill(s.editIn, { page: s.names['service-realestate'], language: contentKo.common.languages.en }) }).click();
  await expect(page).toHaveURL(/#pages\/service-realestate\/en$/);
  const section = page.getByRole('region', { name: s.address.heading });
  await expect(section.getByText('/en/services/real-estate-consulting', { exact: true })).toBeVisible();
  await expect(section.getByText(s.address.noEarlier)).toBeVisible();

  // Refused here by the rules, and by the server for another service's address.
  await rename(page, 'Property Help');
  const field = section.getByLabel(s.address.slugLabel);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(`${s.address.slugHint} ${s.address.errors.format}`);
  await rename(page, 'hr-management');
  await expect(field).toHaveAccessibleDescription(`${s.address.slugHint} ${serverKo.serviceSlug.taken}`);
  expect(await axeViolations(page)).toEqual([]);

  await rename(page, first);
  await expect(section.getByRole('status')).toHaveText(fill(s.address.renamed, { path: `/en/services/${first}` }));
  await rename(page, second);
  await expect(section.getByRole('status')).toHaveText(fill(s.address.renamed, { path: `/en/services/${second}` }));
  await expect(section.getByText(`/en/services/${second}`, { exact: true })).toBeVisible();
  for (const earlier of ['real-estate-consulting', first]) await expect(section.getByRole('listitem').filter({ hasText: `/en/services/${earlier}` })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  // The local build takes a minute or two: the addresses are asked again until the new rules answer.
  const now = `/en/services/${second}`;
  await expect(async () => {
    expect(await answerOf(page, '/en/services/real-estate-consulting')).toEqual({ status: 301, to: now });
    expect(await answerOf(page, `/en/services/${first}`)).toEqual({ status: 301, to: now });
    expect(await answerOf(page, `/en/services/${encodeURIComponent(serviceSlugs.realestate)}`)).toEqual({ status: 301, to: now });
    expect((await answerOf(page, now)).status).toBe(200);
  }).toPass({ timeout: 300_000, intervals: [3_000] });
  await page.goto(`/services/${serviceSlugs.realestate}`);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`${now}$`));
  await expect(page.locator('[data-language-selector] a[data-locale="en"]')).toHaveAttribute('href', now);

  // Back to the code's address for the later tests (no need to wait for that build).
  const restored = await page.request.put(API, { headers: sameOrigin(page), data: { slug: 'real-estate-consulting' } });
  expect(restored.status()).toBe(200);
});
