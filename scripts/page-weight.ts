/**
 * What a built page costs the visitor on first load (the site gates' budgets and `npm run bench` weigh
 * pages with it), and the budgets themselves.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { HTMLElement } from 'node-html-parser';
import type { Page } from '#scripts/built-site.ts';

/**
 * First-load budgets of a public page, in bytes as transferred (text gzipped): everything
 * the browser fetches to show the page (HTML, stylesheets, the scripts that load with it, images above
 * the fold) in `total`, the JavaScript among it in `js`. Web fonts are counted apart (there are none).
 * CSS and HTML keep their own limits.
 */
export const BUDGETS = { total: 45 * 1024, js: 10 * 1024, css: 25 * 1024, html: 40 * 1024 } as const;

export interface PageWeight {
  /** HTML + CSS + first-load scripts + eager images (inline scripts and styles are part of the HTML). */
  total: number;
  /** First-load JavaScript: external scripts with their static imports, eager islands, inline scripts. */
  js: number;
  css: number;
  html: number;
  images: number;
  /** The JavaScript files the page fetches on load. */
  scripts: string[];
  /** The JavaScript files it fetches only when asked: `client:interaction` islands, dynamic imports. */
  later: string[];
}

const gzipSize = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/** Static imports of a built module: fetched with it (Vite emits relative or root-relative specifiers). */
export function staticImportsOf(source: string): string[] {
  const found = new Set<string>();
  for (const pattern of [/\bimport\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.m?js)["']/g, /\bfrom\s*["']([^"']+\.m?js)["']/g]) {
    for (const match of source.matchAll(pattern)) found.add(match[1]!);
  }
  return [...found];
}

/** Dynamic imports of a built module: fetched when its code asks for them. */
export function dynamicImportsOf(source: string): string[] {
  return [...new Set([...source.matchAll(/\bimport\(\s*["']([^"']+\.m?js)["']\s*\)/g)].map((match) => match[1]!))];
}

function resolveFrom(fromUrl: string, specifier: string): string {
  return new URL(specifier, `http://site.local${fromUrl}`).pathname;
}

/** The island's own modules; only `client:interaction` waits (for the visitor), every other directive loads with the page. */
function islandModules(island: HTMLElement): { urls: string[]; eager: boolean } {
  const urls = ['component-url', 'renderer-url', 'before-hydration-url'].flatMap((attr) => island.getAttribute(attr) || []);
  return { urls, eager: island.getAttribute('client') !== 'interaction' };
}

/** An image the browser fetches with the page: not lazy (lazy ones below the fold wait; above it there are none). */
const eagerImages = (page: Page) => [
  ...page.root.querySelectorAll('img').filter((img) => img.getAttribute('loading') !== 'lazy').map((img) => img.getAttribute('src') ?? ''),
  ...page.root.querySelectorAll('link[rel~="icon"], link[rel="preload"][as="image"]').map((link) => link.getAttribute('href') ?? ''),
];

/** What a page costs on first load, and which scripts it leaves for later. */
export function weighPage(siteDir: string, page: Page): PageWeight {
  const fileOf = (url: string) => join(siteDir, decodeURIComponent(url));
  // The modules the roots fetch (they and their static imports), and what they may import later.
  const graph = (roots: string[]) => {
    const seen = new Map<string, string>();
    const dynamic: string[] = [];
    const visit = (url: string) => {
      if (seen.has(url) || !existsSync(fileOf(url))) return;
      const source = readFileSync(fileOf(url), 'utf8');
      seen.set(url, source);
      for (const specifier of staticImportsOf(source)) visit(resolveFrom(url, specifier));
      for (const specifier of dynamicImportsOf(source)) dynamic.push(resolveFrom(url, specifier));
    };
    roots.forEach(visit);
    return { seen, dynamic };
  };
  const eagerRoots: string[] = [];
  const laterRoots: string[] = [];
  let inlineJs = 0;
  for (const script of page.root.querySelectorAll('script')) {
    const type = script.getAttribute('type');
    if (type && type !== 'module' && type !== 'text/javascript') continue; // JSON-LD is data
    const src = script.getAttribute('src');
    if (src) eagerRoots.push(resolveFrom(page.path, src));
    else {
      inlineJs += gzipSize(script.textContent);
      for (const specifier of staticImportsOf(script.textContent)) eagerRoots.push(resolveFrom(page.path, specifier));
      for (const specifier of dynamicImportsOf(script.textContent)) laterRoots.push(resolveFrom(page.path, specifier));
    }
  }
  for (const link of page.root.querySelectorAll('link[rel="modulepreload"], link[rel="preload"][as="script"]')) eagerRoots.push(resolveFrom(page.path, link.getAttribute('href')!));
  for (const island of page.root.querySelectorAll('astro-island')) {
    const { urls, eager } = islandModules(island);
    (eager ? eagerRoots : laterRoots).push(...urls.map((url) => resolveFrom(page.path, url)));
  }
  const { seen: eager, dynamic } = graph(eagerRoots);
  const later = [...graph([...laterRoots, ...dynamic]).seen.keys()].filter((url) => !eager.has(url));
  const externalJs = [...eager.values()].reduce((sum, source) => sum + gzipSize(source), 0);

  let css = 0;
  for (const link of page.root.querySelectorAll('link[rel="stylesheet"]')) {
    const file = fileOf(resolveFrom(page.path, link.getAttribute('href')!));
    if (existsSync(file)) css += gzipSize(readFileSync(file));
  }
  const inlineCss = page.root.querySelectorAll('style').reduce((sum, style) => sum + gzipSize(style.textContent), 0);
  let images = 0;
  for (const url of new Set(eagerImages(page).filter((src) => src.startsWith('/')).map((src) => resolveFrom(page.path, src)))) {
    const file = fileOf(url);
    if (existsSync(file)) images += /\.svg$/i.test(url) ? gzipSize(readFileSync(file)) : readFileSync(file).length;
  }
  const html = gzipSize(page.html);
  return { total: html + css + externalJs + images, js: externalJs + inlineJs, css: css + inlineCss, html, images, scripts: [...eager.keys()], later };
}

type Budgets = { [K in keyof typeof BUDGETS]: number };

/**
 * The pages React draws: the admin shell (`client:only`), the fallback pages of a notice or CSR
 * story published after the last build (until the next one), which show the item from the API, and
 * a draft's preview (staff open it from a signed link; noindex), which shows the draft from the API
 * (`client:load`; nothing of theirs shows without it). They keep the JavaScript budget of the pages React draws;
 * every other page has the first-load budgets above. The total leaves the back office room to grow (the
 * public pages' budgets are the firm's promise to visitors; the staff's app may grow), while its
 * JavaScript stays within 80 KB.
 */
const REACT_PAGE_BUDGETS: Budgets = { ...BUDGETS, total: 120 * 1024, js: 80 * 1024 };
const isReactPage = (path: string) => /^\/admin$/.test(path) || /^(\/[a-z]{2})?\/((notices|about\/csr)\/post|preview)$/.test(path);

export const budgetsFor = (path: string): Budgets => (isReactPage(path) ? REACT_PAGE_BUDGETS : BUDGETS);
