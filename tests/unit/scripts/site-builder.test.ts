import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runToExit, SiteBuilder, type BuildRecorder, type RecordedOutcome } from '#scripts/site-builder.ts';

function fakeBuilder(options: { fail?: () => boolean; buildMs?: number } = {}) {
  const buildsDir = mkdtempSync(join(tmpdir(), 'site-builder-'));
  const built: string[] = [];
  let running = 0;
  let maxRunning = 0;
  let builds = 0;
  const builder = new SiteBuilder({
    buildsDir,
    env: {},
    debounceMs: 20,
    log: () => {},
    onBuilt: (dir) => built.push(dir),
    build: async (dir) => {
      builds++;
      running++;
      maxRunning = Math.max(maxRunning, running);
      await new Promise((r) => setTimeout(r, options.buildMs ?? 50));
      running--;
      if (options.fail?.()) throw new Error('broken page');
      await mkdir(dir, { recursive: true });
    },
  });
  return { builder, built, stats: () => ({ builds, maxRunning }) };
}

describe('SiteBuilder', () => {
  it('builds once for a burst of requests', async () => {
    const { builder, built, stats } = fakeBuilder();
    for (let i = 0; i < 10; i++) builder.request();
    await new Promise((r) => setTimeout(r, 40));
    await builder.idle();
    expect(stats().builds).toBe(1);
    expect(built).toHaveLength(1);
  });

  it('never runs two builds at once, and runs one more for a request made during a build', async () => {
    const { builder, stats } = fakeBuilder({ buildMs: 300 });
    builder.request();
    await new Promise((r) => setTimeout(r, 60)); // the first build is running
    builder.request();
    await new Promise((r) => setTimeout(r, 60));
    builder.request(); // still during the first build: folded into the same follow-up
    await new Promise((r) => setTimeout(r, 60));
    await builder.idle();
    expect(stats()).toEqual({ builds: 2, maxRunning: 1 });
  });

  it('keeps serving the previous build when a build fails', async () => {
    let fail = false;
    const { builder, built } = fakeBuilder({ fail: () => fail });
    const first = await builder.buildNow();
    fail = true;
    await expect(builder.buildNow()).rejects.toThrow();
    expect(builder.current).toBe(first);
    expect(built).toEqual([first]);
    expect(existsSync(first)).toBe(true);
  });
});

describe('SiteBuilder.stop', () => {
  it('stops a running build and resolves only after it has ended and its directory is gone; later requests build nothing', async () => {
    const buildsDir = mkdtempSync(join(tmpdir(), 'site-builder-'));
    let builds = 0;
    let writing = false;
    const builder = new SiteBuilder({
      buildsDir,
      env: {},
      debounceMs: 10,
      log: () => {},
      onBuilt: () => {},
      build: async (dir, signal) => {
        builds++;
        writing = true;
        await mkdir(dir, { recursive: true });
        // Like a child process that takes a while to exit after SIGTERM.
        await new Promise((r) => (signal.aborted ? r(undefined) : signal.addEventListener('abort', r)));
        await new Promise((r) => setTimeout(r, 150));
        writing = false;
        throw new Error('stopped');
      },
    });
    builder.request();
    await new Promise((r) => setTimeout(r, 60)); // the build is running
    builder.request(); // would schedule one more build
    await builder.stop();
    expect(writing).toBe(false);
    expect(readdirSync(buildsDir)).toEqual([]);
    builder.request();
    await new Promise((r) => setTimeout(r, 60));
    expect(builds).toBe(1);
  });
});

