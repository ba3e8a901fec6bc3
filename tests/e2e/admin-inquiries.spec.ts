/**
 * The inquiries tab end to end: an inquiry sent as the contact form sends it is listed with its
 * fields, found by search, its status survives a reload, the CSV export contains it, and erasing it
 * through the confirmation dialog removes it (from the list and from the server).
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from './fixtures.ts';
import { axeViolations, signInThroughUi } from './admin-helpers.ts';

/**
 * POST /api/contact with the form's fields (no form token: the server stores it, untimed). The test
 * site raises the per-address inquiry limit (scripts/test.ts), as every test inquiry shares one.
 */
async function sendInquiry(request: APIRequestContext, name: string, company: string) {
  const response = await request.post('/api/contact', {
    data: {
      name,
      company,
      email: 'buyer@example.com',
      phone: '+62 812-3456-7890',
      service: 'visa',
      budget: 'k10to50',
      message: '첫째 줄입니다.\n둘째 줄입니다.',
      privacy: true,
      locale: 'ko',
    },
  });
  expect(response.status()).toBe(201);
}

test('an inquiry is listed, found, moved to 완료, exported and erased', async ({ page }) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const name = `테스트${tag}`;
  const company = `검색회사${tag}`;
  await sendInquiry(page.request, name, company);

  await signInThroughUi(page, '/admin#inquiries');
  const panel = page.getByRole('tabpanel', { name: '문의' });
  await expect(page.getByRole('tab', { name: '문의' })).toHaveAttribute('aria-selected', 'true');

  const card = panel.getByRole('article', { name: new RegExp(name) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(company);
  await expect(card).toContainText('비자·체류 허가');
  await expect(card).toContainText('USD 10K–50K');
  await expect(card.getByRole('link', { name: 'buyer@example.com' })).toHaveAttribute('href', 'mailto:buyer@example.com');
  await expect(card.getByRole('link', { name: '+62 812-3456-7890' })).toHaveAttribute('href', 'tel:+6281234567890');
  await expect(card).toContainText(/\d{4}년 \d{1,2}월 \d{1,2}일/);
  expect(await card.getByText('첫째 줄입니다.').innerText()).toBe('첫째 줄입니다.\n둘째 줄입니다.');

  // Search narrows the list to this one inquiry.
  await panel.getByRole('searchbox', { name: '검색' }).fill(company);
  await expect(panel.getByRole('article')).toHaveCount(1);
  await expect(panel.getByRole('heading', { level: 2 })).toContainText('1건');
  await panel.getByRole('searchbox', { name: '검색' }).fill(`${company}-없음`);
  await expect(panel.getByText('조건에 맞는 문의가 없습니다.')).toBeVisible();
  await panel.getByRole('searchbox', { name: '검색' }).fill(company);
  await expect(card).toBeVisible();

  // Status: 완료, kept after a reload (the hash keeps the tab).
  await card.getByRole('combobox', { name: '처리 상태' }).selectOption({ label: '완료' });
  await expect(page.getByRole('status').filter({ hasText: '처리 상태가 변경되었습니다.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: '문의' })).toHaveAttribute('aria-selected', 'true');
  await expect(card.getByRole('combobox', { name: '처리 상태' })).toHaveValue('done');
  await panel.getByRole('combobox', { name: '상태', exact: true }).selectOption({ label: '완료' });
  await expect(card).toBeVisible();

  // CSV export of the current filters.
  await panel.getByRole('searchbox', { name: '검색' }).fill(company);
  await expect(panel.getByRole('article')).toHaveCount(1);
  const exportLink = panel.getByRole('link', { name: 'CSV 내보내기' });
  await expect(exportLink).toHaveAttribute('href', /q=/);
  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain(name);
  expect(csv).toContain(company);

  // Erase through the dialog: cancel first keeps it, then confirm removes it.
  await card.getByRole('button', { name: '동의 철회로 삭제' }).click();
  const dialog = page.getByRole('alertdialog', { name: '문의를 삭제할까요?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(name);
  await expect(dialog.getByRole('button', { name: '취소' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: '동의 철회로 삭제' }).click();
  await dialog.getByRole('button', { name: '삭제', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '문의가 삭제되었습니다.' })).toBeVisible();
  await expect(card).toHaveCount(0);
  const left = await page.request.get(`/api/admin/contacts?q=${encodeURIComponent(company)}`);
  expect(await left.json()).toEqual([]);
});

test('axe: the inquiries tab passes WCAG 2.2 AA', async ({ page }) => {
  await sendInquiry(page.request, `접근성${Date.now().toString(36)}`, '접근성회사');
  await signInThroughUi(page, '/admin#inquiries');
  await expect(page.getByRole('tabpanel', { name: '문의' }).getByRole('article').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a long list comes a page at a time: the total, then "show more" appends the next page', async ({ page }) => {
  const inquiry = (id: number, name: string) => ({
    id, reference: `NB-2026-00000${id % 10}`, name, company: '회사', email: 'a@example.com', phone: '010', service: 'hr', budget: null,
    message: null, privacy: true, locale: 'ko', status: 'new', statusUpdatedAt: null, spamReason: null, version: 1, updatedBy: null, assignee: null, followUpOn: null, createdAt: new Date().toISOString(),
    source: { landingPage: null, referrer: null, utmSource: null, utmMedium: null, utmCampaign: null },
  });
  await page.route('**/api/admin/contacts?after=*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', headers: { 'X-Total-Count': '2' }, body: JSON.stringify([inquiry(999_998, '둘째쪽')]) }),
  );
  await page.route('**/api/admin/contacts', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', headers: { 'X-Total-Count': '2', 'X-Next-Page': '1795580185921000.999999' }, body: JSON.stringify([inquiry(999_999, '첫쪽')]) }),
  );
  await signInThroughUi(page, '/admin#inquiries');
  const panel = page.getByRole('tabpanel', { name: '문의' });
  await expect(panel.getByRole('heading', { name: /문의 관리\s*2건/ })).toBeVisible();
  await expect(panel.getByRole('article')).toHaveCount(1);
  await panel.getByRole('button', { name: '더 보기 (1 / 2건)' }).click();
  await expect(panel.getByRole('article')).toHaveCount(2);
  await expect(panel.getByRole('article', { name: /둘째쪽/ })).toBeVisible();
  await expect(panel.getByRole('button', { name: /더 보기/ })).toHaveCount(0);
});

/** What a bot does: asks for the form's token and posts at once (sooner than a person could fill it in). */
async function sendTooFast(request: APIRequestContext, name: string) {
  const { token } = (await (await request.get('/api/contact/token')).json()) as { token: string };
  const response = await request.post('/api/contact', {
    data: { name, company: '봇상사', email: 'bot@example.com', phone: '010-0000-0000', service: 'visa', privacy: true, locale: 'ko', formToken: token },
  });
  expect(response.status()).toBe(201);
}

test('a too-fast submission waits in the spam view; "not spam" moves it to the new inquiries', async ({ page }) => {
  const name = `스팸의심${Date.now().toString(36)}`;
  await sendTooFast(page.request, name);
  await signInThroughUi(page, '/admin#dashboard');
  await expect(page.getByText('스팸 (30일 보관)')).toBeVisible();

  await page.getByRole('tab', { name: '문의' }).click();
  const panel = page.getByRole('tabpanel', { name: '문의' });
  await panel.getByRole('searchbox', { name: '검색' }).fill(name);
  await expect(panel.getByText('조건에 맞는 문의가 없습니다.')).toBeVisible(); // spam stays out of the normal view

  await panel.getByRole('combobox', { name: '상태', exact: true }).selectOption({ label: '스팸' });
  const card = panel.getByRole('article', { name: new RegExp(name) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('사람이 입력하기 어려운 속도로 제출됨');
  await expect(panel.getByText('30일 뒤 자동 삭제됩니다.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await card.getByRole('button', { name: '스팸 아님' }).click();
  await expect(page.getByRole('status').filter({ hasText: '스팸에서 꺼내 신규 문의로 옮겼습니다.' })).toBeVisible();
  await expect(card).toHaveCount(0);
  await panel.getByRole('combobox', { name: '상태', exact: true }).selectOption({ label: '신규' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('combobox', { name: '처리 상태' })).toHaveValue('new');
});

test('a status change made on an inquiry someone else changed first is not lost: the person is told who and chooses', async ({ browser }) => {
  const name = `동시수정${Date.now().toString(36)}`;
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const alice = await first.newPage();
    const bob = await second.newPage();
    await sendInquiry(alice.request, name, '동시회사');
    const open = async (page: typeof alice) => {
      await signInThroughUi(page, '/admin#inquiries');
      const panel = page.getByRole('tabpanel', { name: '문의' });
      await panel.getByRole('searchbox', { name: '검색' }).fill(name);
      // The search's own answer, not the unfiltered list still shown while it runs: that answer,
      // arriving after Alice's change, would carry the new version and leave Bob nothing to conflict with.
      await expect(panel.getByRole('article')).toHaveCount(1);
      const card = panel.getByRole('article', { name: new RegExp(name) });
      await expect(card.getByRole('combobox', { name: '처리 상태' })).toHaveValue('new');
      return card;
    };
    const aliceCard = await open(alice);
    const bobCard = await open(bob);

    await aliceCard.getByRole('combobox', { name: '처리 상태' }).selectOption({ label: '진행 중' });
    await expect(alice.getByRole('status').filter({ hasText: '처리 상태가 변경되었습니다.' })).toBeVisible();

    // Bob still sees 신규 and chooses 완료: the server refuses it (412) and he is asked.
    await bobCard.getByRole('combobox', { name: '처리 상태' }).selectOption({ label: '완료' });
    const dialog = bob.getByRole('alertdialog', { name: '다른 관리자가 먼저 바꿨습니다' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${process.env.E2E_ADMIN_USERNAME ?? 'e2e-admin'}님이`);
    await expect(dialog).toContainText('지금 상태는 "진행 중"입니다.');
    await expect(bobCard.getByRole('combobox', { name: '처리 상태' })).toHaveValue('in_progress');
    expect(await axeViolations(bob)).toEqual([]);

    await dialog.getByRole('button', { name: '그래도 "완료"(으)로 바꾸기' }).click();
    await expect(dialog).toBeHidden();
    await expect(bobCard.getByRole('combobox', { name: '처리 상태' })).toHaveValue('done');
    await alice.reload();
    await alice.getByRole('tabpanel', { name: '문의' }).getByRole('searchbox', { name: '검색' }).fill(name);
    await expect(aliceCard.getByRole('combobox', { name: '처리 상태' })).toHaveValue('done');
  } finally {
    await first.close();
    await second.close();
  }
});
