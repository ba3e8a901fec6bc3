/**
 * Translation status end to end, at a 375 px phone and a 1440 px desktop: a notice translated into
 * English and Japanese; its Korean title is edited, so both badges turn to "needs review" and the
 * list's "needs translation into English" filter finds it; in the dialog the English title is
 * confirmed as still fitting and the Japanese title is retyped; after the save both are current
 * and the filter lets the notice go. The dashboard counts the coverage. Axe-clean at each step.
 */
import { expect, test, type Locator, type Page } from './fixtures.ts';
import { adminKo } from '#data/admin/app/ko.ts';
import { fill } from '#data/admin/app/index.ts';
import { contentKo } from '#data/admin/content/ko.ts';
import { axeViolations, signInThroughUi } from './admin-helpers.ts';

const c = contentKo.common;
const t = c.tracking;
const n = contentKo.notices;

const badge = (row: Locator, language: string, status: keyof typeof t.statuses) => row.getByText(fill(t.badge, { language, status: t.statuses[status] }), { exact: true });

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function openEdit(row: Locator) {
  await row.getByRole('button', { name: new RegExp(`^${c.edit}`) }).click();
  const dialog = row.page().getByRole('dialog', { name: n.dialogEdit });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const viewport of [{ width: 375, height: 812 }, { width: 1440, height: 900 }]) {
  test(`editing the Korean marks translations for review; confirming or retyping them makes them current (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const title = `번역 상태 ${viewport.width} ${Date.now().toString(36)}`;
    await signInThroughUi(page, '/admin#notices');
    const created = await page.request.post('/api/admin/notices', {
      data: { title, content: '<p>본문</p>', author: '관리자', translations: { en: { title: 'Status check', content: '<p>Body</p>' }, ja: { title: '確認', content: '<p>本文</p>' } } },
    });
    expect(created.status()).toBe(201);
    await page.reload();
    const list = page.getByRole('list', { name: n.listLabel });
    const row = list.getByRole('listitem').filter({ hasText: title });
    await expect(badge(row, 'English', 'current')).toBeAttached();
    await expect(badge(row, 'Bahasa Indonesia', 'missing')).toBeAttached();

    // The Korean title changes: English and Japanese titles now need review.
    let dialog = await openEdit(row);
    await dialog.getByRole('textbox', { name: n.fields.title, exact: true }).fill(`${title} (수정)`);
    await dialog.getByRole('button', { name: c.save, exact: true }).click();
    await expect(dialog).toBeHidden();
    const edited = list.getByRole('listitem').filter({ hasText: `${title} (수정)` });
    await expect(badge(edited, 'English', 'stale')).toBeAttached();
    await expect(badge(edited, '日本語', 'stale')).toBeAttached();

    // The filter keeps it among those that need English.
    const filter = page.getByLabel(t.filterLabel);
    await filter.selectOption({ label: fill(t.filterOption, { language: 'English' }) });
    await expect(edited).toBeVisible();
    await noSidewaysScroll(page, viewport.width);
    expect(await axeViolations(page)).toEqual([]);

    // In the dialog: the English tab is flagged; its title is confirmed, the Japanese one retyped.
    dialog = await openEdit(edited);
    await expect(dialog.getByText(fill(t.staleSummary, { list: `English (${n.fields.title}), 日本語 (${n.fields.title})` }))).toBeVisible();
    await dialog.getByRole('tab', { name: new RegExp(`^English.*${t.staleTab}`) }).click();
    const confirm = dialog.getByRole('button', { name: `${t.markCurrent} (${n.fields.title})` });
    await expect(confirm).toHaveAttribute('aria-pressed', 'false');
    expect(await axeViolations(page)).toEqual([]);
    await confirm.click();
    await expect(confirm).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByText(t.markedCurrent)).toBeVisible();
    await expect(dialog.getByRole('tab', { name: new RegExp(`^English.*${t.staleTab}`) })).toHaveCount(0);
    await dialog.getByRole('tab', { name: /^日本語/ }).click();
    const japaneseTitle = dialog.getByRole('tabpanel', { name: /^日本語/ }).getByRole('textbox', { name: n.fields.title, exact: true });
    await japaneseTitle.fill('確認(改訂)');
    await expect(dialog.getByRole('button', { name: `${t.markCurrent} (${n.fields.title})` })).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: c.save, exact: true }).click();
    await expect(dialog).toBeHidden();

    // Current in both now: the English filter lets it go, the full list shows it current.
    await expect(edited).toHaveCount(0);
    await filter.selectOption({ label: t.filterAll });
    await expect(badge(edited, 'English', 'current')).toBeAttached();
    await expect(badge(edited, '日本語', 'current')).toBeAttached();
    await expect(badge(edited, '中文', 'missing')).toBeAttached();

    // The dashboard counts, per kind and language, the items fully current.
    const d = adminKo.dashboard.coverage;
    await page.getByRole('tab', { name: adminKo.tabs.dashboard, exact: true }).click();
    const coverage = page.getByRole('region', { name: d.heading });
    const notices = coverage.getByRole('row', { name: new RegExp(`^${d.kinds.notices}`) });
    await expect(notices.getByRole('cell')).toHaveCount(4);
    await expect(notices.getByRole('cell').first()).toContainText('/');
    await noSidewaysScroll(page, viewport.width);
    expect(await axeViolations(page)).toEqual([]);
  });
}
