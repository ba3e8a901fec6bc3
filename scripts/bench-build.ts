/**
 * `npm run bench:build`: the static build at the seed size (the first run's content), at the pages
 * size (the same with every content page's texts read from the database: a row per page and locale in
 * site_pages, against a ceiling of 1.2x the seed size's CPU seconds) and at the scale
 * size (BENCH_NOTICES 1,000 more notices and BENCH_STORIES 300 more CSR stories in five languages,
 * scripts/seed/scale.ts), each on its own new embedded database. Prints per size the pages built,
 * the build's seconds, the peak resident memory of each step's process tree (`astro build`, then the search index; sampled
 * from /proc every 100 ms: workers and child processes count) and pages per second, against the
 * ceilings of the scale size (90 s, 2 GB), the CPU seconds of that tree (what the build costs
 * whatever else the machine runs), and the ratio scale/seed of both (linear growth: no more
 * than the ratio of the pages). Kept in bench-results/build-<date>.json; exit 1 above a ceiling.
 * The database runs in this process, outside the measured tree (on Netlify it is a remote server).
 * `BENCH_SIZES=scale` runs the scale size alone; BENCH_BUILD_LOG names a file for the last build's output. Builds are CPU-bound: on a shared machine read the
 * load average printed with the figures.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '#db/client.ts';
import { processTree } from './bench/memory.ts';
import { withCheckoutLock } from './checkout-lock.ts';
import { EmbeddedDatabase } from './embedded-db/index.ts';
import { PROJECT_ROOT } from './paths.ts';
import { seedScale } from './seed-scale.ts';
import { seedFirstRun } from './seed/index.ts';
import { pageSeeds } from '#data/pages/seeds.ts';
import { PAGE_KEYS } from '#domain/pages/registry.ts';
import { localeCodes } from '#i18n/locales.ts';
import { BUILD_LOCK, buildSteps } from './site-builder.ts';

const NOTICES = Number(process.env.BENCH_NOTICES ?? 1000);
const STORIES = Number(process.env.BENCH_STORIES ?? 300);
const CEILING = { seconds: 90, peakMb: 2048 } as const;
const SIZES = (process.env.BENCH_SIZES ?? 'seed,pages,scale').split(',');
/** Reading every page's texts from the database may cost the build this much more than the first-run texts. */
const PAGES_CEILING = 1.2;

export interface BuildFigures {
  size: string;
  notices: number;
  stories: number;
  pages: number;
  seconds: number;
  cpuSeconds: number;
  peakMb: number;
  pagesPerSecond: number;
}

/** The HTML pages a build wrote (every `.html` file below it). */
function countPages(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).length;
}

interface StepFigures {
  seconds: number;
  cpuSeconds: number;
  peakMb: number;
}

/**
 * One step of the build (`args` run by Node) against `databaseUrl`: its seconds, the peak of its
 * process tree's resident memory, and the CPU seconds of that tree (each process's last sample: a
 * process's final 100 ms may be missed). CPU seconds tell the build's own cost from the machine's other work.
 */
function timedStep(label: string, args: string[], databaseUrl: string, output: string[]): Promise<StepFigures> {
  return new Promise((resolveStep, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, {
      cwd: PROJECT_ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let peakMb = 0;
    const cpu = new Map<number, number>();
    const sample = () => {
      const tree = processTree(child.pid!);
      peakMb = Math.max(peakMb, tree.reduce((total, each) => total + each.rssMb, 0));
      for (const { pid, cpuSeconds } of tree) cpu.set(pid, Math.max(cpuSeconds, cpu.get(pid) ?? 0));
    };
    const sampler = setInterval(sample, 100);
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(sampler);
      const seconds = (performance.now() - started) / 1000;
      const cpuSeconds = [...cpu.values()].reduce((a, b) => a + b, 0);
      if (code === 0) resolveStep({ seconds, cpuSeconds, peakMb });
      else reject(new Error(`${label} exited with ${code}:\n${output.join('').slice(-4000)}`));
    });
  });
}

/** The whole build, step after step as the site builder runs it: seconds and CPU added, the highest peak. */
async function timedBuild(databaseUrl: string, outDir: string): Promise<StepFigures> {
  const output: string[] = [];
  const total: StepFigures = { seconds: 0, cpuSeconds: 0, peakMb: 0 };
  try {
    for (const step of buildSteps(outDir)) {
      const figures = await timedStep(step.label, step.args, databaseUrl, output);
      total.seconds += figures.seconds;
      total.cpuSeconds += figures.cpuSeconds;
      total.peakMb = Math.max(total.peakMb, figures.peakMb);
    }
  } finally {
    if (process.env.BENCH_BUILD_LOG) writeFileSync(process.env.BENCH_BUILD_LOG, output.join(''));
  }
  return total;
}

