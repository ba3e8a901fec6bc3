import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createDb, getDb, resetSharedDb } from '#db/client.ts';
import { EmbeddedDatabase } from './embedded-db/index.ts';
import { applyLocalSecrets } from './local-secrets.ts';
import { createLocalServer, type LocalServer } from './local-server/index.ts';
import { FunctionScheduler } from './local-server/scheduler.ts';
import { seedFirstRun } from './seed/index.ts';
import { siteBuildRecorder } from './site-build-records.ts';
import { SiteBuilder } from './site-builder.ts';
import { PROJECT_ROOT } from './paths.ts';


export interface SiteOptions {
  /** Database files, the lock and the builds live here. */
  dataDir: string;
  port: number;
  host: string;
  /** Serve this existing build first instead of building before listening (tests). */
  siteDir?: string;
  /** Extra environment for the builds (e.g. SITE_URL for a benchmark on its own origin). */
  buildEnv?: Record<string, string>;
  /** The build itself instead of `astro build` (tests: a build that fails). */
  build?: (outDir: string, signal: AbortSignal) => Promise<void>;
  /** The scheduled functions' clock in ms (tests: a clock just before a slot); the real one by default. */
  scheduleClock?: () => number;
  log: (line: string) => void;
}

export interface RunningSite {
  url: string;
  databaseUrl: string;
  builder: SiteBuilder;
  server: LocalServer;
  scheduler: FunctionScheduler;
  stop(): Promise<void>;
}

export class PortInUseError extends Error {
  constructor(host: string, port: number) {
    super(`Port ${port} on ${host} is already in use. Stop whatever listens there, or choose another port: PORT=8890 npm start`);
    this.name = 'PortInUseError';
  }
}

/** Fails fast, before the database starts and the site builds, when the port is taken. */
function assertPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(host, port) : error),
    );
    probe.listen(port, host, () => probe.close(() => resolvePort()));
  });
}

/**
 * The whole local site in one process: the embedded database (migrated, seeded on the first run),
 * a build of the site, and the local server for the static files, the functions and netlify.toml.
 */
export async function startSite(options: SiteOptions): Promise<RunningSite> {
  const { dataDir, port, host, log } = options;
  await assertPortFree(host, port);
  const database = new EmbeddedDatabase({ dataDir });
  const databaseUrl = await database.start();
  let server: LocalServer | undefined;
  let builder: SiteBuilder | undefined;
  try {
    // Functions run in this process and read their connection string and secrets from the environment.
    process.env.DATABASE_URL = databaseUrl;
    applyLocalSecrets(dataDir);
    const db = createDb(databaseUrl);
    await seedFirstRun(db, log).finally(() => db.destroy());

    const builderRef = new SiteBuilder({
      buildsDir: join(dataDir, 'builds'),
      env: { ...options.buildEnv, DATABASE_URL: databaseUrl },
      onBuilt: (dir) => server?.setSiteDir(dir),
      log,
      // Each build and the requests it serves, in site_builds (the dashboard and the retries read them).
      recorder: siteBuildRecorder(getDb),
      ...(options.build ? { build: options.build } : {}),
    });
    builder = builderRef;
    const siteDir = options.siteDir ?? (await builderRef.buildNow());
    // The local stand-in for a Netlify build hook: an admin's change rebuilds this site (debounced).
    const buildHookPath = `/.netlify/local/build-hook/${randomBytes(24).toString('base64url')}`;
    server = await createLocalServer({
      internalRoutes: [{ path: buildHookPath, onPost: () => builderRef.request() }],
      siteDir,
      functionsDir: join(PROJECT_ROOT, 'functions'),
      netlifyTomlPath: join(PROJECT_ROOT, 'netlify.toml'),
      port,
      host,
      log,
    });
    const url = await server.listen().catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'EADDRINUSE' ? new PortInUseError(host, port) : error;
    });
    const running = server;
    // Functions run in this process: the admin content API posts here after each change.
    // Called from this same process: the address it listens on, never a name that may resolve elsewhere.
    const { address, port: boundPort, family } = running.server.address() as AddressInfo;
    const hookHost = address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '[::1]' : family === 'IPv6' ? `[${address}]` : address;
    process.env.BUILD_HOOK_URL = `http://${hookHost}:${boundPort}${buildHookPath}`;
    // The functions with `config.schedule` on their schedules, as Netlify runs them (retention, e-mail and build retries...).
    const runningScheduler = new FunctionScheduler({
      functions: running.scheduledFunctions,
      siteUrl: url,
      log,
      ...(options.scheduleClock ? { now: options.scheduleClock } : {}),
    });
    log(runningScheduler.summary);
    runningScheduler.start();
    return {
      url,
      databaseUrl,
      builder: builderRef,
      server: running,
      scheduler: runningScheduler,
      async stop() {
        // Waits for a scheduled run and a rebuild in flight to end, so the caller may remove dataDir at once.
        await runningScheduler.stop();
        await builderRef.stop();
        await running.close();
        // The functions' shared pool first, so no idle connection outlives the database it points at.
        await resetSharedDb();
        await database.stop();
      },
    };
  } catch (error) {
    await builder?.stop();
    await server?.close().catch(() => {});
    await database.stop();
    throw error;
  }
}
