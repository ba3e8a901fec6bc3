/**
 * The admin content tabs end to end: for a notice, an FAQ and a CSR post — create with bold text (the
 * toolbar), a link, an uploaded image and a table; edit (new title, an English translation); see it
 * on the public pages after hydration and, after the rebuild, in the static HTML, with the text that
 * looks like a script never run; delete it.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures.ts';
import { contentKo } from '#data/admin/content/ko.ts';
import { fill } from '#data/admin/app/index.ts';
import { editorStringsKo } from '#data/admin/editor/ko.ts';
import { axeViolations, signInThroughUi } from './admin-helpers.ts';
import { makePng } from './png.ts';
import { hydrateIslands } from './page-helpers.ts';

const c = contentKo;
const ed = editorStringsKo;
/** Typed as text: it must reach the pages escaped, never as a script. */
const SCRIPT_TEXT = '<script>window.__e2eInjected=1</script>';
const LINK = 'https://example.com/e2e-link';
/** A static build takes 1-3 minutes here; the debounce adds a little. */
const REBUILD_TIMEOUT = 5 * 60_000;

test.describe.configure({ timeout: 10 * 60_000 });

function unique(label: string): string {
  return `E2E ${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

async function openTab(page: Page, tab: string, heading: string) {
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
}

/**
 * Fills a rich-text field through its toolbar: a bold sentence, a link, an uploaded image, a table
 * and a line that looks like a script.
 */
async function composeRichText(dialog: Locator, label: string, words: string) {
  const page = dialog.page();
  const field = dialog.getByRole('group', { name: label });
  const surface = field.getByRole('textbox', { name: label });
  // Each step waits for the editor's answer, and typing starts from a click into the text and
  // Ctrl+End, so no keystroke depends on where a toolbar click left the selection.
  // Clicking the corner (padding) puts the caret in the text, never on the image or the link.
  // The editor learns where the caret is from the document's selectionchange event, which the
  // browser queues as a task after the key or click that moved it; a key pressed before that task ran
  // would act on the old selection (Chromium 156 runs it later than earlier versions did). Waiting
  // for a task queued after it is waiting for that event, not a delay.
  const selectionSettled = () => page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  const caretToEnd = async () => {
    await surface.click({ position: { x: 4, y: 4 } });
    await page.keyboard.press('ControlOrMeta+End');
    await selectionSettled();
  };
  const typeAtEnd = async (text: string, newParagraph: boolean) => {
    await caretToEnd();
    if (newParagraph) await page.keyboard.press('Enter');
    await page.keyboard.type(text);
    await expect(surface).toContainText(text);
  };
  await typeAtEnd(words, false);
  await page.keyboard.press('Shift+Home');
  await selectionSettled();
  await field.getByRole('button', { name: ed.bold, exact: true }).click();
  await expect(surface.locator('strong, b').filter({ hasText: words })).toBeVisible();

  await typeAtEnd('link text', true);
  await page.keyboard.press('Shift+Home');
  await selectionSettled();
  await field.getByRole('button', { name: ed.link, exact: true }).click();
  await page.getByRole('textbox', { name: ed.linkForm.url }).fill(LINK);
  await page.getByRole('button', { name: ed.linkForm.apply, exact: true }).click();
  await expect(surface.locator(`a[href="${LINK}"]`)).toHaveText('link text');

  await typeAtEnd(SCRIPT_TEXT, true);
  await page.keyboard.press('Enter');

  await field.getByRole('button', { name: ed.image, exact: true }).click();
  await page.getByLabel(ed.imageForm.file).setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: makePng(24, 16) });
  await page.getByRole('textbox', { name: ed.imageForm.alt }).fill('e2e image');
  await page.getByRole('button', { name: ed.imageForm.insert, exact: true }).click();
  await expect(surface.getByRole('img', { name: 'e2e image' })).toHaveAttribute('src', /^\/api\/uploads\//);

  await caretToEnd();
  await field.getByRole('button', { name: ed.table, exact: true }).click();
  await expect(surface.locator('table')).toBeVisible();

  await expect(surface.locator('strong, b').filter({ hasText: words })).toBeVisible();
  await expect(surface.locator(`a[href="${LINK}"]`)).toHaveText('link text');
}

async function save(page: Page, dialog: Locator, toast: { title: string; description?: string }) {
  await dialog.getByRole('button', { name: c.common.save, exact: true }).click();
  await expect(dialog).toBeHidden();
  const shown = page.getByRole('status').filter({ hasText: toast.title });
  await expect(shown).toBeVisible();
  if (toast.description) await expect(shown).toContainText(toast.description);
}

async function addEnglish(dialog: Locator, fields: { title: { label: string; value: string }; body?: { label: string; value: string } }) {
  await dialog.getByRole('tab', { name: /English/ }).click();
  await dialog.getByRole('textbox', { name: fields.title.label, exact: true }).fill(fields.title.value);
  if (fields.body) {
    const surface = dialog.getByRole('group', { name: fields.body.label }).getByRole('textbox', { name: fields.body.label });
    await surface.click();
    await dialog.page().keyboard.type(fields.body.value);
  }
  await expect(dialog.getByRole('tab', { name: /English/ })).not.toContainText(c.common.untranslated);
}

async function rename(dialog: Locator, label: string, value: string) {
  const field = dialog.getByRole('textbox', { name: label, exact: true });
  await field.fill(value);
}

async function remove(page: Page, list: Locator, title: string, toast: { title: string; description?: string }) {
  const row = list.getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: new RegExp(`^${c.common.delete}`) }).click();
  const confirm = page.getByRole('alertdialog', { name: c.common.confirmTitle });
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: c.common.delete, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: toast.title })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
}

/** Waits until the rebuilt static page holds the text; the typed script text stays escaped. */
async function expectStaticHtml(request: APIRequestContext, path: string, text: string) {
  await expect
    .poll(async () => (await request.get(path, { headers: { 'Cache-Control': 'no-cache' } })).text(), { timeout: REBUILD_TIMEOUT, intervals: [2_000, 5_000] })
    .toContain(text);
  const html = await (await request.get(path)).text();
  expect(html).not.toContain(SCRIPT_TEXT);
}

/** The rendered rich text holds what the editor made, and the script-like text never ran. */
async function expectRichContent(page: Page, body: Locator, words: string) {
  await expect(body.locator('strong, b').filter({ hasText: words })).toBeVisible();
  await expect(body.locator(`a[href="${LINK}"]`)).toHaveText('link text');
  await expect(body.getByRole('img', { name: 'e2e image' })).toHaveAttribute('src', /^\/api\/uploads\//);
  await expect(body.locator('table')).toBeAttached();
  await expect(body).toContainText(SCRIPT_TEXT);
  expect(await page.evaluate(() => (window as unknown as { __e2eInjected?: number }).__e2eInjected)).toBeUndefined();
}

test('notice: create with rich text, edit with an English title, public and rebuilt pages, delete', async ({ page, request }) => {
  const s = c.notices;
  const title = unique('notice');
  const edited = `${title} edited`;
  const english = `${title} in English`;
  await signInThroughUi(page);
  await openTab(page, '공지사항', s.heading);
  await page.getByRole('button', { name: s.newButton }).click();
  let dialog = page.getByRole('dialog', { name: s.dialogCreate });
  await expect(dialog.getByRole('textbox', { name: s.fields.title, exact: true })).toBeFocused();
  await expect(dialog.getByRole('textbox', { name: s.fields.author })).toHaveValue(process.env.E2E_ADMIN_USERNAME ?? 'e2e-admin');
  await dialog.getByRole('textbox', { name: s.fields.title, exact: true }).fill(title);
  await composeRichText(dialog, s.fields.content, 'bold notice words');
  await save(page, dialog, s.created);

  const list = page.getByRole('list', { name: s.listLabel });
  const row = list.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('bold notice words');
  await row.getByRole('button', { name: new RegExp(`^${c.common.edit}`) }).click();
  dialog = page.getByRole('dialog', { name: s.dialogEdit });
  await rename(dialog, s.fields.title, edited);
  await addEnglish(dialog, { title: { label: s.fields.title, value: english }, body: { label: s.fields.content, value: 'English notice body' } });
  await save(page, dialog, s.updated);
  await expect(list.getByRole('listitem').filter({ hasText: edited })).toContainText(fill(c.common.tracking.badge, { language: 'English', status: c.common.tracking.statuses.current }));

  // The list's search: by a word of the body, then by something no notice holds.
  const search = page.getByRole('searchbox', { name: c.common.search });
  const total = await list.getByRole('listitem').count();
  await search.fill(`${title.toUpperCase()} BOLD`);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: c.common.searchCount.replace('{count}', String(total)).replace('{shown}', '1') })).toBeVisible();
  await search.fill('no notice holds this phrase');
  await expect(list).toBeHidden();
  await expect(page.getByText(c.common.noMatches.replace('{query}', 'no notice holds this phrase'))).toBeVisible();
  await search.fill('');
  await expect(list.getByRole('listitem')).toHaveCount(total);

  await page.goto('/notices');
  await hydrateIslands(page);
  await expect(page.locator('[data-state="fresh"]')).toBeVisible();
  await page.getByRole('button', { name: edited, exact: true }).click();
  const notice = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: edited, exact: true }) });
  await expectRichContent(page, notice, 'bold notice words');
  await page.goto('/en/notices');
  await hydrateIslands(page);
  await expect(page.locator('[data-state="fresh"]')).toBeVisible();
  await expect(page.getByRole('button', { name: english, exact: true })).toBeVisible();

  await expectStaticHtml(request, '/notices', edited);
  await expectStaticHtml(request, '/en/notices', english);

  await page.goto('/admin#notices'); // still signed in: the session cookie stays
  await remove(page, page.getByRole('list', { name: s.listLabel }), edited, s.deleted);
});

test('FAQ: create with rich text, edit with an English question, public and rebuilt pages, delete', async ({ page, request }) => {
  const s = c.faqs;
  const question = unique('faq');
  const edited = `${question} edited?`;
  const english = `${question} in English?`;
  await signInThroughUi(page);
  await openTab(page, 'FAQ', s.heading);
  await page.getByRole('button', { name: s.newButton }).click();
  let dialog = page.getByRole('dialog', { name: s.dialogCreate });
  await dialog.getByRole('textbox', { name: s.fields.question, exact: true }).fill(question);
  await composeRichText(dialog, s.fields.answer, 'bold answer words');
  await dialog.getByRole('combobox', { name: s.fields.category }).selectOption('비자');
  await dialog.getByRole('spinbutton', { name: s.fields.order }).fill('1');
  await save(page, dialog, s.created);

  const list = page.getByRole('list', { name: s.listLabel });
  await list.getByRole('listitem').filter({ hasText: question }).getByRole('button', { name: new RegExp(`^${c.common.edit}`) }).click();
  dialog = page.getByRole('dialog', { name: s.dialogEdit });
  await expect(dialog.getByRole('combobox', { name: s.fields.category })).toHaveValue('비자');
  await rename(dialog, s.fields.question, edited);
  await addEnglish(dialog, { title: { label: s.fields.question, value: english }, body: { label: s.fields.answer, value: 'English answer' } });
  await save(page, dialog, s.updated);
  await expect(list.getByRole('listitem').filter({ hasText: edited })).toContainText('비자');

  await page.goto('/faq');
  await hydrateIslands(page);
  await expect(page.locator('[data-state="fresh"]')).toBeVisible();
  await page.getByRole('tab', { name: '비자', exact: true }).click();
  await page.getByRole('button', { name: edited, exact: true }).click();
  const item = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: edited, exact: true }) });
  await expectRichContent(page, item, 'bold answer words');
  await page.goto('/en/faq');
  await hydrateIslands(page);
  await expect(page.locator('[data-state="fresh"]')).toBeVisible();
  await page.getByRole('tab', { name: 'Visa', exact: true }).click();
  await expect(page.getByRole('button', { name: english, exact: true })).toBeVisible();

  await expectStaticHtml(request, '/faq', edited);
  await expectStaticHtml(request, '/en/faq', english);

  await page.goto('/admin#faqs'); // still signed in: the session cookie stays
  await remove(page, page.getByRole('list', { name: s.listLabel }), edited, s.deleted);
});

test('CSR post: create with rich text and an uploaded featured image, edit with English, public and rebuilt pages, delete', async ({ page, request }) => {
  const s = c.csr;
  const title = unique('csr');
  const edited = `${title} edited`;
  const english = `${title} in English`;
  await signInThroughUi(page);
  await openTab(page, 'CSR', s.heading);
  await page.getByRole('button', { name: s.newButton }).click();
  let dialog = page.getByRole('dialog', { name: s.dialogCreate });
  await dialog.getByRole('textbox', { name: s.fields.title, exact: true }).fill(title);
  await dialog.getByRole('textbox', { name: s.fields.excerpt }).fill('A short excerpt');
  await composeRichText(dialog, s.fields.content, 'bold story words');
  await dialog.getByRole('combobox', { name: s.fields.category }).selectOption('교육지원');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: `${s.fields.upload} (${s.fields.featuredImage})` }).click();
  await (await chooser).setFiles({ name: 'cover.png', mimeType: 'image/png', buffer: makePng(32, 20) });
  await expect(dialog.getByRole('textbox', { name: s.fields.featuredImage })).toHaveValue(/^\/api\/uploads\//);
  await expect(dialog.getByRole('checkbox', { name: s.fields.published })).toBeChecked();
  await save(page, dialog, s.created);

  const list = page.getByRole('list', { name: s.listLabel });
  await expect(list.getByRole('listitem').filter({ hasText: title })).toContainText('교육지원');
  await list.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: new RegExp(`^${c.common.edit}`) }).click();
  dialog = page.getByRole('dialog', { name: s.dialogEdit });
  await rename(dialog, s.fields.title, edited);
  await addEnglish(dialog, { title: { label: s.fields.title, value: english }, body: { label: s.fields.content, value: 'English story' } });
  await save(page, dialog, s.updated);

  await page.goto('/about/csr');
  await hydrateIslands(page);
  await expect(page.locator('[data-state="fresh"]')).toBeVisible();
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: edited });
  const href = (await card.getByRole('link').first().getAttribute('href'))!;
  expect(href).toMatch(/^\/about\/csr\/\d+$/);
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible();
  await expectRichContent(page, page.locator('article'), 'bold story words');
  await page.goto('/en/about/csr');
  await hydrateIslands(page);
  await expect(page.locator('[data-state="fresh"]')).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: english })).toBeVisible();

  await expectStaticHtml(request, '/about/csr', edited);
  await expectStaticHtml(request, href, edited);
  await expectStaticHtml(request, '/en/about/csr', english);

  await page.goto('/admin#csr'); // still signed in: the session cookie stays
  await remove(page, page.getByRole('list', { name: s.listLabel }), edited, s.deleted);
});

test('dialogs: focus in and back, Escape, new clears the form, field errors keep the dialog open, no axe findings', async ({ page }) => {
  await signInThroughUi(page);
  await openTab(page, 'CSR', c.csr.heading);
  const list = page.getByRole('list', { name: c.csr.listLabel });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const rows = await list.getByRole('listitem').count();

  // Edit fills the form; Escape closes and focus returns to the row's edit button.
  const firstRow = list.getByRole('listitem').first();
  const editButton = firstRow.getByRole('button', { name: new RegExp(`^${c.common.edit}`) });
  const storedTitle = (await firstRow.getByRole('heading').textContent())!;
  await editButton.click();
  let dialog = page.getByRole('dialog', { name: c.csr.dialogEdit });
  await expect(dialog.getByRole('textbox', { name: c.csr.fields.title, exact: true })).toHaveValue(storedTitle);
  await expect(dialog.getByRole('textbox', { name: c.csr.fields.title, exact: true })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(editButton).toBeFocused();

  // 'New' starts empty, with the translation indicator on every other language.
  await page.getByRole('button', { name: c.csr.newButton }).click();
  dialog = page.getByRole('dialog', { name: c.csr.dialogCreate });
  const title = dialog.getByRole('textbox', { name: c.csr.fields.title, exact: true });
  await expect(title).toHaveValue('');
  await expect(dialog.getByText(c.common.missingSummary.replace('{list}', 'English, Bahasa Indonesia, 中文, 日本語'))).toBeVisible();
  await expect(dialog.getByRole('tab', { name: /日本語/ })).toContainText(c.common.untranslated);

  // Escape inside the editor's link form closes only that form, not the dialog.
  await dialog.getByRole('textbox', { name: c.csr.fields.content, exact: true }).click();
  await dialog.getByRole('button', { name: ed.link, exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: ed.linkForm.url })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('textbox', { name: ed.linkForm.url })).toBeHidden();
  await expect(dialog).toBeVisible();

  // Korean title and content are required: the errors show under the fields, focus goes to the first.
  await dialog.getByRole('button', { name: c.common.save, exact: true }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: c.common.fixErrors })).toBeVisible();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveAccessibleDescription(c.common.required);
  await expect(title).toBeFocused();
  await expect(dialog.getByRole('group', { name: c.csr.fields.content })).toHaveAccessibleDescription(c.common.required);

  await title.fill('E2E rejected post');
  const surface = dialog.getByRole('textbox', { name: c.csr.fields.content, exact: true });
  await surface.click();
  await page.keyboard.type('body');

  // The address panels refuse what they cannot take, under the field, and keep the panel open.
  await dialog.getByRole('button', { name: ed.link, exact: true }).click();
  const linkUrl = dialog.getByRole('textbox', { name: ed.linkForm.url });
  await linkUrl.fill('javascript:alert(1)');
  await page.keyboard.press('Enter');
  await expect(linkUrl).toHaveAttribute('aria-invalid', 'true');
  await expect(linkUrl).toHaveAccessibleDescription(`${ed.linkForm.hint} ${ed.linkForm.invalid}`);
  await dialog.getByRole('group', { name: ed.linkForm.title }).getByRole('button', { name: ed.linkForm.cancel, exact: true }).click();
  await expect(linkUrl).toBeHidden();
  await dialog.getByRole('button', { name: ed.video, exact: true }).click();
  const videoUrl = dialog.getByRole('textbox', { name: ed.videoForm.url });
  await videoUrl.fill('https://example.com/watch?v=dQw4w9WgXcQ');
  await dialog.getByRole('button', { name: ed.videoForm.insert, exact: true }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: ed.videoForm.invalid })).toBeVisible();
  await videoUrl.fill('https://youtu.be/dQw4w9WgXcQ');
  await expect(dialog.getByRole('alert').filter({ hasText: ed.videoForm.invalid })).toBeHidden();
  await dialog.getByRole('button', { name: ed.videoForm.insert, exact: true }).click();
  await expect(videoUrl).toBeHidden();
  await expect(dialog.getByText('YouTube · dQw4w9WgXcQ')).toBeVisible();

  // The server's field error (an unsafe image address) shows under its field; nothing is stored.
  await dialog.getByRole('textbox', { name: c.csr.fields.featuredImage }).fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: c.common.save, exact: true }).click();
  const image = dialog.getByRole('textbox', { name: c.csr.fields.featuredImage });
  await expect(image).toHaveAttribute('aria-invalid', 'true');
  await expect(image).toBeFocused();
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: c.common.cancel, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: c.csr.newButton })).toBeFocused();
  await expect(list.getByRole('listitem')).toHaveCount(rows);

  // The delete confirmation: the safe choice first; cancelling keeps the row.
  await firstRow.getByRole('button', { name: new RegExp(`^${c.common.delete}`) }).click();
  const confirm = page.getByRole('alertdialog', { name: c.common.confirmTitle });
  await expect(confirm.getByRole('button', { name: c.common.cancel })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(list.getByRole('listitem')).toHaveCount(rows);
  expect(await axeViolations(page)).toEqual([]);
});

test('stored styles (colour, alignment) load into the editor and survive a save, with no CSP report', async ({ page }) => {
  const s = c.notices;
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await signInThroughUi(page);
  const title = unique('styled notice');
  const content = '<p style="text-align: center;"><span style="color: #c00000;">red centred words</span></p>';
  // Stored through the API as another administrator's save would have left it.
  const created = await page.evaluate(
    async (body) => (await fetch('/api/admin/notices', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
    { title, content, author: 'e2e', category: Object.keys(s.categories)[0], isImportant: false, isPinned: false, isPublished: false },
  );
  expect(created).toBe(201);

  await openTab(page, '공지사항', s.heading);
  const list = page.getByRole('list', { name: s.listLabel });
  await list.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: new RegExp(`^${c.common.edit}`) }).click();
  const dialog = page.getByRole('dialog', { name: s.dialogEdit });
  const surface = dialog.getByRole('group', { name: s.fields.content }).getByRole('textbox', { name: s.fields.content });
  const words = surface.getByText('red centred words');
  await expect(words).toHaveCSS('color', 'rgb(192, 0, 0)');
  await expect(surface.locator('p').filter({ hasText: 'red centred words' })).toHaveCSS('text-align', 'center');
  await rename(dialog, s.fields.title, `${title} saved`);
  await save(page, dialog, s.updated);

  const stored = await page.evaluate(async () => (await (await fetch('/api/admin/notices')).json()) as { title: string; content: string }[]);
  const saved = stored.find((notice) => notice.title === `${title} saved`)!.content;
  expect(saved).toMatch(/<p[^>]*style="[^"]*text-align:\s*center/);
  expect(saved).toMatch(/<span[^>]*style="[^"]*color:\s*#c00000[^"]*">red centred words<\/span>/);
  await remove(page, list, `${title} saved`, s.deleted);
  expect(consoleErrors.filter((text) => /Content Security Policy|Refused to apply/i.test(text))).toEqual([]);
});
