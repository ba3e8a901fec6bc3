/**
 * The firm's contact channels from the admin's site settings to the public pages,
 * and the dashboard's inquiry desk, on the running local site: a WhatsApp number and a
 * KakaoTalk channel saved in the admin appear in the footer and on the contact page once the local
 * rebuild is done; a bad value is named beside its field and what was typed stays. Axe-clean; the
 * tab and the dashboard fit a 375 px phone.
 */
import { expect, test, type Page } from './fixtures.ts';
import { axeViolations, signInThroughUi } from './admin-helpers.ts';

async function openSiteSettings(page: Page) {
  await page.getByRole('tab', { name: '사이트 설정' }).click();
  return page.getByRole('form', { name: '연락처 채널' });
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('contact channels saved in the admin reach the footer and the contact page after the rebuild', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  await signInThroughUi(page);
  const form = await openSiteSettings(page);
  const original = { whatsapp: await form.getByLabel('WhatsApp 번호 (선택)').inputValue(), kakao: await form.getByLabel('카카오톡 채널 ID 또는 주소 (선택)').inputValue() };
  expect(await axeViolations(page)).toEqual([]);

  // A number without its country code is named beside the field, and what was typed stays.
  await form.getByLabel('WhatsApp 번호 (선택)').fill('0811 9000 1234');
  await form.getByRole('button', { name: '저장하고 게시' }).click();
  await expect(form.getByLabel('WhatsApp 번호 (선택)')).toHaveAccessibleDescription(/국가 번호를 포함한 전화번호를 입력하세요/);
  await expect(form.getByLabel('WhatsApp 번호 (선택)')).toHaveValue('0811 9000 1234');

  await form.getByLabel('WhatsApp 번호 (선택)').fill('+62 811 9000 1234');
  await form.getByLabel('카카오톡 채널 ID 또는 주소 (선택)').fill('https://pf.kakao.com/_NbConsult');
  await form.getByRole('button', { name: '저장하고 게시' }).click();
  await expect(page.getByText('저장했습니다. 사이트를 다시 빌드하고 있습니다.')).toBeVisible();
  await expect(form.getByLabel('카카오톡 채널 ID 또는 주소 (선택)')).toHaveValue('_NbConsult');

  // The local astro build takes a minute or two: the contact page is read again until it shows them.
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    await page.goto('/contact');
    await expect(footer.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/6281190001234', { timeout: 1_000 });
  }).toPass({ timeout: 240_000, intervals: [3_000] });
  await expect(page.getByRole('main').getByRole('link', { name: '_NbConsult' })).toHaveAttribute('href', 'https://pf.kakao.com/_NbConsult');
  await page.goto('/en/');
  await expect(footer.getByRole('link', { name: /KakaoTalk channel/ })).toHaveAttribute('href', 'https://pf.kakao.com/_NbConsult');

  // Back to what it was, so the later tests see the site as before (no need to wait for that build).
  const current = await page.request.get('/api/admin/site-settings/contact');
  const { contact } = (await current.json()) as { contact: Record<string, string> };
  const restored = await page.request.put('/api/admin/site-settings/contact', {
    headers: { Origin: baseURL!, 'Sec-Fetch-Site': 'same-origin', 'If-Match': current.headers()['etag'] ?? '*' },
    data: { contact: { ...contact, whatsapp: original.whatsapp, kakaoChannel: original.kakao } },
  });
  expect(restored.status()).toBe(200);
});

test('the dashboard shows the inquiry desk: open, overdue, replies, and weeks as a chart with its table', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughUi(page);
  const desk = page.getByRole('region', { name: '문의 처리 현황' });
  await expect(desk.getByText('처리할 문의 (신규·진행 중)')).toBeVisible();
  await expect(desk.getByRole('img', { name: /최근 12주 주별 문의 .*건, 서비스별/ })).toBeVisible();
  const table = desk.getByRole('table', { name: '주별 문의 수: 서비스별' });
  await expect(table.getByRole('row')).toHaveCount(13);
  await desk.getByLabel('나누어 보기').selectOption({ label: '유입 경로별' });
  await expect(desk.getByRole('table', { name: '주별 문의 수: 유입 경로별' })).toBeVisible();
  await noSidewaysScroll(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await openSiteSettings(page);
  await noSidewaysScroll(page);
});
