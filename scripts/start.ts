/**
 * `npm start`: the whole site on the embedded database, on http://localhost:$PORT (8888).
 * Environment: PORT, HOST (127.0.0.1), DATA_DIR (.data), ADMIN_USERNAME / ADMIN_PASSWORD (first run),
 * SITE_DIR (serve this existing build instead of building first: tests and benchmarks).
 */
import { resolve } from 'node:path';
import { PROJECT_ROOT } from './paths.ts';
import { runWithServerSettings } from './server-process.ts';

// First, before the site's modules load: this may re-execute the process with its memory settings.
runWithServerSettings();
const { DataDirLockedError } = await import('./embedded-db/index.ts');
const { PortInUseError, startSite } = await import('./site.ts');

const log = (line: string) => console.log(line);
const port = Number(process.env.PORT ?? 8888);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = resolve(PROJECT_ROOT, process.env.DATA_DIR ?? '.data');

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}".`);
  process.exit(1);
}

const started = performance.now();
try {
  const siteDir = process.env.SITE_DIR ? resolve(PROJECT_ROOT, process.env.SITE_DIR) : undefined;
  const site = await startSite({ dataDir, port, host, log, ...(siteDir ? { siteDir } : {}) });
  const shownUrl = site.url.replace('127.0.0.1', 'localhost');
  log(`Ready in ${((performance.now() - started) / 1000).toFixed(1)} s: ${shownUrl}`);
  log(`Database: ${site.databaseUrl} (data in ${dataDir})`);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping…`);
    site.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Shutdown failed: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
} catch (error) {
  if (error instanceof PortInUseError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Could not start the site:', error);
  }
  process.exit(1);
}
