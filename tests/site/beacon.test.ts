/**
 * The visitor beacon in the real build (SITE_DIR): every public page of every locale carries it, the
 * back office and a draft's preview do not; the 404s and the contact pages also count themselves
 * without JavaScript through a `<noscript>` pixel; and the beacon costs a page at most 1 KB gzip.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { locales } from '#i18n/locales.ts';
import { localizePath, splitLocale } from '#i18n/routes.ts';
import { loadSite, type Page, type Site } from '#scripts/built-site.ts';
import { expectNone } from '../quality/expect-none.ts';

const siteDir = process.env.SITE_DIR;
if (!siteDir) throw new Error('SITE_DIR must name a build directory (npm test sets it).');

/** The most the beacon may add to a page, gzip. */
const BEACON_BUDGET = 1024;

let site: Site;
let pages: Page[];
// Parsing every page of the build takes seconds on a busy machine.
beforeAll(() => {
  site = loadSite(siteDir);
  pages = [...site.pages.values()];
}, 60_000);

const isBackOffice = (page: Page) => page.path.startsWith('/admin') || /^(\/[a-z]{2})?\/preview(\/|$)/.test(page.path);
const kindOf = (page: Page) => page.root.querySelector('[data-beacon]')?.getAttribute('data-beacon');

/** The beacon's code on a page: the script that sends to /api/hit, inline or its own file. */
function beaconCode(page: Page): string[] {
  return page.root.querySelectorAll('script').flatMap((script) => {
    const src = script.getAttribute('src');
    const code = src ? readFileSync(join(siteDir!, src), 'utf8') : script.textContent;
    return code.includes('sendBeacon') && code.includes('/api/hit') ? [code] : [];
  });
}

/** The `<noscript>` images of a page (the parser keeps a noscript's content as text). */
const noScriptImages = (page: Page) =>
  page.root.querySelectorAll('noscript').flatMap((noscript) => parse(noscript.textContent).querySelectorAll('img'));

describe('the visitor beacon', () => {
  it('is on every public page of all five locales, once, as a page view (a 404 as a 404), and not in the back office', () => {
    const publicPages = pages.filter((page) => !isBackOffice(page));
    for (const { code } of locales) expect(publicPages.filter((page) => splitLocale(page.path).locale === code).length, code).toBeGreaterThan(5);
    expectNone(publicPages.filter((page) => beaconCode(page).length !== 1 || page.root.querySelectorAll('[data-beacon]').length !== 1).map((page) => `${page.path}: no beacon`));
    expectNone(publicPages.filter((page) => kindOf(page) !== (/(^|\/)404(\.html|\/)?$/.test(page.path) ? 'notfound' : 'pageview')).map((page) => `${page.path}: counts as ${kindOf(page)}`));
    const backOffice = pages.filter(isBackOffice);
    expect(backOffice.map((page) => page.path)).toEqual(expect.arrayContaining(['/admin', '/preview']));
    expectNone(backOffice.filter((page) => kindOf(page) !== undefined || beaconCode(page).length > 0).map((page) => `${page.path}: has the beacon`));
  });

  it('costs a page at most 1 KB gzip', () => {
    const sizes = new Set(pages.filter((page) => !isBackOffice(page)).flatMap(beaconCode).map((code) => gzipSync(code, { level: 9 }).length));
    console.log(`Beacon: ${[...sizes].join(', ')} bytes gzip`);
    expect(sizes.size).toBeGreaterThan(0);
    expectNone([...sizes].filter((size) => size > BEACON_BUDGET).map((size) => `${size} bytes gzip > ${BEACON_BUDGET}`));
  });

  it('counts the 404s and the contact pages of every locale without JavaScript through a pixel with empty alt text', () => {
    const problems: string[] = [];
    const expectPixel = (path: string, type: string) => {
      const target = site.resolve(path);
      if (target?.kind !== 'page') return void problems.push(`${path}: not built`);
      const images = noScriptImages(target.page);
      const pixel = images.find((img) => img.getAttribute('src') === `/api/hit?t=${type}`);
      if (images.length !== 1 || !pixel) problems.push(`${path}: ${images.length} noscript images, none to /api/hit?t=${type}`);
      else if (pixel.getAttribute('alt') !== '' || pixel.getAttribute('width') !== '1' || pixel.getAttribute('height') !== '1') problems.push(`${path}: the pixel is not a 1x1 image with empty alt text`);
    };
    for (const { code } of locales) {
      expectPixel(code === 'ko' ? '/404.html' : `/${code}/404`, 'notfound');
      expectPixel(localizePath(code, '/contact'), 'pageview');
    }
    // The other pages are counted with JavaScript only: a pixel there would cost every page a request for little.
    problems.push(...pages.filter((page) => !/(^|\/)(404(\.html)?|contact)$/.test(page.path) && noScriptImages(page).length > 0).map((page) => `${page.path}: a noscript pixel`));
    expectNone(problems);
  });

  it('reports the contact page\'s form start, not the home page\'s', () => {
    for (const { code } of locales) {
      const contact = site.resolve(localizePath(code, '/contact'));
      const home = site.resolve(localizePath(code, '/'));
      expect(contact?.kind === 'page' && contact.page.root.querySelectorAll('[data-inquiry-form][data-form-start]').length, code).toBe(1);
      expect(home?.kind === 'page' && home.page.root.querySelectorAll('[data-form-start]').length, code).toBe(0);
    }
  });
});
