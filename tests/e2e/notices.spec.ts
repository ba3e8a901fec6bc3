/**
 * Notices in every locale: hero figures, pinned first with its badges, one notice open at a time
 * (title or button), the 200-character preview, the empty state, the contact block, and a notice added
 * to the database after the build showing after hydration, a feed's link opening the notice's own page,
 * those pages without JavaScript, the categories as prebuilt lists, searching as you type, and the
 * fallback page of a notice newer than the build (paging: admin-notices-paging.spec.ts).
 */
import { expect, test, type Page } from './fixtures.ts';
import pg from 'pg';
import { noticeCategories } from '#domain/content/fields.ts';
import { noticesSeed } from '#data/pages/notices/index.ts';
import { notFoundSeed } from '#data/pages/not-found/index.ts';
import { locales, type Locale } from '#i18n/locales.ts';
import { localizePath } from '#i18n/routes.ts';
import { hydrateIslands } from './page-helpers.ts';

/** The notices of the list (the category links beside it are list items too). */
const notices = (page: Page) => page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });

async function open(page: Page, code: Locale) {
  await page.goto(localizePath(code, '/notices'));
  await hydrateIslands(page);
  await expect(page.locator('[data-state="fresh"]')).toBeVisible();
  return noticesSeed[code];
}

for (const { code } of locales) {
  test(`${code}: hero figures, pinned notice first with its badges, contact block`, async ({ page }) => {
    const c = await open(page, code);
    const s = c.hero.stats;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.hero.title);
    const hero = page.locator('dl').first();
    await expect(hero.getByText(/^\d+\+$/)).toBeVisible();
    await expect(hero.getByText(String(noticeCategories.length), { exact: true })).toBeVisible();
    await expect(hero.getByText(s.updates, { exact: true })).toBeVisible();
    await expect(hero.getByText(s.emergency.replace('{hours}', '24'), { exact: true })).toBeVisible();
    const first = notices(page).first();
    await expect(first.getByText(c.pinned, { exact: true })).toBeVisible();
    await expect(first.getByText(c.categories.announcement, { exact: true })).toBeVisible();
    await expect(first.getByText(c.author, { exact: true })).toBeVisible();
    await expect(first.getByText(c.views, { exact: true })).toBeVisible();
    await expect(page.getByText(c.important, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: c.contact.primary })).toHaveAttribute('href', localizePath(code, '/contact'));
  });
}

