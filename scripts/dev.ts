/**
 * `npm run dev`: Astro's dev server (pages with hot reload, content read from the database on each
 * request) with `/api` proxied to the functions on the local server, both on the embedded database of
 * DATA_DIR (.data), so forms and the admin work while the front end is being edited. Arguments go to
 * `astro dev` (e.g. `npm run dev -- --port 4322`). Functions are imported once: restart after
 * changing one. Not at the same time as `npm start` on the same DATA_DIR (one process owns it).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DataDirLockedError } from './embedded-db/index.ts';
import { PROJECT_ROOT } from './paths.ts';
import { ASTRO_BIN } from './site-builder.ts';
import { PortInUseError, startSite, type RunningSite } from './site.ts';

const log = (line: string) => console.log(`[api] ${line}`);
const dataDir = resolve(PROJECT_ROOT, process.env.DATA_DIR ?? '.data');
// The local server only answers /api here: Astro serves every page itself.
const noPages = mkdtempSync(join(tmpdir(), 'dev-no-pages-'));

let site: RunningSite;
try {
  site = await startSite({ dataDir, port: 0, host: '127.0.0.1', siteDir: noPages, log });
} catch (error) {
  rmSync(noPages, { recursive: true, force: true });
  console.error(error instanceof PortInUseError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
}
// Astro renders every request from the database, so an admin's edit needs no rebuild.
delete process.env.BUILD_HOOK_URL;
log(`functions at ${site.url}/api, database ${site.databaseUrl} (data in ${dataDir})`);

// On this Node (the `node` devDependency), not whatever `node` the system's PATH has.
const astro = spawn(process.execPath, [ASTRO_BIN, 'dev', ...process.argv.slice(2)], {
  cwd: PROJECT_ROOT,
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: site.databaseUrl, API_ORIGIN: site.url },
});

let stopping = false;
async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    if (astro.exitCode === null) astro.kill('SIGTERM');
    await site.stop();
    rmSync(noPages, { recursive: true, force: true });
  }
  process.exit(code);
}
astro.on('exit', (code) => void stop(code ?? 0));
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
