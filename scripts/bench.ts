/**
 * `npm run bench`: figures for the foundation, printed as a table and written to
 * bench-results/foundation.json. Not a test: it measures and reports.
 *  - start-up time of `npm start` on a new data directory (seed + build) and on an existing one;
 *  - sequential query latency through the embedded database's wire protocol (p50, p99);
 *  - resident memory of the server process, idle and under load;
 *  - the public read APIs' req/s and p99 at 32 concurrent clients, as ratios of a static page's rate
 *    in the same run (bench-reads.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { measureReadApis, readFigureRows } from './bench-reads.ts';
import { PROJECT_ROOT } from './paths.ts';

const PORT = Number(process.env.BENCH_PORT ?? 8897);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

/** Starts `scripts/start.ts`; resolves when it prints its ready line, with the time that took. */
function startServer(): Promise<{ child: ChildProcess; seconds: number; databaseUrl: string }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, ADMIN_PASSWORD: 'bench-password-1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const database = /Database: (postgres:\/\/\S+)/.exec(output);
      if (output.includes('Ready in') && database?.[1]) {
        resolve({ child, seconds: (performance.now() - started) / 1000, databaseUrl: database[1] });
      }
    });
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  child.removeAllListeners('exit'); // the start-up watcher's, which would reject
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function queryLatency(databaseUrl: string, count: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    await client.query('SELECT id, question FROM faqs WHERE id = $1', [1 + (i % 4)]);
    samples.push(performance.now() - t);
  }
  await client.end();
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), total: samples.reduce((a, b) => a + b, 0) };
}

/** `total` requests over `concurrency` loops against a mix of pages and the API; peak RSS sampled meanwhile. */
async function load(pid: number, total: number, concurrency: number) {
  const paths = ['/', '/en/services', '/services/%EB%B9%84%EC%9E%90-%EC%84%9C%EB%B9%84%EC%8A%A4', '/api/faqs', '/ja/faq', '/api/faqs'];
  let next = 0;
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  const started = performance.now();
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const path = paths[next++ % paths.length]!;
        const t = performance.now();
        const response = await fetch(`http://127.0.0.1:${PORT}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
        latencies.push(performance.now() - t);
      }
    }),
  );
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { peak, perSecond: total / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

const results: Array<[string, string]> = [];
try {
  const cold = await startServer();
  results.push(['start-up, new data directory (migrate, seed, build)', `${cold.seconds.toFixed(1)} s`]);
  await stopServer(cold.child);

  const warm = await startServer();
  results.push(['start-up, existing data directory (build)', `${warm.seconds.toFixed(1)} s`]);
  const pid = warm.child.pid!;

  const latency = await queryLatency(warm.databaseUrl, 1000);
  results.push(['1000 sequential queries through the embedded database', `${latency.total.toFixed(0)} ms`]);
  results.push(['query latency p50 / p99', `${latency.p50.toFixed(2)} ms / ${latency.p99.toFixed(2)} ms`]);

  await new Promise((r) => setTimeout(r, 1000));
  results.push(['server resident memory, idle', `${rssMb(pid).toFixed(0)} MB`]);
  const loaded = await load(pid, 3000, 25);
  results.push(['3000 requests (pages + /api/faqs), 25 concurrent', `${loaded.perSecond.toFixed(0)} req/s, p50 ${loaded.p50.toFixed(1)} ms, p99 ${loaded.p99.toFixed(1)} ms`]);
  results.push(['server resident memory, peak under that load', `${loaded.peak.toFixed(0)} MB`]);
  results.push(...readFigureRows(await measureReadApis(`http://127.0.0.1:${PORT}`, { pid })));
  await stopServer(warm.child);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const width = Math.max(...results.map(([k]) => k.length));
console.log(`\n${'measure'.padEnd(width)} | figure\n${'-'.repeat(width)}-|-------`);
for (const [k, v] of results) console.log(`${k.padEnd(width)} | ${v}`);
mkdirSync(join(PROJECT_ROOT, 'bench-results'), { recursive: true });
writeFileSync(join(PROJECT_ROOT, 'bench-results', 'foundation.json'), JSON.stringify(Object.fromEntries(results), null, 2));
