/**
 * The morning reminder e-mail per person, on the owners' accounts screen: a staff account's card
 * shows it on (the default) with what it sends; the owner turns it off (a toast names the person),
 * it stays off after a reload, the audit log has it by its action, and it goes back on. An editor,
 * who works no inquiries, has no such switch. axe clean at 375 and 1440 px.
 */
import { expect, test } from './fixtures.ts';
import { axeViolations, createAccount, signInThroughUi } from './admin-helpers.ts';

test('an owner turns a person\'s morning reminder off and on again, audited', async ({ page }) => {
  const staff = createAccount('staff');
  const editor = createAccount('editor');
  await signInThroughUi(page);
  await page.getByRole('tab', { name: '계정', exact: true }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: staff.username }) });
  const reminders = card.getByRole('checkbox', { name: '아침 알림 메일' });
  await expect(reminders).toBeChecked();
  await expect(reminders).toHaveAccessibleDescription(/24시간 넘게 회신하지 않은 문의/);
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: editor.username }) }).getByRole('checkbox')).toHaveCount(0);
  for (const viewport of [{ width: 375, height: 812 }, { width: 1440, height: 900 }]) {
    await page.setViewportSize(viewport);
    await reminders.scrollIntoViewIfNeeded();
    await expect(reminders).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${viewport.width} px`).toBeLessThanOrEqual(viewport.width);
    expect(await axeViolations(page), `${viewport.width} px`).toEqual([]);
  }

  await reminders.uncheck();
  await expect(page.getByText(`${staff.username}님에게 아침 알림 메일을 보내지 않습니다`).first()).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: '계정', exact: true }).click();
  await expect(reminders).not.toBeChecked();

  await page.getByRole('tab', { name: '대시보드' }).click();
  const search = page.getByRole('search', { name: '활동 기록 찾기' });
  await search.getByRole('combobox', { name: '작업' }).selectOption({ label: '아침 알림 메일 끔' });
  await search.getByRole('button', { name: '찾기' }).click();
  await expect(page.getByRole('table', { name: '활동 기록' })).toContainText(staff.username);

  await page.getByRole('tab', { name: '계정', exact: true }).click();
  await reminders.check();
  await expect(page.getByText(`${staff.username}님에게 아침 알림 메일을 보냅니다`).first()).toBeVisible();
  await expect(reminders).toBeChecked();
});
