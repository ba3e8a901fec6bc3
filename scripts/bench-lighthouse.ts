/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset, Debian's Chromium) over the main pages in
 * ko and en and the island pages (those whose React waits for the visitor: home, contact, FAQ,
 * notices, CSR stories) and a notice's own page in all five locales, LIGHTHOUSE_RUNS (5) runs each
 * after one unmeasured warm-up load, the median per column (Lighthouse's variability guide: the
 * median of five runs about halves the spread of one). Prints a table and writes it to
 * bench-results/lighthouse.{md,json}. Builds its own copy of the site on a fresh embedded database,
 * with SITE_URL set to the address it serves, so canonical URLs are on the audited origin.
 *
 * After each page it also measures a floor: a page of one paragraph with no stylesheet and no
 * script, served from this process. Whatever that page scores below 100 is the host's and the
 * browser's (a new renderer process, its V8 context and fonts on every load), not the site's, so the
 * header states the floor's scores beside the pages' from the same run.
 *
 * Each row also gives the CPU benchmark index Lighthouse measured on this host, and the header the
 * slowdown Lighthouse's own calibration would use for it (scripts/bench/lighthouse-cpu.ts): the
 * default 4x assumes a host of index about 1533, so on a faster host 4x emulates a faster phone than
 * the mobile preset means, and on a slower one a slower phone.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { localeCodes, type Locale } from '#i18n/locales.ts';
import { localizePath, serviceSlugs } from '#i18n/routes.ts';
import { calibratedCpuMultiplier, DEFAULT_CPU_MULTIPLIER } from './bench/lighthouse-cpu.ts';
import { PROJECT_ROOT } from './paths.ts';
import { startSite } from './site.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 8896);
const PAGES = ['/', '/services', `/services/${serviceSlugs.visa}`, '/about', '/contact', '/faq', '/notices', '/notices/1', '/about/csr'];
const ISLAND_PAGES = new Set(['/', '/contact', '/faq', '/notices', '/notices/1', '/about/csr']);
const pagesOf = (locale: Locale) => (locale === 'ko' || locale === 'en' ? PAGES : PAGES.filter((path) => ISLAND_PAGES.has(path)));

interface Row {
  page: string;
  performance: number;
  benchmarkIndex: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const FLOOR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Floor</title><meta name="description" content="A page of one paragraph."></head><body><main><h1>Floor</h1>' +
  '<p>One paragraph of text, nothing else to load.</p></main></body></html>';
const floorServer = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(FLOOR_PAGE);
});
await new Promise<void>((resolve) => floorServer.listen(0, '127.0.0.1', resolve));
const floorUrl = `http://127.0.0.1:${(floorServer.address() as { port: number }).port}/`;
const floorRuns: { performance: number; tbtMs: number; benchmarkIndex: number }[] = [];

