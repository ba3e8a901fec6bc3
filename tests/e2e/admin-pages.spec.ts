/**
 * The Pages tab on the running local site (it needs the admin pages API, /api/admin/pages): the list
 * of pages with their languages, the FAQ page's English form drawn from its schema with the Korean
 * text beside each field, a field error named at its field with the summary focused, a save that
 * answers the new version, and a save over someone else's that opens the conflict dialog and keeps
 * what was typed to copy; a draft kept apart from the published page until it is published.
 * axe-clean at 1440 and 375 px; the form fits the phone.
 */
import { expect, test, type Page } from './fixtures.ts';
import { fill } from '#data/admin/app/index.ts';
import { adminKo } from '#data/admin/app/ko.ts';
import { contentKo } from '#data/admin/content/ko.ts';
import { faqSeed } from '#data/pages/faq/index.ts';
import type { NoticesContent } from '#data/pages/notices/index.ts';
import { serviceHrSeed } from '#data/pages/service-hr/index.ts';
import { localizePath, serviceSlugs } from '#i18n/routes.ts';
import { axeViolations, createAccount, sameOrigin, signInThroughUi } from './admin-helpers.ts';

const s = adminKo.pages;
const API = '/api/admin/pages/faq?locale=en';

/** The English FAQ page as stored now, with its tag. */
async function stored(page: Page) {
  const answer = await page.request.get(API);
  expect(answer.status()).toBe(200);
  const { page: doc } = (await answer.json()) as { page: { content: typeof faqSeed.en; version: number } };
  return { content: doc.content, etag: answer.headers()['etag'] ?? '' };
}

/** Another editor's save through the API (If-Match of the version as it is now). */
async function saveThroughApi(page: Page, content: unknown) {
  const { etag } = await stored(page);
  const answer = await page.request.put(API, { headers: { ...sameOrigin(page), 'If-Match': etag }, data: { content } });
  expect(answer.status()).toBe(200);
}

const faqEnLink = fill(s.editIn, { page: s.names.faq, language: contentKo.common.languages.en });

