/**
 * React only when touched: no island fetches React on load; the first interaction with one
 * brings it; before that the form, FAQ, notices and filters work and look as they will after, and
 * nothing the visitor did meanwhile is lost (typing kept, the click that woke the island carried out).
 * The inquiry form is timed from the first touch, and a fast autofill is not taken for a bot.
 */
import { expect, test, type Locator, type Page } from './fixtures.ts';
import pg from 'pg';
import { csrSeed } from '#data/pages/csr/index.ts';
import { faqSeed } from '#data/pages/faq/index.ts';
import { inquirySeed } from '#data/pages/inquiry/index.ts';
import { noticesSeed } from '#data/pages/notices/index.ts';
import type { Locale } from '#i18n/locales.ts';
import { localizePath } from '#i18n/routes.ts';
import { hydrateIslands } from './page-helpers.ts';

const REACT = /\/_astro\/react\.[\w-]+\.js$/;
const hydrated = (page: Page) => page.waitForFunction(() => document.querySelector('astro-island') && !document.querySelector('astro-island[ssr]'));

/** Holds React back until `release()`, so the test acts before hydration; `asked` says whether it was requested. */
async function holdReact(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(REACT, async (route) => {
    asked.push(route.request().url());
    await released;
    await route.continue();
  });
  return { asked, release };
}

