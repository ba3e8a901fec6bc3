/**
 * `npm run bench:hit`: the visitor beacon's cost, through the real local server (the stand-in for
 * Netlify) on a new embedded database, every figure against its ceiling from the same run:
 *  1. the beacon's bytes (gzip) as the built site ships it, against 1 KB ("n/a" when the served
 *     build has no beacon);
 *  2. POST /api/hit req/s and p99 at BENCH_CONCURRENCY (32) clients for BENCH_SECONDS (3), as a ratio
 *     of a static page's rate measured just before each run (three pairs, medians; target >= 0.30x,
 *     p99 < 20 ms), with the server's CPU time per request (a static page's over a beacon's: the rate
 *     ratio the same server would reach with the cores to itself);
 *  3. a soak of BENCH_SOAK_BEACONS (50,000) beacons: the server process tree's resident memory before
 *     (idle, once the runs above warmed every cache), its peak, just after and BENCH_SETTLE_SECONDS
 *     (20) later, the growth against 25 MB (half a kilobyte a beacon) and the peak against 700 MB;
 *  4. that every beacon answered 204 was counted: the page views stored equal the 204s sent.
 * Serves SITE_DIR, else `dist/` when built, else a one-page stand-in (then the static page is that
 * page). Kept in bench-results/hit-<date>.json; exit 1 when a beacon was lost or memory is over its bound.
 * Not a test: the machine's other work moves req/s and p99, so read the ratios.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { processTreeMb } from './bench/memory.ts';
import { cpuMs, percentile, standInSite, startServerProcess } from './bench-inquiries.ts';
import { loadPath, type LoadFigures } from './bench-reads.ts';
import { PROJECT_ROOT } from './paths.ts';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const SOAK_BEACONS = Number(process.env.BENCH_SOAK_BEACONS ?? 50_000);
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 20);
const TARGET = { ratio: 0.3, p99Ms: 20, beaconBytes: 1024 } as const;
const MEMORY_BOUND = { growthMb: 25, peakMb: 700 } as const;
/** Distinct visitors (browser strings) and pages the load cycles through: the day's marks and aggregates fill up during the warm-up. */
const VISITORS = 1000;
const PAGES = 40;

/** The beacon's script as shipped: a built JavaScript file, or an inline script, that posts to /api/hit. */
function beaconBytes(siteDir: string): { file: string; bytes: number; gzip: number } | undefined {
  const scripts = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? scripts(join(dir, entry.name)) : entry.name.endsWith('.js') ? [join(dir, entry.name)] : []);
  const astro = join(siteDir, '_astro');
  for (const file of existsSync(astro) ? scripts(astro) : []) {
    const text = readFileSync(file);
    if (text.includes('/api/hit')) return { file: file.slice(siteDir.length), bytes: text.length, gzip: gzipSync(text, { level: 9 }).length };
  }
  const home = join(siteDir, 'index.html');
  if (!existsSync(home)) return undefined;
  for (const [, body] of readFileSync(home, 'utf8').matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    if (body!.includes('/api/hit')) return { file: '/index.html (inline script)', bytes: Buffer.byteLength(body!), gzip: gzipSync(body!, { level: 9 }).length };
  }
  return undefined;
}