test.describe('the English FAQ page', () => {
  // Both tests save the same page: one after the other, so neither's versions move under the other.
  test.describe.configure({ mode: 'default' });

  test('edits the FAQ page in English: reference beside the fields, a field error, a save, and a conflict that keeps what was typed', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInThroughUi(page);
    const before = await stored(page);

    await page.getByRole('tab', { name: adminKo.tabs.pages }).click();
    const list = page.getByRole('list', { name: s.listLabel });
    await expect(list.getByRole('heading', { name: s.names.faq })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await list.getByRole('link', { name: fill(s.editIn, { page: s.names.faq, language: contentKo.common.languages.en }) }).click();
    await expect(page).toHaveURL(/#pages\/faq\/en$/);
    await expect(page.getByRole('heading', { level: 2 })).toBeFocused();
    const eyebrow = page.getByLabel('hero › eyebrow', { exact: true });
    await expect(eyebrow).toHaveValue(before.content.hero.eyebrow);
    await expect(eyebrow).toHaveAccessibleDescription(`${s.koreanReference}: ${faqSeed.ko.hero.eyebrow}`);
    expect(await axeViolations(page)).toEqual([]);

    // An empty title: the summary takes the focus, the field says why.
    const title = page.getByLabel('hero › title', { exact: true });
    await title.fill('');
    await page.getByRole('button', { name: s.save }).click();
    const summary = page.getByRole('heading', { name: fill(s.errorSummary, { count: 1 }) });
    await expect(summary).toBeVisible();
    await expect(summary.locator('xpath=..')).toBeFocused();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('link', { name: `hero › title: ${s.errors.required}` }).click();
    await expect(title).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    // The phone: the form fits and stays axe-clean.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1440, height: 900 });

    // A save: the new version.
    await title.fill(before.content.hero.title);
    await eyebrow.fill('Edited by the pages test');
    await page.getByRole('button', { name: s.save }).click();
    await expect(page.getByRole('status').filter({ hasText: fill(s.saved, { version: Number(before.etag.replace(/\D/g, '')) + 1 }) })).toBeVisible();
    expect((await stored(page)).content.hero.eyebrow).toBe('Edited by the pages test');

    // Someone else saves; this form's save gets the conflict dialog, and loading theirs keeps ours to copy.
    await saveThroughApi(page, { ...before.content, hero: { ...before.content.hero, eyebrow: 'Theirs' } });
    await eyebrow.fill('Mine');
    await page.getByRole('button', { name: s.save }).click();
    const dialog = page.getByRole('alertdialog', { name: s.conflict.title });
    await expect(dialog).toContainText('Theirs');
    await expect(dialog).toContainText('Mine');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: s.conflict.load }).click();
    await expect(eyebrow).toHaveValue('Theirs');
    const typed = page.getByRole('region', { name: s.conflict.mineHeading });
    await expect(typed.getByLabel('hero › eyebrow')).toHaveValue('Mine');

    // Back to what it was, so later tests see the site as before.
    await saveThroughApi(page, before.content);
  });

  test('a draft of the FAQ page in English: saved apart (the published page unchanged, also after a reload), marked in the list, then published', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInThroughUi(page);
    const before = await stored(page);
    const version = Number(before.etag.replace(/\D/g, ''));
    const drafted = 'Drafted by the pages test';

    await page.getByRole('tab', { name: adminKo.tabs.pages }).click();
    const list = page.getByRole('list', { name: s.listLabel });
    await list.getByRole('link', { name: faqEnLink }).click();
    const eyebrow = page.getByLabel('hero › eyebrow', { exact: true });
    await expect(eyebrow).toHaveValue(before.content.hero.eyebrow);
    const bar = page.getByRole('region', { name: s.drafts.heading, exact: true });
    await expect(bar).toContainText(s.drafts.none);
    await eyebrow.fill(drafted);
    await bar.getByRole('button', { name: s.drafts.save }).click();
    await expect(page.getByRole('status').filter({ hasText: s.drafts.saved })).toBeVisible();
    expect(await stored(page)).toEqual(before);

    // Reloaded: the form opens on the draft, says whose it is, and shows the published text beside it.
    await page.reload();
    await expect(eyebrow).toHaveValue(drafted);
    await expect(bar.getByRole('button', { name: s.drafts.discard })).toBeVisible();
    await bar.getByText(s.drafts.publishedVersion).click();
    await expect(bar).toContainText(fill(s.drafts.publishedDiffers, { count: 1 }));
    await expect(bar).toContainText(before.content.hero.eyebrow);
    expect(await axeViolations(page)).toEqual([]);
    expect(await stored(page)).toEqual(before);

    await page.getByRole('link', { name: s.back }).click();
    await expect(list.getByRole('link', { name: faqEnLink })).toContainText(s.drafts.listDraft);
    await list.getByRole('link', { name: faqEnLink }).click();
    await expect(eyebrow).toHaveValue(drafted);

    // Published: a new version, the draft gone from the form, the list and the API.
    await page.getByRole('button', { name: s.save }).click();
    await expect(page.getByRole('status').filter({ hasText: fill(s.drafts.published, { version: version + 1 }) })).toBeVisible();
    await expect(eyebrow).toHaveValue(drafted);
    await expect(bar).toContainText(s.drafts.none);
    expect((await stored(page)).content.hero.eyebrow).toBe(drafted);
    await page.getByRole('link', { name: s.back }).click();
    await expect(list.getByRole('link', { name: faqEnLink })).not.toContainText(s.drafts.listDraft);

    await saveThroughApi(page, before.content);
  });
});

test('staff do not see the Pages tab', async ({ page }) => {
  await signInThroughUi(page, '/admin', createAccount('staff'));
  await expect(page.getByRole('tab', { name: adminKo.tabs.pages })).toHaveCount(0);
});

/** A page's locale through the API: its content and ETag. */
async function pageDoc(page: Page, key: string, locale: string) {
  const answer = await page.request.get(`/api/admin/pages/${key}?locale=${locale}`);
  expect(answer.status()).toBe(200);
  const { page: doc } = (await answer.json()) as { page: { content: typeof serviceHrSeed.en; stale: string[] } };
  return { ...doc, etag: answer.headers()['etag'] ?? '' };
}

async function putPage(page: Page, key: string, locale: string, content: unknown) {
  const { etag } = await pageDoc(page, key, locale);
  const answer = await page.request.put(`/api/admin/pages/${key}?locale=${locale}`, { headers: { ...sameOrigin(page), 'If-Match': etag }, data: { content } });
  expect(answer.status()).toBe(200);
}

const hrPath = (locale: 'ko' | 'en') => encodeURI(localizePath(locale, `/services/${serviceSlugs.hr}`));
const sectionHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

