/**
 * The inquiry desk end to end: an inquiry sent through the site is given to the signed-in
 * administrator, shows under "mine", gets a follow-up day and an internal note, and its history lists
 * both with who made them. axe on the card with its history open.
 */
import { expect, test } from './fixtures.ts';
import { axeViolations, signInThroughUi } from './admin-helpers.ts';
import { mailTo } from './mailbox.ts';

test('assign to me, find it under "mine", note it, see the history', async ({ page, request }) => {
  // An inquiry as a visitor sends it (the form's own endpoint), with a company name to find it by.
  const company = `Desk ${Date.now()}`;
  const sent = await request.post('/api/contact', {
    data: { name: '데스크 테스트', company, email: 'desk@example.com', phone: '+62 812 0000 0000', service: 'visa', privacy: true, locale: 'ko' },
  });
  expect(sent.status()).toBe(201);
  await signInThroughUi(page);
  await page.getByRole('tab', { name: '문의' }).click();
  const search = page.getByRole('search');
  await search.getByRole('searchbox', { name: '검색' }).fill(company);
  const card = page.getByRole('article').filter({ hasText: company });
  await expect(card).toHaveCount(1);
  await card.getByRole('combobox', { name: '담당자' }).selectOption({ label: 'e2e-admin' });
  await expect(page.getByText('담당·후속 조치를 바꿨습니다.')).toBeVisible();
  await card.getByLabel('후속 조치일').fill('2030-01-31');
  await expect(card.getByLabel('후속 조치일')).toHaveValue('2030-01-31');

  await search.getByRole('combobox', { name: '담당' }).selectOption({ label: '내 담당' });
  await expect(card).toHaveCount(1);
  await search.getByRole('combobox', { name: '담당' }).selectOption({ label: '미배정' });
  await expect(card).toHaveCount(0);
  await search.getByRole('combobox', { name: '담당' }).selectOption({ label: '내 담당' });

  await card.getByRole('button', { name: '기록과 메모' }).click();
  await card.getByLabel('내부 메모 (문의자에게 보이지 않습니다)').fill('전화 연결됨. 다음 주 화요일 미팅.');
  await card.getByRole('button', { name: '메모 남기기' }).click();
  const history = card.getByRole('list', { name: '기록과 메모' });
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history).toContainText('담당자: 없음 → e2e-admin');
  await expect(history).toContainText('후속 조치일: 없음 → 2030-01-31');
  await expect(history).toContainText('전화 연결됨. 다음 주 화요일 미팅.');
  expect(await axeViolations(page)).toEqual([]);
});

test('a privacy request finds everything held about an address, lists the notes elsewhere that name the person, and erases it', async ({ page, request }) => {
  const email = `privacy-${Date.now()}@example.com`;
  for (let i = 0; i < 2; i++) {
    const sent = await request.post('/api/contact', { data: { name: '개인정보 요청', company: `P${i}`, email, phone: '+62 812 0000 0000', service: 'legal', privacy: true, locale: 'ko' } });
    expect(sent.status()).toBe(201);
  }
  // Someone else's inquiry, whose note names the person by address, name and phone in another writing.
  const company = `Mention ${Date.now()}`;
  const other = await request.post('/api/contact', { data: { name: '다른 분', company, email: `other-${Date.now()}@example.com`, phone: '+62 813 1111 2222', service: 'legal', privacy: true, locale: 'ko' } });
  expect(other.status()).toBe(201);
  await signInThroughUi(page);
  await page.getByRole('tab', { name: '문의' }).click();
  await page.getByRole('search').getByRole('searchbox', { name: '검색' }).fill(company);
  const card = page.getByRole('article').filter({ hasText: company });
  await card.getByRole('button', { name: '기록과 메모' }).click();
  await card.getByLabel('내부 메모 (문의자에게 보이지 않습니다)').fill(`소개: 개인정보 요청님 (${email}, 0812-0000-0000)`);
  await card.getByRole('button', { name: '메모 남기기' }).click();
  const history = card.getByRole('list', { name: '기록과 메모' });
  await expect(history).toContainText(email);
  await card.getByRole('button', { name: '기록 닫기' }).click();

  await page.getByRole('button', { name: '개인정보 요청' }).click();
  const panel = page.getByRole('region', { name: '개인정보 요청' });
  await panel.getByRole('textbox', { name: '이메일 주소' }).fill(email.toUpperCase());
  await panel.getByRole('button', { name: '찾기' }).click();
  await expect(panel.getByText('2건의 문의가 있습니다.')).toBeVisible();
  await expect(panel.getByText('다른 문의 1건의 메모와 회신 1개에 이 분의 정보가 있습니다.', { exact: false })).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: /^메모 · .* · e2e-admin · 이메일, 전화번호, 이름$/ })).toHaveCount(1);
  await expect(panel.getByRole('link', { name: 'JSON으로 내보내기' })).toHaveAttribute('href', /download=1$/);
  expect(await axeViolations(page)).toEqual([]);
  await panel.getByRole('button', { name: '모두 삭제' }).click();
  const confirm = page.getByRole('alertdialog', { name: '이 주소의 정보를 모두 삭제할까요?' });
  await expect(confirm).toContainText('다른 문의 1건의 메모와 회신 1개에서도');
  await confirm.getByRole('button', { name: '모두 삭제' }).click();
  await expect(page.getByText('2건을 삭제하고, 다른 문의의 메모와 회신 1개에서 이 분의 정보를 지웠습니다.')).toBeVisible();
  await panel.getByRole('button', { name: '찾기' }).click();
  await expect(panel.getByText('이 주소로 보관된 정보가 없습니다.')).toBeVisible();
  await expect(panel.getByRole('button', { name: '모두 삭제' })).toHaveCount(0);

  // The other inquiry stays, its note without the person.
  await card.getByRole('button', { name: '기록과 메모' }).click();
  await expect(card.getByRole('list', { name: '기록과 메모' })).toContainText('소개: [erased]님 ([erased], [erased])');
});