/** Where every visible element of the island's box sits: hydration must move nothing. */
const layout = (page: Page) =>
  page.locator('astro-island').first().evaluate((island) =>
    [...island.querySelectorAll('*')].filter((el) => el.getClientRects().length > 0).map((el) => {
      const r = el.getBoundingClientRect();
      return `${el.tagName} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    }),
  );

const ISLAND_PAGES = ['/', '/contact', '/faq', '/notices', '/about/csr'];

for (const code of ['ko', 'en'] as const) {
  for (const path of ISLAND_PAGES) {
    test(`${code} ${path}: no React on load, at most 45 KB and 10 KB of script; the first touch brings it, and nothing moves`, async ({ page }) => {
      const reactRequests: string[] = [];
      const loaded: Array<{ url: string; type: string; bytes: number }> = [];
      page.on('request', (request) => REACT.test(request.url()) && reactRequests.push(request.url()));
      page.on('requestfinished', async (request) => {
        const sizes = await request.sizes();
        loaded.push({ url: request.url(), type: request.resourceType(), bytes: sizes.responseBodySize });
      });
      await page.goto(localizePath(code, path));
      await page.waitForLoadState('networkidle');
      expect(reactRequests).toEqual([]);
      const onLoad = [...loaded];
      const bytes = (type?: string) => onLoad.filter((r) => !type || r.type === type).reduce((sum, r) => sum + r.bytes, 0);
      expect(bytes('script'), onLoad.filter((r) => r.type === 'script').map((r) => r.url).join('\n')).toBeLessThanOrEqual(10 * 1024);
      expect(bytes(), onLoad.map((r) => `${r.url} ${r.bytes}`).join('\n')).toBeLessThanOrEqual(45 * 1024);

      const before = await layout(page);
      await hydrateIslands(page);
      expect(reactRequests.length).toBeGreaterThan(0);
      await expect(page.locator('[data-state="prebuilt"]')).toHaveCount(0); // the lists refreshed from the API
      expect(await layout(page)).toEqual(before);
    });
  }
}

/** The contact page's form and its controls by role and exact accessible name. */
function inquiryForm(page: Page, code: Locale) {
  const s = inquirySeed[code].form;
  const el = page.getByRole('form', { name: s.label });
  const required = (label: string) => ({ name: `${label} (${s.requiredMark})`, exact: true });
  return {
    el,
    name: el.getByRole('textbox', required(s.fields.name.label)),
    company: el.getByRole('textbox', required(s.fields.company.label)),
    email: el.getByRole('textbox', required(s.fields.email.label)),
    phone: el.getByRole('textbox', required(s.fields.phone.label)),
    service: el.getByRole('combobox', required(s.fields.service.label)),
    message: el.getByRole('textbox', { name: `${s.fields.message.label} (${s.optionalMark})`, exact: true }),
    privacy: el.getByRole('checkbox', required(s.privacy.label)),
    submit: el.getByRole('button', { name: s.submit }),
    sent: page.getByRole('status').filter({ hasText: s.toast.successTitle }),
  };
}

/** How the server filed the inquiry of `company`: status and, for spam, the bot sign it showed. */
async function filed(company: string): Promise<{ status: string; spam_reason: string | null }[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<{ status: string; spam_reason: string | null }>('SELECT status, spam_reason FROM contact_inquiries WHERE company = $1', [company])).rows;
  } finally {
    await client.end();
  }
}

test('the inquiry form keeps what was typed before React arrived; its clock started at the first keystroke', async ({ page }) => {
  const react = await holdReact(page);
  await page.goto(localizePath('en', '/contact'));
  const f = inquiryForm(page, 'en');
  const company = `Typed early ${Date.now()}`;
  const tokenAnswer = page.waitForResponse((response) => response.url().endsWith('/api/contact/token'));
  await f.name.pressSequentially('Kim Minsu');
  const token = ((await (await tokenAnswer).json()) as { token: string }).token; // asked at the first touch, React still held
  await expect.poll(() => react.asked.length).toBeGreaterThan(0);
  await f.company.pressSequentially(company);
  await f.email.fill('minsu.kim@example.com');
  await f.phone.fill('+62 812 3456 7890');
  await f.service.selectOption('visa');
  await f.message.fill('Typed while the page was still plain HTML.');
  await f.privacy.check();
  await expect(f.el).not.toHaveAttribute('novalidate'); // not hydrated yet

  react.release();
  await expect(f.el).toHaveAttribute('novalidate', '');
  await expect(f.name).toHaveValue('Kim Minsu');
  await expect(f.company).toHaveValue(company);
  await expect(f.email).toHaveValue('minsu.kim@example.com');
  await expect(f.service).toHaveValue('visa');
  await expect(f.message).toHaveValue('Typed while the page was still plain HTML.');
  await expect(f.privacy).toBeChecked();
  const posted = page.waitForRequest((request) => request.url().endsWith('/api/contact') && request.method() === 'POST');
  await f.submit.click();
  expect((await posted).postDataJSON()).toMatchObject({ name: 'Kim Minsu', company, service: 'visa', privacy: true, formToken: token });
  await expect(f.sent).toBeVisible();
});

test('?service=hr is preselected before React arrives (the form posts it as it stands)', async ({ page }) => {
  const react = await holdReact(page);
  await page.goto(`${localizePath('en', '/contact')}?service=hr`);
  const f = inquiryForm(page, 'en');
  await expect(f.service).toHaveValue('hr');
  await expect(f.el).not.toHaveAttribute('novalidate');
  expect(react.asked).toEqual([]);
});

test('a fast autofill is not taken for a bot; the same form typed as fast is', async ({ page }) => {
  await page.goto(localizePath('ko', '/contact'));
  const f = inquiryForm(page, 'ko');
  // The visitor clicks into the name field; the browser's autofill fills the address card at once (its
  // input events are plain Events, not typing), then they pick a service, tick the consent and send.
  await f.name.click();
  await expect(f.el).toHaveAttribute('novalidate', '');
  const autofilled = `Autofill ${Date.now()}`;
  await f.el.evaluate((form, company) => {
    const values: Record<string, string> = { name: '김민수', company, email: 'minsu.kim@example.com', phone: '+62 812 3456 7890' };
    for (const [name, value] of Object.entries(values)) {
      const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }, autofilled);
  await f.service.selectOption('visa');
  await f.privacy.check();
  await f.submit.click();
  await expect(f.sent).toBeVisible();
  expect(await filed(autofilled)).toEqual([{ status: 'new', spam_reason: null }]);

  // The control: typed at machine speed right after the first touch, it is quarantined as too fast.
  await page.goto(localizePath('ko', '/contact'));
  const typed = `Typed fast ${Date.now()}`;
  await f.name.fill('김민수');
  await expect(f.el).toHaveAttribute('novalidate', '');
  await f.company.fill(typed);
  await f.email.fill('minsu.kim@example.com');
  await f.phone.fill('+62 812 3456 7890');
  await f.service.selectOption('visa');
  await f.privacy.check();
  await f.submit.click();
  await expect(f.sent).toBeVisible();
  expect(await filed(typed)).toEqual([{ status: 'spam', spam_reason: 'too-fast' }]);
});

/** Clicks `target` while React is held back, then lets it come: the click must have been carried out. */
async function clickBeforeHydration(page: Page, path: string, target: (page: Page) => Locator) {
  const react = await holdReact(page);
  await page.goto(path);
  await target(page).click();
  await expect.poll(() => react.asked.length).toBeGreaterThan(0); // the island's chunk asks for React
  react.release();
  await hydrated(page);
}

test('FAQ: a question or a tab clicked before React arrived opens or is chosen once it has', async ({ page }) => {
  const c = faqSeed.en;
  const question = (p: Page) => p.getByRole('tabpanel').getByRole('button').first();
  await clickBeforeHydration(page, localizePath('en', '/faq'), question);
  await expect(question(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('tabpanel').getByRole('region').first()).toBeVisible();

  const hr = (p: Page) => p.getByRole('tab', { name: c.categories.hr });
  await clickBeforeHydration(page, localizePath('en', '/faq'), hr);
  await expect(hr(page)).toHaveAttribute('aria-selected', 'true');
});

test('notices: "read more" clicked before React arrived opens the notice; a category link works before it; a search typed before it is run', async ({ page }) => {
  const c = noticesSeed.en;
  const readMore = (p: Page) => p.getByRole('main').getByRole('button', { name: new RegExp(c.readMore) }).first();
  await clickBeforeHydration(page, localizePath('en', '/notices'), readMore);
  await expect(page.getByRole('main').getByRole('button', { name: new RegExp(c.collapse) }).first()).toHaveAttribute('aria-expanded', 'true');

  const react = await holdReact(page);
  await page.goto(localizePath('en', '/notices'));
  await page.getByRole('navigation', { name: c.listing.filterLabel }).getByRole('link', { name: new RegExp(`^${c.categories.visa}`) }).click();
  await expect(page).toHaveURL(new RegExp(`${localizePath('en', '/notices/category/visa')}$`));

  await page.goto(localizePath('en', '/notices'));
  await page.getByRole('searchbox', { name: c.search.label }).pressSequentially('nothing-like-this');
  react.release();
  await hydrated(page);
  await expect(page.getByRole('searchbox', { name: c.search.label })).toHaveValue('nothing-like-this');
  await expect(page.getByText(c.search.none)).toBeVisible();
});

test('CSR: a category clicked before React arrived is applied once it has', async ({ page }) => {
  const c = csrSeed.en;
  const filters = (p: Page) => p.getByRole('group', { name: c.filterLabel }).getByRole('button');
  await clickBeforeHydration(page, localizePath('en', '/about/csr'), (p) => filters(p).nth(1));
  await expect(filters(page).nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(filters(page).first()).toHaveAttribute('aria-pressed', 'false');
});
