/**
 * The dashboard's build panel on the running local site: after an edit it says the edit is not on
 * the prebuilt pages yet, then, once the local rebuild (a real astro build) has succeeded, that it
 * is live, with who asked for the build and why. Axe-clean; fits a 375 px phone.
 */
import { expect, test, type Page } from './fixtures.ts';
import { adminCredentials, axeViolations, signInThroughUi } from './admin-helpers.ts';

const LIVE = '최근 수정 내용이 공개 페이지에 반영되었습니다.';

function buildPanel(page: Page) {
  return page.getByRole('region', { name: '사이트 빌드' });
}

/** The value of a fact of the panel (a dt and its dd). */
function fact(page: Page, label: string) {
  return buildPanel(page).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

async function openDashboard(page: Page) {
  await page.getByRole('tab', { name: '공지사항' }).click();
  await page.getByRole('tab', { name: '대시보드' }).click();
  await expect(buildPanel(page)).toBeVisible();
}

test('an edit shows as not yet live, then live once the rebuild succeeded, with who asked and why', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  await signInThroughUi(page);
  await expect(buildPanel(page).getByRole('heading', { name: '사이트 빌드' })).toBeVisible();

  // An unpublished notice: a content change that asks for a build without changing public pages.
  const created = await page.request.post('/api/admin/notices', {
    headers: { Origin: baseURL!, 'Sec-Fetch-Site': 'same-origin' },
    data: { title: `빌드 확인 ${Date.now()}`, content: '<p>빌드 확인</p>', author: adminCredentials.username, isPublished: false },
  });
  expect(created.status()).toBe(201);
  await openDashboard(page);
  await expect(buildPanel(page)).not.toContainText(LIVE);
  await expect(buildPanel(page)).toContainText('최근 수정 내용을 공개 페이지에 반영하는 중입니다.');
  // The latest request: this notice's, unless another admin test changed content or the site settings just now.
  await expect(fact(page, '요청')).toContainText(new RegExp(`(공지사항|FAQ|CSR|사이트 설정) 변경 · ${adminCredentials.username}`));
  await expect(fact(page, '상태')).toHaveText(/^(대기 중|진행 중)$/);

  // The local astro build takes a minute or two; the panel is read again until it says live.
  // A build another test asked for may still be running when this one is live: the panel is read
  // again until the latest build has succeeded too.
  await expect(async () => {
    await openDashboard(page);
    await expect(buildPanel(page)).toContainText(LIVE, { timeout: 1_000 });
    await expect(fact(page, '상태')).toHaveText('성공', { timeout: 1_000 });
  }).toPass({ timeout: 240_000, intervals: [2_000] });
  await expect(fact(page, '완료')).toHaveText(/^\d{4}년 \d{1,2}월 \d{1,2}일 (오전|오후) \d{1,2}:\d\d$/);
  await expect(buildPanel(page).locator('dt', { hasText: '시도' })).toHaveCount(0); // a first try that worked
  expect(await axeViolations(page)).toEqual([]);

  const notice = (await created.json()) as { id: number };
  const removed = await page.request.delete(`/api/admin/notices/${notice.id}`, {
    headers: { Origin: baseURL!, 'Sec-Fetch-Site': 'same-origin', 'If-Match': created.headers()['etag'] ?? '*' },
  });
  expect(removed.status()).toBe(200);
});

test('the build panel fits a 375 px phone (no sideways scroll, axe clean)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInThroughUi(page);
  await expect(buildPanel(page)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations(page)).toEqual([]);
});
