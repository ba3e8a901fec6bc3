/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset, Debian's Chromium) over the main pages in
 * ko and en and the island pages (those whose React waits for the visitor: home, contact, FAQ,
 * notices, CSR stories) and a notice's own page in all five locales, LIGHTHOUSE_RUNS (3) runs each,
 * the median per column. Prints a table and writes it to
 * bench-results/lighthouse.{md,json}. Builds its own copy of the site on a fresh embedded database,
 * with SITE_URL set to the address it serves, so canonical URLs are on the audited origin.
 *
 * Each run loads the page once (Lighthouse's gather mode) and scores that one load twice (its audit
 * mode): at the default 4x CPU slowdown, and at the slowdown Lighthouse's calibration gives for the
 * benchmark index this host measured in that run (scripts/bench/lighthouse-cpu.ts). The simulated
 * throttling computes every metric from the one unthrottled load, so the two differ only by the CPU
 * the phone is assumed to have.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { localeCodes, type Locale } from '#i18n/locales.ts';
import { localizePath, serviceSlugs } from '#i18n/routes.ts';
import { calibratedCpuMultiplier, DEFAULT_CPU_MULTIPLIER } from './bench/lighthouse-cpu.ts';
import { PROJECT_ROOT } from './paths.ts';
import { startSite } from './site.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 8896);
const PAGES = ['/', '/services', `/services/${serviceSlugs.visa}`, '/about', '/contact', '/faq', '/notices', '/notices/1', '/about/csr'];
const ISLAND_PAGES = new Set(['/', '/contact', '/faq', '/notices', '/notices/1', '/about/csr']);
const pagesOf = (locale: Locale) => (locale === 'ko' || locale === 'en' ? PAGES : PAGES.filter((path) => ISLAND_PAGES.has(path)));