const browser = (n: number) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${100 + (n % 40)}.0.${n} Safari/537.36`;

/** One beacon as sendBeacon posts it from a page of the site, on a kept-alive socket; the status. */
function postBeacon(agent: Agent, base: URL, n: number): Promise<number> {
  const locale = ['ko', 'en', 'id', 'zh', 'ja'][n % 5]!;
  const body = JSON.stringify({ type: 'pageview', path: `/${locale === 'ko' ? '' : `${locale}/`}notices/${n % PAGES}/`, locale, referrer: n % 3 ? 'https://www.google.com' : undefined, screen: n % 2 ? 'mobile' : 'desktop' });
  return new Promise((resolveStatus) => {
    const req = request({
      agent, method: 'POST', host: base.hostname, port: base.port, path: '/api/hit',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'content-length': Buffer.byteLength(body), origin: base.origin, 'sec-fetch-site': 'same-origin', 'user-agent': browser(n % VISITORS) },
    }, (res) => {
      res.resume();
      res.on('end', () => resolveStatus(res.statusCode ?? 0));
      res.on('error', () => resolveStatus(0));
    });
    req.on('error', () => resolveStatus(0));
    req.end(body);
  });
}

interface Beacons {
  sent: number;
  accepted: number;
  latencies: number[];
  seconds: number;
}

let next = 0;
/** `concurrency` clients posting beacons back to back, until `until` (performance.now()) or `total` beacons. */
async function beacons(baseUrl: string, { concurrency, until = Infinity, total = Infinity }: { concurrency: number; until?: number; total?: number }): Promise<Beacons> {
  const base = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const figures: Beacons = { sent: 0, accepted: 0, latencies: [], seconds: 0 };
  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: concurrency }, async () => {
      while (performance.now() < until && figures.sent < total) {
        figures.sent++;
        const t = performance.now();
        const status = await postBeacon(agent, base, next++);
        figures.latencies.push(performance.now() - t);
        if (status === 204) figures.accepted++;
      }
    }));
  } finally {
    agent.destroy();
  }
  figures.seconds = (performance.now() - started) / 1000;
  return figures;
}

async function storedPageviews(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>('SELECT coalesce(sum(pageviews), 0) AS n FROM visit_days')).rows[0]!.n);
  } finally {
    await client.end();
  }
}

/** Waits until the stored page views reach `expected` (the last batches are written after their answers), at most 10 s. */
async function countedPageviews(databaseUrl: string, expected: number): Promise<number> {
  let stored = 0;
  for (let i = 0; i < 100 && (stored = await storedPageviews(databaseUrl)) < expected; i++) await new Promise((r) => setTimeout(r, 100));
  return stored;
}

const given = process.env.SITE_DIR ? resolve(PROJECT_ROOT, process.env.SITE_DIR) : join(PROJECT_ROOT, 'dist');
const built = existsSync(join(given, 'index.html')) && statSync(given).isDirectory();
const siteDir = built ? given : standInSite();
const staticPath = process.env.BENCH_STATIC_PATH ?? (built ? '/en/notices' : '/');
const rows: Array<[string, string]> = [];
const record: Record<string, unknown> = { date: new Date().toISOString(), loadAverage: loadavg()[0], site: built ? siteDir : 'one-page stand-in', concurrency: CONCURRENCY };

const beacon = built ? beaconBytes(siteDir) : undefined;
record.beacon = beacon ?? null;
rows.push([`beacon script, gzip (target <= ${TARGET.beaconBytes} B)`, beacon
  ? `${beacon.gzip} B gzip (${beacon.bytes} B raw, ${beacon.file}) = ${(beacon.gzip / TARGET.beaconBytes).toFixed(2)}x the target`
  : `n/a (${built ? 'no script posting to /api/hit in the served build' : 'no build served'})`]);

const dataDir = mkdtempSync(join(tmpdir(), 'bench-hit-'));
let failed = false;
try {
  const server = await startServerProcess({ dataDir, siteDir });
  const pid = server.child.pid!;
  let sent204 = 0;
  try {
    // Warm-up: JIT, the pool, the day's salt, and every visitor's marks and page rows already made.
    const warm = await beacons(server.url, { concurrency: CONCURRENCY, total: VISITORS * 2 });
    sent204 += warm.accepted;
    await loadPath(server.url, staticPath, { concurrency: CONCURRENCY, seconds: 1 });

    const runs: Array<{ static: LoadFigures; hit: LoadFigures & { accepted: number; sent: number } }> = [];
    for (let i = 0; i < 3; i++) {
      const staticPage = await loadPath(server.url, staticPath, { concurrency: CONCURRENCY, seconds: SECONDS, pid });
      const cpuBefore = cpuMs(pid);
      const run = await beacons(server.url, { concurrency: CONCURRENCY, until: performance.now() + SECONDS * 1000 });
      sent204 += run.accepted;
      runs.push({
        static: staticPage,
        hit: {
          path: 'POST /api/hit', perSecond: run.sent / run.seconds, p50: percentile(run.latencies, 50), p99: percentile(run.latencies, 99),
          bytes: 0, cpuMicros: ((cpuMs(pid) - cpuBefore) * 1000) / run.sent, accepted: run.accepted, sent: run.sent,
        },
      });
    }
    const median = <T extends { perSecond: number }>(list: T[]) => [...list].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(list.length / 2)]!;
    const staticPage = median(runs.map((r) => r.static));
    const hit = median(runs.map((r) => r.hit));
    const ratios = runs.map((r) => r.hit.perSecond / r.static.perSecond).sort((a, b) => a - b);
    const ratio = ratios[1]!;
    const p99 = median(runs.map((r) => ({ perSecond: r.hit.p99 }))).perSecond;
    record.load = { staticPath, runs, ratio, p99 };
    const line = (f: LoadFigures) => `${f.perSecond.toFixed(0)} req/s, p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms, server CPU ${f.cpuMicros?.toFixed(0)} µs/req`;
    rows.push([`static page ${staticPath}, ${CONCURRENCY} concurrent (median of 3 runs)`, line(staticPage)]);
    rows.push([`POST /api/hit, ${CONCURRENCY} concurrent (median of 3 runs)`, `${line(hit)}; ${runs.reduce((s, r) => s + r.hit.accepted, 0)}/${runs.reduce((s, r) => s + r.hit.sent, 0)} answered 204`]);
    rows.push([`POST /api/hit rate / static rate just before (target >= ${TARGET.ratio.toFixed(2)}x)`, `${ratio.toFixed(2)}x (runs: ${ratios.map((r) => r.toFixed(2)).join(', ')}) = ${(ratio / TARGET.ratio).toFixed(2)}x the target`]);
    rows.push([`POST /api/hit p99 (target < ${TARGET.p99Ms} ms)`, `${p99.toFixed(1)} ms (median of the runs' p99) = ${(p99 / TARGET.p99Ms).toFixed(2)}x the ceiling; the static page's p99 ${staticPage.p99.toFixed(1)} ms`]);
    // CPU time per request moves far less than req/s and p99 when other work shares the cores.
    const cpuRatio = (staticPage.cpuMicros ?? NaN) / (hit.cpuMicros ?? NaN);
    record.cpuRatio = cpuRatio;
    rows.push([`server CPU a static page / a beacon (the rate ratio on idle cores; target >= ${TARGET.ratio.toFixed(2)}x)`, `${cpuRatio.toFixed(2)}x = ${(cpuRatio / TARGET.ratio).toFixed(2)}x the target`]);

    // Memory: idle once the runs above warmed everything, then the soak, then a settle.
    await countedPageviews(server.databaseUrl, sent204);
    await new Promise((r) => setTimeout(r, 2000));
    const beforeMb = processTreeMb(pid);
    let peakMb = beforeMb;
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, processTreeMb(pid))), 100);
    let soak: Beacons;
    try {
      soak = await beacons(server.url, { concurrency: CONCURRENCY, total: SOAK_BEACONS });
    } finally {
      clearInterval(sampler);
    }
    sent204 += soak.accepted;
    const afterMb = processTreeMb(pid);
    const stored = await countedPageviews(server.databaseUrl, sent204);
    await new Promise((r) => setTimeout(r, SETTLE_SECONDS * 1000));
    const settledMb = processTreeMb(pid);
    const growthMb = settledMb - beforeMb;
    record.soak = { beacons: SOAK_BEACONS, accepted: soak.accepted, perSecond: soak.sent / soak.seconds, p99: percentile(soak.latencies, 99), beforeMb, peakMb, afterMb, settledMb, growthMb, bound: MEMORY_BOUND };
    record.counted = { answered204: sent204, storedPageviews: stored };
    rows.push([`soak: ${SOAK_BEACONS} beacons, ${CONCURRENCY} concurrent`, `${(soak.sent / soak.seconds).toFixed(0)}/s, p99 ${percentile(soak.latencies, 99).toFixed(1)} ms; ${soak.accepted} answered 204`]);
    rows.push(['memory of the server process tree before the soak (idle, warm)', `${beforeMb.toFixed(0)} MB`]);
    rows.push([`memory, peak during the soak (bound ${MEMORY_BOUND.peakMb} MB)`, `${peakMb.toFixed(0)} MB = ${(peakMb / MEMORY_BOUND.peakMb).toFixed(2)}x the bound`]);
    rows.push(['memory, just after the soak', `${afterMb.toFixed(0)} MB`]);
    rows.push([`memory, ${SETTLE_SECONDS} s after: growth over before (bound ${MEMORY_BOUND.growthMb} MB)`, `${settledMb.toFixed(0)} MB, ${growthMb >= 0 ? '+' : ''}${growthMb.toFixed(1)} MB = ${(Math.max(0, growthMb) / MEMORY_BOUND.growthMb).toFixed(2)}x the bound (${((growthMb * 1024) / SOAK_BEACONS).toFixed(2)} KB a beacon)`]);
    rows.push(['beacons answered 204 in the whole run / page views stored', `${sent204} / ${stored}${stored === sent204 ? ' (every one counted)' : ' (LOST OR EXTRA COUNTS)'}`]);
    if (stored !== sent204 || soak.accepted !== SOAK_BEACONS) failed = true;
    if (growthMb > MEMORY_BOUND.growthMb || peakMb > MEMORY_BOUND.peakMb) failed = true;
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  if (!built) rmSync(siteDir, { recursive: true, force: true });
}

const width = Math.max(...rows.map(([k]) => k.length));
console.log(`\n${'measure'.padEnd(width)} | figure\n${'-'.repeat(width)}-|-------`);
for (const [k, v] of rows) console.log(`${k.padEnd(width)} | ${v}`);
mkdirSync(join(PROJECT_ROOT, 'bench-results'), { recursive: true });
const file = join(PROJECT_ROOT, 'bench-results', `hit-${new Date().toISOString().slice(0, 10)}.json`);
writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
console.log(`\nKept in ${file}`);
if (failed) {
  console.error('A beacon was lost or memory is over its bound (see above).');
  process.exitCode = 1;
}
