/**
 * The notices list in pages, as the firm's list grows past one page: every page of all notices and of
 * each category is prebuilt by the rebuild after an edit, so paging works without JavaScript, and the
 * search as you type finds a notice on any page. An admin spec: it publishes notices and waits for the
 * local rebuild, which must not run while the public pages are tested.
 */
import { expect, test } from './fixtures.ts';
import pg from 'pg';
import { NOTICES_PER_PAGE } from '#lib/notice-listing.ts';
import { noticesSeed } from '#data/pages/notices/index.ts';
import { adminCredentials, deleteTestNotice, signInThroughUi } from './admin-helpers.ts';

test('past one page: prebuilt pages of all notices and of a category, linked both ways; search reaches every page', async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000);
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  const stamp = Date.now();
  // One more than a page in the legal category, the oldest first in age so it lands on page 2.
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO notices (title, content, author, category, created_at)
     SELECT '페이징 확인 ' || $1 || '-' || n, '<p>쪽 나누기 확인</p>', 'admin', 'legal', now() - make_interval(days => 100 + n)
     FROM generate_series(1, $2::int) AS n RETURNING id`,
    [stamp, NOTICES_PER_PAGE + 1],
  );
  const headers = { Origin: baseURL!, 'Sec-Fetch-Site': 'same-origin' };
  let created: { id: number } | undefined;
  try {
    await signInThroughUi(page);
    // A published edit through the admin API: it asks for the rebuild that makes the pages.
    const response = await page.request.post('/api/admin/notices', {
      headers,
      data: { title: `페이징 빌드 ${stamp}`, content: '<p>빌드 요청</p>', author: adminCredentials.username, category: 'legal', isPublished: true },
    });
    expect(response.status()).toBe(201);
    created = (await response.json()) as { id: number };
    await expect(async () => {
      const built = await page.request.get('/notices/category/legal/page/2');
      expect(built.status()).toBe(200);
      expect(await built.text()).toContain(`페이징 확인 ${stamp}-${NOTICES_PER_PAGE + 1}`);
    }).toPass({ timeout: 240_000, intervals: [2_000] });

    const c = noticesSeed.ko;
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    const tab = await visitor.newPage();
    const notices = tab.getByRole('main').getByRole('listitem').filter({ has: tab.getByRole('heading', { level: 3 }) });
    const pager = tab.getByRole('navigation', { name: c.pager.label });
    await tab.goto('/notices');
    await expect(notices).toHaveCount(NOTICES_PER_PAGE);
    await expect(pager.getByRole('link', { name: '1쪽' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('link', { name: c.pager.next }).click();
    await expect(tab).toHaveURL(/\/notices\/page\/2$/);
    await expect(pager.getByRole('link', { name: '2쪽' })).toHaveAttribute('aria-current', 'page');
    await expect(notices.first()).toBeVisible();
    await pager.getByRole('link', { name: c.pager.previous }).click();
    await expect(tab).toHaveURL(/\/notices$/);

    await tab.getByRole('navigation', { name: c.listing.filterLabel }).getByRole('link', { name: new RegExp(`^${c.categories.legal}`) }).click();
    await expect(tab).toHaveURL(/\/notices\/category\/legal$/);
    await expect(notices).toHaveCount(NOTICES_PER_PAGE);
    await pager.getByRole('link', { name: '2쪽' }).click();
    await expect(tab).toHaveURL(/\/notices\/category\/legal\/page\/2$/);
    await expect(tab.getByRole('heading', { level: 2, name: '공지사항: 법령 (2쪽)' })).toBeVisible();
    await expect(notices.filter({ hasText: `페이징 확인 ${stamp}-${NOTICES_PER_PAGE + 1}` })).toHaveCount(1);
    await expect(notices.getByText(c.categories.legal, { exact: true })).toHaveCount(await notices.count());
    await visitor.close();

    // With JavaScript, the search covers every page of the list.
    await page.goto('/notices');
    await page.getByRole('searchbox', { name: c.search.label }).fill(`${stamp}-${NOTICES_PER_PAGE + 1}`);
    await expect(page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: c.pager.label })).toHaveCount(0);
  } finally {
    await db.query('DELETE FROM notices WHERE id = ANY($1)', [rows.map((r) => r.id)]);
    await db.end();
    // Deleting through the API asks for the rebuild that takes the extra pages away again.
    if (created) await deleteTestNotice(page, created.id, headers);
  }
});