test('a link from the feed opens the notice\'s own page and counts the reading; the list opens at its item', async ({ page, request }) => {
  const feed = await (await request.get('/en/notices/rss.xml')).text();
  // The oldest item: far down the list, so being scrolled to it there shows.
  const [, title, link] = [...feed.matchAll(/<item><title>([^<]*)<\/title><link>([^<]*)<\/link>/g)].at(-1)!;
  const { pathname } = new URL(link!);
  expect(pathname).toMatch(/^\/en\/notices\/\d+$/);
  const beacon = page.waitForRequest((r) => r.url().includes('/api/views') && r.method() === 'POST');
  await page.goto(pathname);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
  await beacon;
  await expect(page.locator('[data-counted="true"]')).toBeAttached();

  const c = noticesSeed.en;
  const anchor = `#notice-${pathname.split('/').at(-1)}`;
  await page.goto(`/en/notices${anchor}`);
  await expect(page.locator(anchor).getByRole('button', { name: new RegExp(c.collapse) })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(anchor)).toBeInViewport();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const code of ['ko', 'en'] as const) {
    test(`${code}: the list links each notice to its own page, which reads in full with its dates and a way back`, async ({ page }) => {
      const c = noticesSeed[code];
      await page.goto(localizePath(code, '/notices'));
      const first = notices(page).first();
      const title = (await first.getByRole('heading', { level: 3 }).innerText()).trim();
      await first.getByRole('link', { name: new RegExp(c.pageLink) }).click();
      await expect(page).toHaveURL(new RegExp(`${localizePath(code, '/notices')}/\\d+$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('time[datetime]')).toHaveCount(2); // published and last updated
      await expect(page.getByText(c.categories.announcement, { exact: true })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: c.detail.backToList }).click();
      await expect(page).toHaveURL(new RegExp(`${localizePath(code, '/notices')}/?$`));
    });
  }
});

test.describe('categories without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const code of ['ko', 'en'] as const) {
    test(`${code}: a category link opens its prebuilt list, marked current, with only its notices`, async ({ page }) => {
      const c = noticesSeed[code];
      await page.goto(localizePath(code, '/notices'));
      const filters = page.getByRole('navigation', { name: c.listing.filterLabel });
      await expect(filters.getByRole('link', { name: new RegExp(`^${c.categories.all}`) })).toHaveAttribute('aria-current', 'page');
      // Only the categories with notices are offered (the seed has none on real estate).
      await expect(filters.getByRole('link', { name: new RegExp(`^${c.categories.realEstate}`) })).toHaveCount(0);
      await filters.getByRole('link', { name: new RegExp(`^${c.categories.visa}`) }).click();
      await expect(page).toHaveURL(new RegExp(`${localizePath(code, '/notices/category/visa')}$`));
      await expect(page.getByRole('navigation', { name: c.listing.filterLabel }).getByRole('link', { name: new RegExp(`^${c.categories.visa}`) })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 2, name: c.listing.categoryName.replace('{category}', c.categories.visa) })).toBeVisible();
      const items = notices(page);
      await expect(items).toHaveCount(1);
      await expect(items.getByText(c.categories.visa, { exact: true })).toBeVisible();
    });
  }
});

test('searching the notices as you type: Korean with a particle, Chinese and Japanese without spaces, Indonesian, English', async ({ page }) => {
  const cases: Array<[Locale, string, RegExp]> = [
    ['ko', '법인세를', /법인세 신고/],
    ['zh', '最低工资', /BPJS/],
    ['ja', '最低賃金', /BPJS/],
    ['id', 'SPT Tahunan', /SPT Tahunan/],
    ['en', 'overstay', /stay permit/],
  ];
  for (const [code, query, title] of cases) {
    const c = await open(page, code);
    const search = page.getByRole('searchbox', { name: c.search.label });
    await search.fill(query);
    await expect(page.getByRole('status').filter({ hasText: c.search.resultsOne.replace('{count}', '1') })).toBeVisible();
    const found = notices(page);
    await expect(found).toHaveCount(1);
    await expect(found.getByRole('heading', { level: 3 })).toHaveText(title);
  }
  const c = noticesSeed.en;
  await page.getByRole('searchbox', { name: c.search.label }).fill('nothing-like-this');
  await expect(page.getByText(c.search.none)).toBeVisible();
  await page.getByRole('button', { name: c.search.clear }).click();
  await expect(notices(page)).not.toHaveCount(0);
});

test('a notice published after the build is reachable through the fallback page; a missing one says so', async ({ page }) => {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  const stamp = Date.now();
  const { rows } = await db.query<{ id: number }>(
    "INSERT INTO notices (title, content, author, category, translations) VALUES ($1, '<p>빌드 뒤에 올린 공지</p>', 'admin', 'visa', $2) RETURNING id",
    [`새 공지 ${stamp}`, { en: { title: `New notice ${stamp}` } }],
  );
  const id = rows[0]!.id;
  try {
    const c = noticesSeed.en;
    await page.goto(`/notices/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`새 공지 ${stamp}`);
    await expect(page.getByText('빌드 뒤에 올린 공지')).toBeVisible();
    await page.goto(`/en/notices/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`New notice ${stamp}`);
    // The body has no English translation: shown in Korean, marked so, and said so.
    await expect(page.locator('[lang="ko"]').getByText('빌드 뒤에 올린 공지')).toBeVisible();
    await expect(page.getByText(c.koreanOnly)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`New notice ${stamp}`));
    await db.query('UPDATE notices SET is_published = false WHERE id = $1', [id]);
    // Unpublished, its address is the locale's 404 page; the fallback page itself, reached without an
    // item (or when the item goes between the answer and the API call), says it is not found.
    expect((await page.goto(`/en/notices/${id}`))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundSeed.en.heading);
    expect((await page.goto('/en/notices/2000000000'))?.status()).toBe(404);
    await page.goto('/en/notices/post/');
    await expect(page.getByRole('heading', { level: 1, name: c.detail.notFoundTitle })).toBeVisible();
    await expect(page.getByText(c.detail.notFoundText)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: c.detail.backToList }).click();
    await expect(page).toHaveURL(/\/en\/notices\/?$/);
  } finally {
    await db.query('DELETE FROM notices WHERE id = $1', [id]);
    await db.end();
  }
});

for (const code of ['ko', 'en'] as const) {
  test(`${code}: one notice open at a time, by title or button; preview of 200 characters`, async ({ page }) => {
    const c = await open(page, code);
    const items = notices(page);
    const first = items.nth(0);
    const second = items.nth(1);
    const preview = (await first.locator('[id^="notice-n-"] p').first().textContent())!;
    await first.getByRole('button', { name: new RegExp(c.readMore) }).click();
    const full = await first.locator('[id^="notice-n-"]').evaluate((el) => [...el.querySelectorAll('p')].map((p) => p.textContent).join(' ').replace(/\s+/g, ' ').trim());
    if ([...full].length > 200) expect(preview).toBe(`${[...full].slice(0, 200).join('').trimEnd()}…`);
    else expect(preview).toBe(full);
    await expect(first.getByRole('button', { name: new RegExp(c.collapse) })).toHaveAttribute('aria-expanded', 'true');
    await expect(first.locator('[id^="notice-n-"] p')).toHaveCount(2);
    await second.getByRole('heading', { level: 3 }).getByRole('button').click();
    await expect(second.getByRole('button', { name: new RegExp(c.collapse) })).toBeVisible();
    await expect(first.getByRole('button', { name: new RegExp(c.readMore) })).toHaveAttribute('aria-expanded', 'false');
    await second.getByRole('heading', { level: 3 }).getByRole('button').click();
    await expect(page.getByRole('button', { expanded: true })).toHaveCount(0);
  });

  test(`${code}: empty list says no notices are registered`, async ({ page }) => {
    await page.route('**/api/notices?*', (route) => route.fulfill({ json: [] }));
    await page.goto(localizePath(code, '/notices'));
    await hydrateIslands(page);
    await expect(page.getByText(noticesSeed[code].empty)).toBeVisible();
  });
}

test('a notice added to the database after the build shows after hydration, Korean text marked in English', async ({ page }) => {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  const title = `긴급 공지 e2e-${Date.now()}`;
  const { rows } = await db.query<{ id: number }>("INSERT INTO notices (title, content, author, category, is_important) VALUES ($1, '<p>새로운 <strong>본문</strong></p>', 'admin', 'tax', true) RETURNING id", [title]);
  try {
    const c = await open(page, 'en');
    const item = page.getByRole('listitem').filter({ hasText: title });
    await expect(item.getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'ko');
    await expect(item.getByText(c.koreanOnly)).toBeVisible();
    await expect(item.getByText(c.categories.tax, { exact: true })).toBeVisible();
    await db.query('UPDATE notices SET translations = $1 WHERE id = $2', [{ en: { title: `Edited ${title.slice(-17)}`, content: '<p>Edited body</p>' } }, rows[0]!.id]);
    await open(page, 'en');
    await expect(page.getByRole('heading', { name: `Edited ${title.slice(-17)}` })).toBeVisible();
  } finally {
    await db.query('DELETE FROM notices WHERE id = $1', [rows[0]!.id]);
    await db.end();
  }
});

test('opening a notice counts one view: once per reader and day, not on reopening or reloading', async ({ page }) => {
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  const title = `조회 확인 e2e-${Date.now()}`;
  const { rows } = await db.query<{ id: number }>("INSERT INTO notices (title, content, author) VALUES ($1, '<p>본문</p>', 'admin') RETURNING id", [title]);
  const id = rows[0]!.id;
  const views = async () => (await db.query<{ views: number }>('SELECT views FROM notices WHERE id = $1', [id])).rows[0]!.views;
  try {
    await open(page, 'ko');
    expect(await views()).toBe(0); // listing is not reading
    const item = page.getByRole('listitem').filter({ hasText: title });
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/views') && r.request().postDataJSON()?.id === id);
    const toggle = item.getByRole('heading', { level: 3 }).getByRole('button');
    await toggle.click();
    expect((await sent).status()).toBe(204);
    expect(await views()).toBe(1);

    const beacons: unknown[] = [];
    page.on('request', (r) => r.url().endsWith('/api/views') && beacons.push(r.postDataJSON()));
    await toggle.click(); // close
    await toggle.click(); // open again: the page sent it already
    expect(beacons).toEqual([]);
    await open(page, 'ko');
    const again = page.waitForResponse((r) => r.url().endsWith('/api/views'));
    await page.getByRole('listitem').filter({ hasText: title }).getByRole('heading', { level: 3 }).getByRole('button').click();
    await again;
    expect(await views()).toBe(1); // the same reader today: counted once
  } finally {
    await db.query('DELETE FROM notices WHERE id = $1', [id]);
    await db.end();
  }
});

test('the list and a notice\'s page show the current view counts, read apart from the cached content', async ({ page, request }) => {
  const rows = (await (await request.get('/api/notices')).json()) as { id: number; title: string }[];
  expect(rows[0]).not.toHaveProperty('views'); // the content answer carries no count
  const id = rows[0]!.id;
  // Counts no reader could have reached yet: shown, they came from /api/view-counts.
  await page.route('**/api/view-counts?*', async (route) => {
    const counts = (await (await route.fetch()).json()) as Record<string, number>;
    await route.fulfill({ json: Object.fromEntries(Object.keys(counts).map((key) => [key, 987_654])) });
  });
  const c = await open(page, 'en');
  const item = notices(page).first();
  await expect(item.getByText(c.views, { exact: true }).locator('..')).toContainText('987,654');
  await page.goto(`/en/notices/${id}`);
  await expect(page.locator('[data-counted="true"]')).toBeAttached();
  await expect(page.locator('[data-views]')).toHaveText('987,654');
});
