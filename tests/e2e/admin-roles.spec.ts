/**
 * Roles in the admin app: an editor and a staff member (made with `npm run admin -- create … --role`,
 * the bootstrap command) see only their tabs, a link to another tab opens the dashboard, and the
 * server refuses what the interface does not offer. axe on both shells.
 */
import { expect, test, type Page } from './fixtures.ts';
import { axeViolations, createAccount, signInThroughUi } from './admin-helpers.ts';

async function tabNames(page: Page): Promise<string[]> {
  return page.getByRole('tablist', { name: '관리 메뉴' }).getByRole('tab').allInnerTexts();
}

test('an editor works on the content only: no inquiries tab, and the server refuses the inquiries', async ({ page }) => {
  const editor = createAccount('editor');
  await signInThroughUi(page, '/admin#inquiries', editor);
  await expect(page.getByText('편집자', { exact: true })).toBeVisible();
  expect(await tabNames(page)).toEqual(['대시보드', '방문자', '공지사항', 'FAQ', 'CSR', '미디어', '페이지', '사이트 설정', '내 계정']);
  // The link named a tab the editor lacks: the dashboard opened instead.
  await expect(page.getByRole('tab', { name: '대시보드' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: '공지사항' }).click();
  await expect(page.getByRole('button', { name: '새 공지사항' })).toBeVisible();
  const refused = await page.request.get('/api/admin/contacts');
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: 'Forbidden', reason: 'role' });
  expect(await axeViolations(page)).toEqual([]);
});

test('staff work the inquiries only: no content tabs, and the server refuses the content', async ({ page }) => {
  const staff = createAccount('staff');
  await signInThroughUi(page, '/admin', staff);
  await expect(page.getByText('상담 담당', { exact: true })).toBeVisible();
  expect(await tabNames(page)).toEqual(['대시보드', '문의', '내 계정']);
  await page.getByRole('tab', { name: '문의' }).click();
  await expect(page.getByRole('search')).toBeVisible();
  const origin = new URL(page.url()).origin;
  const refused = await page.request.post('/api/admin/notices', { headers: { Origin: origin }, data: { title: '직원 공지', content: '<p>x</p>', author: staff.username } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: 'Forbidden', reason: 'role' });
  expect(await axeViolations(page)).toEqual([]);
});
