import { mkdtempSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SiteBuilder, type BuildRecorder, type RecordedOutcome } from '#scripts/site-builder.ts';

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