test('a service page: the English heading saved reaches the English page after the rebuild, not the Korean one; a Korean change flags every translation; the first version restores', async ({ page }) => {
  // Two rebuilds to wait for, behind those the other tests' saves queue.
  test.setTimeout(300_000);
  await signInThroughUi(page);
  const en = serviceHrSeed.en;
  const edited = 'Company regulations, drafted and approved';
  await putPage(page, 'service-hr', 'en', { ...en, regulation: { ...en.regulation, title: edited } });
  await expect(async () => {
    await page.goto(hrPath('en'));
    await expect(sectionHeading(page, edited)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 300_000, intervals: [3_000] });
  await page.goto(hrPath('ko'));
  await expect(sectionHeading(page, serviceHrSeed.ko.regulation.title)).toBeVisible();

  // The Korean heading changes: every translation of it is stale, the English one included, until saved again.
  const ko = serviceHrSeed.ko;
  await putPage(page, 'service-hr', 'ko', { ...ko, regulation: { ...ko.regulation, title: '회사 규정: 작성부터 승인까지' } });
  for (const locale of ['en', 'id', 'zh', 'ja']) expect((await pageDoc(page, 'service-hr', locale)).stale).toEqual(['regulation.title']);

  // The first-run versions restore, and the site shows them again.
  for (const locale of ['ko', 'en']) {
    const first = await page.request.get(`/api/admin/pages/service-hr/history/1?locale=${locale}`);
    expect(first.status()).toBe(200);
    await putPage(page, 'service-hr', locale, ((await first.json()) as { revision: { content: unknown } }).revision.content);
  }
  expect((await pageDoc(page, 'service-hr', 'en')).stale).toEqual([]);
  await expect(async () => {
    await page.goto(hrPath('en'));
    await expect(sectionHeading(page, en.regulation.title)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 300_000, intervals: [3_000] });
});

test('the versions of a page: a saved change shows in the diff by its field, and the earlier version restores through the form and a save', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInThroughUi(page);
  const doc = await pageDoc(page, 'notices', 'en');
  const before = { ...doc, content: doc.content as unknown as NoticesContent };
  const beforeVersion = Number(before.etag.replace(/\D/g, ''));
  const original = before.content.hero.title;
  const edited = 'Notices, edited for the versions test';

  await page.getByRole('tab', { name: adminKo.tabs.pages }).click();
  await page.getByRole('list', { name: s.listLabel }).getByRole('link', { name: fill(s.editIn, { page: s.names.notices, language: contentKo.common.languages.en }) }).click();
  const title = page.getByLabel('hero › title', { exact: true });
  await expect(title).toHaveValue(original);
  await title.fill(edited);
  await page.getByRole('button', { name: s.save }).click();
  await expect(page.getByRole('status').filter({ hasText: fill(s.saved, { version: beforeVersion + 1 }) })).toBeVisible();

  // The versions: the newest is the current one; the earlier one compared with the form names the one field.
  const opener = page.getByRole('button', { name: s.history.open });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: s.history.title });
  const versions = dialog.getByRole('list', { name: s.history.listLabel });
  await expect(versions.getByRole('listitem').first()).toContainText(`${fill(s.history.version, { version: beforeVersion + 1 })} (${s.history.current})`);
  await expect(versions.getByRole('listitem').last()).toContainText(s.history.firstRun);
  await versions.getByRole('button', { name: fill(s.history.compareWith, { version: beforeVersion }) }).click();
  await expect(versions.getByRole('button', { name: fill(s.history.compareWith, { version: beforeVersion }) })).toHaveAttribute('aria-pressed', 'true');
  const diff = dialog.getByRole('table', { name: fill(s.history.compareHeading, { version: beforeVersion }) });
  await expect(diff).toBeVisible();
  await expect(dialog.getByRole('heading', { name: fill(s.history.compareHeading, { version: beforeVersion }) })).toBeFocused();
  const rows = diff.getByRole('rowgroup').last().getByRole('row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('rowheader')).toHaveText('hero › title');
  await expect(rows.first().getByRole('cell')).toHaveText([edited, original]);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await diff.evaluate((table) => table.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Restoring loads it into the form (nothing saved yet); saving publishes it as a new version.
  await dialog.getByRole('button', { name: s.history.restore }).click();
  await expect(dialog).toBeHidden();
  await expect(title).toHaveValue(original);
  await expect(page.getByRole('status').filter({ hasText: fill(s.history.restored, { version: beforeVersion }) })).toBeVisible();
  await expect(page.getByRole('button', { name: s.save })).toBeFocused();
  expect((await pageDoc(page, 'notices', 'en')).content).toEqual({ ...before.content, hero: { ...before.content.hero, title: edited } });
  await page.getByRole('button', { name: s.save }).click();
  await expect(page.getByRole('status').filter({ hasText: fill(s.saved, { version: beforeVersion + 2 }) })).toBeVisible();
  expect((await pageDoc(page, 'notices', 'en')).content).toEqual(before.content);
});
