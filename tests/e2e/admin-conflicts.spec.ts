/**
 * Nothing silently overwritten: two administrators (two browsers) edit the same notice; the second
 * save is refused by the server, the dialog keeps what was typed and says who changed the item, and
 * the editor chooses to save over it or to load the newer version. Drafts alike: a draft saved
 * meanwhile is never replaced or discarded unseen. And a CSR story keeps its author
 * and publication date through another administrator's edit, and shows both dates to visitors.
 */
import { expect, test, type Browser, type Page } from './fixtures.ts';
import { contentKo } from '#data/admin/content/ko.ts';
import { csrSeed } from '#data/pages/csr/index.ts';
import { adminCredentials, axeViolations, deleteTestNotice, sameOrigin, signInThroughUi } from './admin-helpers.ts';

const c = contentKo;

async function signedIn(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signInThroughUi(page, '/admin#notices');
  return page;
}

async function openEdit(page: Page, title: string) {
  const row = page.getByRole('list', { name: c.notices.listLabel }).getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: new RegExp(`^${c.common.edit}`) }).click();
  const dialog = page.getByRole('dialog', { name: c.notices.dialogEdit });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a second editor of the same notice is told who changed it first and chooses: save over it, or load it', async ({ browser }) => {
  const title = `동시 편집 ${Date.now().toString(36)}`;
  const alice = await signedIn(browser);
  const bob = await signedIn(browser);
  try {
    const created = await alice.request.post('/api/admin/notices', { data: { title, content: '<p>처음 본문</p>', author: '관리자' } });
    expect(created.status()).toBe(201);
    await alice.reload();
    await bob.reload();

    const aliceDialog = await openEdit(alice, title);
    const bobDialog = await openEdit(bob, title);
    await aliceDialog.getByRole('textbox', { name: c.notices.fields.title, exact: true }).fill(`${title} (앨리스)`);
    await aliceDialog.getByRole('button', { name: c.common.save, exact: true }).click();
    await expect(aliceDialog).toBeHidden();

    // Bob saves what he typed on the version he opened: refused, his text kept, the reason shown.
    const bobTitle = bobDialog.getByRole('textbox', { name: c.notices.fields.title, exact: true });
    await bobTitle.fill(`${title} (밥)`);
    await bobDialog.getByRole('button', { name: c.common.save, exact: true }).click();
    const notice = bobDialog.getByRole('alert').filter({ hasText: c.common.conflict.title });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(`${adminCredentials.username}님이`);
    await expect(bobTitle).toHaveValue(`${title} (밥)`);
    expect(await axeViolations(bob)).toEqual([]);

    // He saves over it deliberately: it is his text now, at the next version.
    await notice.getByRole('button', { name: c.common.conflict.overwrite }).click();
    await expect(bobDialog).toBeHidden();
    const stored = await (await bob.request.get('/api/admin/notices')).json() as { id: number; title: string; version: number }[];
    expect(stored.find((n) => n.title === `${title} (밥)`)?.version).toBe(3);

    // Alice, still on version 2, edits again and this time loads the newer version instead.
    const again = await openEdit(alice, `${title} (앨리스)`);
    await again.getByRole('textbox', { name: c.notices.fields.title, exact: true }).fill(`${title} (앨리스 다시)`);
    await again.getByRole('button', { name: c.common.save, exact: true }).click();
    const second = again.getByRole('alert').filter({ hasText: c.common.conflict.title });
    await second.getByRole('button', { name: c.common.conflict.reload }).click();
    await expect(again.getByRole('textbox', { name: c.notices.fields.title, exact: true })).toHaveValue(`${title} (밥)`);
    await expect(second).toBeHidden();
  } finally {
    await alice.context().close();
    await bob.context().close();
  }
});

