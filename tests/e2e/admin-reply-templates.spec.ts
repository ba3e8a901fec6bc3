/**
 * Reply templates end to end: a template made in the inquiries tab's manager is offered in the reply
 * form of an English inquiry, under the inquiry's language; choosing it fills subject and text with
 * the visitor's name and the reference, after asking when the administrator had typed something.
 * The test site has no mail server, so the desk's answer is told that mail is set up (the reply button
 * shows only then); nothing is sent.
 */
import { expect, test } from './fixtures.ts';
import { axeViolations, signInThroughUi } from './admin-helpers.ts';

test('create a template, pick it in a reply, the fields are filled', async ({ page, request }) => {
  const stamp = Date.now();
  const company = `Templates ${stamp}`;
  const sent = await request.post('/api/contact', {
    data: { name: 'Jane Doe', company, email: 'jane@example.com', phone: '+62 812 0000 0000', service: 'visa', privacy: true, locale: 'en' },
  });
  expect(sent.status()).toBe(201);
  await page.route('**/api/admin/desk', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), mail: true } });
  });
  await signInThroughUi(page);
  await page.getByRole('tab', { name: '문의' }).click();

  // The manager: a new English template, listed under English; closing returns focus to its button.
  const opener = page.getByRole('button', { name: '회신 템플릿' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: '회신 템플릿' });
  await dialog.getByRole('button', { name: '새 템플릿' }).click();
  await dialog.getByRole('combobox', { name: '언어' }).selectOption({ label: 'English' });
  const name = `Visa follow-up ${stamp}`;
  await dialog.getByRole('textbox', { name: '템플릿 이름' }).fill(name);
  await dialog.getByRole('textbox', { name: '제목' }).fill('Your visa question ({reference})');
  await dialog.getByRole('textbox', { name: '회신 내용' }).fill('Dear {name},\nabout {reference}: we will call you tomorrow.');
  await dialog.getByRole('button', { name: '저장' }).click();
  const english = dialog.getByRole('region', { name: 'English' });
  await expect(english.getByText(name, { exact: true })).toBeVisible();
  await expect(english.getByRole('button', { name: '수정' }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // Closing over a template being written asks first; keeping it keeps the text.
  await dialog.getByRole('button', { name: '새 템플릿' }).click();
  await dialog.getByRole('textbox', { name: '템플릿 이름' }).fill('Draft');
  // The dialog answers Escape itself: left to Chromium's close watcher, a draft typed without a
  // recent click or key press (as fill() types it) lets Escape close the dialog without asking.
  type Noted = Window & { escapeTaken?: boolean };
  // Noted once the key's dispatch is over (the dialog stops it from reaching the window).
  await page.evaluate(() =>
    window.addEventListener('keydown', (e) => setTimeout(() => ((window as Noted).escapeTaken = e.defaultPrevented)), { capture: true, once: true }),
  );
  await page.keyboard.press('Escape');
  await expect.poll(() => page.evaluate(() => (window as Noted).escapeTaken)).toBe(true);
  const discard = page.getByRole('alertdialog', { name: '작성 중인 템플릿을 버릴까요?' });
  await discard.getByRole('button', { name: '계속 작성' }).click();
  await expect(discard).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: '템플릿 이름' })).toHaveValue('Draft');
  await dialog.getByRole('button', { name: '취소' }).click();
  await dialog.getByRole('button', { name: '닫기' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // The reply form of the English inquiry: the subject starts in English, the visitor's language.
  await page.getByRole('search').getByRole('searchbox', { name: '검색' }).fill(company);
  const card = page.getByRole('article').filter({ hasText: company });
  await expect(card).toHaveCount(1);
  const reference = ((await card.getByText(/^접수번호 /).textContent()) ?? '').replace('접수번호 ', '').trim();
  expect(reference).toMatch(/^NB-/);
  await card.getByRole('button', { name: '회신', exact: true }).click();
  const form = card.getByRole('form', { name: '회신' });
  const subject = form.getByRole('textbox', { name: '제목' });
  const body = form.getByRole('textbox', { name: '회신 내용 (문의자에게 이메일로 갑니다)' });
  await expect(subject).toHaveValue('Your inquiry to Nusantara Bridge Consulting');
  const picker = form.getByRole('combobox', { name: '템플릿', exact: true });
  await expect(picker.locator('optgroup').first()).toHaveAttribute('label', 'English · 문의 언어');

  // Something typed is kept unless the administrator agrees to replace it.
  await body.fill('My own words');
  await picker.selectOption({ label: name });
  const ask = page.getByRole('alertdialog', { name: '입력한 내용을 바꿀까요?' });
  await ask.getByRole('button', { name: '입력한 내용 유지' }).click();
  await expect(ask).toBeHidden();
  await expect(body).toHaveValue('My own words');
  await picker.selectOption({ label: name });
  await ask.getByRole('button', { name: '템플릿으로 바꾸기' }).click();
  await expect(subject).toHaveValue(`Your visa question (${reference})`);
  await expect(body).toHaveValue(`Dear Jane Doe,\nabout ${reference}: we will call you tomorrow.`);
  await expect(picker).toHaveValue(/^[0-9]+$/);

  // Another template now replaces the template's text without asking (nothing of the person's own is lost).
  await picker.selectOption({ label: 'Thank you for your inquiry' });
  await expect(ask).toBeHidden();
  await expect(body).toHaveValue(new RegExp(`^Dear Jane Doe,[\\s\\S]*reference ${reference}`));
});
