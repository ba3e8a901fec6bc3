/**
 * CSR ("Our Story") in every locale: a page of the list with the category filter (only categories that
 * have stories, each read from the API) and the empty texts, cards, detail with its blocks and view
 * counting, the not-found state, and a post published after the build reached through the fallback page.
 */
import { expect, test, type Page } from './fixtures.ts';
import pg from 'pg';
import { csrCategories } from '#data/csr-categories.ts';
import { csrSeed } from '#data/pages/csr/index.ts';
import { notFoundSeed } from '#data/pages/not-found/index.ts';
import { locales, type Locale } from '#i18n/locales.ts';
import { localizePath } from '#i18n/routes.ts';
import { CSR_PER_PAGE } from '#lib/csr-listing.ts';
import { hydrateIslands } from './page-helpers.ts';

async function openList(page: Page, code: Locale) {
  await page.goto(localizePath(code, '/about/csr'));
  await hydrateIslands(page);
  await expect(page.locator('[data-state="fresh"]')).toBeVisible();
  return csrSeed[code];
}

for (const { code } of locales) {
  test(`${code}: list with the categories that have stories, cards and read-more links`, async ({ page, request }) => {
    const c = await openList(page, code);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.hero.title);
    const filters = page.getByRole('group', { name: c.filterLabel }).getByRole('button');
    const labels = await filters.allInnerTexts();
    expect(labels[0]).toBe(c.all);
    // Each category offered has stories (the API's count of that category's stories), in the registry's order.
    const offered = csrCategories.filter((cat) => labels.includes(cat.labels[code]));
    expect(labels.slice(1)).toEqual(offered.map((cat) => cat.labels[code]));
    for (const cat of offered) {
      const answer = await request.get(`/api/csr-posts?category=${encodeURIComponent(cat.value)}&pageSize=1`);
      expect(Number(answer.headers()['x-total-count']), cat.value).toBeGreaterThan(0);
    }
    const cards = page.getByRole('main').getByRole('listitem');
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    expect(await cards.count()).toBeLessThanOrEqual(CSR_PER_PAGE);
    const image = cards.first().locator('img');
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(cards.first().getByRole('link', { name: new RegExp(c.readMore) })).toHaveAttribute('href', new RegExp(`^${localizePath(code, '/about/csr/')}\\d+$`));
  });
}

