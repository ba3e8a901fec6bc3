/**
 * The house's one-way layers, checked over the real import graph of every source file:
 *
 *   src/pages (rendered in Node at build time)                    scripts (local tooling: any box)
 *        |                 \
 *   src/components, layouts,  \             functions (server: handler -> service)
 *   stores (UI)                \                    |
 *        |                      \                   |
 *   src/lib (view helpers shared by  `------> db (repositories, table types)
 *   pages, feeds and components)                     |
 *        |                                           |
 *   src/data (content)                               |
 *        `-------> src/domain, src/i18n (neutral rules, the locale registry) <-'
 *
 * A box may import what stands below it, never what stands beside or above it; `src/domain` imports
 * only itself and `src/i18n`. Relative imports climb at most two folders (`../../x`); further away, a
 * package.json `imports` alias (`#domain/…`, `#db/…`, ...) says where the file lives.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '#scripts/paths.ts';

const SOURCE = /\.(?:ts|tsx|mts|mjs|astro)$/;
const ROOTS = ['src', 'functions', 'db', 'scripts', 'tests'];

function files(dir: string): string[] {
  return readdirSync(join(PROJECT_ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

const aliases = Object.entries((JSON.parse(readFileSync(join(PROJECT_ROOT, 'package.json'), 'utf8')) as { imports?: Record<string, string> }).imports ?? {});

/** Every module specifier a file names: static and dynamic imports, re-exports, type imports. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(?:^|[\s;}])(?:import|export)\s[^'"`;]*?\sfrom\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm)) {
    found.push((match[1] ?? match[2] ?? match[3])!);
  }
  return found;
}

/** The project path a specifier names, or undefined for a package. */
function resolveSpecifier(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return normalize(join(dirname(from), specifier));
  for (const [pattern, target] of aliases) {
    const prefix = pattern.replace(/\*$/, '');
    if (specifier.startsWith(prefix)) return normalize(target.replace(/\*$/, '') + specifier.slice(prefix.length));
  }
  return undefined;
}

type Layer = 'pages' | 'ui' | 'lib' | 'functions' | 'scripts' | 'data' | 'db' | 'domain' | 'i18n' | 'tests' | 'other';

function layerOf(path: string): Layer {
  if (path.startsWith('src/pages/')) return 'pages';
  if (path.startsWith('src/components/') || path.startsWith('src/layouts/') || path.startsWith('src/stores/')) return 'ui';
  if (path.startsWith('src/lib/')) return 'lib';
  if (path.startsWith('src/data/')) return 'data';
  if (path.startsWith('src/domain/')) return 'domain';
  if (path.startsWith('src/i18n/')) return 'i18n';
  if (path.startsWith('functions/')) return 'functions';
  if (path.startsWith('db/')) return 'db';
  if (path.startsWith('scripts/')) return 'scripts';
  if (path.startsWith('tests/')) return 'tests';
  return 'other';
}

/** What each layer may import (besides packages and itself). */
const ALLOWED: Record<Layer, readonly Layer[]> = {
  // Pages run in Node while the site is built (src/pages/_build-data.ts reads the published content);
  // only their islands reach the browser, and those are `ui`, which may not read the database.
  pages: ['ui', 'lib', 'data', 'db', 'domain', 'i18n', 'other'],
  ui: ['lib', 'data', 'domain', 'i18n', 'other'],
  // What pages, feeds and components all read (the notices' and stories' views, the feeds, the
  // sitemap) stands below the components, so a page or a feed never reaches into one.
  lib: ['data', 'domain', 'i18n', 'other'],
  functions: ['db', 'data', 'domain', 'i18n'],
  scripts: ['functions', 'db', 'data', 'domain', 'i18n', 'ui', 'lib', 'pages', 'other'],
  data: ['domain', 'i18n'],
  db: ['domain', 'i18n'],
  domain: ['i18n'],
  i18n: [],
  tests: ['pages', 'ui', 'lib', 'functions', 'scripts', 'data', 'db', 'domain', 'i18n', 'other'],
  other: ['pages', 'ui', 'lib', 'functions', 'scripts', 'data', 'db', 'domain', 'i18n'],
};

