import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from './site.ts';
import { fontsNamedInVain } from './system-fonts.ts';

/** Per-page budgets of issue 3, in bytes after gzip. */
export const BUDGETS = { js: 80 * 1024, css: 25 * 1024, html: 40 * 1024 } as const;

export interface PageWeight {
  js: number;
  css: number;
  html: number;
  /** The JavaScript files the page loads, directly or through imports and island hydration. */
  scripts: string[];
}

const gzipSize = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/** Static and dynamic imports of a built module (Vite emits relative or root-relative specifiers). */
export function importsOf(source: string): string[] {
  const found = new Set<string>();
  for (const pattern of [/\bimport\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.m?js)["']/g, /\bimport\(\s*["']([^"']+\.m?js)["']\s*\)/g, /\bfrom\s*["']([^"']+\.m?js)["']/g]) {
    for (const match of source.matchAll(pattern)) found.add(match[1]!);
  }
  return [...found];
}

function resolveFrom(fromUrl: string, specifier: string): string {
  return new URL(specifier, `http://site.local${fromUrl}`).pathname;
}

/**
 * What a page costs to load: inline and external scripts with every module they import (islands
 * included, as they load on hydration), stylesheets and inline styles, and the HTML itself.
 */
export function weighPage(siteDir: string, page: Page): PageWeight {
  const scripts = new Set<string>();
  let js = 0;
  const visit = (url: string) => {
    if (scripts.has(url)) return;
    const file = join(siteDir, decodeURIComponent(url));
    if (!existsSync(file)) return;
    scripts.add(url);
    const source = readFileSync(file, 'utf8');
    js += gzipSize(source);
    for (const specifier of importsOf(source)) visit(resolveFrom(url, specifier));
  };
  for (const script of page.root.querySelectorAll('script')) {
    const type = script.getAttribute('type');
    if (type && type !== 'module' && type !== 'text/javascript') continue; // JSON-LD is data
    const src = script.getAttribute('src');
    if (src) visit(resolveFrom(page.path, src));
    else {
      js += gzipSize(script.textContent);
      for (const specifier of importsOf(script.textContent)) visit(resolveFrom(page.path, specifier));
    }
  }
  for (const island of page.root.querySelectorAll('astro-island')) {
    for (const attr of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = island.getAttribute(attr);
      if (url) visit(resolveFrom(page.path, url));
    }
  }
  let css = 0;
  for (const link of page.root.querySelectorAll('link[rel="stylesheet"]')) {
    const file = join(siteDir, decodeURIComponent(resolveFrom(page.path, link.getAttribute('href')!)));
    if (existsSync(file)) css += gzipSize(readFileSync(file));
  }
  for (const style of page.root.querySelectorAll('style')) css += gzipSize(style.textContent);
  return { js, css, html: gzipSize(page.html), scripts: [...scripts] };
}

export function checkBudgets(path: string, weight: PageWeight): string[] {
  const problems: string[] = [];
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  if (weight.js > BUDGETS.js) problems.push(`${path}: JavaScript ${kb(weight.js)} gzip > ${kb(BUDGETS.js)}`);
  if (weight.css > BUDGETS.css) problems.push(`${path}: CSS ${kb(weight.css)} gzip > ${kb(BUDGETS.css)}`);
  if (weight.html > BUDGETS.html) problems.push(`${path}: HTML ${kb(weight.html)} gzip > ${kb(BUDGETS.html)}`);
  return problems;
}

/** Images: explicit size, a modern format, and no eager loading past the top of the page. */
export function checkImages(page: Page): string[] {
  const problems: string[] = [];
  for (const img of page.root.querySelectorAll('img')) {
    const src = img.getAttribute('src') ?? '';
    if (!img.getAttribute('width') || !img.getAttribute('height')) problems.push(`${page.path}: <img src="${src}"> without width and height`);
    if (!/\.(avif|webp|svg)(\?|$)/i.test(src) && !src.startsWith('data:image/svg')) problems.push(`${page.path}: <img src="${src}"> is not AVIF, WebP or SVG`);
    if (!img.hasAttribute('alt')) problems.push(`${page.path}: <img src="${src}"> without alt`);
  }
  return problems;
}

/** Fonts: no web font fetched from elsewhere; the font stacks name Korean, Chinese and Japanese faces. */
export function checkFonts(css: string): string[] {
  const problems: string[] = [];
  for (const match of css.matchAll(/@font-face\s*{[^}]*src:[^;}]*url\(\s*["']?(https?:)?\/\//gi)) problems.push(`a @font-face loads from another origin: ${match[0].slice(0, 80)}`);
  for (const face of ['Noto Sans CJK KR', 'PingFang SC', 'Hiragino']) if (!css.includes(face)) problems.push(`the font stacks do not name ${face}`);
  for (const family of fontsNamedInVain(css)) problems.push(`the font "${family}" is named but neither shipped nor a system font`);
  return problems;
}
