import { localeCodes, defaultLocale } from '#i18n/locales.ts';
import { splitLocale } from '#i18n/routes.ts';
import type { Page, Site } from '#scripts/built-site.ts';

export interface CrawlResult {
  reached: Set<string>;
  problems: string[];
}

const ORIGIN = 'http://site.local';
/** Paths served by functions, not files: links to them are not broken. */
const isFunctionPath = (path: string) => path.startsWith('/api/');

function localOf(path: string) {
  return splitLocale(path).locale;
}

/** Every URL a page loads or links to, with what kind of reference it is. */
function references(page: Page): Array<{ url: string; kind: 'link' | 'asset'; exempt: boolean }> {
  const out: Array<{ url: string; kind: 'link' | 'asset'; exempt: boolean }> = [];
  for (const a of page.root.querySelectorAll('a[href]')) {
    out.push({ url: a.getAttribute('href')!, kind: 'link', exempt: !!a.closest('[data-language-selector]') });
  }
  for (const el of page.root.querySelectorAll('img[src], script[src], iframe[src], source[src], video[src], audio[src]')) {
    out.push({ url: el.getAttribute('src')!, kind: 'asset', exempt: false });
  }
  for (const el of page.root.querySelectorAll('img[srcset], source[srcset]')) {
    for (const candidate of el.getAttribute('srcset')!.split(',')) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) out.push({ url, kind: 'asset', exempt: false });
    }
  }
  for (const el of page.root.querySelectorAll('link[href]')) {
    const rel = el.getAttribute('rel') ?? '';
    if (rel === 'canonical' || rel === 'alternate') continue;
    out.push({ url: el.getAttribute('href')!, kind: 'asset', exempt: false });
  }
  for (const el of page.root.querySelectorAll('astro-island')) {
    for (const attr of ['component-url', 'renderer-url']) {
      const url = el.getAttribute(attr);
      if (url) out.push({ url, kind: 'asset', exempt: false });
    }
  }
  return out;
}

/**
 * Follows every internal link from the start pages through the build: what is reached, and every
 * broken link, anchor or asset, every resource from another origin, and every link that leaves the
 * page's locale (the language selector excepted).
 */
export function crawl(site: Site, start: string[]): CrawlResult {
  const reached = new Set<string>();
  const problems: string[] = [];
  const queue = [...start];
  while (queue.length) {
    const path = queue.shift()!;
    if (reached.has(path)) continue;
    const target = site.resolve(path);
    if (target?.kind !== 'page') {
      problems.push(`start page ${path} does not exist`);
      continue;
    }
    reached.add(path);
    const page = target.page;
    const pageLocale = localOf(page.path);
    for (const ref of references(page)) {
      if (/^(mailto|tel|javascript|data):/i.test(ref.url)) {
        if (/^javascript:/i.test(ref.url)) problems.push(`${page.path}: javascript: URL ${ref.url}`);
        continue;
      }
      const url = new URL(ref.url, `${ORIGIN}${encodeURI(page.path)}`);
      if (url.origin !== ORIGIN) {
        if (ref.kind === 'asset') problems.push(`${page.path}: loads ${ref.url} from another origin`);
        continue;
      }
      const targetPath = decodeURIComponent(url.pathname);
      if (isFunctionPath(targetPath)) continue;
      const resolved = site.resolve(targetPath);
      if (!resolved) {
        problems.push(`${page.path}: broken ${ref.kind} ${ref.url}`);
        continue;
      }
      if (ref.kind !== 'link' || resolved.kind !== 'page') continue;
      if (url.hash.length > 1) {
        const id = decodeURIComponent(url.hash.slice(1));
        if (!resolved.page.root.getElementById(id)) problems.push(`${page.path}: broken anchor ${ref.url}`);
      }
      const linkLocale = localOf(resolved.page.path);
      if (!ref.exempt && linkLocale !== pageLocale && !(pageLocale === defaultLocale && !localeCodes.includes(linkLocale))) {
        problems.push(`${page.path}: link ${ref.url} leaves the page's locale (${pageLocale} -> ${linkLocale})`);
      }
      if (!reached.has(resolved.page.path)) queue.push(resolved.page.path);
    }
  }
  return { reached, problems };
}
