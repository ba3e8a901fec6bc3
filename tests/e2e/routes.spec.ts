import { expect, test } from './fixtures.ts';
import { notFoundSeed } from '#data/pages/not-found/index.ts';
import { getDictionary } from '#i18n/index.ts';
import { localeInfo, locales } from '#i18n/locales.ts';
import { localizePath, serviceSlugs, staticRoutes } from '#i18n/routes.ts';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

test.describe('every spec route in every locale', () => {
  for (const { code } of locales) {
    test(`${code}: every static route answers 200 with lang ${localeInfo(code).bcp47}`, async ({ request }) => {
      for (const path of [...staticRoutes, '/about/csr/1']) {
        const url = localizePath(code, path);
        const response = await request.get(encodeURI(url));
        expect(response.status(), url).toBe(200);
        const html = await response.text();
        expect(html, url).toContain(`<html lang="${localeInfo(code).bcp47}"`);
        expect(html.match(/<h1[\s>]/g), `${url}: one h1`).toHaveLength(1);
      }
    });
  }

  test("a service page's earlier address (the Korean slug under a locale's prefix) is permanently redirected to the locale's own address", async ({ page, request }) => {
    const earlier = encodeURI(`/en/services/${serviceSlugs.establishment}`);
    for (const path of [earlier, `${earlier}/`]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(new URL(response.headers().location!, 'http://x').pathname, path).toBe('/en/services/company-establishment');
    }
    await page.goto(`${earlier}?utm_source=mail`);
    await expect(page).toHaveURL(/\/en\/services\/company-establishment\?utm_source=mail$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(getDictionary('en').services.establishment);
  });

  test('the admin shell answers 200', async ({ request }) => {
    expect((await request.get('/admin')).status()).toBe(200);
  });
});

test.describe('unknown paths', () => {
  for (const { code, bcp47 } of locales) {
    test(`${code}: 404 titled and headed in the page's language, 'Page Not Found' visible`, async ({ page }) => {
      const response = await page.goto(localizePath(code, '/no-such-page'));
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', bcp47);
      const t = getDictionary(code);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundSeed[code].heading);
      await expect(page).toHaveTitle(t.pages.notFound.title);
      await expect(page.getByText('Page Not Found', { exact: true })).toBeVisible();
    });
  }

  test('an unpublished or unknown CSR post or notice has no page: the locale\'s 404 page answers 404', async ({ page }) => {
    // Items published after the build reach their fallback page through the detail-page function;
    // an id that names no published item is not found, for crawlers as for people.
    for (const [path, locale] of [['/about/csr/999999', 'ko'], ['/en/about/csr/999999', 'en'], ['/ja/notices/999999', 'ja'], ['/notices/abc', 'ko']] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundSeed[locale].heading);
      await expect(page.locator('body')).not.toContainText('비공개 초안');
    }
  });
});

test.describe('translations on the page', () => {
  for (const { code } of locales.filter((l) => l.code !== 'ko')) {
    test(`${code}: no Hangul outside the language selector and Korean-only content`, async ({ page }) => {
      for (const path of [...staticRoutes, '/no-such-page']) {
        await page.goto(encodeURI(localizePath(code, path)));
        const stray = await page.evaluate((pattern) => {
          const hangul = new RegExp(pattern);
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          const found: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            // The language selector names Korean in Korean, and untranslated content is marked lang="ko".
            if (!parent || parent.closest('[data-language-selector], [lang|="ko"], script, style')) continue;
            if (hangul.test(node.textContent ?? '')) found.push((node.textContent ?? '').trim());
          }
          const title = document.title;
          if (hangul.test(title)) found.push(title);
          for (const meta of document.querySelectorAll('meta[content]')) {
            const content = meta.getAttribute('content') ?? '';
            if (hangul.test(content) && !content.startsWith('http')) found.push(content);
          }
          return found;
        }, HANGUL.source);
        expect(stray, `${code} ${path}`).toEqual([]);
      }
    });
  }
});

test('GET /api/faqs answers JSON from the database', async ({ request }) => {
  const response = await request.get('/api/faqs');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  const faqs = (await response.json()) as Array<{ id: number; question: string; answer: string; category: string }>;
  expect(faqs.length).toBeGreaterThanOrEqual(4);
  expect(faqs.map((f) => f.category)).toEqual(expect.arrayContaining(['법인', '인사', '비자', '부동산']));
  expect(JSON.stringify(faqs)).not.toContain('비공개');
});
