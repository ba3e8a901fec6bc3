/**
 * Runs `npm run build`'s script (scripts/build.ts) in a child process, as Netlify's build command
 * does, with an environment that names no database unless the test gives one: no DATABASE_URL or
 * NETLIFY_DB_URL inherited from the test run, no Netlify build variables, and a DATA_DIR of its own
 * so that nothing the build might start touches the checkout's `.data`.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from '#scripts/paths.ts';

export interface BuildRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

const INHERITED_DATABASE_OR_PLATFORM = ['DATABASE_URL', 'NETLIFY_DB_URL', 'NETLIFY_DB_DRIVER', 'NETLIFY', 'NETLIFY_LOCAL', 'CONTEXT', 'BUILD_ID', 'DEPLOY_ID', 'DATA_DIR', 'ADMIN_USERNAME', 'ADMIN_PASSWORD'];

export function runBuild(outDir: string, env: Record<string, string>): Promise<BuildRun> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !INHERITED_DATABASE_OR_PLATFORM.includes(name)));
  return new Promise((resolveRun, reject) => {
    // Async, never spawnSync: an embedded test database lives in this process's event loop.
    const child = spawn(process.execPath, [join(PROJECT_ROOT, 'scripts/build.ts'), outDir], { cwd: PROJECT_ROOT, env: { ...base, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolveRun({ code, stdout, stderr }));
  });
}
