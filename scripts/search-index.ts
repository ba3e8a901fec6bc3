/**
 * The site search's static index: Pagefind reads the built pages and writes `dist/pagefind/`, which
 * the CDN serves like any other file, so search needs no server. It runs as the build's second step,
 * in a process of its own once `astro build` has exited (scripts/site-builder.ts buildSteps), so every
 * build indexes what it built: `npm run build`, Netlify's build and the local server's rebuilds alike.
 * Alone: `node scripts/search-index.ts <built-site-dir>`.
 *
 * What is indexed is decided in the markup, not here: BaseLayout puts `data-pagefind-body` on the main
 * content of a page that is indexable in its own language (not noindex, not a Korean stand-in for a
 * missing translation), so every other page (404s, form results, fallbacks, the admin shell) is left
 * out, and `data-pagefind-ignore` drops repeated blocks inside it. Pagefind keeps one index per
 * `<html lang>` (ko-KR, en, id-ID, zh-Hans and ja-JP here, lower-cased), and the browser loads the one of
 * the page it runs on: results stay in the visitor's language.
 *
 * Not astro-pagefind: it logs an indexing error and lets the build succeed, so a site would quietly go
 * out with a broken or missing search; here a failure fails the build.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { close, createIndex } from 'pagefind';

/** Where the index lives in the build, and the URL the search page loads it from. */
export const SEARCH_BUNDLE_DIR = 'pagefind';

/** Pagefind also writes its ready-made UIs; the site has its own (src/components/features/search), so they go. */
const UNUSED = /^pagefind-(?:ui|modular-ui|component-ui|highlight)\.(?:js|css)$/;

export interface SearchIndexSummary {
  /** HTML files Pagefind read (those without data-pagefind-body are read but not indexed). */
  filesRead: number;
  seconds: number;
}

/** Indexes the built site in `siteDir` into `siteDir/pagefind`; throws on any error Pagefind reports. */
export async function writeSearchIndex(siteDir: string): Promise<SearchIndexSummary> {
  const started = performance.now();
  const fail = (step: string, errors: string[]) => {
    if (errors.length) throw new Error(`Search index: ${step} failed:\n${errors.join('\n')}`);
  };
  try {
    const { index, errors } = await createIndex({});
    fail('starting Pagefind', errors);
    if (!index) throw new Error('Search index: Pagefind returned no index.');
    const added = await index.addDirectory({ path: siteDir });
    fail('reading the pages', added.errors);
    // A build that indexes nothing has lost its data-pagefind-body markers: fail rather than ship an empty search.
    if (added.page_count === 0) throw new Error('Search index: no page was indexed.');
    const outputPath = join(siteDir, SEARCH_BUNDLE_DIR);
    fail('writing the index', (await index.writeFiles({ outputPath })).errors);
    for (const name of await readdir(outputPath)) if (UNUSED.test(name)) await rm(join(outputPath, name));
    return { filesRead: added.page_count, seconds: (performance.now() - started) / 1000 };
  } finally {
    // Pagefind runs as a child process; without this the build would wait on it.
    await close();
  }
}

if (import.meta.main) {
  const siteDir = process.argv[2];
  if (!siteDir) {
    console.error('Usage: node scripts/search-index.ts <built-site-dir>');
    process.exit(1);
  }
  // A failure fails the build: a site without its search index must not go out.
  const { filesRead, seconds } = await writeSearchIndex(siteDir);
  console.log(`Search index: ${filesRead} pages read in ${seconds.toFixed(1)} s`);
}