interface Row {
  page: string;
  /** At the CPU slowdown calibrated for this host (`multiplier`). */
  performance: number;
  /** At Lighthouse's default 4x. */
  performanceAt4x: number;
  benchmarkIndex: number;
  multiplier: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  tbtAt4xMs: number;
  cls: number;
  bytes: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-data-'));
const origin = `http://localhost:${PORT}`;
const site = await startSite({ dataDir, port: PORT, host: '127.0.0.1', buildEnv: { SITE_URL: origin }, log: () => {} });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const MAX_ATTEMPTS = RUNS + 3;
const rows: Row[] = [];
const failedRuns: string[] = [];
const loadBefore = loadavg()[0]!;

/**
 * Scores the load gathered in `artifacts` at a CPU slowdown: the default, or `multiplier`, which the
 * saved settings are made to name first (Lighthouse refuses to audit with settings other than those
 * the load was gathered with; the simulated throttling reads only the trace and the network log).
 */
async function audited(artifacts: string, multiplier?: number): Promise<Result> {
  const file = join(artifacts, 'artifacts.json');
  const saved = JSON.parse(readFileSync(file, 'utf8')) as { settings: { throttling: Record<string, number> } };
  const throttling = { ...saved.settings.throttling, cpuSlowdownMultiplier: multiplier ?? DEFAULT_CPU_MULTIPLIER };
  if (multiplier !== undefined) writeFileSync(file, JSON.stringify({ ...saved, settings: { ...saved.settings, throttling } }));
  const result = await lighthouse(undefined, { auditMode: artifacts, output: 'json', logLevel: 'error', ...(multiplier === undefined ? {} : { throttling }) });
  return result!.lhr;
}
try {
  for (const locale of localeCodes) {
    for (const path of pagesOf(locale)) {
      const url = `${origin}${encodeURI(localizePath(locale, path))}`;
      const runs: Row[] = [];
      // A run Lighthouse could not finish (runtimeError, or no LCP/TBT/CLS figures) is not a sample:
      // it is retried, up to MAX_ATTEMPTS in all, and the retries are reported.
      for (let attempt = 0; runs.length < RUNS && attempt < MAX_ATTEMPTS; attempt++) {
        const artifacts = mkdtempSync(join(tmpdir(), 'lighthouse-run-'));
        let run: Row;
        let failure: string | undefined;
        try {
          await lighthouse(url, { port: chrome.port, gatherMode: artifacts, logLevel: 'error' });
          const atDefault = await audited(artifacts);
          const benchmarkIndex = atDefault.environment.benchmarkIndex;
          const multiplier = calibratedCpuMultiplier(benchmarkIndex);
          const calibrated = await audited(artifacts, multiplier);
          const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
          const audit = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;
          run = {
            page: `${locale} ${path}`,
            performance: score(calibrated, 'performance'),
            performanceAt4x: score(atDefault, 'performance'),
            benchmarkIndex,
            multiplier,
            accessibility: score(calibrated, 'accessibility'),
            bestPractices: score(calibrated, 'best-practices'),
            seo: score(calibrated, 'seo'),
            lcpMs: audit(calibrated, 'largest-contentful-paint'),
            tbtMs: audit(calibrated, 'total-blocking-time'),
            tbtAt4xMs: audit(atDefault, 'total-blocking-time'),
            cls: audit(calibrated, 'cumulative-layout-shift'),
            bytes: audit(calibrated, 'total-byte-weight'),
          };
          failure = atDefault.runtimeError?.code ?? calibrated.runtimeError?.code;
        } finally {
          rmSync(artifacts, { recursive: true, force: true });
        }
        if (failure || [run.lcpMs, run.tbtMs, run.cls].some(Number.isNaN)) {
          failedRuns.push(`${run.page}: ${failure ?? 'metrics missing'}`);
          continue;
        }
        runs.push(run);
      }
      if (runs.length === 0) throw new Error(`Lighthouse could not measure ${url}: ${failedRuns.slice(-1)[0]}`);
      const row = Object.fromEntries(
        Object.keys(runs[0]!).map((key) => [key, key === 'page' ? runs[0]!.page : median(runs.map((r) => r[key as keyof Row] as number))]),
      ) as unknown as Row;
      rows.push(row);
      console.log(`${row.page}: ${row.performance}/${row.accessibility}/${row.bestPractices}/${row.seo}`);
    }
  }
} finally {
  await chrome.kill();
  await site.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const header =
  '| page | performance | at 4x | CPU index | slowdown | accessibility | best practices | SEO | LCP | TBT | TBT at 4x | CLS | transferred |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|';
const table = [
  header,
  ...rows.map(
    (r) =>
      `| ${r.page} | ${r.performance} | ${r.performanceAt4x} | ${Math.round(r.benchmarkIndex)} | ${r.multiplier.toFixed(1)}x | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(2)} s | ${Math.round(r.tbtMs)} ms | ${Math.round(r.tbtAt4xMs)} ms | ${r.cls.toFixed(3)} | ${(r.bytes / 1024).toFixed(0)} KB |`,
  ),
].join('\n');
const indexes = rows.map((r) => r.benchmarkIndex).sort((a, b) => a - b);
const cpu = `CPU benchmark index ${Math.round(indexes[0]!)}-${Math.round(indexes.at(-1)!)} (Lighthouse warns below 1000), calibrated slowdown ${calibratedCpuMultiplier(indexes.at(-1)!).toFixed(1)}x or less`;
const conditions = `${cpu}; load average ${loadBefore.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end; ${failedRuns.length} run(s) retried${failedRuns.length ? ` (${failedRuns.join('; ')})` : ''}`;
console.log(`\nLighthouse ${RUNS} runs each, mobile preset, median (${conditions}):\n\n${table}`);
mkdirSync(join(PROJECT_ROOT, 'bench-results'), { recursive: true });
writeFileSync(join(PROJECT_ROOT, 'bench-results', 'lighthouse.md'), `${conditions}\n\n${table}\n`);
writeFileSync(join(PROJECT_ROOT, 'bench-results', 'lighthouse.json'), JSON.stringify(rows, null, 2));
