/**
 * The admin app in Indonesian: an invited staff member chooses Bahasa Indonesia in My account; the
 * app switches at once (tabs, forms, dates), the server's messages follow (a wrong current
 * password), the choice stays after a reload and on the sign-in page after signing out; the sign-in
 * page's own language buttons switch it before signing in. axe on the Indonesian screens.
 */
import { expect, test } from './fixtures.ts';
import { randomBytes } from 'node:crypto';
import { axeViolations, signInThroughUi } from './admin-helpers.ts';

test('the admin app in Indonesian, server messages included', async ({ page, browser }) => {
  await signInThroughUi(page);
  await page.getByRole('tab', { name: '계정', exact: true }).click();
  await page.getByRole('textbox', { name: '이메일' }).fill(`staf-${randomBytes(3).toString('hex')}@example.com`);
  await page.getByRole('combobox', { name: '역할', exact: true }).selectOption({ label: '상담 담당' });
  await page.getByRole('button', { name: '초대 링크 만들기' }).click();
  const link = await page.getByRole('textbox', { name: '초대 링크 (48시간 동안 한 번 사용)' }).inputValue();

  const context = await browser.newContext();
  const staff = await context.newPage();
  await staff.goto(link);
  const username = `staf-${randomBytes(2).toString('hex')}`;
  const password = randomBytes(12).toString('base64url');
  await staff.getByRole('textbox', { name: '아이디' }).fill(username);
  await staff.getByLabel('비밀번호', { exact: true }).fill(password);
  await staff.getByLabel('비밀번호 확인').fill(password);
  await staff.getByRole('button', { name: '계정 만들기' }).click();
  await staff.getByRole('tab', { name: '내 계정' }).click();
  await staff.getByRole('combobox', { name: '관리 화면 언어' }).selectOption({ label: 'Bahasa Indonesia' });
  await staff.getByRole('button', { name: '저장', exact: true }).click();

  // The whole app speaks Indonesian now.
  const tabs = staff.getByRole('tablist', { name: 'Menu admin' });
  await expect(tabs).toBeVisible();
  expect(await tabs.getByRole('tab').allInnerTexts()).toEqual(['Dasbor', 'Pertanyaan', 'Akun saya']);
  await expect(staff.locator('html')).toHaveAttribute('lang', 'id');
  // The page around the app too: its title and its skip link (prebuilt in Korean).
  await expect(staff).toHaveTitle('Admin | Nusantara Bridge Consulting');
  await expect(staff.getByRole('link', { name: 'Langsung ke konten utama' })).toHaveAttribute('href', '#main');
  await expect(staff.getByRole('heading', { name: 'Ganti kata sandi' })).toBeVisible();
  expect(await axeViolations(staff)).toEqual([]);

  // The server answers in Indonesian too.
  await staff.getByLabel('Kata sandi saat ini').fill('not my password');
  await staff.getByLabel('Kata sandi baru', { exact: true }).fill('another-long-password');
  await staff.getByLabel('Ulangi kata sandi baru').fill('another-long-password');
  await staff.getByRole('button', { name: 'Ganti kata sandi' }).click();
  await expect(staff.getByText('Kata sandi saat ini salah.')).toBeVisible();

  // It stays over a reload, and the sign-in page after signing out is Indonesian as well.
  await staff.reload();
  await expect(staff.getByRole('tab', { name: 'Dasbor' })).toBeVisible();
  await staff.getByRole('button', { name: 'Keluar' }).click();
  await expect(staff.getByRole('heading', { name: 'Masuk admin' })).toBeVisible();
  expect(await axeViolations(staff)).toEqual([]);

  // The sign-in page's language buttons switch it before anyone signs in.
  await staff.getByRole('button', { name: '한국어' }).click();
  await expect(staff.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
  await expect(staff.getByRole('link', { name: '본문으로 건너뛰기' })).toHaveAttribute('href', '#main');
  await context.close();
});
