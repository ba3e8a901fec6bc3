/**
 * A draft end to end: an editor changes a published notice and saves it as a draft (the public API
 * and page keep the live text), opens its preview links in Korean and English (the public page's
 * article, under a preview banner; axe-clean at 375 and 1440 px, like the dialog with its draft
 * section), publishes it, and after the local rebuild the prebuilt public page shows it. A link that
 * is not valid shows a message page, never a draft. An admin spec: it waits for the local rebuild.
 */
import { expect, test, type Page } from './fixtures.ts';
import { contentKo } from '#data/admin/content/ko.ts';
import { ko as siteKo } from '#i18n/ui/ko.ts';
import { en as siteEn } from '#i18n/ui/en.ts';
import { adminCredentials, axeViolations, deleteTestNotice, sameOrigin, signInThroughUi } from './admin-helpers.ts';

const c = contentKo.common;
const n = contentKo.notices;
const viewports = [{ width: 375, height: 812 }, { width: 1440, height: 900 }];


async function expectAxeClean(page: Page) {
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(await axeViolations(page)).toEqual([]);
  }
}

test('save a draft, preview it in Korean and English, publish it: the public page follows only then', async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const live = `게시된 공지 ${stamp}`;
  const draft = `초안 공지 ${stamp}`;
  const draftEn = `Draft notice ${stamp}`;
  await signInThroughUi(page, '/admin#notices');
  const created = await page.request.post('/api/admin/notices', {
    headers: sameOrigin(page),
    data: { title: live, content: '<p>공개된 본문</p>', author: adminCredentials.username, category: 'visa', isPublished: true, translations: { en: { title: `Live notice ${stamp}`, content: '<p>Live text</p>' } } },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  try {
    await page.reload();
    const row = () => page.getByRole('list', { name: n.listLabel }).getByRole('listitem').filter({ hasText: live });
    await row().getByRole('button', { name: new RegExp(`^${c.edit}`) }).click();
    const dialog = page.getByRole('dialog', { name: n.dialogEdit });
    await dialog.getByRole('textbox', { name: n.fields.title, exact: true }).fill(draft);
    await dialog.getByRole('tab', { name: /English/ }).click();
    await dialog.getByRole('textbox', { name: n.fields.title, exact: true }).fill(draftEn);
    await dialog.getByRole('button', { name: c.drafts.saveDraft }).click();

    // Saved beside the live notice: the dialog stays open on the draft, the public answer is unchanged.
    const panel = dialog.getByRole('region', { name: c.drafts.heading });
    await expect(panel.getByText(new RegExp(`^${adminCredentials.username}님이 .+에 저장한 초안입니다`))).toBeVisible();
    await expect(dialog.getByRole('button', { name: c.drafts.publish, exact: true })).toBeVisible();
    expect(((await (await page.request.get(`/api/notices/${id}`)).json()) as { title: string }).title).toBe(live);
    await expect(row().getByText(c.drafts.pendingBadge)).toBeVisible();

    await panel.getByRole('button', { name: c.drafts.makePreview }).click();
    const koHref = await panel.getByRole('link', { name: c.languages.ko }).getAttribute('href');
    const enHref = await panel.getByRole('link', { name: c.languages.en }).getAttribute('href');
    expect(koHref).toMatch(/^\/preview\?kind=notices&id=\d+&token=/);
    expect(enHref).toMatch(/^\/en\/preview\?/);
    await panel.scrollIntoViewIfNeeded();
    await expectAxeClean(page);

    // A visitor holding the links (no admin session) sees the draft through the public article.
    const visitor = await browser.newContext();
    const tab = await visitor.newPage();
    await tab.goto(`${baseURL}${koHref}`);
    await expect(tab.getByRole('heading', { level: 1, name: draft })).toBeVisible();
    await expect(tab.getByRole('status').filter({ hasText: siteKo.pages.preview.banner })).toBeVisible();
    await expect(tab.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectAxeClean(tab);
    await tab.goto(`${baseURL}${enHref}`);
    await expect(tab.getByRole('heading', { level: 1, name: draftEn })).toBeVisible();
    await expectAxeClean(tab);
    // An altered link shows why, never the draft.
    await tab.goto(`${baseURL}${enHref!.replace(/token=.{4}/, 'token=AAAA')}`);
    await expect(tab.getByRole('alert')).toHaveText(siteEn.pages.preview.invalid);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(siteEn.pages.preview.heading);
    await expectAxeClean(tab);

    await dialog.getByRole('button', { name: c.drafts.publish, exact: true }).click();
    await expect(dialog).toBeHidden();
    expect(((await (await page.request.get(`/api/notices/${id}`)).json()) as { title: string }).title).toBe(draft);
    await expect(row()).toHaveCount(0);
    await expect(page.getByRole('list', { name: n.listLabel }).getByRole('listitem').filter({ hasText: draft }).getByText(c.drafts.pendingBadge)).toHaveCount(0);
    // Published: the link has nothing left to show.
    await tab.goto(`${baseURL}${koHref}`);
    await expect(tab.getByRole('alert')).toHaveText(siteKo.pages.preview.gone);

    // The publish asked for the rebuild; the prebuilt page follows once it is done.
    await expect(async () => {
      const built = await page.request.get(`/notices/${id}`);
      expect(built.status()).toBe(200);
      expect(await built.text()).toContain(draft);
    }).toPass({ timeout: 240_000, intervals: [2_000] });
    await tab.goto(`${baseURL}/en/notices/${id}`);
    await expect(tab.getByRole('heading', { level: 1, name: draftEn })).toBeVisible();
    await visitor.close();
  } finally {
    await deleteTestNotice(page, id);
  }
});
