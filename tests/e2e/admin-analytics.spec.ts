/**
 * The Visitors tab: a visitor reads pages in three languages in an ordinary desktop browser (its own
 * context, so no admin session stops the count, and a desktop Chrome user agent, since the server
 * leaves HeadlessChrome out as a bot); the owner then finds those pages and languages in the chart,
 * the tables and a table's CSV. Staff do not get the tab, and the API refuses them. axe at 1440 and 375 px.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures.ts';
import { axeViolations, createAccount, signInThroughUi } from './admin-helpers.ts';

const DESKTOP_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const VISITED = [
  { path: '/', locale: '한국어' },
  { path: '/en/services/', locale: 'English' },
  { path: '/ja/contact/', locale: '日本語' },
];

/** The API's figures of the last 30 days, as the tab asks for them by default. */
async function report(page: Page): Promise<{ totals: { visitors: number; pageviews: number }; pages: { path: string; pageviews: number }[] }> {
  const answer = await page.request.get('/api/admin/analytics');
  expect(answer.status()).toBe(200);
  return answer.json();
}

const samePath = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');

test('an owner sees the pages a visitor read in three languages in the Visitors chart and tables, and exports one as CSV', async ({ page, browser }) => {
  // Three page loads in a second browser, a sign-in (a slow hash by design) and two axe scans of a long view: past the admin project's 60 s on a busy machine.
  test.setTimeout(120_000);
  await signInThroughUi(page, '/admin');
  const viewsOf = async () => {
    const { pages } = await report(page);
    return VISITED.map(({ path }) => pages.filter((p) => samePath(p.path, path)).reduce((sum, p) => sum + p.pageviews, 0));
  };
  const before = await viewsOf();

  const visitor = await browser.newContext({ userAgent: DESKTOP_CHROME, viewport: { width: 1280, height: 800 }, extraHTTPHeaders: {} });
  const tab = await visitor.newPage();
  for (const { path } of VISITED) {
    const beacon = tab.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/hit');
    await tab.goto(path);
    await beacon;
  }
  await visitor.close();
  // The beacon's count is stored after its answer: wait until the API counts one more view of each page.
  await expect.poll(async () => (await viewsOf()).map((views, i) => views - before[i]!)).toEqual([1, 1, 1]);
  const { totals } = await report(page);

  await page.getByRole('tab', { name: '방문자' }).click();
  await expect(page.getByRole('heading', { name: '방문자', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: '최근 30일' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('img', { name: new RegExp(`방문자 ${totals.visitors.toLocaleString('ko-KR')}명, 페이지뷰 ${totals.pageviews.toLocaleString('ko-KR')}회`) })).toBeVisible();
  const pages = page.getByRole('table', { name: '많이 본 페이지' });
  const languages = page.getByRole('table', { name: '언어', exact: true });
  for (const { path, locale } of VISITED) {
    await expect(pages.getByRole('rowheader', { name: new RegExp(`^${path.replace(/\/$/, '')}/?$`) })).toBeVisible();
    await expect(languages.getByRole('rowheader', { name: locale, exact: true })).toBeVisible();
  }
  // The Japanese contact page is the funnel's first step.
  const japanese = page.getByRole('table', { name: '문의 전환: 언어별' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: '日本語', exact: true }) });
  await expect(japanese.getByRole('cell').first()).not.toHaveText('0');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '많이 본 페이지 CSV 내려받기' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^visitors-pages-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFF페이지,페이지뷰,방문자\r\n')).toBe(true);
  expect(csv).toMatch(/\r\n\/en\/services\/?,\d+,\d+\r\n/);

  await page.getByRole('button', { name: '최근 7일' }).click();
  await expect(page.getByRole('button', { name: '최근 7일' })).toHaveAttribute('aria-pressed', 'true');
  await expect(pages.getByRole('rowheader', { name: /^\/en\/services\/?$/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(pages).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations(page)).toEqual([]);
});

test('staff do not get the Visitors tab, a link to it opens the dashboard, and the API refuses them', async ({ page }) => {
  const staff = createAccount('staff');
  await signInThroughUi(page, '/admin#visitors', staff);
  await expect(page.getByRole('tab', { name: '대시보드' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: '방문자' })).toHaveCount(0);
  const refused = await page.request.get('/api/admin/analytics');
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: 'Forbidden', reason: 'role' });
});
