/**
 * My account end to end, on an account of its own (made with `npm run admin -- create`): the
 * session list shows this browser and another one, signs the other out (its app returns to the
 * login card), and the password changes from the form, keeping this browser signed in. axe on the tab.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { axeViolations, signInThroughUi } from './admin-helpers.ts';

const ROOT = join(import.meta.dirname, '../..');

function createStaff(): { username: string; password: string } {
  const account = { username: `e2e-me-${randomBytes(3).toString('hex')}`, password: randomBytes(12).toString('base64url') };
  const database = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : { DATA_DIR: process.env.DATA_DIR ?? process.env.E2E_DATA_DIR ?? '' };
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts/admin.ts'), 'create', account.username, '--role', 'staff'], {
    cwd: ROOT, env: { ...process.env, ...database, ADMIN_PASSWORD: account.password }, encoding: 'utf8', timeout: 120_000,
  });
  expect(result.status, result.stderr).toBe(0);
  return account;
}

test('my sessions: another browser is signed out from here; the password changes and this browser stays in', async ({ page, browser }) => {
  const account = createStaff();
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await signInThroughUi(elsewhere, '/admin', account);
  await signInThroughUi(page, '/admin#account', account);

  const panel = page.getByRole('tabpanel', { name: '내 계정' });
  const sessions = panel.getByRole('region', { name: '로그인된 기기' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('이 기기')).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
  await sessions.getByRole('button', { name: '로그아웃시키기' }).click();
  await expect(page.getByText('그 기기를 로그아웃시켰습니다')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await elsewhere.reload();
  await expect(elsewhere.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
  await other.close();

  const form = panel.getByRole('form', { name: '비밀번호 변경' });
  await form.getByLabel('현재 비밀번호').fill('wrong password');
  await form.getByLabel('새 비밀번호', { exact: true }).fill('a brand new password');
  await form.getByLabel('새 비밀번호 확인').fill('a brand new password');
  await form.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(form.getByText('현재 비밀번호가 올바르지 않습니다.')).toBeVisible();
  await form.getByLabel('현재 비밀번호').fill(account.password);
  await form.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText('비밀번호를 바꿨습니다').first()).toBeVisible();
  await page.reload();
  await expect(page.getByText(`${account.username}님 환영합니다`, { exact: true })).toBeVisible();
  expect((await page.request.get('/api/admin/me')).status()).toBe(200);
});
