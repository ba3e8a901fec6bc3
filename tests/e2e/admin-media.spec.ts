/**
 * The media library end to end: an image uploaded in the Media tab has no alt text, so the notice
 * editor refuses to insert it from the library; with its Korean alt text set (a blank one is refused
 * by the server's field error) it goes into a notice carrying that alt text, the library lists the
 * notice as where it is used, and deleting it is refused with that place named. An unused image is
 * found with the "unused" filter and deleted into the trash, where it is listed and restored from. A
 * file over the upload limit is refused before it is sent. The tab, and its trash, are axe-clean at
 * 375 and 1440 px.
 */
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { contentKo } from '#data/admin/content/ko.ts';
import { adminKo } from '#data/admin/app/ko.ts';
import { UPLOAD_MAX_BYTES } from '#domain/uploads.ts';
import { adminCredentials, axeViolations, deleteTestNotice, sameOrigin, signInThroughUi } from './admin-helpers.ts';
import { makePng } from './png.ts';

const c = contentKo.common;
const n = contentKo.notices;
const m = contentKo.media;
const lib = contentKo.editor.library;

/** What a state-changing admin request from the app carries (the API checks where it comes from). */

/** A picture of a size no other run made: uploads are stored once per content, and this one must be new. */
function uniquePng(): Buffer {
  const seed = Date.now() + Math.floor(Math.random() * 1_000_000);
  return makePng(40 + (seed % 400), 20 + (Math.floor(seed / 400) % 300));
}

async function uploadInMediaTab(page: Page, name: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: m.upload, exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: uniquePng() });
  const card = page.getByRole('list', { name: m.listLabel }).getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card).toBeVisible();
  return card;
}

async function openNotice(page: Page, title: string) {
  await page.getByRole('tab', { name: adminKo.tabs.notices }).click();
  const row = page.getByRole('list', { name: n.listLabel }).getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: new RegExp(`^${c.edit}`) }).click();
  const dialog = page.getByRole('dialog', { name: n.dialogEdit });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function pickFromLibrary(dialog: Locator, name: string) {
  const field = dialog.getByRole('group', { name: n.fields.content });
  await field.getByRole('button', { name: contentKo.editor.image, exact: true }).click();
  await field.getByRole('radio', { name: lib.fromLibrary }).check();
  await field.getByRole('group', { name: lib.choose }).getByRole('radio', { name: new RegExp(name) }).check();
  await field.getByRole('button', { name: lib.pick, exact: true }).click();
  return field;
}

test('a file over the upload limit is refused in the browser, naming the limit, and never sent', async ({ page }) => {
  await signInThroughUi(page, '/admin#media');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/admin/uploads') sent.push(request.url());
  });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: m.upload, exact: true }).click();
  // A real PNG followed by padding: one byte over what the platform can carry.
  const png = uniquePng();
  await (await chooser).setFiles({ name: 'too-large.png', mimeType: 'image/png', buffer: Buffer.concat([png, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - png.byteLength)]) });
  await expect(page.getByText(m.uploadTooLarge.replace('{limit}', '4.5 MB'))).toBeVisible();
  await expect(page.getByRole('button', { name: m.upload, exact: true })).toBeEnabled();
  expect(sent).toEqual([]);
});

