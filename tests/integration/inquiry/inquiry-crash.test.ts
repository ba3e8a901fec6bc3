/**
 * The acceptance crash test: the local server (a child process on the embedded database) is killed
 * with SIGKILL in the middle of a stream of submissions, every fourth of them sent at once after its
 * form token like a bot, and started again on the same data directory; every inquiry that was
 * answered 201 must be there, the bots' quarantined as spam (never dropped). It exercises the embedded database
 * only, so it is skipped when the integration run targets a PostgreSQL server.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { formToken, inquiryBody, standInSite, startServerProcess, storedReferences, submit, type ServerProcess } from '#scripts/bench-inquiries.ts';

const CLIENTS = 10;
const KILL_AFTER = 150;
const env = { INQUIRY_RATE_LIMIT_PER_ADDRESS: '1000000', INQUIRY_RATE_LIMIT_GLOBAL: '1000000' };

describe.skipIf(inject('databaseKind') !== 'embedded')('the local server killed with SIGKILL under load', () => {
  it('still has every inquiry it answered 201 after a restart on the same data directory', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'inquiry-crash-'));
    const given = process.env.SITE_DIR;
    const siteDir = given && existsSync(given) ? given : standInSite();
    let server: ServerProcess | undefined;
    try {
      server = await startServerProcess({ dataDir, siteDir, env });
      const first = server;
      const run = `Crash ${randomUUID().slice(0, 8)}`;
      const acknowledged: string[] = [];
      const tooFast = new Set<string>();
      let next = 0;
      let killing: Promise<void> | undefined;
      let inFlightAtKill = 0;
      let inFlight = 0;
      const client = async () => {
        while (!killing) {
          const index = next++;
          inFlight += 1;
          const bot = index % 4 === 3;
          const body = inquiryBody(run, index);
          const outcome = await (bot ? formToken(first.url).then((token) => submit(first.url, { ...body, formToken: token }, index)) : submit(first.url, body, index)).catch(
            () => ({ status: 0, id: undefined }),
          );
          inFlight -= 1;
          if (outcome.status === 201 && outcome.id) {
            acknowledged.push(outcome.id);
            if (bot) tooFast.add(outcome.id);
          }
          if (acknowledged.length >= KILL_AFTER && !killing) {
            inFlightAtKill = inFlight;
            killing = first.kill9();
          }
        }
      };
      await Promise.all(Array.from({ length: CLIENTS }, client));
      await killing;
      expect(first.child.signalCode).toBe('SIGKILL');
      expect(inFlightAtKill).toBeGreaterThan(0); // the kill really came in the middle of the load

      server = await startServerProcess({ dataDir, siteDir, env });
      const { references, companies, statuses } = await storedReferences(server.databaseUrl, run);
      const stored = new Set(references);
      const missing = acknowledged.filter((id) => !stored.has(id));
      expect(missing, `${missing.length} of ${acknowledged.length} acknowledged inquiries lost`).toEqual([]);
      // The bots' submissions are there, in the spam quarantine; the people's are new.
      expect(tooFast.size).toBeGreaterThan(10);
      const misfiled = acknowledged.filter((id) => statuses.get(id) !== (tooFast.has(id) ? 'spam:too-fast' : 'new'));
      expect(misfiled, 'acknowledged inquiries stored with the wrong status').toEqual([]);
      expect(companies).toBe(references.length); // nothing stored twice
      expect(references.length).toBeGreaterThanOrEqual(acknowledged.length);
      expect(references.length).toBeLessThanOrEqual(acknowledged.length + inFlightAtKill);

      // And the restarted server takes inquiries again.
      const after = await submit(server.url, inquiryBody(run, next), next);
      expect(after.status).toBe(201);
    } finally {
      await server?.stop();
      rmSync(dataDir, { recursive: true, force: true });
      if (siteDir !== given) rmSync(siteDir, { recursive: true, force: true });
    }
  });
});
