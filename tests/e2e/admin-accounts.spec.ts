/**
 * Accounts end to end: the owner invites an editor from the accounts tab (the link is also e-mailed), the link opened in another
 * browser creates the account and signs it in (editor tabs only), the owner makes it staff and then
 * disables it, and the other browser's session ends; the owner finds the role change in the audit
 * log by its action. axe on the accounts tab, the account form and the filtered log.
 * Then the pending invitations: one sent is listed with its role, sender and expiry, the owner
 * withdraws it, and its link is dead (it says it was withdrawn); axe at 375 and 1440 px.
 */
import { expect, test } from './fixtures.ts';
import { randomBytes } from 'node:crypto';
import { adminCredentials, axeViolations, signInThroughUi } from './admin-helpers.ts';
import { mailTo } from './mailbox.ts';

test('invite -> accept in another browser -> role change -> disable ends the session', async ({ page, browser }) => {
  await signInThroughUi(page);
  await page.getByRole('tab', { name: '계정', exact: true }).click();
  const email = `editor-${randomBytes(3).toString('hex')}@example.com`;
  await page.getByRole('textbox', { name: '이메일' }).fill(email);
  await page.getByRole('combobox', { name: '역할', exact: true }).selectOption({ label: '편집자' });
  await page.getByRole('button', { name: '초대 링크 만들기' }).click();
  const linkBox = page.getByRole('textbox', { name: '초대 링크 (48시간 동안 한 번 사용)' });
  await expect(linkBox).toHaveValue(/\/admin\?invite=[\w-]{43}$/);
  await expect(page.getByText(`${email} 주소로 초대 메일도 보냈습니다.`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const link = await linkBox.inputValue();
  // The invitee gets the same one-time link by e-mail (the test site's mail goes to a local mailbox).
  expect((await mailTo(email)).body).toContain(link);

  const other = await browser.newContext();
  const invitee = await other.newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { name: '관리자 계정 만들기' })).toBeVisible();
  await expect(invitee.getByText(email)).toBeVisible();
  expect(await axeViolations(invitee)).toEqual([]);
  const username = `lee-${randomBytes(2).toString('hex')}`;
  const password = randomBytes(12).toString('base64url');
  await invitee.getByRole('textbox', { name: '아이디' }).fill(username);
  await invitee.getByLabel('비밀번호', { exact: true }).fill(password);
  await invitee.getByLabel('비밀번호 확인').fill('not the same');
  await invitee.getByRole('button', { name: '계정 만들기' }).click();
  await expect(invitee.getByText('두 비밀번호가 다릅니다.')).toBeVisible();
  await invitee.getByLabel('비밀번호 확인').fill(password);
  await invitee.getByRole('button', { name: '계정 만들기' }).click();
  await expect(invitee.getByText(`${username}님 환영합니다`, { exact: true })).toBeVisible();
  expect(await invitee.getByRole('tablist', { name: '관리 메뉴' }).getByRole('tab').allInnerTexts()).toEqual(['대시보드', '방문자', '공지사항', 'FAQ', 'CSR', '미디어', '페이지', '사이트 설정', '내 계정']);
  expect(new URL(invitee.url()).search).toBe('');

  // The link works once (a third browser, signed in nowhere).
  const third = await browser.newContext();
  const again = await third.newPage();
  await again.goto(link);
  await expect(again.getByText('초대 링크가 만료되었거나 이미 사용되었습니다', { exact: false })).toBeVisible();
  await third.close();

  await page.getByRole('tab', { name: '대시보드' }).click();
  await page.getByRole('tab', { name: '계정', exact: true }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: username }) });
  await card.getByRole('combobox', { name: `${username}의 역할` }).selectOption({ label: '상담 담당' });
  await expect(page.getByText('계정을 바꿨습니다').first()).toBeVisible();
  await card.getByRole('button', { name: '사용 중지' }).click();
  await expect(card.getByText('사용 중지됨')).toBeVisible();

  // The disabled account's open admin app finds its session gone at its next call.
  await invitee.reload();
  await expect(invitee.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
  await other.close();

  // Every step is in the audit log, which the owner filters by action.
  await page.getByRole('tab', { name: '대시보드' }).click();
  const search = page.getByRole('search', { name: '활동 기록 찾기' });
  await search.getByRole('combobox', { name: '작업' }).selectOption({ label: '역할 변경' });
  await search.getByRole('button', { name: '찾기' }).click();
  const log = page.getByRole('table', { name: '활동 기록' });
  // The line is worded in the reader's language: the roles by their Korean names.
  await expect(log).toContainText(`${username}: 편집자 → 상담 담당`);
  await expect(log).not.toContainText('로그인');
  expect(await axeViolations(page)).toEqual([]);
});

test('invite -> pending on the accounts screen -> withdraw -> the link is dead', async ({ page, browser }) => {
  await signInThroughUi(page);
  await page.getByRole('tab', { name: '계정', exact: true }).click();
  const email = `staff-${randomBytes(3).toString('hex')}@example.com`;
  await page.getByRole('textbox', { name: '이메일' }).fill(email);
  await page.getByRole('combobox', { name: '역할', exact: true }).selectOption({ label: '상담 담당' });
  await page.getByRole('button', { name: '초대 링크 만들기' }).click();
  const link = await page.getByRole('textbox', { name: '초대 링크 (48시간 동안 한 번 사용)' }).inputValue();
  expect(link).toMatch(/\/admin\?invite=[\w-]{43}$/);

  const pending = page.getByRole('region', { name: '대기 중인 초대' });
  const item = pending.getByRole('listitem').filter({ has: page.getByRole('heading', { name: email }) });
  await expect(item).toBeVisible();
  await expect(item).toContainText('상담 담당');
  await expect(item).toContainText(`${adminCredentials.username}님이`);
  await expect(item).toContainText('까지 유효');
  for (const viewport of [{ width: 375, height: 812 }, { width: 1440, height: 900 }]) {
    await page.setViewportSize(viewport);
    await expect(item.getByRole('button', { name: '철회' })).toBeVisible();
    expect(await axeViolations(page), `${viewport.width} px`).toEqual([]);
  }

  await item.getByRole('button', { name: '철회' }).click();
  const dialog = page.getByRole('alertdialog', { name: '초대를 철회할까요?' });
  await expect(dialog).toContainText(email);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: '철회' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('초대를 철회했습니다').first()).toBeVisible();
  await expect(pending.getByRole('heading', { name: email })).toHaveCount(0);

  // The link, opened anywhere, is dead and says why; nothing can be filled in.
  const other = await browser.newContext();
  const invitee = await other.newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole('alert').filter({ hasText: '이 초대는 철회되었습니다' })).toBeVisible();
  await expect(invitee.getByRole('button', { name: '계정 만들기' })).toHaveCount(0);
  expect(await axeViolations(invitee)).toEqual([]);
  await other.close();

  // The log has the invitation and its withdrawal.
  await page.getByRole('tab', { name: '대시보드' }).click();
  const search = page.getByRole('search', { name: '활동 기록 찾기' });
  await search.getByRole('combobox', { name: '작업' }).selectOption({ label: '초대 철회' });
  await search.getByRole('button', { name: '찾기' }).click();
  await expect(page.getByRole('table', { name: '활동 기록' })).toContainText(`${email} (staff)`);
});
