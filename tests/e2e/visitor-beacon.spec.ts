/**
 * The visitor beacon in a real browser: one POST /api/hit per page view (a text/plain JSON string, so
 * no preflight) with the path without its query, the locale, the campaign and the screen class; a 404
 * with the page that linked to it; a settled site search; the contact form's first touch, once.
 * (Playwright's Chromium says HeadlessChrome: the server answers it 204 and counts nothing.)
 */
import { expect, test, type Page, type Request } from './fixtures.ts';
import { inquirySeed } from '#data/pages/inquiry/index.ts';
import { getDictionary } from '#i18n/index.ts';

const isHit = (request: Request) => new URL(request.url()).pathname === '/api/hit' && request.method() === 'POST';

/** Every beacon the page sends, as sent. */
function beacons(page: Page): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (request) => isHit(request) && sent.push(request.postDataJSON() as Record<string, unknown>));
  return sent;
}
const nextHit = (page: Page, type: string) => page.waitForRequest((request) => isHit(request) && (request.postDataJSON() as { type?: string }).type === type);

test('a page view sends one beacon with its path, locale, campaign and screen class, as text/plain', async ({ page }) => {
  const sent = beacons(page);
  const view = nextHit(page, 'pageview');
  await page.goto('/en/faq/?utm_source=newsletter&utm_campaign=visa-2026&q=private');
  const request = await view;
  expect(request.headers()['content-type']).toMatch(/^text\/plain/);
  expect(request.postDataJSON()).toEqual({ type: 'pageview', path: expect.stringMatching(/^\/en\/faq\/?$/), locale: 'en', screen: 'desktop', utm_source: 'newsletter', utm_campaign: 'visa-2026' });
  // A link within the site: the next page's beacon has no referrer (a visit's source is where it began).
  const next = nextHit(page, 'pageview');
  await page.getByRole('banner').getByRole('link', { name: getDictionary('en').nav.contact, exact: true }).first().click();
  expect((await next).postDataJSON()).toEqual({ type: 'pageview', path: expect.stringMatching(/^\/en\/contact\/?$/), locale: 'en', screen: 'desktop' });
  expect(sent.map((hit) => hit.type)).toEqual(['pageview', 'pageview']);
});

test('a 404 sends notfound with the page that linked to it, and no page view', async ({ page, baseURL }) => {
  // The linking page's own view goes once it has loaded; what follows is the 404's alone.
  const view = nextHit(page, 'pageview');
  await page.goto('/en/faq/');
  await view;
  const sent = beacons(page);
  const missing = nextHit(page, 'notfound');
  await page.evaluate(() => (location.href = '/ja/notices/page/999/'));
  expect((await missing).postDataJSON()).toEqual({ type: 'notfound', path: '/ja/notices/page/999/', locale: 'ja', screen: 'desktop', from: expect.stringMatching(new RegExp(`^${new URL(baseURL!).origin}/en/faq/?$`)) });
  expect(sent.map((hit) => hit.type)).toEqual(['notfound']);
});

test('a site search counts its settled query with the number of results', async ({ page }) => {
  const t = getDictionary('en');
  await page.goto('/en/search/');
  const searched = nextHit(page, 'search');
  const box = page.getByRole('searchbox', { name: t.search.label });
  await box.fill('visa');
  await box.press('Enter');
  await expect(page.locator('[data-site-search]')).toHaveAttribute('data-state', 'results');
  const hit = (await searched).postDataJSON() as { term: string; results: number; path: string; locale: string };
  expect(hit).toMatchObject({ type: 'search', term: 'visa', path: expect.stringMatching(/^\/en\/search\/?$/), locale: 'en' });
  expect(hit.results).toBeGreaterThan(0);
});

test('the contact form\'s first touch sends form_start once', async ({ page }) => {
  const s = inquirySeed['en'].form;
  const sent = beacons(page);
  const view = nextHit(page, 'pageview');
  await page.goto('/en/contact/');
  await view;
  const started = nextHit(page, 'form_start');
  const name = page.getByRole('textbox', { name: `${s.fields.name.label} (${s.requiredMark})`, exact: true });
  await name.click();
  await name.fill('Kim');
  await page.getByRole('textbox', { name: `${s.fields.company.label} (${s.requiredMark})`, exact: true }).fill('Hanbit');
  expect((await started).postDataJSON()).toMatchObject({ type: 'form_start', path: expect.stringMatching(/^\/en\/contact\/?$/), locale: 'en' });
  // Another page view settles what was sent meanwhile: one form_start for all that typing.
  const after = nextHit(page, 'pageview');
  await page.goto('/en/faq/');
  await after;
  expect(sent.map((hit) => hit.type)).toEqual(['pageview', 'form_start', 'pageview']);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact page and a 404 fetch their pixel, which names the page in its Referer', async ({ page }) => {
    for (const [path, type] of [['/en/contact/', 'pageview'], ['/ja/notices/page/999/', 'notfound']] as const) {
      const pixel = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/hit' && request.method() === 'GET');
      await page.goto(path);
      const request = await pixel;
      expect(new URL(request.url()).search).toBe(`?t=${type}`);
      expect(request.headers()['referer']).toMatch(new RegExp(`${path.replace(/\/$/, '')}/?$`));
      const response = await request.response();
      expect([response?.status(), response?.headers()['content-type']]).toEqual([200, 'image/gif']);
    }
  });
});