test('an image gets its alt text in the library, goes into a notice from it, and cannot be deleted while used; an unused one can', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const used = `media-used-${stamp}.png`;
  const spare = `media-spare-${stamp}.png`;
  const alt = `사무실 입구 ${stamp}`;
  const title = `미디어 공지 ${stamp}`;
  await signInThroughUi(page, '/admin#media');
  const created = await page.request.post('/api/admin/notices', {
    headers: sameOrigin(page),
    data: { title, content: '<p>본문</p>', author: adminCredentials.username, category: 'announcement', isPublished: false },
  });
  expect(created.status()).toBe(201);
  const noticeId = ((await created.json()) as { id: number }).id;
  try {
    const card = await uploadInMediaTab(page, used);
    await expect(card).toContainText(m.altMissing);
    await expect(card).toContainText(m.unused);

    // Without Korean alt text the editor refuses it, saying why.
    let dialog = await openNotice(page, title);
    let field = await pickFromLibrary(dialog, used);
    await expect(field.getByRole('alert')).toHaveText(lib.altMissing);
    await expect(field.getByRole('textbox', { name: n.fields.content }).getByRole('img')).toHaveCount(0);
    // Escape closes the panel, then the dialog.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The alt text: a blank Korean one is refused by the server's field error, then saved.
    await page.getByRole('tab', { name: adminKo.tabs.media }).click();
    await card.getByRole('button', { name: m.editAlt }).click();
    await card.getByRole('button', { name: m.save }).click();
    await expect(card.getByRole('textbox', { name: m.locales.ko })).toHaveAccessibleDescription(/한국어 대체 텍스트를 입력하세요/);
    await card.getByRole('textbox', { name: m.locales.ko }).fill(alt);
    await card.getByRole('textbox', { name: m.locales.en }).fill(`Office entrance ${stamp}`);
    await card.getByRole('button', { name: m.save }).click();
    await expect(page.getByRole('status').filter({ hasText: m.saved })).toBeVisible();
    await expect(card).toContainText(`${m.altHeading}: ${alt}`);

    // Now it goes in with its Korean alt text, and the notice is saved with it.
    dialog = await openNotice(page, title);
    field = await pickFromLibrary(dialog, used);
    await expect(field.getByRole('textbox', { name: n.fields.content }).getByRole('img', { name: alt })).toHaveAttribute('src', /^\/api\/uploads\/[0-9a-f-]+\.webp$/);
    await dialog.getByRole('button', { name: c.save, exact: true }).click();
    await expect(dialog).toBeHidden();

    // The library names the notice, and deleting is refused with it named.
    await page.getByRole('tab', { name: adminKo.tabs.media }).click();
    const usageName = `${m.kinds.notice}: ${title}`;
    const usage = card.getByRole('link', { name: usageName });
    await expect(usage).toHaveAttribute('href', `#notices/${noticeId}`);
    // With the field in words (the body), not its stored name.
    await expect(card.getByRole('listitem').filter({ has: page.getByRole('link', { name: usageName }) })).toContainText(`(${m.fields.content})`);
    await card.getByRole('button', { name: m.delete, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: m.deleteTitle });
    await confirm.getByRole('button', { name: m.delete, exact: true }).click();
    await expect(confirm).toContainText(m.inUse);
    await expect(confirm).toContainText(title);
    await confirm.getByRole('button', { name: m.cancel, exact: true }).click();
    await expect(card).toBeVisible();

    // The usage opens the notice's dialog, the image in its text.
    await usage.click();
    dialog = page.getByRole('dialog', { name: n.dialogEdit });
    await expect(dialog.getByRole('textbox', { name: n.fields.title, exact: true })).toHaveValue(title);
    await expect(dialog.getByRole('group', { name: n.fields.content }).getByRole('img', { name: alt })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('tab', { name: adminKo.tabs.media }).click();

    // An unused one: found by the filter, deleted after the question.
    await uploadInMediaTab(page, spare);
    await page.getByRole('radio', { name: m.filters.unused }).check();
    const list = page.getByRole('list', { name: m.listLabel });
    await expect(list.getByRole('heading', { name: spare, exact: true })).toBeVisible();
    await expect(list.getByRole('heading', { name: used, exact: true })).toHaveCount(0);
    await list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: spare, exact: true }) }).getByRole('button', { name: m.delete, exact: true }).click();
    await page.getByRole('alertdialog', { name: m.deleteTitle }).getByRole('button', { name: m.delete, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: m.deleted })).toBeVisible();
    await expect(page.getByRole('heading', { name: spare, exact: true })).toHaveCount(0);

    // It is in the trash, saying when it goes for good, and comes back from there.
    await page.getByRole('radio', { name: m.filters.trash }).check();
    const trashed = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: spare, exact: true }) });
    await expect(trashed).toContainText(adminCredentials.username);
    await expect(trashed.getByRole('button', { name: m.delete, exact: true })).toHaveCount(0);
    await trashed.getByRole('button', { name: m.restore, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: m.restored })).toBeVisible();
    await expect(page.getByRole('heading', { name: spare, exact: true })).toHaveCount(0);
    await page.getByRole('radio', { name: m.filters.all }).check();
    await expect(page.getByRole('heading', { name: spare, exact: true })).toBeVisible();
  } finally {
    await deleteTestNotice(page, noticeId);
  }
});

for (const viewport of [{ width: 375, height: 812 }, { width: 1440, height: 900 }]) {
  test(`the Media tab with an alt text form open is axe-clean and fits (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInThroughUi(page, '/admin#media');
    const card = await uploadInMediaTab(page, `media-axe-${viewport.width}-${Date.now().toString(36)}.png`);
    await card.getByRole('button', { name: m.editAlt }).click();
    await expect(card.getByRole('textbox', { name: m.locales.ko })).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(await axeViolations(page)).toEqual([]);

    // The trash view, with that image in it.
    await card.getByRole('button', { name: m.cancel, exact: true }).click();
    await card.getByRole('button', { name: m.delete, exact: true }).click();
    await page.getByRole('alertdialog', { name: m.deleteTitle }).getByRole('button', { name: m.delete, exact: true }).click();
    await expect(card).toHaveCount(0);
    await page.getByRole('radio', { name: m.filters.trash }).check();
    await expect(card.getByRole('button', { name: m.restore, exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(await axeViolations(page)).toEqual([]);
  });
}
