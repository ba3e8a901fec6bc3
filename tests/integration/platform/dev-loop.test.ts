/**
 * `npm run dev`: Astro's dev server answers the pages and proxies /api to the functions on the
 * embedded database of its data directory, so a form can be worked on without a full build.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { PROJECT_ROOT } from '#scripts/paths.ts';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

it('serves pages with hot reload and the functions on /api against the embedded database', { timeout: 120_000 }, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dev-loop-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: 'dev-loop-password' };
  // As from a shell: no database of the test run, nothing of Vitest's (Astro's dev server reads NODE_ENV).
  for (const name of Object.keys(env)) if (name === 'DATABASE_URL' || name === 'NODE_ENV' || name.startsWith('VITEST')) delete env[name];
  const dev = spawn(process.execPath, [join(PROJECT_ROOT, 'scripts/dev.ts'), '--port', String(port)], { cwd: PROJECT_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => dev.once('exit', resolve));
  let output = '';
  dev.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://localhost:${port}`;
  try {
    // Astro prints its address once it listens.
    await expect.poll(() => output, { timeout: 90_000, interval: 250 }).toContain(`localhost:${port}`);

    const faqs = await fetch(`${base}/api/faqs`);
    expect(faqs.status).toBe(200);
    expect(faqs.headers.get('content-type')).toMatch(/^application\/json/);
    const list = (await faqs.json()) as unknown[];
    expect(list.length).toBeGreaterThan(0); // the first run's seed, read through the function

    const page = await fetch(`${base}/en/faq`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="en"');

    // A state-changing call through the proxy keeps its own origin: refused for the password, not as cross-site.
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ username: 'admin', password: 'not-the-password' }),
    });
    expect(login.status).toBe(401);
  } finally {
    dev.kill('SIGTERM');
    expect(await exited).toBe(0);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
