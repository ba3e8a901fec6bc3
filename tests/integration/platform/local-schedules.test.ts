/**
 * End to end on the local server: a function that declares `config.schedule` runs on its schedule
 * (a per-minute schedule and a clock set just before the minute, so the real wait is a fraction of
 * a second), invoked as Netlify invokes it; it has no URL; stop() waits for a run in progress so its
 * files can be removed at once.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalServer, type LocalServer } from '#scripts/local-server/index.ts';
import { FunctionScheduler } from '#scripts/local-server/scheduler.ts';

interface Tick {
  method: string;
  body: { next_run: string };
  userAgent: string | null;
  event: string | null;
  netlifyRequestId: string | undefined;
  clock: number;
}

const g = globalThis as { __ticks?: Tick[]; __slowWriterStarted?: boolean };
let root: string;
let server: LocalServer;
let url: string;
const lines: string[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'local-schedules-'));
  const functionsDir = join(root, 'functions');
  const siteDir = join(root, 'site');
  for (const dir of [functionsDir, siteDir]) mkdirSync(dir);
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>site</title>');
  writeFileSync(join(siteDir, '404.html'), '<!doctype html><title>404</title>');
  writeFileSync(join(root, 'netlify.toml'), '');
  writeFileSync(
    join(functionsDir, 'tick.ts'),
    `export default async (req: Request) => {
       const g = globalThis as Record<string, any>;
       (g.__ticks ??= []).push({
         method: req.method, body: await req.json(), userAgent: req.headers.get('user-agent'), event: req.headers.get('x-nf-event'),
         netlifyRequestId: g.Netlify?.context?.requestId, clock: Date.now(),
       });
       return new Response(null, { status: 204 });
     };
     export const config = { schedule: '* * * * *' };`,
  );
  // A slow job that writes below the data directory after a while, as a purge would.
  writeFileSync(
    join(functionsDir, 'slow-writer.ts'),
    `import { writeFileSync } from 'node:fs';
     export default async () => {
       (globalThis as Record<string, unknown>).__slowWriterStarted = true;
       await new Promise((resolve) => setTimeout(resolve, 400));
       writeFileSync(process.env.SLOW_WRITER_FILE!, 'done');
       return new Response(null, { status: 204 });
     };
     export const config = { schedule: '* * * * *' };`,
  );
  writeFileSync(join(functionsDir, 'hello.ts'), `export default () => new Response('hello');\nexport const config = { path: '/api/hello' };\n`);
  server = await createLocalServer({ siteDir, functionsDir, netlifyTomlPath: join(root, 'netlify.toml'), port: 0, log: (line) => lines.push(line) });
  url = await server.listen();
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
  delete g.__ticks;
  delete g.__slowWriterStarted;
  delete process.env.SLOW_WRITER_FILE;
});

describe('scheduled functions on the local server', () => {
  it('are not reachable over HTTP (they have no path on Netlify); other functions are', async () => {
    expect(server.scheduledFunctions.map((fn) => [fn.name, fn.schedule]).sort()).toEqual([['slow-writer', '* * * * *'], ['tick', '* * * * *']]);
    for (const method of ['GET', 'POST']) {
      expect((await fetch(`${url}/.netlify/functions/tick`, { method })).status).toBe(404);
    }
    expect(await (await fetch(`${url}/api/hello`)).text()).toBe('hello');
  });

  it('run on their schedule, invoked like Netlify invokes them, and stop() waits for a run in progress', async () => {
    const marker = join(root, 'data', 'slow-writer.txt');
    mkdirSync(join(root, 'data'));
    process.env.SLOW_WRITER_FILE = marker;
    // The clock says 23:59:59.7 UTC: the next minute is 300 ms away.
    const slot = Date.UTC(2026, 10, 24, 0, 0, 0);
    const offset = slot - 300 - Date.now();
    const scheduler = new FunctionScheduler({ functions: server.scheduledFunctions, siteUrl: url, log: (line) => lines.push(line), now: () => Date.now() + offset });
    expect(scheduler.summary).toBe('Scheduled functions (UTC): slow-writer * * * * *, tick * * * * *');
    scheduler.start();
    await vi.waitFor(() => expect(g.__ticks ?? []).toHaveLength(1), { timeout: 5_000, interval: 20 });
    const [tick] = g.__ticks!;
    expect(tick).toEqual({
      method: 'POST', body: { next_run: '2026-11-24T00:01:00.000Z' }, userAgent: 'Netlify Clockwork', event: 'schedule', netlifyRequestId: expect.any(String), clock: expect.any(Number),
    });
    expect(tick!.clock + offset).toBeGreaterThanOrEqual(slot);
    // The slow job starts at the same slot (its timer may fire a moment after tick's on a busy
    // machine, so wait for it to begin) and is still writing: stop() waits for it.
    await vi.waitFor(() => expect(g.__slowWriterStarted).toBe(true), { timeout: 5_000, interval: 5 });
    expect(existsSync(marker)).toBe(false);
    await scheduler.stop();
    expect(readFileSync(marker, 'utf8')).toBe('done');
    rmSync(join(root, 'data'), { recursive: true }); // nothing writes there any more
    expect(lines.filter((l) => l.startsWith('scheduled function'))).toEqual([]);
  });
});
