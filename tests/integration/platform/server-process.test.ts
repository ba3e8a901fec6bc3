/**
 * The local server started as `npm start` starts it runs with its memory settings (scripts/server-process.ts):
 * it re-executed itself in place, so the pid the caller holds is the server, with the V8 flag on its
 * command line and the arena limit in its environment. Linux's /proc shows both; the embedded database
 * only, like the crash test, since it starts its own server.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { standInSite, startServerProcess } from '#scripts/bench-inquiries.ts';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '#scripts/server-process.ts';

const words = (file: string) => readFileSync(file, 'utf8').split('\0').filter(Boolean);

describe.skipIf(inject('databaseKind') !== 'embedded' || process.platform !== 'linux')('the server process', () => {
  it('runs with the young generation capped and two malloc arenas, in the process its caller started', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'server-process-'));
    const siteDir = standInSite();
    // Started without the settings (npm test's own process runs with them), so what the server has, it set itself.
    const server = await startServerProcess({ dataDir, siteDir, env: { MALLOC_ARENA_MAX: undefined, NODE_OPTIONS: undefined } });
    try {
      const pid = server.child.pid!;
      expect(words(`/proc/${pid}/cmdline`)).toEqual(expect.arrayContaining([...SERVER_NODE_FLAGS]));
      expect(words(`/proc/${pid}/environ`)).toContain(`MALLOC_ARENA_MAX=${SERVER_ENV.MALLOC_ARENA_MAX}`);
      expect((await fetch(`${server.url}/api/faqs`)).status).toBe(200);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(siteDir, { recursive: true, force: true });
    }
  });
});
