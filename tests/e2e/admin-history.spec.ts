/**
 * No slip is final, in the back office: an older version of a notice is found in its revisions,
 * compared with the current text and restored; a deleted notice waits in the tab's trash and comes
 * back from it.
 */
import { expect, test, type Page } from './fixtures.ts';
import { contentKo } from '#data/admin/content/ko.ts';
import { axeViolations, signInThroughUi } from './admin-helpers.ts';

const c = contentKo;
const h = c.common.history;

async function noticeVersions(page: Page, titles: string[]): Promise<number> {
  const created = await page.request.post('/api/admin/notices', { data: { title: titles[0], content: `<p>${titles[0]} 본문</p>`, author: '관리자' } });
  const { id } = (await created.json()) as { id: number };
  for (const [i, title] of titles.slice(1).entries()) {
    const edited = await page.request.put(`/api/admin/notices/${id}`, { data: { title, content: `<p>${title} 본문</p>`, author: '관리자' }, headers: { 'If-Match': `"v${i + 1}"` } });
    expect(edited.status()).toBe(200);
  }
  return id;
}

const rowOf = (page: Page, title: string) => page.getByRole('list', { name: c.notices.listLabel }).getByRole('listitem').filter({ hasText: title });

test('an older version is compared with the current text and restored', async ({ page }) => {
  const tag = Date.now().toString(36);
  await signInThroughUi(page, '/admin#notices');
  await noticeVersions(page, [`처음 제목 ${tag}`, `둘째 제목 ${tag}`, `잘못된 제목 ${tag}`]);
  await page.reload();

  await rowOf(page, `잘못된 제목 ${tag}`).getByRole('button', { name: new RegExp(`^${c.common.edit}`) }).click();
  const dialog = page.getByRole('dialog', { name: c.notices.dialogEdit });
  await dialog.getByText(h.heading, { exact: true }).click();
  const versions = dialog.getByRole('listitem').filter({ hasText: /^v\d/ });
  await expect(versions).toHaveCount(2);
  const first = versions.filter({ hasText: `처음 제목 ${tag}` });

  await first.getByRole('button', { name: h.compare }).click();
  const comparison = first.getByRole('region', { name: /v1에서 현재까지/ });
  await expect(comparison.locator('del')).toContainText(['처음']);
  await expect(comparison.locator('ins')).toContainText(['잘못된']);
  expect(await axeViolations(page)).toEqual([]);

  await first.getByRole('button', { name: h.restore }).click();
  const confirm = page.getByRole('alertdialog', { name: h.restoreTitle });
  await confirm.getByRole('button', { name: h.restore }).click();
  await expect(page.getByRole('status').filter({ hasText: h.restored })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: c.notices.fields.title, exact: true })).toHaveValue(`처음 제목 ${tag}`);
  // The dialog shows the item as it is now; the text the restore replaced is kept too.
  await dialog.getByText(h.heading, { exact: true }).click();
  await expect(dialog.getByRole('listitem').filter({ hasText: `잘못된 제목 ${tag}` })).toBeVisible();
  await dialog.getByRole('button', { name: c.common.cancel, exact: true }).click();
  await expect(rowOf(page, `처음 제목 ${tag}`)).toBeVisible();
});

test('a deleted notice waits in the trash and comes back', async ({ page }) => {
  const title = `휴지통 공지 ${Date.now().toString(36)}`;
  await signInThroughUi(page, '/admin#notices');
  await noticeVersions(page, [title]);
  await page.reload();

  await rowOf(page, title).getByRole('button', { name: new RegExp(`^${c.common.delete}`) }).click();
  const confirm = page.getByRole('alertdialog', { name: c.common.confirmTitle });
  await expect(confirm).toContainText('30일 안에 복원할 수 있습니다');
  await confirm.getByRole('button', { name: c.common.delete, exact: true }).click();
  await expect(rowOf(page, title)).toHaveCount(0);

  const trash = page.getByRole('group').filter({ has: page.getByText(/^휴지통 \(\d+\)$/) });
  await trash.getByText(/^휴지통 \(\d+\)$/).click();
  const trashed = trash.getByRole('listitem').filter({ hasText: title });
  await expect(trashed).toContainText('님이');
  await expect(trashed).toContainText('완전 삭제 예정');
  expect(await axeViolations(page)).toEqual([]);
  await trashed.getByRole('button', { name: `${c.common.trash.restore} ${title}` }).click();
  await expect(page.getByRole('status').filter({ hasText: c.common.trash.restored })).toBeVisible();
  await expect(trashed).toHaveCount(0);
  await expect(rowOf(page, title)).toBeVisible();
});
