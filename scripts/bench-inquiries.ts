/**
 * `npm run bench:inquiries`: the inquiry pipeline under load, through the real local server on the
 * embedded database. Starts `scripts/start.ts` (PORT 0, a temporary DATA_DIR, SITE_DIR = an
 * existing build or a one-page stand-in: only /api/contact is exercised; rate limits raised), sends
 * BENCH_TOTAL (2,000) valid inquiries from BENCH_CONCURRENCY (50) concurrent clients, then checks
 * that exactly that many rows exist, none twice, every 201 matched by a row, and prints throughput
 * and p50/p99 latency. Exits 1 when a correctness check fails. The crash test reuses its helpers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { PROJECT_ROOT } from './paths.ts';

export interface ServerProcess {
  url: string;
  databaseUrl: string;
  child: ChildProcess;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
  /** kill -9 and wait until the process is gone. */
  kill9(): Promise<void>;
}

/** A stand-in site for runs that only exercise the API (the server needs a directory to serve). */
export function standInSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'inquiry-site-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>stand-in</title>');
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>404</title>');
  return dir;
}

/** Starts `node scripts/start.ts` on a free port; resolves once it prints its URL and database. */
/** `env` adds to this process's environment; a name given as undefined is left out. */
export function startServerProcess(options: { dataDir: string; siteDir: string; env?: Record<string, string | undefined> }): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', DATA_DIR: options.dataDir, SITE_DIR: options.siteDir, ADMIN_PASSWORD: 'bench-password-1', ...options.env };
  for (const name of ['SMTP_HOST', 'SMTP_FROM', 'DATABASE_URL']) delete env[name];
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  const child = spawn(process.execPath, [join(PROJECT_ROOT, 'scripts/start.ts')], { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let output = '';
  return new Promise((resolveStart, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Ready in [\d.]+ s: (http:\/\/\S+)/.exec(output)?.[1];
      const databaseUrl = /Database: (postgres:\/\/\S+)/.exec(output)?.[1];
      if (!url || !databaseUrl) return;
      child.stdout?.off('data', onData);
      child.stdout?.resume();
      resolveStart({
        url,
        databaseUrl,
        child,
        async stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
        async kill9() {
          child.kill('SIGKILL');
          await exited;
        },
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready:\n${output}`)));
  });
}

/** A valid inquiry, unique per run and index; its submissionId becomes the stored reference. */
export function inquiryBody(run: string, index: number): Record<string, unknown> {
  return {
    name: `Load Tester ${index}`,
    company: `${run} #${index}`,
    email: `load.${index}@example.com`,
    phone: `+62 812 ${String(1000 + (index % 9000)).padStart(4, '0')} 0000`,
    service: ['investment', 'licensing', 'hr', 'visa', 'legal', 'realestate', 'comprehensive', 'other'][index % 8],
    budget: ['under10k', 'k10to50', 'k50to100', 'k100to500', 'over500k', 'discuss'][index % 6],
    message: `Load test inquiry ${index}: PMA set-up, KITAS for two directors, office lease in Jakarta.`,
    privacy: true,
    locale: 'en',
    submissionId: randomUUID(),
  };
}

export interface Outcome {
  index: number;
  status: number;
  /** The reference of a 201. */
  id?: string;
  ms: number;
  error?: string;
}

/** Posts one inquiry as the island does (JSON, same origin). */
export async function submit(url: string, body: Record<string, unknown>, index: number): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', origin: url },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    const id = response.status === 201 ? (JSON.parse(text) as { id?: string }).id : undefined;
    return { index, status: response.status, ms: performance.now() - started, ...(id ? { id } : {}) };
  } catch (error) {
    return { index, status: 0, ms: performance.now() - started, error: (error as Error).message };
  }
}

/** Sends `total` inquiries from `concurrency` clients, each waiting for its answer before the next. */
export async function runLoad(url: string, run: string, total: number, concurrency: number, onOutcome?: (o: Outcome) => void): Promise<{ outcomes: Outcome[]; seconds: number }> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const started = performance.now();
  const client = async () => {
    while (next < total) {
      const index = next++;
      const outcome = await submit(url, inquiryBody(run, index), index);
      outcomes.push(outcome);
      onOutcome?.(outcome);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}

/** CPU time (user + system) the process has used so far, in ms (Linux /proc). */
export function cpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks (USER_HZ = 100)
  } catch {
    return Number.NaN;
  }
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** The references stored for a run's inquiries (company `<run> #<i>`). */
/** A signed form token, as the form's island asks for one when it renders. */
export async function formToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/contact/token`);
  return ((await response.json()) as { token: string }).token;
}

export async function storedReferences(databaseUrl: string, run: string): Promise<{ references: string[]; companies: number; statuses: Map<string, string> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ reference: string; company: string; status: string; spam_reason: string | null }>(
      "SELECT reference::text AS reference, company, status, spam_reason FROM contact_inquiries WHERE company LIKE $1 || ' #%'",
      [run],
    );
    return {
      references: rows.map((r) => r.reference),
      companies: new Set(rows.map((r) => r.company)).size,
      statuses: new Map(rows.map((r) => [r.reference, r.spam_reason ? `${r.status}:${r.spam_reason}` : r.status])),
    };
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const total = Number(process.env.BENCH_TOTAL ?? 2000);
  const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-inquiries-'));
  const given = process.env.SITE_DIR ? resolve(PROJECT_ROOT, process.env.SITE_DIR) : undefined;
  const siteDir = given && existsSync(given) ? given : standInSite();
  console.log(`Starting the local server (data in ${dataDir}, site ${siteDir})…`);
  const server = await startServerProcess({
    dataDir,
    siteDir,
    env: { INQUIRY_RATE_LIMIT_PER_ADDRESS: '1000000', INQUIRY_RATE_LIMIT_GLOBAL: '1000000' },
  });
  let failed = false;
  try {
    // Warm-up (JIT, connection pool), not counted.
    await runLoad(server.url, `Warm-up ${randomUUID().slice(0, 8)}`, 200, concurrency);

    const run = `Bench ${randomUUID().slice(0, 8)}`;
    const cpuBefore = cpuMs(server.child.pid);
    const { outcomes, seconds } = await runLoad(server.url, run, total, concurrency);
    const serverCpu = cpuMs(server.child.pid) - cpuBefore;
    const created = outcomes.filter((o) => o.status === 201);
    const others = outcomes.filter((o) => o.status !== 201);
    const { references, companies } = await storedReferences(server.databaseUrl, run);
    const stored = new Set(references);
    const unmatched = created.filter((o) => !o.id || !stored.has(o.id));
    const latencies = outcomes.map((o) => o.ms);
    const throughput = total / seconds;
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);

    const checks: Array<[string, boolean]> = [
      [`every submission answered 201 (${created.length} / ${total})`, created.length === total],
      [`exactly ${total} rows stored (${references.length})`, references.length === total],
      [`no duplicates (${stored.size} distinct references, ${companies} distinct inquiries)`, stored.size === references.length && companies === references.length],
      [`every 201 matched by a row (${created.length - unmatched.length} / ${created.length})`, unmatched.length === 0],
    ];
    console.log(`\nInquiry load test: ${total} valid submissions from ${concurrency} concurrent clients through the local server (embedded database)`);
    for (const [label, ok] of checks) console.log(`  ${ok ? '✓' : '✗'} ${label}`);
    if (others.length > 0) {
      const counts = new Map<string, number>();
      for (const o of others) counts.set(o.status ? String(o.status) : `error ${o.error}`, (counts.get(o.status ? String(o.status) : `error ${o.error}`) ?? 0) + 1);
      console.log(`  other answers: ${[...counts].map(([answer, n]) => `${answer} ×${n}`).join(', ')}`);
    }
    console.log(`  throughput: ${throughput.toFixed(0)} inquiries/s (${seconds.toFixed(2)} s)`);
    console.log(`  latency: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`);
    console.log(`  server CPU: ${(serverCpu / total).toFixed(2)} ms per inquiry (one process: HTTP, function, embedded database); machine load average ${loadavg()[0]?.toFixed(1)}`);
    console.log(`  target ≥ 500/s and p99 < 100 ms: ${throughput >= 500 && p99 < 100 ? 'met' : 'not met'}`);
    failed = checks.some(([, ok]) => !ok);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (siteDir !== given) rmSync(siteDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

if (import.meta.main) await main();