describe('runToExit', () => {
  it('on abort, settles only once the child has exited, not when the kill is sent', async () => {
    const marker = join(mkdtempSync(join(tmpdir(), 'run-to-exit-')), 'exited');
    // A child that writes one last file 300 ms after SIGTERM, as a build flushing its output would.
    const script = `process.on('SIGTERM', () => setTimeout(() => { require('fs').writeFileSync(${JSON.stringify(marker)}, 'x'); process.exit(1); }, 300)); setInterval(() => {}, 1000); console.log('ready');`;
    const controller = new AbortController();
    const run = runToExit(process.execPath, ['-e', script], { label: 'child', env: process.env, signal: controller.signal });
    await new Promise((r) => setTimeout(r, 300)); // let it install its handler
    controller.abort();
    await expect(run).rejects.toThrow(/exited with 1|was stopped/);
    expect(existsSync(marker)).toBe(true);
  });

  it('runs the child at the niceness asked for (a rebuild yields to the server)', async () => {
    // The child reports its priority as its exit code once it has been lowered (or after 5 s, as 0).
    const script = `const os = require('os'); const end = Date.now() + 5000; const check = () => (os.getPriority() !== 0 || Date.now() > end ? process.exit(os.getPriority()) : setTimeout(check, 10)); check();`;
    const signal = new AbortController().signal;
    await expect(runToExit(process.execPath, ['-e', script], { label: 'nice', env: process.env, signal, niceness: 10 })).rejects.toThrow(/nice exited with 10/);
  });

  it('resolves on exit code 0 and rejects with the output on another', async () => {
    const signal = new AbortController().signal;
    await expect(runToExit(process.execPath, ['-e', 'process.exit(0)'], { label: 'ok', env: process.env, signal })).resolves.toBeUndefined();
    await expect(runToExit(process.execPath, ['-e', 'console.error("broken page"); process.exit(3)'], { label: 'bad', env: process.env, signal })).rejects.toThrow(/bad exited with 3:\n.*broken page/s);
  });
});

type Event = ['started', string, string] | ['finished', string, RecordedOutcome];

function recordingBuilder(options: { fail?: () => boolean; buildMs?: number; recorder?: Partial<BuildRecorder> } = {}) {
  const events: Event[] = [];
  const lines: string[] = [];
  const recorder: BuildRecorder = {
    started: async (ref, trigger) => void events.push(['started', ref, trigger]),
    finished: async (ref, outcome) => void events.push(['finished', ref, outcome]),
    ...options.recorder,
  };
  const builder = new SiteBuilder({
    buildsDir: mkdtempSync(join(tmpdir(), 'site-builder-records-')),
    env: {},
    debounceMs: 20,
    log: (line) => lines.push(line),
    onBuilt: () => {},
    recorder,
    build: async (dir, signal) => {
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, options.buildMs ?? 30);
        signal.addEventListener('abort', () => (clearTimeout(timer), resolve(undefined)));
      });
      if (signal.aborted) throw new Error('aborted');
      if (options.fail?.()) throw new Error('astro build exited with 1:\n[ERROR] notices.astro: column "x" does not exist');
      await mkdir(dir, { recursive: true });
    },
  });
  return { builder, events, lines };
}

describe('SiteBuilder records its builds', () => {
  it('records the start (first build: startup, then hook) and the outcome of each build under one reference', async () => {
    let fail = false;
    const { builder, events } = recordingBuilder({ fail: () => fail });
    await builder.buildNow();
    fail = true;
    builder.request();
    await new Promise((r) => setTimeout(r, 40));
    await builder.idle();
    expect(events).toEqual([
      ['started', expect.stringMatching(/^local:site-\d+$/), 'startup'],
      ['finished', events[0]![1], { ok: true }],
      ['started', expect.stringMatching(/^local:site-\d+$/), 'hook'],
      ['finished', events[2]![1], { ok: false, error: expect.stringContaining('column "x" does not exist') }],
    ]);
    expect(events[2]![1]).not.toBe(events[0]![1]);
  });

  it('records a request made during a build as served by one more build (logged), not lost', async () => {
    const { builder, events, lines } = recordingBuilder({ buildMs: 200 });
    builder.request();
    await new Promise((r) => setTimeout(r, 60)); // the first build runs
    builder.request();
    builder.request();
    await new Promise((r) => setTimeout(r, 40));
    await builder.idle();
    expect(events.filter((e) => e[0] === 'started')).toHaveLength(2);
    expect(events.filter((e) => e[0] === 'finished').map((e) => e[2])).toEqual([{ ok: true }, { ok: true }]);
    expect(lines.filter((l) => l.includes('asked for during a build'))).toHaveLength(1);
  });

  it('a build whose record cannot be written still builds and is served; the failure is logged', async () => {
    const { builder, lines } = recordingBuilder({ recorder: { started: () => Promise.reject(new Error('database down')) } });
    const dir = await builder.buildNow();
    expect(builder.current).toBe(dir);
    expect(lines).toContain("Could not record the build's start: database down");
  });

  it('stop() during a build records it as failed by the shutdown before it resolves', async () => {
    const { builder, events } = recordingBuilder({ buildMs: 5_000 });
    builder.request();
    await new Promise((r) => setTimeout(r, 60));
    await builder.stop();
    expect(events.at(-1)).toEqual(['finished', expect.any(String), { ok: false, error: 'The local server stopped during the build.' }]);
  });
});