for (const code of ['ko', 'en'] as const) {
  test(`${code}: filtering by category reads that category's stories from the API; none, the empty texts`, async ({ page }) => {
    const c = await openList(page, code);
    const label = (value: string) => csrCategories.find((cat) => cat.value === value)!.labels[code];
    const group = page.getByRole('group', { name: c.filterLabel });
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/api/csr-posts?') && asked.push(new URL(r.url()).searchParams.get('category') ?? ''));
    await group.getByRole('button', { name: label('창립이야기'), exact: true }).click();
    await expect(group.getByRole('button', { name: label('창립이야기'), exact: true })).toHaveAttribute('aria-pressed', 'true');
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(1);
    expect(asked).toContain('창립이야기');
    await group.getByRole('button', { name: c.all, exact: true }).click();
    expect(await cards.count()).toBeGreaterThanOrEqual(6);

    // A category whose stories went after the build, and a list with none: the empty texts.
    await page.route('**/api/csr-posts?*', (route) => route.fulfill({ json: [], headers: { 'X-Total-Count': '0', 'X-Total-Pages': '1' } }));
    await group.getByRole('button', { name: label('창립이야기'), exact: true }).click();
    await expect(page.getByText(c.empty.title)).toBeVisible();
    await openList(page, code);
    await expect(page.getByText(c.empty.title)).toBeVisible();
    await expect(page.getByText(c.empty.text)).toBeVisible();
  });

  test(`${code}: detail shows its blocks and its dates; a reload is the same reader, not a second view`, async ({ page }) => {
    const c = await openList(page, code);
    const link = page.getByRole('main').getByRole('listitem').first().getByRole('link');
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('[data-counted="true"]')).toBeAttached();
    const weekday = code === 'ko' ? /요일/ : /(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day/;
    await expect(page.locator('article time').first()).toHaveText(weekday);
    await expect(page.getByText(c.detail.published)).toBeVisible();
    const views = async () => Number((await page.locator('[data-csr-post] [data-views]').textContent())!.replace(/\D/g, ''));
    const before = await views();
    await page.reload();
    await expect(page.locator('[data-counted="true"]')).toBeAttached();
    expect(await views()).toBe(before);
    await expect(page.getByText(new RegExp(c.detail.lastModified))).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: c.detail.summary })).toBeVisible();
    await expect(page.getByRole('link', { name: c.detail.back })).toHaveAttribute('href', localizePath(code, '/about/csr'));
    await expect(page.getByRole('link', { name: c.detail.backToList })).toHaveAttribute('href', localizePath(code, '/about/csr'));
    await expect(page.getByRole('main').getByRole('link', { name: c.detail.contact })).toHaveAttribute('href', localizePath(code, '/contact'));
  });

  test(`${code}: the cards and a story's page show the current view counts, read apart from the cached content`, async ({ page, request }) => {
    const posts = (await (await request.get('/api/csr-posts')).json()) as { id: number }[];
    expect(posts[0]).not.toHaveProperty('views'); // the content answer carries no count
    await page.route('**/api/view-counts?*', async (route) => {
      const counts = (await (await route.fetch()).json()) as Record<string, number>;
      await route.fulfill({ json: Object.fromEntries(Object.keys(counts).map((key) => [key, 987_654])) });
    });
    await openList(page, code);
    await expect(page.getByRole('main').getByRole('listitem').first()).toContainText('987,654');
    await page.goto(localizePath(code, `/about/csr/${posts[0]!.id}`));
    await expect(page.locator('[data-counted="true"]')).toBeAttached();
    await expect(page.locator('[data-csr-post] [data-views]')).toContainText('987,654');
  });

  test(`${code}: a missing post is the 404 page; the fallback page without a post says so with a way back`, async ({ page }) => {
    const c = csrSeed[code];
    expect((await page.goto(localizePath(code, '/about/csr/2000000000')))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundSeed[code].heading);
    await page.goto(`${localizePath(code, '/about/csr/post')}/`);
    await expect(page.getByRole('heading', { level: 1, name: c.detail.notFoundTitle })).toBeVisible();
    await expect(page.getByText(c.detail.notFoundText)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: c.detail.backToList }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath(code, '/about/csr')}/?$`));
  });
}

test('a post published after the build is reachable through the fallback page and listed after hydration', async ({ page }) => {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  const stamp = Date.now();
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO csr_posts (title, content, excerpt, category, featured_image, is_published, published_at, author_id, translations)
     VALUES ($1, '<p>빌드 뒤에 올린 이야기</p>', '요약', '사회공헌', '/images/csr/education.svg', true, now(), (SELECT min(id) FROM admins), $2) RETURNING id`,
    [`새 이야기 ${stamp}`, { en: { title: `New story ${stamp}`, content: '<p>Published after the build</p>' } }],
  );
  const id = rows[0]!.id;
  try {
    await page.goto(`/about/csr/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`새 이야기 ${stamp}`);
    await expect(page.getByText('빌드 뒤에 올린 이야기')).toBeVisible();
    await page.goto(`/en/about/csr/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`New story ${stamp}`);
    await expect(page.getByText('Published after the build')).toBeVisible();
    await expect(page.locator('[lang="ko"]').getByText('요약')).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`New story ${stamp}`));
    await openList(page, 'en');
    await expect(page.getByRole('heading', { level: 3, name: `New story ${stamp}` })).toBeVisible();
    await db.query('UPDATE csr_posts SET is_published = false WHERE id = $1', [id]);
    expect((await page.goto(`/en/about/csr/${id}`))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundSeed.en.heading);
    await page.goto('/en/about/csr/post/');
    await expect(page.getByText(csrSeed.en.detail.notFoundText)).toBeVisible();
  } finally {
    await db.query('DELETE FROM csr_posts WHERE id = $1', [id]);
    await db.end();
  }
});

test('reading a story counts one view per reader and day, across reloads; the page shows the count', async ({ page }) => {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO csr_posts (title, content, category, is_published, published_at, author_id) VALUES ($1, '<p>조회 확인</p>', '사회공헌', true, now(), (SELECT min(id) FROM admins)) RETURNING id`,
    [`조회 이야기 ${Date.now()}`],
  );
  const id = rows[0]!.id;
  const views = async () => (await db.query<{ views: number }>('SELECT views FROM csr_posts WHERE id = $1', [id])).rows[0]!.views;
  try {
    for (let i = 0; i < 3; i++) {
      const counted = page.waitForResponse((r) => r.url().endsWith('/api/views'));
      await page.goto(`/about/csr/${id}`);
      expect((await counted).status()).toBe(204);
      await expect(page.getByText('조회수 1회')).toBeVisible();
    }
    expect(await views()).toBe(1);
  } finally {
    await db.query('DELETE FROM csr_posts WHERE id = $1', [id]);
    await db.end();
  }
});