test('a reply written in the desk reaches the visitor by e-mail with the reference, and stays in the history', async ({ page, request }) => {
  const email = `reply-${Date.now()}@example.com`;
  const sent = await request.post('/api/contact', {
    data: { name: '회신 테스트', company: `Reply ${Date.now()}`, email, phone: '+62 812 0000 0000', service: 'hr', privacy: true, locale: 'ko' },
  });
  expect(sent.status()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };
  await signInThroughUi(page);
  await page.getByRole('tab', { name: '문의' }).click();
  await page.getByRole('search').getByRole('searchbox', { name: '검색' }).fill(reference);
  const card = page.getByRole('article').filter({ hasText: reference });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: '회신', exact: true }).click();
  const form = card.getByRole('form', { name: '회신' });
  await form.getByLabel('회신 내용 (문의자에게 이메일로 갑니다)').fill('안녕하세요. 다음 주 화요일 오전 10시에 상담 가능합니다.');
  await form.getByRole('button', { name: '이메일로 보내기' }).click();
  await expect(page.getByText('회신을 보냈습니다.')).toBeVisible();

  const mail = await mailTo(email, /다음 주 화요일/);
  expect(mail.subject).toContain(`[${reference}]`);
  expect(mail.body).toContain('안녕하세요. 다음 주 화요일 오전 10시에 상담 가능합니다.');
  expect(mail.raw).toMatch(/^Reply-To: contact@nusantarabridge\.co\.id/m);
  // An answer from the visitor's mailbox reaches the desk too: the inquiry's desk address is a second Reply-To.
  expect(mail.raw.replace(/\r?\n[ \t]+/g, ' ')).toMatch(new RegExp(`^Reply-To: .*<desk\\+${reference}@nusantarabridge\\.co\\.id>`, 'im'));
  // The card opens its history on the sent reply.
  await expect(card.getByRole('list', { name: '기록과 메모' })).toContainText('다음 주 화요일 오전 10시');
  expect(await axeViolations(page)).toEqual([]);
});

test('a large export is prepared in the background and offered as files when ready', async ({ page }) => {
  await signInThroughUi(page);
  await page.getByRole('tab', { name: '문의' }).click();
  await page.getByRole('button', { name: '대용량 내보내기' }).click();
  await page.getByRole('button', { name: '전체 내보내기 준비' }).click();
  await expect(page.getByRole('status').filter({ hasText: '준비되었습니다' })).toContainText(/파일 1개/);
  const link = page.getByRole('link', { name: /^CSV 파일 1 \(\d+건\)$/ });
  const csv = await (await page.request.get((await link.getAttribute('href'))!)).text();
  expect(csv.startsWith('\uFEFF접수번호,접수일,처리 상태')).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
});
