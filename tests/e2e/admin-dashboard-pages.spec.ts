/**
 * The pages' translation coverage on the dashboard, at a 375 px phone then a 1440 px desktop: the 404
 * page's Korean text changes through the pages API, so the dashboard's Pages row shows English with a
 * stale field whose link opens that page's English in the Pages tab; once the English is saved the
 * row is current again. The Korean and English are put back at the end (the database is shared with
 * the other specs). Axe-clean, no sideways scrolling.
 */
import { expect, test, type Page } from './fixtures.ts';
import { adminKo } from '#data/admin/app/ko.ts';
import { fill } from '#data/admin/app/index.ts';
import { axeViolations, sameOrigin, signInThroughUi } from './admin-helpers.ts';

const d = adminKo.dashboard.coverage;
const API = '/api/admin/pages/not-found';

async function stored(page: Page, locale: string): Promise<{ content: Record<string, unknown>; etag: string }> {
  const answer = await page.request.get(`${API}?locale=${locale}`);
  expect(answer.status()).toBe(200);
  const { page: doc } = (await answer.json()) as { page: { content: Record<string, unknown> } };
  return { content: doc.content, etag: answer.headers()['etag'] ?? '' };
}

async function save(page: Page, locale: string, content: Record<string, unknown>) {
  const { etag } = await stored(page, locale);
  const answer = await page.request.put(`${API}?locale=${locale}`, { headers: { ...sameOrigin(page), 'If-Match': etag }, data: { content } });
  expect(answer.status()).toBe(200);
}

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

const pagesRow = (page: Page) => page.getByRole('region', { name: d.heading }).getByRole('row', { name: new RegExp(`^${d.pages}`) });
const staleLink = (page: Page) => pagesRow(page).getByRole('link', { name: `${fill(d.staleFields, { count: 1 })}${fill(d.staleFieldsLabel, { language: d.languages.en })}` });

test('a page whose Korean changed shows stale on the dashboard, linking to its translation, and current once translated', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInThroughUi(page, '/admin');
  const korean = await stored(page, 'ko');
  const english = await stored(page, 'en');
  try {
    await save(page, 'ko', { ...korean.content, contact: `${String(korean.content['contact'])} (변경)` });
    await page.reload();
    await expect(pagesRow(page).getByRole('cell')).toHaveCount(4);
    await expect(staleLink(page)).toBeVisible();
    await noSidewaysScroll(page, 375);
    expect(await axeViolations(page)).toEqual([]);

    await staleLink(page).click();
    await expect(page).toHaveURL(/#pages\/not-found\/en$/);
    await expect(page.getByRole('tab', { name: adminKo.tabs.pages, exact: true })).toHaveAttribute('aria-selected', 'true');

    // The English saved (as it is: the translator confirms it) is made from the new Korean.
    await save(page, 'en', english.content);
    await page.getByRole('tab', { name: adminKo.tabs.dashboard, exact: true }).click();
    await expect(pagesRow(page).getByRole('cell')).toHaveCount(4);
    // English is current; the three languages not yet translated keep their one stale field each.
    await expect(pagesRow(page).getByRole('link')).toHaveCount(3);
    await expect(staleLink(page)).toHaveCount(0);
    await page.setViewportSize({ width: 1440, height: 900 });
    await noSidewaysScroll(page, 1440);
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    await save(page, 'ko', korean.content);
    await save(page, 'en', english.content);
  }
});
