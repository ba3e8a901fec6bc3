/**
 * Public read APIs against a static page, measured in the same run on the same server (the
 * budget: read APIs >= 0.3x the static page rate, p99 < 20 ms at 32 concurrent clients). Each target is
 * loaded for a few seconds by `concurrency` keep-alive clients asking for br/gzip as a browser does;
 * the figures are req/s, p50/p99 and the ratio of req/s to the static page's.
 *
 * `npm run bench` calls `measureReadApis` on the server it started; alone (`npm run bench:reads`) it
 * loads `BENCH_URL` (a running `npm start`), with BENCH_SECONDS (2) and BENCH_CONCURRENCY (32).
 * With the server's process id (`BENCH_PID` alone; `npm run bench` knows it) each line also has the
 * server's CPU time per request, a figure that other work on a shared machine disturbs far less than
 * req/s or p99 (which count time spent waiting for a core).
 * Not a test: it prints figures; the targets are printed beside them, never asserted.
 */
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { pathToFileURL } from 'node:url';

export interface LoadFigures {
  path: string;
  perSecond: number;
  p50: number;
  p99: number;
  /** Bytes of one answer as sent (compressed). */
  bytes: number;
  /** The server process's CPU time per request (user + system), when its pid is known. */
  cpuMicros?: number;
}

export interface ReadFigures {
  concurrency: number;
  staticPage: LoadFigures;
  apis: Array<LoadFigures & { ratio: number }>;
}

/** User + system CPU time of a process and its threads so far, in microseconds (Linux /proc). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // After the command: state is field 3, utime 14 and stime 15 (man 5 proc), in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** One GET on a kept-alive socket; resolves with the status and the body's length once it is read. */
function get(agent: Agent, base: URL, path: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request({ agent, host: base.hostname, port: base.port, path, headers: { 'accept-encoding': 'br, gzip', accept: 'application/json, text/html' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** `concurrency` clients asking for `path` back to back for `seconds` (after a short warm-up). */
export async function loadPath(baseUrl: string, path: string, { concurrency, seconds, pid }: { concurrency: number; seconds: number; pid?: number | undefined }): Promise<LoadFigures> {
  const base = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  try {
    const first = await get(agent, base, path);
    if (first.status !== 200) throw new Error(`${path}: ${first.status}`);
    const run = async (until: number, latencies: number[] | undefined) => {
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (performance.now() < until) {
            const t = performance.now();
            const answer = await get(agent, base, path);
            if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
            latencies?.push(performance.now() - t);
          }
        }),
      );
    };
    await run(performance.now() + 500, undefined); // sockets open, caches and JIT warm
    const latencies: number[] = [];
    const cpuBefore = pid ? cpuMicros(pid) : 0;
    const started = performance.now();
    await run(started + seconds * 1000, latencies);
    const elapsed = (performance.now() - started) / 1000;
    const cpu = pid ? { cpuMicros: (cpuMicros(pid) - cpuBefore) / latencies.length } : {};
    latencies.sort((a, b) => a - b);
    return { path, perSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), bytes: first.bytes, ...cpu };
  } finally {
    agent.destroy();
  }
}

/** The ids of the first notice and CSR story the lists name, for the detail routes. */
async function firstIds(baseUrl: string): Promise<{ notice: number | undefined; story: number | undefined }> {
  const ids = async (path: string) => ((await (await fetch(new URL(path, baseUrl))).json()) as Array<{ id: number }>)[0]?.id;
  return { notice: await ids('/api/notices'), story: await ids('/api/csr-posts') };
}

/**
 * Each read API right after the static page, one at a time (the machine's cores are shared with
 * other work, whose load comes and goes): the ratio is that of the pair, measured a few seconds apart.
 */
export async function measureReadApis(baseUrl: string, { concurrency = 32, seconds = 2, staticPath = '/en/notices', pid = undefined as number | undefined } = {}): Promise<ReadFigures> {
  const options = { concurrency, seconds, pid };
  const { notice, story } = await firstIds(baseUrl);
  const paths = ['/api/notices', '/api/faqs', '/api/csr-posts', ...(notice ? [`/api/notices/${notice}`] : []), ...(story ? [`/api/csr-posts/${story}`] : [])];
  const statics: LoadFigures[] = [];
  const apis = [];
  for (const path of paths) {
    const staticPage = await loadPath(baseUrl, staticPath, options);
    statics.push(staticPage);
    const figures = await loadPath(baseUrl, path, options);
    apis.push({ ...figures, ratio: figures.perSecond / staticPage.perSecond });
  }
  // The static line shows the median of its runs.
  const staticPage = [...statics].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(statics.length / 2)]!;
  return { concurrency, staticPage, apis };
}

/** Table rows: [measure, figure]. */
export function readFigureRows({ concurrency, staticPage, apis }: ReadFigures): Array<[string, string]> {
  const cpu = (f: LoadFigures) => (f.cpuMicros === undefined ? '' : `, server CPU ${f.cpuMicros.toFixed(0)} µs/req`);
  const line = (f: LoadFigures) => `${f.perSecond.toFixed(0)} req/s, p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms, ${f.bytes} B${cpu(f)}`;
  return [
    [`static page ${staticPage.path}, ${concurrency} concurrent (median of the runs)`, line(staticPage)],
    ...apis.map((f): [string, string] => [
      `read API ${f.path}, ${concurrency} concurrent (target >= 0.30x, p99 < 20 ms)`,
      `${line(f)}, ${f.ratio.toFixed(2)}x the static page just before`,
    ]),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const baseUrl = process.env.BENCH_URL ?? 'http://127.0.0.1:8888';
  const figures = await measureReadApis(baseUrl, {
    concurrency: Number(process.env.BENCH_CONCURRENCY ?? 32),
    seconds: Number(process.env.BENCH_SECONDS ?? 2),
    pid: process.env.BENCH_PID ? Number(process.env.BENCH_PID) : undefined,
  });
  for (const [measure, figure] of readFigureRows(figures)) console.log(`${measure.padEnd(72)} | ${figure}`);
}
