/**
 * Every inquiry its own address, and the list's filters in the address: an inquiry opened by its
 * link on a fresh page load shows everything with its history; an unknown reference says so and
 * leads back; a filtered list survives a reload and back/forward; a card fits a 375 px phone; axe
 * is clean on the inquiry's page at 375 and 1440 px.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { axeViolations, signInThroughUi } from './admin-helpers.ts';
import { mailTo } from './mailbox.ts';

/** POST /api/contact as the form sends it; the inquiry's reference (NB-…). */
async function sendInquiry(request: APIRequestContext, name: string, company: string): Promise<string> {
  const response = await request.post('/api/contact', {
    data: { name, company, email: 'address.test@example.com', phone: '+62 812-3456-7890', service: 'visa', budget: 'k10to50', message: `${company} 주소 테스트 문의입니다.`, privacy: true, locale: 'ko' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** The document is no wider than the window: nothing scrolls sideways. */
async function fitsWidth(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.scrollingElement!.scrollWidth, clientWidth: document.scrollingElement!.clientWidth }));
}

test('an inquiry opens by its own address on a fresh page load, with its details and its whole history', async ({ page }) => {
  const tag = unique();
  const name = `주소${tag}`;
  const company = `주소회사${tag}`;
  const reference = await sendInquiry(page.request, name, company);

  await signInThroughUi(page, `/admin#inquiries/${reference}`);
  const panel = page.getByRole('tabpanel', { name: '문의' });
  await expect(page.getByRole('tab', { name: '문의' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('heading', { level: 2, name: `문의 ${reference}` })).toBeFocused();
  const card = panel.getByRole('article', { name: new RegExp(name) });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(company);
  await expect(card).toContainText(`${company} 주소 테스트 문의입니다.`);
  await expect(card.getByRole('link', { name: 'address.test@example.com' })).toBeVisible();
  await expect(card.getByLabel('담당자')).toBeVisible();
  // The history is open on the inquiry's page: a note left here is there after a fresh load.
  await card.getByLabel('내부 메모 (문의자에게 보이지 않습니다)').fill(`주소로 연 메모 ${tag}`);
  await card.getByRole('button', { name: '메모 남기기' }).click();
  await expect(card.getByRole('list', { name: '기록과 메모' })).toContainText(`주소로 연 메모 ${tag}`);
  await card.getByRole('combobox', { name: '상태' }).selectOption('in_progress');
  await expect(page.getByText('처리 상태가 변경되었습니다.')).toBeVisible();

  await page.reload();
  const history = panel.getByRole('list', { name: '기록과 메모' });
  await expect(history).toContainText(`주소로 연 메모 ${tag}`);
  await expect(history).toContainText('상태: 신규 → 진행 중');
  await expect(panel.getByRole('combobox', { name: '상태' })).toHaveValue('in_progress');

  // Copy link puts the whole address on the clipboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await panel.getByRole('button', { name: '링크 복사' }).click();
  await expect(page.getByText('이 문의의 링크를 복사했습니다.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(`/admin#inquiries/${reference}`, page.url()).href);

  // The way back leads to the list, which links each inquiry to its page again.
  await panel.getByRole('link', { name: '문의 목록으로' }).click();
  await expect(page).toHaveURL(/#inquiries$/);
  await panel.getByRole('searchbox', { name: '검색' }).fill(company);
  // The search is in the address once typing settles (on a fresh site this may be the only inquiry, listed either way).
  await expect(page).toHaveURL(/#inquiries\?q=[^&]+$/);
  await expect(panel.getByRole('article')).toHaveCount(1);
  await panel.getByRole('link', { name: `문의 ${reference} 열기` }).click();
  await expect(page).toHaveURL(new RegExp(`#inquiries/${reference}$`));
  await expect(panel.getByRole('heading', { level: 2, name: `문의 ${reference}` })).toBeVisible();
  await page.goBack();
  await expect(panel.getByRole('searchbox', { name: '검색' })).toHaveValue(company);
  await expect(panel.getByRole('article')).toHaveCount(1);
});

test("the firm's notification mail links to the inquiry's own page, which opens from it", async ({ page }) => {
  const tag = unique();
  const name = `메일${tag}`;
  const reference = await sendInquiry(page.request, name, `메일회사${tag}`);
  // The site the tests start sends the firm's notices to this address (playwright.config.ts, scripts/test.ts).
  const mail = await mailTo('inquiries@nusantarabridge.co.id', new RegExp(reference));
  const link = new RegExp(`관리자 화면에서 보기 / Open in the back office: (https?://\\S+/admin#inquiries/${reference})`).exec(mail.body)?.[1];
  expect(link, mail.body).toBeDefined();
  await signInThroughUi(page, link!);
  const panel = page.getByRole('tabpanel', { name: '문의' });
  await expect(panel.getByRole('heading', { level: 2, name: `문의 ${reference}` })).toBeVisible();
  await expect(panel.getByRole('article', { name: new RegExp(name) })).toBeVisible();
});

test('an unknown reference says that no such inquiry exists and leads back to the list', async ({ page }) => {
  await signInThroughUi(page, '/admin#inquiries/NB-2020-ZZZZZZ');
  const panel = page.getByRole('tabpanel', { name: '문의' });
  await expect(panel.getByRole('heading', { level: 2, name: '문의를 찾을 수 없습니다' })).toBeVisible();
  await expect(panel.getByRole('status')).toContainText('접수번호 NB-2020-ZZZZZZ인 문의가 없습니다.');
  await panel.getByRole('status').getByRole('link', { name: '문의 목록으로' }).click();
  await expect(panel.getByRole('searchbox', { name: '검색' })).toBeVisible();
  await expect(page).toHaveURL(/#inquiries$/);
});

test('the list\'s search and filters live in the address: kept over a reload, undone by back, redone by forward', async ({ page }) => {
  const tag = unique();
  const company = `필터회사${tag}`;
  await sendInquiry(page.request, `필터${tag}`, company);
  await signInThroughUi(page, '/admin#inquiries');
  const panel = page.getByRole('tabpanel', { name: '문의' });
  const search = panel.getByRole('searchbox', { name: '검색' });
  const status = panel.getByRole('combobox', { name: '상태' }).first();

  await search.fill(company);
  await expect(page).toHaveURL(/#inquiries\?q=[^&]+$/);
  await expect(panel.getByRole('article')).toHaveCount(1);
  await status.selectOption('new');
  await expect(page).toHaveURL(/#inquiries\?q=.+&status=new$/);
  await expect(panel.getByRole('article')).toHaveCount(1);

  await page.reload();
  await expect(search).toHaveValue(company);
  await expect(status).toHaveValue('new');
  await expect(panel.getByRole('article')).toHaveCount(1);

  await status.selectOption('done');
  await expect(panel.getByText('조건에 맞는 문의가 없습니다.')).toBeVisible();
  await page.goBack();
  await expect(status).toHaveValue('new');
  await expect(search).toHaveValue(company);
  await expect(panel.getByRole('article')).toHaveCount(1);
  await page.goForward();
  await expect(status).toHaveValue('done');
  await expect(panel.getByText('조건에 맞는 문의가 없습니다.')).toBeVisible();

  // A shared link opens the same view in a new page.
  const shared = await page.context().newPage();
  await shared.goto(page.url().replace('status=done', 'status=new'));
  const sharedPanel = shared.getByRole('tabpanel', { name: '문의' });
  await expect(sharedPanel.getByRole('searchbox', { name: '검색' })).toHaveValue(company);
  await expect(sharedPanel.getByRole('article')).toHaveCount(1);
  await shared.close();
});

test('on a 375 px phone the inquiry cards fit the screen; axe is clean on an inquiry\'s page at 375 and 1440 px', async ({ page }) => {
  const tag = unique();
  // Unbroken words wider than a phone (a company written without spaces, a link in the message) are what widened the cards.
  const company = `PT.HanbitTradingInternationalIndonesiaSejahtera${tag}`;
  const response = await page.request.post('/api/contact', {
    data: { name: `폭${tag}`, company, email: 'address.test@example.com', phone: '+62 812-3456-7890', service: 'visa', privacy: true, locale: 'ko',
      message: `자료: https://drive.example.com/folders/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-${tag}?usp=sharing 확인 부탁드립니다` },
  });
  expect(response.status()).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  await signInThroughUi(page, `/admin#inquiries?q=${tag}`);
  const panel = page.getByRole('tabpanel', { name: '문의' });
  await expect(panel.getByRole('article')).toHaveCount(1);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(panel.getByRole('article', { name: new RegExp(company) })).toBeVisible();
  const list = await fitsWidth(page);
  expect(list.scrollWidth, 'the inquiries list scrolls sideways').toBeLessThanOrEqual(list.clientWidth);

  await page.goto(`/admin#inquiries/${reference}`);
  await expect(panel.getByLabel('내부 메모 (문의자에게 보이지 않습니다)')).toBeVisible();
  const own = await fitsWidth(page);
  expect(own.scrollWidth, "the inquiry's page scrolls sideways").toBeLessThanOrEqual(own.clientWidth);
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(panel.getByRole('article', { name: new RegExp(company) })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
