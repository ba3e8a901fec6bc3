/**
 * Visual regression of the main page types at 375 and 1440 px in Korean and English: the first screen
 * against committed baselines (tests/e2e/visual.spec.ts-snapshots, with tests/e2e/visual/baselines.json:
 * the Chromium and the installed fonts they were taken with, and each screen's layout). With that
 * Chromium and those fonts, pixels are compared with a small tolerance; with others (CI's system
 * Chromium is updated by Debian), the boxes of the landmarks and headings are compared instead, so a browser update cannot block the team while a
 * broken layout still fails. The content is the build's alone: the API is cut off, dates and the
 * footer's year are masked.
 *
 * New baselines, after a deliberate change of look: `VISUAL_UPDATE=1 npx playwright test visual --update-snapshots`
 * against a freshly started site (BASE_URL), then look at the pictures before committing them.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures.ts';
import { localizePath, serviceSlugs } from '#i18n/routes.ts';
import { hydrateIslands } from './page-helpers.ts';
import { compareLayout, layoutOf, type LayoutBox } from './visual/layout.ts';

const PAGE_TYPES = {
  home: '/',
  services: '/services',
  service: `/services/${serviceSlugs.visa}`,
  about: '/about',
  csr: '/about/csr',
  story: '/about/csr/1',
  faq: '/faq',
  notices: '/notices',
  notice: '/notices/1',
  contact: '/contact',
} as const;
const WIDTHS = { phone: { width: 375, height: 812 }, desktop: { width: 1440, height: 900 } } as const;
const BASELINES = new URL('./visual/baselines.json', import.meta.url);
const updating = !!process.env.VISUAL_UPDATE;

interface Baselines {
  /** The Chromium version and a fingerprint of the installed font families the pictures were taken with. */
  environment: string;
  layouts: Record<string, LayoutBox[]>;
}
const stored: Baselines = JSON.parse(readFileSync(BASELINES, 'utf8')) as Baselines;
const recorded: Baselines = { environment: '', layouts: {} };

/** Pixels depend on the browser and on the fonts it finds (fontconfig's list, where there is one). */
function environment(chromium: string): string {
  let families = '';
  try {
    families = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' }).split('\n').sort().join('\n');
  } catch {
    families = 'no fontconfig';
  }
  return `Chromium ${chromium}, fonts ${createHash('sha256').update(families).digest('hex').slice(0, 12)}`;
}

/** The page as the build made it, settled: no API answers, islands hydrated, fonts and the first screen's images in. */
async function openStill(page: Page, path: string, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  await page.route('**/api/**', (route) => route.abort());
  await page.goto(encodeURI(path));
  await hydrateIslands(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    // The first screen's shown images (lazy ones further down or in a closed menu never load).
    const pending = [...document.images].filter((img) => !img.complete && img.checkVisibility() && img.getBoundingClientRect().top < window.innerHeight);
    await Promise.all(pending.map((img) => new Promise((done) => (img.addEventListener('load', done, { once: true }), img.addEventListener('error', done, { once: true })))));
  });
}

/** What changes from one run to the next: dates (the seed's are relative to its day), the year, view counts. */
const volatile = (page: Page) => [page.locator('time'), page.locator('[data-current-year]'), page.locator('[data-views]')];

// One worker while baselines are taken (afterAll writes what they all recorded); in parallel otherwise,
// so that one changed screen does not hide the others.
test.describe.configure({ mode: updating ? 'serial' : 'parallel' });

for (const code of ['ko', 'en'] as const) {
  for (const [type, path] of Object.entries(PAGE_TYPES)) {
    for (const [width, viewport] of Object.entries(WIDTHS)) {
      const name = `${code}-${type}-${width}`;
      test(`${name}: the first screen looks as recorded`, async ({ page, browser }) => {
        await openStill(page, localizePath(code, path), viewport);
        const layout = await layoutOf(page);
        const here = environment(browser.version());
        if (updating) {
          recorded.environment = here;
          recorded.layouts[name] = layout;
        }
        if (updating || here === stored.environment) {
          await expect(page).toHaveScreenshot(`${name}.png`, { mask: volatile(page), maxDiffPixelRatio: 0.01 });
        } else {
          test.info().annotations.push({ type: 'layout only', description: `${here}; the pictures were taken with ${stored.environment}` });
        }
        expect(compareLayout(stored.layouts[name] ?? [], layout).join('\n')).toBe(updating ? compareLayout(stored.layouts[name] ?? [], layout).join('\n') : '');
      });
    }
  }
}

test('a broken style fails both comparisons (the test of the test)', async ({ page, browser }) => {
  test.skip(updating, 'baselines are being taken');
  await openStill(page, '/', WIDTHS.desktop);
  // Through the CSSOM: the page's content policy refuses an added <style>.
  // A heading shifted 40 px: the same boxes, one moved beyond the tolerance.
  await page.evaluate(() => void (document.querySelector<HTMLElement>('main h1')!.style.transform = 'translateY(40px)'));
  expect(compareLayout(stored.layouts['ko-home-desktop']!, await layoutOf(page)).join('\n')).toMatch(/^h1 .*: y \d+ -> \d+/m);
  // The pixel comparison fails too (caught here; its diff lands in test-results), where it runs.
  if (environment(browser.version()) === stored.environment) {
    await expect(expect(page).toHaveScreenshot('ko-home-desktop.png', { mask: volatile(page), maxDiffPixelRatio: 0.01, timeout: 5_000 })).rejects.toThrow(/pixels? \(ratio/);
  }
  // The header's navigation gone: a landmark missing from the first screen.
  await page.evaluate(() => document.querySelectorAll<HTMLElement>('header nav').forEach((nav) => (nav.style.display = 'none')));
  expect(compareLayout(stored.layouts['ko-home-desktop']!, await layoutOf(page)).join('\n')).toMatch(/landmarks and headings differ/);
});

test.afterAll(() => {
  if (updating && recorded.environment) writeFileSync(BASELINES, `${JSON.stringify({ ...stored, ...recorded, layouts: { ...stored.layouts, ...recorded.layouts } }, null, 2)}\n`);
});
