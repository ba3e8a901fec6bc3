import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';

export interface Page {
  /** The URL path the page answers at, percent-decoded: `/`, `/en/`, `/en/services`, `/404.html`. */
  path: string;
  file: string;
  html: string;
  root: HTMLElement;
}

/** A build directory: its HTML pages by URL path and every file it would serve. */
export interface Site {
  dir: string;
  pages: Map<string, Page>;
  files: Set<string>;
  /** The page or file a URL path resolves to, as the server resolves it. */
  resolve(path: string): { kind: 'page'; page: Page } | { kind: 'file'; file: string } | undefined;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/** `en/services/index.html` -> `/en/services`; `index.html` -> `/`; `en/index.html` -> `/en/`. */
export function pagePathOf(relativeFile: string): string {
  const url = `/${relativeFile.split(sep).join('/')}`;
  if (url === '/index.html') return '/';
  if (/^\/[a-z]{2}\/index\.html$/.test(url)) return url.replace('index.html', '');
  return url.endsWith('/index.html') ? url.slice(0, -'/index.html'.length) : url;
}

export function siteFromPages(dir: string, pages: Page[], files: string[] = []): Site {
  const byPath = new Map(pages.map((p) => [p.path, p]));
  const fileSet = new Set(files);
  return {
    dir,
    pages: byPath,
    files: fileSet,
    resolve(path) {
      const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
      const page = byPath.get(clean) ?? byPath.get(`${clean}/`) ?? byPath.get(`${clean}.html`);
      if (page) return { kind: 'page', page };
      return fileSet.has(path) ? { kind: 'file', file: path } : undefined;
    },
  };
}

export function loadSite(dir: string): Site {
  const pages: Page[] = [];
  const files: string[] = [];
  for (const file of walk(dir)) {
    const rel = relative(dir, file);
    files.push(`/${rel.split(sep).join('/')}`);
    if (!file.endsWith('.html')) continue;
    const html = readFileSync(file, 'utf8');
    pages.push({ path: pagePathOf(rel), file, html, root: parse(html, { comment: false }) });
  }
  return siteFromPages(dir, pages, files);
}

export function pageFromHtml(path: string, html: string): Page {
  return { path, file: path, html, root: parse(html, { comment: false }) };
}