/** A row per content page and locale, as if the firm had saved each: the build reads and checks them all. */
async function storeEveryPage(db: ReturnType<typeof createDb>): Promise<void> {
  const rows = PAGE_KEYS.flatMap((key) => localeCodes.map((locale) => ({ page_key: key, locale, content: JSON.stringify((pageSeeds[key] as Record<string, unknown>)[locale]), sources: '{}' })));
  await db.insertInto('site_pages').values(rows).execute();
}

async function measure(size: string, sizes: { notices: number; stories: number }): Promise<BuildFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-build-'));
  const embedded = new EmbeddedDatabase({ dataDir });
  try {
    const url = await embedded.start();
    const db = createDb(url);
    try {
      await seedFirstRun(db, () => {});
      await seedScale(db, sizes);
      if (size === 'pages') await storeEveryPage(db);
    } finally {
      await db.destroy();
    }
    const outDir = join(dataDir, 'dist');
    const { seconds, cpuSeconds, peakMb } = await withCheckoutLock(BUILD_LOCK, () => timedBuild(url, outDir));
    const pages = countPages(outDir);
    return { size, ...sizes, pages, seconds, cpuSeconds, peakMb, pagesPerSecond: pages / seconds };
  } finally {
    await embedded.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const loadBefore = loadavg()[0]!;
const figures: BuildFigures[] = [];
for (const size of SIZES) {
  const sizes = size === 'scale' ? { notices: NOTICES, stories: STORIES } : { notices: 0, stories: 0 };
  console.log(`Building at the ${size} size (${sizes.notices} more notices, ${sizes.stories} more stories${size === 'pages' ? ', every page from the database' : ''})…`);
  figures.push(await measure(size, sizes));
}

const conditions = `load average ${loadBefore.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end`;
console.log(`\nastro build (${conditions}); ceilings at the scale size: ${CEILING.seconds} s, ${CEILING.peakMb} MB peak\n`);
console.log('size  | pages | build s (/90 s) | CPU s | peak MB (/2048 MB) | pages/s');
console.log('------|------:|----------------:|------:|-------------------:|-------:');
for (const f of figures) {
  console.log(
    `${f.size.padEnd(5)} | ${String(f.pages).padStart(5)} | ${f.seconds.toFixed(1).padStart(6)} = ${(f.seconds / CEILING.seconds).toFixed(2)}x | ${f.cpuSeconds.toFixed(0).padStart(5)} | ${f.peakMb.toFixed(0).padStart(7)} = ${(f.peakMb / CEILING.peakMb).toFixed(2)}x | ${f.pagesPerSecond.toFixed(0).padStart(6)}`,
  );
}
const [seed, stored, scale] = [figures.find((f) => f.size === 'seed'), figures.find((f) => f.size === 'pages'), figures.find((f) => f.size === 'scale')];
const pagesRatio = seed && stored ? stored.cpuSeconds / seed.cpuSeconds : undefined;
if (pagesRatio !== undefined) {
  console.log(`\npages/seed: every page's texts from the database cost the build ${pagesRatio.toFixed(2)}x the CPU of the first-run texts (ceiling ${PAGES_CEILING}x); build time ${(stored!.seconds / seed!.seconds).toFixed(2)}x`);
}
const growth =
  seed && scale
    ? { pages: scale.pages / seed.pages, seconds: scale.seconds / seed.seconds, cpuSeconds: scale.cpuSeconds / seed.cpuSeconds, peakMb: scale.peakMb / seed.peakMb }
    : undefined;
if (growth) {
  console.log(
    `\nscale/seed: pages ${growth.pages.toFixed(1)}x, build time ${growth.seconds.toFixed(1)}x, CPU ${growth.cpuSeconds.toFixed(1)}x, peak memory ${growth.peakMb.toFixed(1)}x (linear: CPU and memory not above the pages' ratio)`,
  );
}

mkdirSync(join(PROJECT_ROOT, 'bench-results'), { recursive: true });
const file = join(PROJECT_ROOT, 'bench-results', `build-${new Date().toISOString().slice(0, 10)}.json`);
writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), loadAverage: loadBefore, ceiling: CEILING, figures, growth, pagesRatio }, null, 2)}\n`);
console.log(`\nKept in ${file}`);

const over = figures.filter((f) => f.seconds > CEILING.seconds || f.peakMb > CEILING.peakMb);
// CPU rather than wall time: the machine's other work moves the wall time, not what the build costs.
const superlinear = growth && (growth.cpuSeconds > growth.pages || growth.peakMb > growth.pages);
if (over.length > 0) console.error(`Over a ceiling at: ${over.map((f) => f.size).join(', ')}.`);
if (superlinear) console.error('The build grew faster than its pages.');
const pagesOver = pagesRatio !== undefined && pagesRatio > PAGES_CEILING;
if (pagesOver) console.error(`Reading the pages from the database costs more than ${PAGES_CEILING}x.`);
if (over.length > 0 || superlinear || pagesOver) process.exitCode = 1;
