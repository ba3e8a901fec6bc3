/**
 * A notice's SEO description and social image end to end: the editor types the description in the
 * notice dialog (a counter, and a warning past what search engines show that does not stop the
 * save) and uploads a picture, saves, and once the local rebuild is done the notice's prebuilt page
 * carries them: meta description, og:description and NewsArticle; og:image the upload's absolute
 * URL with its size. The dialog at 375 and 1440 px is axe-clean and does not
 * scroll sideways. An admin spec: it waits for the local rebuild.
 */
import { expect, test, type Page } from './fixtures.ts';
import { fill } from '#data/admin/app/index.ts';
import { contentKo } from '#data/admin/content/ko.ts';
import { SEO_DESCRIPTION_ADVISED } from '#domain/content/seo.ts';
import { adminCredentials, axeViolations, deleteTestNotice, sameOrigin, signInThroughUi } from './admin-helpers.ts';
import { makePng } from './png.ts';

const c = contentKo.common;
const n = contentKo.notices;
const seo = contentKo.seo;

async function openNotice(page: Page, title: string) {
  const row = page.getByRole('list', { name: n.listLabel }).getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: new RegExp(`^${c.edit}`) }).click();
  const dialog = page.getByRole('dialog', { name: n.dialogEdit });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** What a state-changing admin request from the app carries (the API checks where it comes from). */

async function createNotice(page: Page, title: string): Promise<number> {
  const created = await page.request.post('/api/admin/notices', {
    headers: sameOrigin(page),
    data: { title, content: '<p>본문이 설명의 기본값이 됩니다.</p>', author: adminCredentials.username, category: 'visa', isPublished: true },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

for (const viewport of [{ width: 375, height: 812 }, { width: 1440, height: 900 }]) {
  test(`the notice dialog's SEO fields count, warn and stay in the layout (${viewport.width} px)`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    const title = `SEO 화면 ${viewport.width} ${Date.now().toString(36)}`;
    await signInThroughUi(page, '/admin#notices');
    const id = await createNotice(page, title);
    try {
      await page.reload();
      const dialog = await openNotice(page, title);
      const description = dialog.getByRole('textbox', { name: seo.description, exact: true });
      await description.fill('가'.repeat(SEO_DESCRIPTION_ADVISED + 5));
      await expect(dialog.getByText(fill(seo.counter, { count: SEO_DESCRIPTION_ADVISED + 5, advised: SEO_DESCRIPTION_ADVISED }))).toBeVisible();
      await expect(dialog.getByRole('status').filter({ hasText: fill(seo.tooLong, { advised: SEO_DESCRIPTION_ADVISED }) })).toBeVisible();
      await expect(dialog.getByRole('group', { name: seo.heading }).getByRole('textbox', { name: seo.image })).toBeVisible();
      // Pictures of the changed dialog for review: the description with its counter and warning, then the picture field.
      await dialog.getByRole('status').filter({ hasText: fill(seo.tooLong, { advised: SEO_DESCRIPTION_ADVISED }) }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`notice-dialog-seo-description-${viewport.width}.png`) });
      await dialog.getByRole('group', { name: seo.heading }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`notice-dialog-seo-image-${viewport.width}.png`) });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await axeViolations(page)).toEqual([]);
      await description.fill('짧은 설명');
      await expect(dialog.getByText(fill(seo.tooLong, { advised: SEO_DESCRIPTION_ADVISED }))).toHaveCount(0);
    } finally {
      await deleteTestNotice(page, id);
    }
  });
}

test("an SEO description typed and a picture uploaded in the admin are the notice page's meta description and og:image after the rebuild", async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const title = `SEO 설명 확인 ${stamp}`;
  const text = `취업비자 절차 변경 안내 ${stamp}: 서류와 기간을 확인하세요.`;
  await signInThroughUi(page, '/admin#notices');
  const id = await createNotice(page, title);
  try {
    await page.reload();
    const dialog = await openNotice(page, title);
    await dialog.getByRole('textbox', { name: seo.description, exact: true }).fill(text);
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: `${seo.upload} (${seo.image})` }).click();
    await (await chooser).setFiles({ name: 'card.png', mimeType: 'image/png', buffer: makePng(120, 63) });
    const picture = dialog.getByRole('textbox', { name: seo.image });
    await expect(picture).toHaveValue(/^\/api\/uploads\/[0-9a-f-]+\.webp$/);
    const upload = await picture.inputValue();
    await dialog.getByRole('button', { name: c.save, exact: true }).click();
    await expect(dialog).toBeHidden();

    // The save asked for the rebuild; the prebuilt page follows once it is done.
    await expect(async () => {
      const built = await page.request.get(`/notices/${id}`);
      expect(built.status()).toBe(200);
      expect(await built.text()).toContain(text);
    }).toPass({ timeout: 240_000, intervals: [2_000] });

    const visitor = await browser.newContext({ javaScriptEnabled: false });
    const tab = await visitor.newPage();
    await tab.goto(`${baseURL}/notices/${id}`);
    await expect(tab.locator('meta[name="description"]')).toHaveAttribute('content', text);
    await expect(tab.locator('meta[property="og:description"]')).toHaveAttribute('content', text);
    // Absolute on the site's own address (SITE_URL), with the size the upload recorded.
    await expect(tab.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^https?://[^/]+${upload.replaceAll('.', '\\.')}$`));
    await expect(tab.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '120');
    await expect(tab.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '63');
    await expect(tab.locator('meta[name="twitter:image"]')).toHaveAttribute('content', new RegExp(`${upload.replaceAll('.', '\\.')}$`));
    const article = JSON.parse(
      (await tab.locator('script[type="application/ld+json"]').allTextContents()).find((json) => json.includes('NewsArticle')) ?? '{}',
    ) as { '@type'?: string; description?: string; image?: string[] } | { '@type'?: string; description?: string; image?: string[] }[];
    const node = Array.isArray(article) ? article.find((x) => x['@type'] === 'NewsArticle') : article;
    expect(node?.description).toBe(text);
    expect(node?.image?.[0]).toMatch(new RegExp(`${upload.replaceAll('.', '\\.')}$`));
    await visitor.close();
  } finally {
    await deleteTestNotice(page, id);
  }
});
