/**
 * No admin screen scrolls sideways on a phone: an owner opens every tab the app defines (its own
 * tab list, so a tab added later is measured too) and an inquiry's own page at 375 and 320 px, each
 * once its content has loaded, and the document is never wider than the window. On the way the
 * inquiry is worked (status, assignee, follow-up day, note), and the dashboard's audit log says so
 * in Korean, people by name, with no raw status code or id.
 */
import { expect, test, type Page } from './fixtures.ts';
import { adminKo } from '#data/admin/app/ko.ts';
import { fill } from '#data/admin/app/index.ts';
import { tabsFor } from '#components/features/admin/tabs.ts';
import { adminCredentials, signInThroughUi } from './admin-helpers.ts';

const WIDTHS = [375, 320] as const;
const h = adminKo.inquiries.handling;

test.use({ viewport: { width: 375, height: 800 } });

/** How far the document is wider than the window, with the widest elements that stick out (to say what to fix). */
async function sideways(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const culprits = [...document.querySelectorAll('body *')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ right }) => right > width + 0.5)
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(({ element, right }) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 6).join('.')} right=${Math.round(right)}`);
    return { overflow: document.scrollingElement!.scrollWidth - width, culprits };
  });
}

/** A panel has loaded once its heading shows and no spinner is left in it (a lazy tab, then its data). */
async function loaded(page: Page, name: string) {
  const panel = page.getByRole('tabpanel', { name });
  await expect(panel.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(panel.locator('[role="status"]:has(.animate-spin)')).toHaveCount(0);
  return panel;
}

async function sendInquiry(page: Page, name: string): Promise<string> {
  const response = await page.request.post('/api/contact', {
    data: { name, company: `좁은화면회사 ${name}`, email: 'narrow.screens@example.com', phone: '+62 812-3456-7890', service: 'visa', budget: 'k10to50', message: '좁은 화면에서 확인하는 문의입니다. '.repeat(8), privacy: true, locale: 'ko' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

test('every admin tab and an inquiry\'s page fit 375 and 320 px without sideways scrolling; the audit log reads in Korean', async ({ page }, testInfo) => {
  const name = `좁은화면${Date.now().toString(36)}`;
  const reference = await sendInquiry(page, name);
  await signInThroughUi(page, `/admin#inquiries/${reference}`);

  // Work the inquiry on its own page, so the audit log has something to say.
  const inquiryPanel = await loaded(page, adminKo.tabs.inquiries);
  const card = inquiryPanel.getByRole('article', { name: new RegExp(name) });
  await card.getByRole('combobox', { name: '상태' }).selectOption('in_progress');
  await expect(page.getByText(adminKo.inquiries.statusSaved)).toBeVisible();
  await card.getByLabel(h.assignee).selectOption({ label: adminCredentials.username });
  await expect(card.getByLabel(h.assignee)).toBeEnabled();
  await card.getByLabel(h.followUp).fill('2026-12-01');
  await expect(card.getByLabel(h.followUp)).toHaveValue('2026-12-01');
  await expect(card.getByLabel(h.followUp)).toBeEnabled();
  await card.getByLabel(h.noteLabel).fill('좁은 화면 메모');
  await card.getByRole('button', { name: h.addNote }).click();
  await expect(card.getByRole('list', { name: h.history })).toContainText('좁은 화면 메모');

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    expect(await sideways(page), `the inquiry's page at ${width} px`).toEqual({ overflow: 0, culprits: [] });
    for (const tab of tabsFor('owner')) {
      const label = adminKo.tabs[tab];
      await page.getByRole('tab', { name: label, exact: true }).click();
      await loaded(page, label);
      const { overflow, culprits } = await sideways(page);
      expect(overflow, `${tab} at ${width} px is ${overflow} px too wide: ${culprits.join('; ')}`).toBeLessThanOrEqual(0);
    }
  }

  // The dashboard's audit log, at a 375 px phone, in Korean.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('tab', { name: adminKo.tabs.dashboard, exact: true }).click();
  const audit = (await loaded(page, adminKo.tabs.dashboard)).getByRole('region', { name: adminKo.dashboard.auditHeading });
  const lines = audit.getByRole('listitem');
  await expect(lines.filter({ hasText: '상태: 신규 → 진행 중' }).first()).toBeVisible();
  await expect(lines.filter({ hasText: fill(adminKo.dashboard.auditDetails.assignee, { name: adminCredentials.username }) }).first()).toBeVisible();
  await expect(lines.filter({ hasText: adminKo.dashboard.auditDetails.note }).first()).toBeVisible();
  await expect(audit).not.toContainText('in_progress');
  await expect(audit).not.toContainText('assignee →');
  await audit.screenshot({ path: testInfo.outputPath('audit-ko-375.png') });
  await page.setViewportSize({ width: 320, height: 800 });
  await audit.screenshot({ path: testInfo.outputPath('audit-ko-320.png') });
});