const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-data-'));
const origin = `http://localhost:${PORT}`;
const site = await startSite({ dataDir, port: PORT, host: '127.0.0.1', buildEnv: { SITE_URL: origin }, log: () => {} });
const chrome = await chromeLauncher.launch({
  // The full browser: Lighthouse measures a page as a visitor's Chrome draws it, which the headless shell is not.
  chromePath: process.env.LIGHTHOUSE_CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
// One load before the measured ones: the first page a fresh Chromium draws waits on the browser's own
// cold start (its filmstrip stayed blank until about 2.6 s while later loads of the same page painted
// at 1.3 s), which is the test browser's, not the page's, and fell on whichever page came first.
await lighthouse(`${origin}/`, { port: chrome.port, output: 'json', logLevel: 'error' });
const MAX_ATTEMPTS = RUNS + 3;
const rows: Row[] = [];
const failedRuns: string[] = [];
const loadBefore = loadavg()[0]!;
try {
  for (const locale of localeCodes) {
    for (const path of pagesOf(locale)) {
      const url = `${origin}${encodeURI(localizePath(locale, path))}`;
      const runs: Row[] = [];
      // A run Lighthouse could not finish (runtimeError, or no LCP/TBT/CLS figures) is not a sample:
      // it is retried, up to MAX_ATTEMPTS in all, and the retries are reported.
      for (let attempt = 0; runs.length < RUNS && attempt < MAX_ATTEMPTS; attempt++) {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
        const lhr = result!.lhr;
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const run: Row = {
          page: `${locale} ${path}`,
          performance: score('performance'),
          benchmarkIndex: lhr.environment.benchmarkIndex,
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          bytes: audit('total-byte-weight'),
        };
        if (lhr.runtimeError || [run.lcpMs, run.tbtMs, run.cls].some(Number.isNaN)) {
          failedRuns.push(`${run.page}: ${lhr.runtimeError?.code ?? 'metrics missing'}`);
          continue;
        }
        runs.push(run);
      }
      if (runs.length === 0) throw new Error(`Lighthouse could not measure ${url}: ${failedRuns.slice(-1)[0]}`);
      const row = Object.fromEntries(
        Object.keys(runs[0]!).map((key) => [key, key === 'page' ? runs[0]!.page : median(runs.map((r) => r[key as keyof Row] as number))]),
      ) as unknown as Row;
      rows.push(row);
      const floor = (await lighthouse(floorUrl, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }))!.lhr;
      floorRuns.push({
        performance: Math.round((floor.categories.performance?.score ?? 0) * 100),
        tbtMs: floor.audits['total-blocking-time']?.numericValue ?? NaN,
        benchmarkIndex: floor.environment.benchmarkIndex,
      });
      console.log(`${row.page}: ${row.performance}/${row.accessibility}/${row.bestPractices}/${row.seo} (floor ${floorRuns.at(-1)!.performance})`);
    }
  }
} finally {
  await chrome.kill();
  floorServer.close();
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const header =
  '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | transferred | CPU index |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|';
const table = [
  header,
  ...rows.map(
    (r) =>
      `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(2)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${(r.bytes / 1024).toFixed(0)} KB | ${Math.round(r.benchmarkIndex)} |`,
  ),
].join('\n');
const indexes = rows.map((r) => r.benchmarkIndex).sort((a, b) => a - b);
const cpu = `default ${DEFAULT_CPU_MULTIPLIER}x CPU slowdown; this host's CPU benchmark index ${Math.round(indexes[0]!)}-${Math.round(indexes.at(-1)!)}, for which Lighthouse's calibration would use ${calibratedCpuMultiplier(indexes[0]!).toFixed(1)}-${calibratedCpuMultiplier(indexes.at(-1)!).toFixed(1)}x`;
const floorScores = floorRuns.map((r) => r.performance).sort((a, b) => a - b);
const floorTbt = floorRuns.map((r) => r.tbtMs).sort((a, b) => a - b);
const pagesAt100 = rows.filter((r) => r.performance === 100).length;
const floor = `pages at performance 100: ${pagesAt100} of ${rows.length}; the floor (one paragraph, no CSS or JS, measured once after each page): performance 100 in ${floorScores.filter((s) => s === 100).length} of ${floorScores.length} runs, lowest ${floorScores[0]}, TBT median ${Math.round(median(floorTbt))} ms, highest ${Math.round(floorTbt.at(-1)!)} ms`;
const conditions = `${cpu}; ${floor}; load average ${loadBefore.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end; ${failedRuns.length} run(s) retried${failedRuns.length ? ` (${failedRuns.join('; ')})` : ''}`;
console.log(`\nLighthouse ${RUNS} runs each, mobile preset, median (${conditions}):\n\n${table}`);
mkdirSync(join(PROJECT_ROOT, 'bench-results'), { recursive: true });
writeFileSync(join(PROJECT_ROOT, 'bench-results', 'lighthouse.md'), `${conditions}\n\n${table}\n`);
writeFileSync(join(PROJECT_ROOT, 'bench-results', 'lighthouse.json'), JSON.stringify({ runsPerPage: RUNS, rows, floorRuns }, null, 2));
