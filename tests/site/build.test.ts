/**
 * The quality gates over the real build (SITE_DIR) and the local server serving it (BASE_URL):
 * `npm test` sets both. Each gate's own unit test (tests/unit/quality) shows it failing on a broken page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNone } from '../quality/expect-none.ts';
import { localeInfo, locales } from '#i18n/locales.ts';
import { redirectsFile } from '#i18n/netlify-redirects.ts';
import { feedPaths, localizePath, searchPath, splitLocale, staticRoutes } from '#i18n/routes.ts';
import { BUDGETS, budgetsFor, weighPage } from '#scripts/page-weight.ts';
import { checkBudgets, checkFonts, checkImages } from '../quality/budgets.ts';
import { crawl } from '../quality/crawl.ts';
import { checkMetaCsp, checkPolicyFirst } from '../quality/headers.ts';
import { checkHreflangReciprocity, checkPage, checkUniqueness, isListingPage, isNoticePage } from '../quality/page-checks.ts';
import { loadSite, type Page, type Site } from '#scripts/built-site.ts';
import { checkStructuredData } from '../quality/structured-data.ts';
import { checkItemSeo, isItemPage } from '../quality/item-seo.ts';
import { checkValidity } from '../quality/validity.ts';
import { checkNuHtml, javaMissing } from '../quality/nu-html.ts';
import { readRss } from '../quality/rss.ts';
import { SITEMAP_LIMITS } from '#lib/sitemap.ts';

const siteDir = process.env.SITE_DIR;
if (!siteDir) throw new Error('SITE_DIR must name a build directory (npm test sets it).');

let site: Site;
let indexable: Page[];
let siteUrl: string;

/** 404s, the admin shell, form result pages and the CSR fallback say noindex: not for search engines. */
const isNoindex = (page: Page) => /noindex/.test(page.root.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '');

beforeAll(() => {
  site = loadSite(siteDir);
  const home = site.resolve('/');
  siteUrl = new URL(home?.kind === 'page' ? home.page.root.querySelector('link[rel="canonical"]')!.getAttribute('href')! : 'https://invalid').origin;
  indexable = [...site.pages.values()].filter((p) => !isNoindex(p));
});

describe('redirects', () => {
  it('are written into the build from the locale registry (Netlify reads dist/_redirects)', () => {
    expect(readFileSync(join(siteDir, '_redirects'), 'utf8')).toBe(redirectsFile());
  });
});

describe('crawl', () => {
  it('reaches every spec route in every locale, and every page, from the home pages', () => {
    const { reached, problems } = crawl(site, locales.map((l) => localizePath(l.code, '/')));
    expectNone(problems);
    for (const l of locales) for (const path of staticRoutes) expect(reached, localizePath(l.code, path)).toContain(localizePath(l.code, path));
    expectNone(indexable.map((p) => p.path).filter((p) => !reached.has(p)));
  });
});

