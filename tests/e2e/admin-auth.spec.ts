/**
 * The admin shell end to end: the session check, the login card (validation, refusal, throttle
 * message, show/hide), the welcome header and dashboard, the tablist, reload and logout; axe on the
 * login card and the dashboard.
 */
import { expect, test } from './fixtures.ts';
import { adminCredentials, axeViolations, signInThroughUi } from './admin-helpers.ts';

test('shows 로딩 중... while the session is checked, then the login card', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/admin/me', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/admin');
  await expect(page.getByRole('status').filter({ hasText: '로딩 중...' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '관리자 로그인' })).toBeHidden();
  release();
  await expect(page.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
  await expect(page.getByText('로딩 중...')).toBeHidden();
  await expect(page.getByText('계정이 필요하시면 시스템 관리자에게 문의하세요.')).toBeVisible();
  expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
});

test('an empty submit shows both messages under their fields', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  const username = page.getByLabel('아이디');
  const password = page.getByLabel('비밀번호', { exact: true });
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toHaveAccessibleDescription('아이디를 입력하세요');
  await expect(password).toHaveAccessibleDescription('비밀번호를 입력하세요');
  await expect(username).toBeFocused();
  await username.fill('someone');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(username).not.toHaveAttribute('aria-invalid');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();
});

test('a wrong password gets the 로그인 실패 toast and keeps the card', async ({ page }) => {
  await page.goto('/admin');
  // An unknown name: the throttle counts this failure against it, not the test account.
  await page.getByLabel('아이디').fill(`nobody-${Date.now()}`);
  await page.getByLabel('비밀번호', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  const toast = page.getByRole('alert');
  await expect(toast).toContainText('로그인 실패');
  await expect(toast).toContainText('아이디 또는 비밀번호가 잘못되었습니다.');
  await expect(page.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeEnabled();
});

test('a throttled sign-in shows the server message; the button waits with 로그인 중...', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/admin/login', async (route) => {
    await held;
    await route.fulfill({ status: 429, contentType: 'application/json', headers: { 'Retry-After': '600' }, body: JSON.stringify({ error: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.' }) });
  });
  await page.goto('/admin');
  await page.getByLabel('아이디').fill('someone');
  await page.getByLabel('비밀번호', { exact: true }).fill('whatever-1');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  const pending = page.getByRole('button', { name: '로그인 중...' });
  await expect(pending).toBeDisabled();
  await expect(page.getByLabel('아이디')).toBeDisabled();
  await expect(page.getByLabel('비밀번호', { exact: true })).toBeDisabled();
  release();
  await expect(page.getByRole('alert')).toContainText('로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.');
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeEnabled();
});

test('the eye button shows and hides the password', async ({ page }) => {
  await page.goto('/admin');
  const password = page.getByLabel('비밀번호', { exact: true });
  const toggle = page.getByRole('button', { name: '비밀번호 표시' });
  await password.fill('secret-value');
  await expect(password).toHaveAttribute('type', 'password');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('signs in to the dashboard, keeps the session and the tab over a reload, logs out', async ({ page }) => {
  await signInThroughUi(page);
  const welcome = page.getByRole('status').filter({ hasText: '로그인 성공' });
  await expect(welcome).toContainText(`${adminCredentials.username}님 환영합니다!`);
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['대시보드', '방문자', '공지사항', 'FAQ', 'CSR', '미디어', '페이지', '문의', '사이트 설정', '계정', '내 계정']);
  await expect(page.getByRole('tab', { name: '대시보드' })).toHaveAttribute('aria-selected', 'true');
  const dashboard = page.getByRole('tabpanel', { name: '대시보드' });
  for (const counter of ['전체 공지사항', '전체 FAQ', '전체 문의', '신규 문의']) {
    await expect(dashboard.locator('dt', { hasText: counter }).locator('xpath=following-sibling::dd[1]')).toHaveText(/^\d[\d,]*$/);
  }
  await expect(dashboard.getByRole('table', { name: '활동 기록' })).toContainText('로그인');

  // Keyboard: arrows move and select, End and Home jump; the hash follows.
  await page.getByRole('tab', { name: '대시보드' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: '방문자' })).toBeFocused();
  await expect(page.getByRole('tab', { name: '방문자' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: '내 계정' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/#account$/);
  await expect(page.getByRole('tabpanel', { name: '내 계정' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: '대시보드' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: '내 계정' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: '문의' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/#inquiries$/);

  await page.reload();
  await expect(page.getByText(`${adminCredentials.username}님 환영합니다`, { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: '문의' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByRole('status').filter({ hasText: '로그아웃 완료' })).toContainText('안전하게 로그아웃되었습니다.');
  await expect(page.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
  expect((await page.request.get('/api/admin/me')).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
});

test('a session that ends on the server returns to the login card', async ({ page }) => {
  await signInThroughUi(page);
  await page.context().clearCookies();
  // The next call finds the session gone: the click's, or, on a slow machine, one of the dashboard's
  // own loads still under way, which takes the tabs away before the click lands.
  const login = page.getByRole('heading', { name: '관리자 로그인' });
  await expect(async () => {
    if (!(await login.isVisible())) await page.getByRole('tab', { name: '문의' }).click({ timeout: 2_000 });
    await expect(login).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await expect(page.getByRole('alert')).toContainText('세션이 만료되었습니다');
});

test('axe: the login card (with its errors) and the dashboard pass WCAG 2.2 AA', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByText('아이디를 입력하세요')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await signInThroughUi(page);
  await expect(page.getByRole('table', { name: '활동 기록' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('fits a 390 px phone (no sideways scroll, axe clean); the skip link keeps the open tab', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
  expect(await scrollWidth()).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);

  await signInThroughUi(page);
  await expect(page.getByRole('heading', { name: '활동 기록' })).toBeVisible();
  expect(await scrollWidth()).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);
  // All seven of an owner's tabs fit (wrapping on a phone): the row need not scroll sideways.
  expect(await page.getByRole('tablist').evaluate((row) => row.scrollWidth <= row.clientWidth)).toBe(true);

  await page.getByRole('tab', { name: '문의' }).click();
  await expect(page.getByRole('tabpanel', { name: '문의' }).getByRole('heading', { name: /문의 관리/ })).toBeVisible();
  expect(await scrollWidth()).toBeLessThanOrEqual(390);
  await page.getByRole('link', { name: '본문으로 건너뛰기' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await expect(page.getByRole('tab', { name: '문의' })).toHaveAttribute('aria-selected', 'true');
});