test('two editors drafting one notice: the second is told whose draft is there and saves over it by choice; a stale discard is refused', async ({ browser }) => {
  const title = `초안 동시 편집 ${Date.now().toString(36)}`;
  const alice = await signedIn(browser);
  const bob = await signedIn(browser);
  const created = await alice.request.post('/api/admin/notices', { headers: sameOrigin(alice), data: { title, content: '<p>본문</p>', author: '관리자' } });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;
  const titleBox = (dialog: ReturnType<Page['getByRole']>) => dialog.getByRole('textbox', { name: c.notices.fields.title, exact: true });
  try {
    await alice.reload();
    await bob.reload();
    const aliceDialog = await openEdit(alice, title);
    const bobDialog = await openEdit(bob, title);
    await titleBox(aliceDialog).fill(`${title} (앨리스 초안)`);
    await aliceDialog.getByRole('button', { name: c.common.drafts.saveDraft }).click();
    await expect(aliceDialog.getByRole('region', { name: c.common.drafts.heading }).getByText(/저장한 초안입니다/)).toBeVisible();

    // Bob opened the notice before Alice's draft existed: his draft save is refused, his text kept.
    await titleBox(bobDialog).fill(`${title} (밥 초안)`);
    await bobDialog.getByRole('button', { name: c.common.drafts.saveDraft }).click();
    const notice = bobDialog.getByRole('alert').filter({ hasText: c.common.conflict.draftTitle });
    await expect(notice).toContainText(`${adminCredentials.username}님이`);
    await expect(titleBox(bobDialog)).toHaveValue(`${title} (밥 초안)`);
    expect(await axeViolations(bob)).toEqual([]);
    await notice.getByRole('button', { name: c.common.conflict.draftOverwrite }).click();
    await expect(notice).toBeHidden();
    const listed = (await (await bob.request.get('/api/admin/notices')).json()) as { id: number; version: number; draft: { data: { title: string } } | null }[];
    // Saved as his draft, over hers; the live notice is untouched (still version 1).
    expect(listed.find((n) => n.id === id)).toMatchObject({ version: 1, draft: { data: { title: `${title} (밥 초안)` } } });

    // Alice, still looking at her own draft, discards it: refused, and her dialog now shows Bob's.
    await aliceDialog.getByRole('button', { name: c.common.drafts.discard, exact: true }).click();
    // Said at the top of the form, brought into view from the button below.
    await expect(aliceDialog.getByText(c.common.drafts.discardChanged)).toBeInViewport();
    await expect(titleBox(aliceDialog)).toHaveValue(`${title} (밥 초안)`);
    await aliceDialog.getByRole('button', { name: c.common.drafts.discard, exact: true }).click();
    await expect(aliceDialog.getByText(c.common.drafts.newNote)).toBeVisible();
    const after = (await (await alice.request.get(`/api/admin/notices/${id}`)).json()) as { draft: unknown };
    expect(after.draft).toBeNull();
  } finally {
    await deleteTestNotice(alice, id);
    await alice.context().close();
    await bob.context().close();
  }
});

test('a CSR story keeps its author and publication date through an edit; visitors see both dates', async ({ page }) => {
  const title = `게시일 유지 ${Date.now().toString(36)}`;
  await signInThroughUi(page, '/admin#csr');
  const created = await page.request.post('/api/admin/csr-posts', {
    data: { title, content: '<p>오래된 이야기</p>', category: '사회공헌', publishedAt: '2019-05-01T09:00:00+07:00' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await page.reload();

  const row = page.getByRole('list', { name: c.csr.listLabel }).getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('게시일 2019. 5. 1.');
  await row.getByRole('button', { name: new RegExp(`^${c.common.edit}`) }).click();
  const dialog = page.getByRole('dialog', { name: c.csr.dialogEdit });
  await expect(dialog.getByLabel(c.csr.fields.publishedAt)).toHaveValue('2019-05-01T09:00');
  await dialog.getByRole('textbox', { name: c.csr.fields.title, exact: true }).fill(`${title} 고침`);
  await dialog.getByRole('button', { name: c.common.save, exact: true }).click();
  await expect(dialog).toBeHidden();

  const edited = page.getByRole('list', { name: c.csr.listLabel }).getByRole('listitem').filter({ hasText: `${title} 고침` });
  await expect(edited).toContainText('게시일 2019. 5. 1.');
  await expect(edited).toContainText(`작성자 ${adminCredentials.username}`);
  await expect(edited).toContainText(`최종 수정 ${adminCredentials.username}`);

  // The public page of a story newer than the build (the fallback) labels both dates, in English too.
  for (const [locale, prefix] of [['ko', ''], ['en', '/en']] as const) {
    const strings = csrSeed[locale].detail;
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(`${prefix}/about/csr/${id}`);
    const published = visitor.getByText(strings.published).locator('time');
    await expect(published).toHaveAttribute('datetime', '2019-05-01T02:00:00.000Z');
    await expect(visitor.getByText(`${strings.lastModified}:`).locator('time')).toHaveAttribute('datetime', /^20\d\d-/);
    await visitor.close();
  }
});