describe('every page', () => {
  it('has lang, title, description, one h1, canonical, hreflang alternates, Open Graph and unique ids', () => {
    expectNone(indexable.flatMap((p) => checkPage(p, siteUrl)));
  });

  it('has a title and a description of its own within its locale', () => {
    expectNone(checkUniqueness(indexable));
  });

  it('has reciprocal hreflang alternates', () => {
    expectNone(checkHreflangReciprocity(site, indexable, siteUrl));
  });

  it('is valid HTML', async () => {
    const problems = (await Promise.all([...site.pages.values()].map(checkValidity))).flat();
    expectNone(problems);
  });

  it('passes the W3C Nu HTML Checker, 404s, form results and the admin shell included', async () => {
    // No Java is a failure, never a skip: a gate that quietly stops running looks exactly like one that passes.
    const missing = javaMissing();
    if (missing) throw new Error(missing);
    const files = [...site.pages.values()].map((p) => p.file);
    const started = performance.now();
    const problems = await checkNuHtml(files, siteDir);
    console.log(`Nu HTML Checker: ${files.length} pages checked in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    expectNone(problems);
  });

  it('has the structured data search engines need', () => {
    const problems = indexable.flatMap((p) =>
      checkStructuredData(p, { inner: p.path !== '/' && !/^\/[a-z]{2}\/$/.test(p.path), faq: /(^|\/)faq$/.test(p.path), article: isNoticePage(p.path) }),
    );
    expectNone(problems);
  });

  it('gives every notice and CSR story page one description and one absolute picture for search and link previews', () => {
    const items = indexable.filter((p) => isItemPage(p.path));
    // The seed has notices and stories in every locale: a gate over no page would prove nothing.
    expect(items.filter((p) => p.path.includes('/notices/')).length).toBeGreaterThanOrEqual(locales.length);
    expect(items.filter((p) => p.path.includes('/about/csr/')).length).toBeGreaterThanOrEqual(locales.length);
    expectNone(items.flatMap(checkItemSeo));
  });

  it('allows scripts only by hash or from its own origin', () => {
    const problems = [...site.pages.values()].flatMap((p) =>
      checkMetaCsp(p.path, p.root.querySelector('meta[http-equiv="content-security-policy"]')?.getAttribute('content') ?? undefined, {
        wasm: splitLocale(p.path.replace(/\/$/, '')).path === searchPath,
      }),
    );
    expectNone(problems);
  });

  it('puts its content policy first in <head>, right after the charset, before any script, style or content', () => {
    expectNone([...site.pages.values()].flatMap(checkPolicyFirst));
  });

  it('stays within the first-load budgets: 45 KB in all, 10 KB of it JavaScript (80 KB where React draws the page), CSS and HTML', () => {
    const problems = [...site.pages.values()].flatMap((p) => checkBudgets(p.path, weighPage(siteDir, p)));
    expectNone(problems);
  });

  it('loads React with no page but those it draws: the islands fetch it when the visitor touches them', () => {
    const isReact = (url: string) => /^\/_astro\/react\.[\w-]+\.js$/.test(url);
    const pages = [...site.pages.values()].filter((p) => budgetsFor(p.path) === BUDGETS);
    expectNone(pages.flatMap((p) => weighPage(siteDir, p).scripts.filter(isReact).map((url) => `${p.path}: ${url}`)));
    // The islands' pages do load it, later: the check would see it (the chunk's name is what it looks for).
    const faq = site.resolve('/faq');
    expect(faq?.kind === 'page' && weighPage(siteDir, faq.page).later.some(isReact)).toBe(true);
  });

  it('sizes its images, in a modern format, with alt text', () => {
    expectNone([...site.pages.values()].flatMap(checkImages));
  });
});

describe('search and fonts', () => {
  it('lists every indexable page that is its own canonical in the sitemap files its index names, each within the limits', () => {
    const index = readFileSync(join(siteDir, 'sitemap.xml'), 'utf8');
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!));
    expect(files.length).toBeGreaterThanOrEqual(3);
    const locs = new Set<string>();
    for (const file of files) {
      expect(file.origin).toBe(siteUrl);
      const xml = readFileSync(join(siteDir, file.pathname), 'utf8');
      const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(urls.length, file.pathname).toBeLessThanOrEqual(SITEMAP_LIMITS.urls);
      expect(Buffer.byteLength(xml), file.pathname).toBeLessThanOrEqual(SITEMAP_LIMITS.bytes);
      for (const url of urls) {
        expect(locs.has(url), url).toBe(false);
        locs.add(url);
      }
    }
    const canonicalOf = (p: Page) => p.root.querySelector('link[rel="canonical"]')?.getAttribute('href');
    const own = indexable.map((p) => new URL(encodeURI(p.path), siteUrl).href).filter((url, i) => canonicalOf(indexable[i]!) === url);
    expectNone(own.filter((url) => !locs.has(url)));
    expect(locs.size).toBe(own.length);
    // The notices' own pages are there (the seed's notices are translated into every locale).
    expect([...locs].filter((url) => isNoticePage(new URL(url).pathname)).length).toBeGreaterThanOrEqual(locales.length);
  });

  it('keeps /admin and /api out of robots.txt and points to the sitemap', () => {
    const robots = readFileSync(join(siteDir, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  it('uses self-hosted or system fonts that cover Korean, Chinese and Japanese', () => {
    const home = site.resolve('/');
    const cssFiles = home?.kind === 'page' ? home.page.root.querySelectorAll('link[rel="stylesheet"]').map((l) => l.getAttribute('href')!) : [];
    const css = cssFiles.map((href) => readFileSync(join(siteDir, href), 'utf8')).join('\n');
    expect(css.length).toBeGreaterThan(0);
    expectNone(checkFonts(css));
  });
});

describe('site search', () => {
  /** Pagefind's own record of the index it wrote: one entry per language, keyed by the lower-cased <html lang>. */
  const entry = () =>
    JSON.parse(readFileSync(join(siteDir, 'pagefind', 'pagefind-entry.json'), 'utf8')) as { version: string; languages: Record<string, { page_count: number }> };
  const searchable = (p: Page) => p.root.querySelector('main')?.hasAttribute('data-pagefind-body') ?? false;
  const ownCanonical = (p: Page) => p.root.querySelector('link[rel="canonical"]')?.getAttribute('href') === new URL(encodeURI(p.path), siteUrl).href;

  it('has one index per locale, under the language each locale\'s pages declare, holding exactly the pages marked for it', () => {
    const { languages } = entry();
    expect(Object.keys(languages).sort()).toEqual(locales.map((l) => l.bcp47.toLowerCase()).sort());
    for (const { code, bcp47 } of locales) {
      const marked = [...site.pages.values()].filter((p) => searchable(p) && splitLocale(p.path).locale === code);
      expect(marked.every((p) => p.root.querySelector('html')?.getAttribute('lang') === bcp47)).toBe(true);
      expect(languages[bcp47.toLowerCase()]?.page_count, code).toBe(marked.length);
    }
  });

  it('indexes every page that is its own canonical but the notices\' category and later list pages, and no noindex page, admin shell or Korean stand-in', () => {
    expectNone(indexable.filter((p) => ownCanonical(p) && !isListingPage(p.path) && !searchable(p)).map((p) => `${p.path}: not indexed for search`));
    expectNone([...site.pages.values()].filter((p) => searchable(p) && (isNoindex(p) || !ownCanonical(p) || isListingPage(p.path))).map((p) => `${p.path}: indexed for search`));
  });

  it('loads nothing of search with any page: Pagefind comes only when the visitor searches', () => {
    const scripts = (p: Page) => { const w = weighPage(siteDir, p); return [...w.scripts, ...w.later]; };
    expectNone([...site.pages.values()].flatMap((p) => scripts(p).filter((url) => url.startsWith('/pagefind/')).map((url) => `${p.path}: ${url}`)));
  });
});

describe('language selector', () => {
  it('shows each language\'s flag from the build\'s flag files, never as emoji (boxes where no colour emoji font is installed): the current one inline, the list\'s as lazy images', () => {
    const emojiFlag = /[\u{1F1E6}-\u{1F1FF}]/u;
    const paths = (svg: string) => [...svg.matchAll(/\sd="([^"]*)"/g)].map((m) => m[1]);
    const problems = [...site.pages.values()].flatMap((page) => {
      const found = emojiFlag.test(page.html) ? [`${page.path}: an emoji flag`] : [];
      for (const selector of page.root.querySelectorAll('[data-language-selector]')) {
        const images = selector.querySelectorAll('li img');
        if (images.length !== locales.length) found.push(`${page.path}: ${images.length} flag images for ${locales.length} languages`);
        for (const img of images) {
          const src = img.getAttribute('src') ?? '';
          if (site.resolve(src)?.kind !== 'file' || !src.endsWith('.svg')) found.push(`${page.path}: flag ${src} is not an SVG file of the build`);
          if (img.getAttribute('loading') !== 'lazy') found.push(`${page.path}: flag ${src} in the list loads with the page`);
        }
        // The summary's flag is the current language's file, inline: the same drawing as the list's current entry.
        const inline = selector.querySelector('summary svg[aria-hidden="true"]');
        const current = selector.querySelector('a[aria-current="true"] img')?.getAttribute('src') ?? '';
        if (selector.querySelector('summary img') || !inline) found.push(`${page.path}: the current flag is not inline SVG`);
        else if (!current.endsWith('.svg') || paths(inline.toString()).join() !== paths(readFileSync(join(siteDir!, current), 'utf8')).join()) found.push(`${page.path}: the inline flag is not ${current}`);
      }
      return found;
    });
    expectNone(problems);
  });
});

describe('feeds', () => {
  it('every page links in its head to its own locale\'s notices and CSR feeds', () => {
    const problems = [...site.pages.values()]
      .filter((page) => !page.path.startsWith('/admin'))
      .flatMap((page) => {
        const { locale } = splitLocale(page.path);
        const linked = page.root.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]').map((l) => l.getAttribute('href'));
        const wanted = [localizePath(locale, feedPaths.notices), localizePath(locale, feedPaths.csr)];
        return wanted.every((href) => linked.includes(href)) ? [] : [`${page.path}: ${linked.join(', ') || 'no feed'}`];
      });
    expectNone(problems);
  });

  it('are well-formed RSS 2.0 in each locale, every item linking to its own built page', () => {
    const problems: string[] = [];
    for (const { code } of locales) {
      for (const path of Object.values(feedPaths)) {
        const feedPath = localizePath(code, path);
        const feed = readRss(readFileSync(join(siteDir, feedPath), 'utf8'));
        if (!feed.ok) {
          problems.push(`${feedPath}: ${feed.error}`);
          continue;
        }
        if (feed.version !== '2.0' || feed.channel.language !== localeInfo(code).bcp47) problems.push(`${feedPath}: RSS ${feed.version} in ${feed.channel.language}`);
        const items = feed.channel.item ?? [];
        if (items.length === 0) problems.push(`${feedPath}: no items (the seed has notices and stories)`);
        for (const { link, title } of items) {
          const url = new URL(link);
          const target = site.resolve(decodeURI(url.pathname));
          if (url.origin !== siteUrl || url.hash || target?.kind !== 'page') problems.push(`${feedPath}: ${link} is not a built page of its own`);
          else if (target.page.root.querySelector('h1')?.text.trim() !== String(title)) problems.push(`${feedPath}: ${link} is headed otherwise than "${title}"`);
        }
      }
    }
    expectNone(problems);
  });
});
