/**
 * Two-factor sign-in end to end: the owner invites an editor; the invitation is accepted and a
 * password set; the editor sets up an authenticator app in My account (the test computes the codes
 * from the key the screen shows), signs out, signs in with a code, is refused the same code again,
 * signs in once with a recovery code and is refused it the second time. The owner sees the account
 * use a second factor and resets it. axe on the setup, the recovery codes and the code step.
 */
import { expect, test, type Page } from './fixtures.ts';
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { axeViolations, signInThroughUi } from './admin-helpers.ts';

const codeAt = (secret: string, at: number) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });

async function signInWithPassword(page: Page, username: string, password: string) {
  await page.goto('/admin');
  await page.getByLabel('아이디').fill(username);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('heading', { name: '2단계 인증', level: 1 })).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
}

test('invite -> accept -> set up TOTP -> sign in with a code -> reused code refused -> recovery code once -> owner resets', async ({ page, browser }) => {
  await signInThroughUi(page);
  await page.getByRole('tab', { name: '계정', exact: true }).click();
  await page.getByRole('textbox', { name: '이메일' }).fill(`editor-${randomBytes(3).toString('hex')}@example.com`);
  await page.getByRole('combobox', { name: '역할', exact: true }).selectOption({ label: '편집자' });
  await page.getByRole('button', { name: '초대 링크 만들기' }).click();
  const link = await page.getByRole('textbox', { name: '초대 링크 (48시간 동안 한 번 사용)' }).inputValue();

  const context = await browser.newContext();
  const editor = await context.newPage();
  await editor.goto(link);
  const username = `totp-${randomBytes(2).toString('hex')}`;
  const password = randomBytes(12).toString('base64url');
  await editor.getByRole('textbox', { name: '아이디' }).fill(username);
  await editor.getByLabel('비밀번호', { exact: true }).fill(password);
  await editor.getByLabel('비밀번호 확인').fill(password);
  await editor.getByRole('button', { name: '계정 만들기' }).click();
  await expect(editor.getByText(`${username}님 환영합니다`, { exact: true })).toBeVisible();

  // Set up: scan (here: read the key), then confirm with a code of the step before now (one step of drift).
  await editor.getByRole('tab', { name: '내 계정' }).click();
  const section = editor.getByRole('region', { name: '2단계 인증' });
  await expect(section.getByText('꺼짐')).toBeVisible();
  await section.getByRole('button', { name: '인증 앱 설정' }).click();
  await expect(section.getByRole('img', { name: '인증 앱에 추가할 QR 코드' })).toBeVisible();
  const secret = (await section.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).innerText()).replaceAll(' ', '');
  expect(await axeViolations(editor)).toEqual([]);
  await section.getByRole('textbox', { name: '2. 인증 앱에 표시된 6자리 코드' }).fill('000000' === codeAt(secret, Date.now() - 30_000) ? '111111' : '000000');
  await section.getByRole('button', { name: '확인하고 켜기' }).click();
  await expect(section.getByText('코드가 맞지 않습니다', { exact: false })).toBeVisible();
  await section.getByRole('textbox', { name: '2. 인증 앱에 표시된 6자리 코드' }).fill(codeAt(secret, Date.now() - 30_000));
  await section.getByRole('button', { name: '확인하고 켜기' }).click();
  const listed = section.getByRole('list', { name: '복구 코드' }).getByRole('listitem');
  await expect(listed).toHaveCount(10);
  const codes = await listed.allInnerTexts();
  await expect(section.getByRole('heading', { name: '복구 코드' })).toBeFocused();
  expect(await axeViolations(editor)).toEqual([]);
  await section.getByRole('button', { name: '보관했습니다' }).click();
  await expect(section.getByText('켜짐')).toBeVisible();
  await expect(section.getByText('남은 복구 코드: 10개')).toBeVisible();
  await signOut(editor);

  // Sign in with the password, then a current code.
  await signInWithPassword(editor, username, password);
  expect(await axeViolations(editor)).toEqual([]);
  const code = codeAt(secret, Date.now());
  await editor.getByRole('textbox', { name: '인증 코드' }).fill(code);
  await editor.getByRole('button', { name: '확인', exact: true }).click();
  await expect(editor.getByText(`${username}님 환영합니다`, { exact: true })).toBeVisible();
  await signOut(editor);

  // The same code again: refused.
  await signInWithPassword(editor, username, password);
  await editor.getByRole('textbox', { name: '인증 코드' }).fill(code);
  await editor.getByRole('button', { name: '확인', exact: true }).click();
  await expect(editor.getByText('코드가 올바르지 않거나 이미 사용되었습니다.')).toBeVisible();
  await expect(editor.getByRole('textbox', { name: '인증 코드' })).toBeFocused();

  // A recovery code works once.
  await editor.getByRole('textbox', { name: '인증 코드' }).fill(codes[0]!);
  await editor.getByRole('button', { name: '확인', exact: true }).click();
  await expect(editor.getByText(`${username}님 환영합니다`, { exact: true })).toBeVisible();
  await editor.getByRole('tab', { name: '내 계정' }).click();
  await expect(editor.getByText('남은 복구 코드: 9개')).toBeVisible();
  await signOut(editor);
  await signInWithPassword(editor, username, password);
  await editor.getByRole('textbox', { name: '인증 코드' }).fill(codes[0]!);
  await editor.getByRole('button', { name: '확인', exact: true }).click();
  await expect(editor.getByText('코드가 올바르지 않거나 이미 사용되었습니다.')).toBeVisible();
  await editor.getByRole('textbox', { name: '인증 코드' }).fill(codes[1]!);
  await editor.getByRole('button', { name: '확인', exact: true }).click();
  await expect(editor.getByText(`${username}님 환영합니다`, { exact: true })).toBeVisible();

  // The owner sees it and resets it: the editor's session ends; the password alone signs in again.
  await page.getByRole('tab', { name: '대시보드' }).click();
  await page.getByRole('tab', { name: '계정', exact: true }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: username }) });
  await expect(card.getByText('2단계 인증 사용')).toBeVisible();
  await card.getByRole('button', { name: '2단계 인증 초기화' }).click();
  await page.getByRole('alertdialog', { name: '2단계 인증 초기화' }).getByRole('button', { name: '2단계 인증 초기화' }).click();
  await expect(card.getByText('2단계 인증 없음')).toBeVisible();
  await editor.reload();
  await expect(editor.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
  await signInThroughUi(editor, '/admin', { username, password });
  await context.close();
});

test('the owner cannot require a second factor of everyone before having one', async ({ page }) => {
  await signInThroughUi(page);
  await page.getByRole('tab', { name: '계정', exact: true }).click();
  const rule = page.getByRole('checkbox', { name: '모든 계정에 2단계 인증 요구' });
  await expect(rule).not.toBeChecked();
  await rule.click();
  await expect(page.getByText('먼저 내 계정에서 2단계 인증을 설정하세요.')).toBeVisible();
  await expect(rule).not.toBeChecked();
});
