/**
 * `npm run bench`: the site's figures from one run, each against a ceiling measured or set in the
 * same run, printed as a table and kept in bench-results/<date>.json:
 *  1. first-load bytes (gzip) of every page type in every locale, from the build, against 45 KB, and
 *     its JavaScript against 10 KB (bench/first-load.ts);
 *  2. static page req/s of our local server against a plain static file server of the same build
 *     (nginx when installed, else bench/static-server.ts), alternated, medians;
 *  3. the public read APIs' req/s and p99 as ratios of the static page's rate (bench-reads.ts);
 *  4. inquiries/s and p99, with the stored rows counted (every 201 must be a row);
 *  5. memory of the server's whole process tree: idle, peak under a mixed load (static pages, read
 *     APIs and inquiries at once for BENCH_SOAK_SECONDS), and a minute after. The soak fails the
 *     run (exit 1) above its bound: peak <= 700 MB, a minute after <= 1.3x idle. Idle is the tree
 *     once the figures above have run every kind of request (answer caches and the embedded
 *     database's buffers warm: memory it holds by design, whose growth a soak would else count);
 *     the figure just after start-up is printed too.
 * The server runs on a new embedded database and serves the existing build (`dist/`, built first
 * when missing). Not a test: the machine's other work moves req/s, so read the ratios.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstLoadRows, measureFirstLoad } from './bench/first-load.ts';
import { processTreeMb, soak, type SoakFigures } from './bench/memory.ts';
import { startCeiling } from './bench/ceiling.ts';
import { percentile, runLoad, startServerProcess, storedReferences } from './bench-inquiries.ts';
import { loadPath, measureReadApis, readFigureRows } from './bench-reads.ts';
import { PROJECT_ROOT } from './paths.ts';

const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 30);
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 60);
const MEMORY_BOUND = { peakMb: 700, afterToIdle: 1.3 } as const;
const STATIC_PATH = '/en/notices';

const siteDir = join(PROJECT_ROOT, 'dist');
if (!existsSync(join(siteDir, 'index.html'))) {
  console.log('No build in dist/: building it first…');
  if (spawnSync(process.execPath, ['scripts/build.ts'], { cwd: PROJECT_ROOT, stdio: 'inherit' }).status !== 0) process.exit(1);
}

const rows: Array<[string, string]> = [];
const record: Record<string, unknown> = { date: new Date().toISOString(), loadAverage: loadavg()[0] };

const firstLoad = measureFirstLoad(siteDir);
record.firstLoad = firstLoad;
rows.push(...firstLoadRows(firstLoad));

const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
let memory: SoakFigures | undefined;
try {
  const started = performance.now();
  const server = await startServerProcess({ dataDir, siteDir, env: { INQUIRY_RATE_LIMIT_PER_ADDRESS: '1000000', INQUIRY_RATE_LIMIT_GLOBAL: '1000000' } });
  rows.push(['start-up on a new data directory (migrate, seed; the build served as it is)', `${((performance.now() - started) / 1000).toFixed(1)} s`]);
  const pid = server.child.pid!;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const coldMb = processTreeMb(pid);
  rows.push(['memory of the server process tree just after start-up', `${coldMb.toFixed(0)} MB`]);
  const ceiling = await startCeiling(siteDir);
  try {
    // Static: ours and the ceiling alternated, so both see the same machine; medians of three.
    const ours = [];
    const theirs = [];
    for (let i = 0; i < 3; i++) {
      ours.push(await loadPath(server.url, STATIC_PATH, { concurrency: 32, seconds: 2, pid }));
      theirs.push(await loadPath(ceiling.url, STATIC_PATH, { concurrency: 32, seconds: 2 }));
    }
    const median = <T extends { perSecond: number }>(runs: T[]) => [...runs].sort((a, b) => a.perSecond - b.perSecond)[1]!;
    const [our, their] = [median(ours), median(theirs)];
    record.static = { path: STATIC_PATH, ours: our, ceiling: { server: ceiling.name, ...their }, ratio: our.perSecond / their.perSecond };
    rows.push([`static ${STATIC_PATH}, 32 concurrent: ${ceiling.name}`, `${their.perSecond.toFixed(0)} req/s, p99 ${their.p99.toFixed(1)} ms`]);
    rows.push([`static ${STATIC_PATH}, 32 concurrent: our server`, `${our.perSecond.toFixed(0)} req/s, p99 ${our.p99.toFixed(1)} ms = ${(our.perSecond / their.perSecond).toFixed(2)}x the ceiling`]);

    const reads = await measureReadApis(server.url, { pid });
    record.reads = reads;
    rows.push(...readFigureRows(reads));

    const run = `Bench ${Date.now().toString(36)}`;
    const total = Number(process.env.BENCH_INQUIRIES ?? 2000);
    const { outcomes, seconds } = await runLoad(server.url, run, total, 50);
    const stored = (await storedReferences(server.databaseUrl, run)).references.length;
    const created = outcomes.filter((o) => o.status === 201).length;
    const p99 = percentile(outcomes.map((o) => o.ms), 99);
    record.inquiries = { total, created, stored, perSecond: total / seconds, p99 };
    rows.push([`inquiries, ${total} from 50 concurrent clients`, `${(total / seconds).toFixed(0)}/s, p99 ${p99.toFixed(1)} ms; ${created} answered 201, ${stored} rows stored`]);
    if (created !== total || stored !== total) process.exitCode = 1;

    memory = await soak({ url: server.url, pid, seconds: SOAK_SECONDS, settleSeconds: SETTLE_SECONDS, staticPaths: firstLoad.map((p) => encodeURI(p.path)) });
    record.memory = { coldMb, ...memory, bound: MEMORY_BOUND };
    rows.push(['memory of the tree, idle once every kind of request has run (caches, database buffers warm)', `${memory.idleMb.toFixed(0)} MB`]);
    rows.push([`memory, peak under ${SOAK_SECONDS} s of mixed load (${memory.requests} requests)`, `${memory.peakMb.toFixed(0)} MB (bound ${MEMORY_BOUND.peakMb} MB)`]);
    rows.push([`memory, ${SETTLE_SECONDS} s after`, `${memory.afterMb.toFixed(0)} MB = ${(memory.afterMb / memory.idleMb).toFixed(2)}x idle (bound ${MEMORY_BOUND.afterToIdle}x)`]);
    rows.push(['memory of the tree now', `${processTreeMb(pid).toFixed(0)} MB`]);
  } finally {
    await ceiling.stop();
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const width = Math.max(...rows.map(([k]) => k.length));
console.log(`\n${'measure'.padEnd(width)} | figure\n${'-'.repeat(width)}-|-------`);
for (const [k, v] of rows) console.log(`${k.padEnd(width)} | ${v}`);
mkdirSync(join(PROJECT_ROOT, 'bench-results'), { recursive: true });
const file = join(PROJECT_ROOT, 'bench-results', `${new Date().toISOString().slice(0, 10)}.json`);
writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
console.log(`\nKept in ${file}`);

const overBound = memory && (memory.peakMb > MEMORY_BOUND.peakMb || memory.afterMb > MEMORY_BOUND.afterToIdle * memory.idleMb);
if (overBound) {
  console.error(`The memory soak is over its bound: peak ${memory!.peakMb.toFixed(0)} MB, after ${memory!.afterMb.toFixed(0)} MB against idle ${memory!.idleMb.toFixed(0)} MB.`);
  process.exitCode = 1;
}
const budgetsMissed = firstLoad.filter((p) => !p.withinBudget);
if (budgetsMissed.length > 0) console.log(`First-load budget missed by ${budgetsMissed.length} page(s) (the site gates fail on those).`);
