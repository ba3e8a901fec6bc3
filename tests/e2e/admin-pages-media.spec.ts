/**
 * A picture on a content page and the media library, on the running local site. No page's schema has
 * a picture field yet (the pages' pictures are site settings), so the page names an uploaded picture's
 * address in a text field: the library lists the page, by its name and the field as the page's form
 * labels it, links to its editor, and refuses to delete the picture while the page shows it.
 * (Choosing a picture for a picture field is tested on a form drawn from a small schema in
 * tests/unit/components/features/admin/pages/PictureInput.test.ts.)
 */
import { expect, test, type Page } from './fixtures.ts';
import { adminKo } from '#data/admin/app/ko.ts';
import { contentKo } from '#data/admin/content/ko.ts';
import type { faqSeed } from '#data/pages/faq/index.ts';
import type { MediaItem } from '#domain/media/api.ts';
import { sameOrigin, signInThroughUi } from './admin-helpers.ts';
import { makePng } from './png.ts';

const m = contentKo.media;
// The Japanese FAQ page: admin-pages.spec.ts saves the English one in a parallel worker, and a save
// between its read and its write would move the version it expects.
const API = '/api/admin/pages/faq?locale=ja';

async function stored(page: Page) {
  const answer = await page.request.get(API);
  expect(answer.status()).toBe(200);
  const { page: doc } = (await answer.json()) as { page: { content: typeof faqSeed.ja } };
  return { content: doc.content, etag: answer.headers()['etag'] ?? '' };
}

async function save(page: Page, content: unknown) {
  const { etag } = await stored(page);
  const answer = await page.request.put(API, { headers: { ...sameOrigin(page), 'If-Match': etag }, data: { content } });
  expect(answer.status()).toBe(200);
}

test('a picture a page names is listed with the page, links to its editor, and cannot be deleted', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const name = `page-picture-${stamp}.png`;
  await signInThroughUi(page, '/admin#media');
  const seed = Date.now() + Math.floor(Math.random() * 1_000_000);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: m.upload, exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: makePng(40 + (seed % 400), 20 + (Math.floor(seed / 400) % 300)) });
  const card = page.getByRole('list', { name: m.listLabel }).getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card).toContainText(m.unused);
  const items = ((await (await page.request.get('/api/admin/media')).json()) as { items: MediaItem[] }).items;
  const url = items.find((item) => item.fileName === name)?.url;
  expect(url).toMatch(/^\/api\/uploads\/[0-9a-f-]+\.webp$/);

  const before = (await stored(page)).content;
  try {
    await save(page, { ...before, empty: { ...before.empty, hint: `${before.empty.hint} ${url}` } });
    await page.getByRole('tab', { name: adminKo.tabs.pages }).click();
    await page.getByRole('tab', { name: adminKo.tabs.media }).click();
    const usageName = `${m.kinds.page}: ${adminKo.pages.names.faq}`;
    const usage = card.getByRole('link', { name: usageName });
    await expect(usage).toHaveAttribute('href', '#pages/faq');
    await expect(card.getByRole('listitem').filter({ has: page.getByRole('link', { name: usageName }) })).toContainText(`(${m.locales.ja} · empty › hint)`);

    await card.getByRole('button', { name: m.delete, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: m.deleteTitle });
    await confirm.getByRole('button', { name: m.delete, exact: true }).click();
    await expect(confirm).toContainText(m.inUse);
    await expect(confirm).toContainText(adminKo.pages.names.faq);
    await confirm.getByRole('button', { name: m.cancel, exact: true }).click();

    await usage.click();
    await expect(page).toHaveURL(/#pages\/faq$/);
    await expect(page.getByRole('textbox', { name: 'empty › hint' })).toBeVisible();
  } finally {
    await save(page, before);
  }
});
