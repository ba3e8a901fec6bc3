/**
 * Memory of the local server's whole process tree (the server and anything it started: a site
 * rebuild, the mail or build retries) while a mixed load runs, and a while after it stops: the
 * figures of the memory bound. Linux /proc only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { inquiryBody, submit } from '#scripts/bench-inquiries.ts';

/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ: 100 on Linux). */
const TICKS = 100;

/** One process of a tree: its resident memory and the CPU seconds (user and system) it has used so far. */
export interface TreeProcess {
  pid: number;
  rssMb: number;
  cpuSeconds: number;
}

/** `root` and every process below it, from one reading of /proc. */
export function processTree(root: number): TreeProcess[] {
  const children = new Map<number, number[]>();
  const read = new Map<number, TreeProcess>();
  for (const entry of readdirSync('/proc')) {
    if (!/^[0-9]+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
      const line = readFileSync(`/proc/${entry}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
      read.set(Number(entry), {
        pid: Number(entry),
        rssMb: Number(line?.replace(/[^0-9]+/g, '') ?? 0) / 1024,
        cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS,
      });
    } catch {
      // the process ended while it was read
    }
  }
  const tree: TreeProcess[] = [];
  const visit = (pid: number) => {
    const found = read.get(pid);
    if (found) tree.push(found);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return tree;
}

/** Resident memory of `root` and every process below it, in MB. */
export function processTreeMb(root: number): number {
  return processTree(root).reduce((total, each) => total + each.rssMb, 0);
}

export interface SoakFigures {
  idleMb: number;
  peakMb: number;
  afterMb: number;
  requests: number;
  failures: number;
}

/** GETs `path` on a kept-alive socket and reads the body; the status. */
function get(agent: Agent, base: URL, path: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ agent, host: base.hostname, port: base.port, path, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

/**
 * `seconds` of static pages (16 clients), read APIs (8) and inquiries (8) at once, with the tree's
 * memory sampled every 100 ms; then `settleSeconds` of quiet before the "after" figure.
 */
export async function soak(options: { url: string; pid: number; seconds: number; settleSeconds: number; staticPaths: string[] }): Promise<SoakFigures> {
  const { url, pid, seconds, settleSeconds, staticPaths } = options;
  const idleMb = processTreeMb(pid);
  let peakMb = idleMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, processTreeMb(pid))), 100);
  const base = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: 24 });
  const until = performance.now() + seconds * 1000;
  const apiPaths = ['/api/notices', '/api/faqs', '/api/csr-posts', '/api/view-counts?kind=notice'];
  const run = `Soak ${randomUUID().slice(0, 8)}`;
  let requests = 0;
  let failures = 0;
  const count = (ok: boolean) => {
    requests++;
    if (!ok) failures++;
  };
  const loop = async (next: (i: number) => Promise<boolean>) => {
    for (let i = 0; performance.now() < until; i++) count(await next(i));
  };
  let inquiry = 0;
  try {
    await Promise.all([
      ...Array.from({ length: 16 }, (_, c) => loop(async (i) => (await get(agent, base, staticPaths[(c + i) % staticPaths.length]!)) === 200)),
      ...Array.from({ length: 8 }, (_, c) => loop(async (i) => (await get(agent, base, apiPaths[(c + i) % apiPaths.length]!)) === 200)),
      ...Array.from({ length: 8 }, () => loop(async () => {
        const index = inquiry++;
        return (await submit(url, inquiryBody(run, index), index)).status === 201;
      })),
    ]);
  } finally {
    clearInterval(sampler);
    agent.destroy();
  }
  await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
  return { idleMb, peakMb, afterMb: processTreeMb(pid), requests, failures };
}