interface Edge {
  from: string;
  specifier: string;
  to: string | undefined;
}

const edges: Edge[] = ROOTS.flatMap(files).flatMap((from) =>
  specifiers(readFileSync(join(PROJECT_ROOT, from), 'utf8')).map((specifier) => ({ from, specifier, to: resolveSpecifier(from, specifier) })),
);

describe('the import graph', () => {
  it('is read from every source file (the check sees the house)', () => {
    expect(edges.length).toBeGreaterThan(1000);
    expect(edges.some((e) => e.from.startsWith('functions/') && e.to?.startsWith('db/'))).toBe(true);
  });

  it('runs one way: no layer imports one beside or above it', () => {
    const crossings = edges
      .filter((e) => e.to !== undefined)
      .filter((e) => {
        const from = layerOf(e.from);
        const to = layerOf(e.to!);
        return from !== to && !ALLOWED[from].includes(to);
      })
      .map((e) => `${e.from} (${layerOf(e.from)}) -> ${e.to} (${layerOf(e.to!)})`);
    expect(crossings.join('\n')).toBe('');
  });

  it('climbs at most two folders with a relative import', () => {
    const climbing = edges.filter((e) => e.specifier.startsWith('../../../')).map((e) => `${e.from}: ${e.specifier}`);
    expect(climbing.join('\n')).toBe('');
  });

  it('names only files that exist', () => {
    const known = new Set(ROOTS.flatMap(files));
    const missing = edges
      .filter((e) => e.to !== undefined && SOURCE.test(e.to) && !known.has(e.to))
      .map((e) => `${e.from}: ${e.specifier} -> ${relative('.', e.to!)}`);
    expect(missing.join('\n')).toBe('');
  });
});

describe('view helpers', () => {
  // Only what a page renders at build time counts: an .astro page's frontmatter, and the page
  // endpoints (the sitemap, the feeds). A page's browser <script> may load its own island code.
  const buildTimeImports = files('src/pages').flatMap((from) => {
    const source = readFileSync(join(PROJECT_ROOT, from), 'utf8');
    const code = from.endsWith('.astro') ? (source.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '') : source;
    return specifiers(code).map((specifier) => ({ from, to: resolveSpecifier(from, specifier) }));
  });

  it('reads the pages (the check sees their imports)', () => {
    expect(buildTimeImports.filter((e) => e.to?.startsWith('src/components/')).length).toBeGreaterThan(20);
  });

  it('a page takes drawings from src/components, never a .ts module: what pages and components share lives in src/lib', () => {
    const reaching = buildTimeImports
      .filter((e) => e.to?.startsWith('src/components/') && /\.ts$/.test(e.to))
      .map((e) => `${e.from} -> ${e.to}`);
    expect(reaching.join('\n')).toBe('');
  });
});

describe('file names in src/components', () => {
  const names = files('src/components').map((path) => path.split('/').pop()!);

  it('sees the components (the check reads the folder)', () => {
    expect(names.filter((name) => name.endsWith('.ts')).length).toBeGreaterThan(50);
  });

  // One rule per kind: a component (.astro, a .tsx that exports one) is PascalCase, as JSX names it;
  // a module (.ts, or a .tsx of hooks, or one gathering several small pieces such as icons.tsx and
  // the form's fields.tsx) is camelCase, as its hooks (useDesk.ts) are named:
  // `searchPage.ts`, never `search-page.ts`. No dashes, no second dot.
  it('names a component in PascalCase and a module in camelCase', () => {
    const wrong = names.filter((name) => {
      if (name.endsWith('.ts')) return !/^[a-z][a-zA-Z0-9]*\.ts$/.test(name);
      if (name.endsWith('.astro')) return !/^[A-Z][a-zA-Z0-9]*\.astro$/.test(name);
      if (name.endsWith('.tsx')) return !/^[a-zA-Z][a-zA-Z0-9]*\.tsx$/.test(name);
      return false;
    });
    expect(wrong.sort().join('\n')).toBe('');
  });
});
