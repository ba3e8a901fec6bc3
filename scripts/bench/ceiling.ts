/**
 * The plain static file server `npm run bench` measures our server against: nginx serving the build
 * with gzip_static/brotli-less gzip when nginx is installed, else bench/static-server.ts (Node,
 * pre-compressed files from memory). Either runs as its own process, as ours does.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '#scripts/paths.ts';

export interface Ceiling {
  name: string;
  url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

function stopper(child: ChildProcess, cleanup = () => {}): () => Promise<void> {
  return async () => {
    const exited = new Promise((done) => child.once('exit', done));
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    cleanup();
  };
}

/** Resolves once `child` printed `ready` (or, for nginx, its port answers). */
async function waitUntil(check: () => Promise<boolean>, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error('the ceiling server exited before it was ready');
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the ceiling server did not answer within 10 s');
}

async function answers(url: string): Promise<boolean> {
  return fetch(url).then((r) => r.ok, () => false);
}

async function startNginx(siteDir: string, port: number): Promise<Ceiling> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { include /etc/nginx/mime.types; access_log off; gzip on; gzip_comp_level 6; gzip_types text/css text/javascript application/javascript application/json image/svg+xml;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server { listen 127.0.0.1:${port}; root ${siteDir}; location / { try_files $uri $uri/index.html $uri.html =404; } } }
`,
  );
  const child = spawn('nginx', ['-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(() => answers(`${url}/`), child);
  return { name: 'nginx (1 worker)', url, stop: stopper(child, () => rmSync(dir, { recursive: true, force: true })) };
}

async function startNodeStatic(siteDir: string, port: number): Promise<Ceiling> {
  const child = spawn(process.execPath, [join(PROJECT_ROOT, 'scripts/bench/static-server.ts'), siteDir, String(port)], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(() => answers(`${url}/`), child);
  return { name: 'plain Node static server (pre-compressed)', url, stop: stopper(child) };
}

export async function startCeiling(siteDir: string): Promise<Ceiling> {
  const port = await freePort();
  const hasNginx = spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;
  return hasNginx ? startNginx(siteDir, port) : startNodeStatic(siteDir, port);
}
