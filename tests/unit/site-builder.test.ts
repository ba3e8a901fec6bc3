import { mkdtempSync, existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SiteBuilder } from '../../scripts/site-builder.ts';

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
