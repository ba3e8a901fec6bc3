/**
 * The ceiling `npm run bench` holds our local server's static rate against when nginx is not
 * installed: a plain file server of the same build that does nothing but map a path to a file and
 * send its pre-compressed bytes (brotli or gzip, made once per file and kept in memory). No headers
 * policy, redirects, functions or logging: what is left is the cost of HTTP in Node itself.
 *
 *   node scripts/bench/static-server.ts <site dir> <port>   (prints "listening" when ready)
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.xml': 'application/xml',
};

interface Prepared {
  type: string;
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** `/en/notices` -> dist/en/notices/index.html (or .html); undefined outside the site or missing. */
function fileOf(siteDir: string, urlPath: string): string | undefined {
  const path = normalize(decodeURIComponent(urlPath.split('?')[0]!));
  if (path.includes('..')) return undefined;
  for (const candidate of [join(siteDir, path), join(siteDir, path, 'index.html'), join(siteDir, `${path}.html`)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

export function startStaticServer(siteDir: string, port: number) {
  const prepared = new Map<string, Prepared>();
  const prepare = (file: string): Prepared => {
    const raw = readFileSync(file);
    const entry = { type: TYPES[extname(file)] ?? 'application/octet-stream', raw, br: brotliCompressSync(raw), gzip: gzipSync(raw, { level: 9 }) };
    prepared.set(file, entry);
    return entry;
  };
  return createServer((req, res) => {
    const file = fileOf(siteDir, req.url ?? '/');
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    const entry = prepared.get(file) ?? prepare(file);
    const accepted = req.headers['accept-encoding'] ?? '';
    const [encoding, body] = accepted.includes('br') ? ['br', entry.br] : accepted.includes('gzip') ? ['gzip', entry.gzip] : [undefined, entry.raw];
    res.writeHead(200, { 'content-type': entry.type, 'content-length': body.length, ...(encoding ? { 'content-encoding': encoding, vary: 'accept-encoding' } : {}) });
    res.end(body);
  }).listen(port, '127.0.0.1', () => console.log('listening'));
}

if (import.meta.main) {
  const [siteDir, port] = process.argv.slice(2);
  if (!siteDir || !port) throw new Error('usage: node scripts/bench/static-server.ts <site dir> <port>');
  startStaticServer(siteDir, Number(port));
}
