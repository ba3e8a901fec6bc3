/** The budget, image and font gates over a built page (its weight: scripts/page-weight.ts, which `npm run bench` shares). */
import type { Page } from '#scripts/built-site.ts';
import { budgetsFor, type PageWeight } from '#scripts/page-weight.ts';
import { fontsNamedInVain } from './system-fonts.ts';

export function checkBudgets(path: string, weight: Pick<PageWeight, 'total' | 'js' | 'css' | 'html'>): string[] {
  const budgets = budgetsFor(path);
  const problems: string[] = [];
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  if (weight.total > budgets.total) problems.push(`${path}: first load ${kb(weight.total)} > ${kb(budgets.total)}`);
  if (weight.js > budgets.js) problems.push(`${path}: JavaScript on first load ${kb(weight.js)} gzip > ${kb(budgets.js)}`);
  if (weight.css > budgets.css) problems.push(`${path}: CSS ${kb(weight.css)} gzip > ${kb(budgets.css)}`);
  if (weight.html > budgets.html) problems.push(`${path}: HTML ${kb(weight.html)} gzip > ${kb(budgets.html)}`);
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
