/**
 * Accessibility and runtime gates in a real browser: axe-core at WCAG 2.2 AA on every page in every
 * locale at a phone and a desktop width, and with the menus and the privacy dialog open; no console
 * error and no failed request on any page; every control reachable by keyboard with a visible focus.
 */
import { expect, test, type Page } from './fixtures.ts';
import { getDictionary } from '#i18n/index.ts';
import { locales, type Locale } from '#i18n/locales.ts';
import { localizePath, searchPath, staticRoutes } from '#i18n/routes.ts';
import { axeScan } from './axe.ts';
import { hydrateIslands } from './page-helpers.ts';

const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
];

async function violations(page: Page, label: string): Promise<string[]> {
  const result = await axeScan(page).analyze();
  return result.violations.map(
    (v) => `${label}: ${v.id} (${v.impact}) ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n    ')}`,
  );
}

/** Console errors and failed or erroring requests while a page loads and settles. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The deliberate visit to an unknown path answers 404, and Chromium logs that as an error.
    const expected404 = /no-such-page/.test(message.location().url) && /404/.test(message.text());
    if (message.type() === 'error' && !expected404) problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    // The visitor beacon of a search, sent as the page is left (sendBeacon, a keepalive request the
    // browser finishes after the page is gone), shows as aborted to the page that sent it.
    const leavingBeacon = new URL(request.url()).pathname === '/api/hit' && request.failure()?.errorText === 'net::ERR_ABORTED';
    if (!leavingBeacon) problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document') problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

for (const { code } of locales) {
  for (const { name, width, height } of WIDTHS) {
  test(`${code} ${name}: every page passes axe, with no console error or failed request`, async ({ page }) => {
    test.setTimeout(180_000);
    const runtime = watch(page);
    const found: string[] = [];
    {
      await page.setViewportSize({ width, height });
      for (const path of [...staticRoutes, '/about/csr/1', '/notices/1', '/notices/category/visa', '/no-such-page']) {
        const url = encodeURI(localizePath(code, path));
        await page.goto(url);
        await hydrateIslands(page);
        found.push(...(await violations(page, `${name} ${url}`)));
      }
    }
    expect(found.join('\n'), `${found.length} axe violation(s)`).toBe('');
    expect(runtime.join('\n')).toBe('');
  });
  }

  test(`${code}: menus and the privacy dialog pass axe when open`, async ({ page }) => {
    // Four axe scans of the whole home page: on a busy machine they take about the default 30 s together.
    test.setTimeout(90_000);
    const home = localizePath(code, '/');
    const found: string[] = [];
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(home);
    await page.locator('header button[aria-controls="mobile-menu-panel"]').click();
    await page.locator('#mobile-menu-panel button[aria-expanded]').first().click();
    found.push(...(await violations(page, 'mobile menu open')));
    await page.keyboard.press('Escape');
    await page.locator('[data-language-selector] summary').click();
    found.push(...(await violations(page, 'language list open')));

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(home);
    await page.locator('[data-dropdown] > a').first().hover();
    found.push(...(await violations(page, 'services dropdown open')));
    await page.locator('#privacy-policy-opener').click();
    await expect(page.locator('#privacy-policy')).toBeVisible();
    found.push(...(await violations(page, 'privacy dialog open')));
    expect(found.join('\n')).toBe('');
  });
}

for (const { name, width, height } of WIDTHS) {
  test(`${name}: the search page passes axe in every locale, with results and with none`, async ({ page }) => {
    test.setTimeout(120_000);
    const runtime = watch(page);
    const found: string[] = [];
    await page.setViewportSize({ width, height });
    // A word each language's pages hold, then one in a script they do not use (Pagefind's fuzzy
    // matching finds something for most Latin nonsense).
    const words: Record<Locale, string> = { ko: '비자를', en: 'visa', id: 'visa', zh: '签证', ja: 'ビザ' };
    for (const { code } of locales) {
      const t = getDictionary(code);
      const none = code === 'ko' ? 'ビザ' : '법인';
      for (const query of [words[code], none]) {
        await page.goto(`${localizePath(code, searchPath)}?q=${encodeURIComponent(query)}`);
        await expect(page.getByRole('status')).toHaveText(query === none ? t.search.empty.replace('{query}', query) : new RegExp(`\\d`));
        found.push(...(await violations(page, `${name} ${code} search "${query}"`)));
      }
    }
    expect(found.join('\n'), `${found.length} axe violation(s)`).toBe('');
    expect(runtime.join('\n')).toBe('');
  });
}

test('every control on the home page is reachable by Tab, with a visible focus indicator', async ({ page }) => {
  await page.goto('/en/');
  await hydrateIslands(page);
  // Tag every control a keyboard user must reach: visible, enabled, not taken out of the tab order.
  const total = await page.evaluate(() => {
    const selector = 'a[href], button, summary, input:not([type="hidden"]), select, textarea, [tabindex]';
    let n = 0;
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const box = el.getBoundingClientRect();
      const hidden = box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden' || el.closest('[aria-hidden="true"], [inert], dialog:not([open])') || (el.closest('details:not([open])') && !el.closest('summary'));
      if (hidden || el.tabIndex < 0 || (el as HTMLButtonElement).disabled) continue;
      el.dataset['tabProbe'] = String(n++);
    }
    return n;
  });
  const seen = new Set<string>();
  const invisible: string[] = [];
  for (let i = 0; i < total + 15 && seen.size < total; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const probe = el?.dataset['tabProbe'];
      if (!el || probe === undefined) return null;
      const outlined = (node: Element) => {
        const style = getComputedStyle(node);
        return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      };
      // The ring may sit on the element or, for a card whose whole surface is the link, on the card.
      let visible = outlined(el) || getComputedStyle(el).boxShadow !== 'none';
      for (let node = el.parentElement, depth = 0; !visible && node && depth < 4; node = node.parentElement, depth++) visible = outlined(node);
      return { probe, visible, html: el.outerHTML.slice(0, 100) };
    });
    if (!focused) continue;
    seen.add(focused.probe);
    if (!focused.visible) invisible.push(focused.html);
  }
  const missed = await page.evaluate(
    (reached) => [...document.querySelectorAll<HTMLElement>('[data-tab-probe]')].filter((el) => !reached.includes(el.dataset['tabProbe']!)).map((el) => el.outerHTML.slice(0, 120)),
    [...seen],
  );
  expect(missed.join('\n'), 'controls Tab never reached').toBe('');
  expect(invisible.join('\n'), 'controls focused without a visible indicator').toBe('');
});
