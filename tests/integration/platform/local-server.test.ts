/**
 * The local server against a small temporary site, functions directory and netlify.toml: the
 * request chain, redirects, headers, static files, compression, functions and lifecycle.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalServer, type LocalServer } from '#scripts/local-server/index.ts';

const KOREAN_PAGE = `<!doctype html><title>컨설팅</title>${'<p>종합 컨설팅 서비스</p>'.repeat(300)}`;
const APP_JS = `export const app = ${JSON.stringify('x'.repeat(5000))};\n`.repeat(3);

const FUNCTIONS: Record<string, string> = {
  'echo.ts': `
    const g = globalThis as Record<string, any>;
    export default async (req: Request, context: any) => {
      g.__echoCalls = (g.__echoCalls ?? 0) + 1;
      const url = new URL(req.url);
      if (url.searchParams.has('cookie')) context.cookies.set({ name: 'session', value: 'abc', httpOnly: true, path: '/' });
      if (url.searchParams.has('later')) {
        context.waitUntil(new Promise((resolve) => setTimeout(() => { g.__later = true; resolve(undefined); }, 300)));
      }
      const bodyLength = req.body ? (await req.arrayBuffer()).byteLength : 0;
      return Response.json({
        params: context.params, ip: context.ip, method: req.method, url: req.url, bodyLength,
        headerIp: req.headers.get('x-nf-client-connection-ip'), requestId: context.requestId,
        site: context.site.url, deploy: context.deploy.context, netlifyContext: g.Netlify?.context?.requestId,
        pad: url.searchParams.has('big') ? 'x'.repeat(4000) : '',
      });
    };
    export const config = { path: '/api/echo/:id', method: ['GET', 'POST', 'HEAD'] };
  `,
  'methods.ts': `
    const g = globalThis as Record<string, any>;
    export default (req: Request) => {
      (g.__methodsSeen ??= []).push(req.method);
      if (req.method === 'GET' || req.method === 'HEAD') return new Response('served');
      return new Response('{"error":"Method Not Allowed"}', { status: 405, headers: { Allow: 'GET, HEAD', 'Content-Type': 'application/json', 'X-Own': 'methods' } });
    };
    export const config = { path: '/api/methods' };
  `,
  'boom.ts': `
    export default () => { throw new Error('kaboom at /secret/path'); };
    export const config = { path: '/api/boom' };
  `,
  'stream.ts': `
    export default () => {
      let timer: ReturnType<typeof setInterval> | undefined;
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('first;'));
          timer = setInterval(() => controller.enqueue(new TextEncoder().encode('more;')), 10);
        },
        cancel() { clearInterval(timer); },
      });
      return new Response(body, { headers: { 'content-type': 'application/octet-stream' } });
    };
    export const config = { path: '/api/stream' };
  `,
};

const TOML = `
[[redirects]]
from = "/old/*"
to = "/services/:splat"
status = 301

[[redirects]]
from = "/alias"
to = "/services/종합-컨설팅/"
status = 200

[[redirects]]
from = "/api-alias/:id"
to = "/api/echo/:id"
status = 200

[[redirects]]
from = "/"
to = "/en/"
status = 302
force = true
conditions = { Language = ["en"], Cookie = ["nf_lang"] }

[[redirects]]
from = "/page"
to = "/elsewhere"
status = 302

[[redirects]]
from = "/both"
to = "/dir/"
status = 302

[[redirects]]
from = "/en/*"
to = "/en/404/"
status = 404

[[headers]]
for = "/*"
[headers.values]
X-Test = "yes"
Content-Security-Policy = '''
frame-ancestors 'none';
base-uri 'self'
'''
`;

let root: string;
let server: LocalServer;
let base: string;
const logs: string[] = [];

function write(dir: string, path: string, content: string | Buffer) {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), content);
}

function makeSite(dir: string, home: string) {
  write(dir, 'index.html', home);
  write(dir, '404.html', '<h1>없음</h1>');
  write(dir, 'en/index.html', '<h1>English home</h1>');
  write(dir, 'en/404/index.html', '<h1>English 404</h1>');
  write(dir, 'services/종합-컨설팅/index.html', KOREAN_PAGE);
  write(dir, 'page.html', '<h1>page</h1>');
  write(dir, 'dir/index.html', '<h1>dir</h1>');
  write(dir, '_astro/app.123.js', APP_JS);
  write(dir, 'logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
  write(dir, '_redirects', '/from-redirects-file  /page  301\n/both  /page  301\n');
}

/** A request that bypasses fetch's URL normalization (for traversal attempts) and keeps the raw body. */
function raw(path: string, method = 'GET'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}/`, { path, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Sends bytes as they are (methods http.request would not send, such as CONNECT) and parses the one answer. */
function rawResponse(text: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(new URL(base).port), '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = received.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'local-server-'));
  makeSite(join(root, 'site-a'), '<h1>Build A</h1>');
  makeSite(join(root, 'site-b'), '<h1>Build B</h1>');
  for (const [name, source] of Object.entries(FUNCTIONS)) write(join(root, 'functions'), name, source);
  write(join(root, 'functions'), '_shared/helper.ts', `throw new Error('subfolders are not functions');`);
  write(root, 'netlify.toml', TOML);
  server = await createLocalServer({
    siteDir: join(root, 'site-a'),
    functionsDir: join(root, 'functions'),
    netlifyTomlPath: join(root, 'netlify.toml'),
    port: 0,
    log: (line) => logs.push(line),
  });
  base = await server.listen();
});

afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('listen', () => {
  it('reports the real port for port 0', () => {
    expect(base).toMatch(/^http:\/\/localhost:\d+$/);
    expect(Number(new URL(base).port)).toBeGreaterThan(0);
  });

  it('rejects with EADDRINUSE when the port is taken', async () => {
    const other = await createLocalServer({
      siteDir: join(root, 'site-a'), functionsDir: join(root, 'none'), netlifyTomlPath: join(root, 'none.toml'),
      port: Number(new URL(base).port),
    });
    await expect(other.listen()).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});

describe('static files', () => {
  it('serves percent-encoded Korean paths, with and without a trailing slash', async () => {
    for (const path of ['/services/종합-컨설팅', '/services/종합-컨설팅/']) {
      const res = await fetch(base + encodeURI(path), { headers: { 'accept-encoding': 'identity' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toBe(KOREAN_PAGE);
    }
  });

  it('serves /x.html, /x for x.html and directory indexes', async () => {
    expect(await (await fetch(`${base}/page.html`)).text()).toBe('<h1>page</h1>');
    expect(await (await fetch(`${base}/dir`)).text()).toBe('<h1>dir</h1>');
    expect(await (await fetch(`${base}/dir/`)).text()).toBe('<h1>dir</h1>');
  });

  it('rejects traversal and malformed paths with 400', async () => {
    for (const path of ['/../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/dir/..%5c..%5cx', '/a%00.html', '/%E0%A4%A']) {
      expect((await raw(path)).status, path).toBe(400);
    }
  });

  it('answers a connection that sends no complete request in time with 408, which browsers retry', async () => {
    // Chromium opens spare connections ahead of need. When one idles past the headers timeout, Node
    // answers 408, on which the browser retries on a fresh connection; a "400" written there instead
    // would become the answer to the browser's next request on it, an image's for one.
    const quick = await createLocalServer({
      siteDir: join(root, 'site-a'), functionsDir: join(root, 'none'), netlifyTomlPath: join(root, 'none.toml'),
      port: 0, headersTimeoutMs: 200,
    });
    const quickBase = await quick.listen();
    try {
      for (const sent of ['', 'GET /page.html HTTP/1.1\r\nHost: x\r\n']) {
        const reply = await new Promise<string>((resolve, reject) => {
          const socket = connect(Number(new URL(quickBase).port), '127.0.0.1');
          let received = '';
          socket.setEncoding('latin1');
          socket.on('data', (chunk: string) => (received += chunk));
          socket.on('close', () => resolve(received));
          socket.on('error', reject);
          if (sent) socket.write(sent);
        });
        expect(reply, JSON.stringify(sent)).toMatch(/^HTTP\/1\.1 408 /);
      }
    } finally {
      await quick.close();
    }
  });

  it('compresses text with br or gzip, and the bodies decompress to the file', async () => {
    const url = base + encodeURI('/services/종합-컨설팅/');
    const br = await rawBody(url, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(KOREAN_PAGE);
    expect(br.body.length).toBeLessThan(Buffer.byteLength(KOREAN_PAGE) / 5);
    const gzip = await rawBody(url, 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(KOREAN_PAGE);
    const png = await rawBody(`${base}/logo.png`, 'br');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('sends a strong ETag per representation and 304 for If-None-Match', async () => {
    const first = await fetch(`${base}/page.html`, { headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+-br"$/);
    const again = await fetch(`${base}/page.html`, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    const identity = await fetch(`${base}/page.html`, { headers: { 'accept-encoding': 'identity', 'if-none-match': etag } });
    expect(identity.status).toBe(200);
  });

  it('caches /_astro/ assets forever and revalidates everything else', async () => {
    const asset = await fetch(`${base}/_astro/app.123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await asset.text()).toBe(APP_JS);
    expect((await fetch(`${base}/page.html`)).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('answers HEAD without a body and other methods with 405', async () => {
    const head = await fetch(`${base}/page.html`, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('13');
    expect(await head.text()).toBe('');
    const post = await fetch(`${base}/page.html`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('applies [[headers]] rules, folding a multi-line value onto one line', async () => {
    const res = await fetch(`${base}/page.html`);
    expect(res.headers.get('x-test')).toBe('yes');
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'none'; base-uri 'self'");
  });
});

/** GET with a given Accept-Encoding, without fetch's automatic decompression. */
function rawBody(url: string, acceptEncoding: string): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject).end();
  });
}

describe('redirects', () => {
  it('redirects with 301, expanding the splat and keeping the query string', async () => {
    const res = await fetch(base + encodeURI('/old/종합-컨설팅?ref=mail'), { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`${encodeURI('/services/종합-컨설팅')}?ref=mail`);
    expect(res.headers.get('x-test')).toBe('yes'); // header rules apply to redirects
  });

  it('rewrites with 200 to a static page without changing the URL', async () => {
    const res = await fetch(`${base}/alias/`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(KOREAN_PAGE);
  });

  it('rewrites with 200 to a function path and invokes that function', async () => {
    const res = await fetch(`${base}/api-alias/7`);
    expect(res.status).toBe(200);
    expect((await res.json()).params).toEqual({ id: '7' });
  });

  it('applies the forced Language+Cookie redirect over an existing file, only with the cookie', async () => {
    const withCookie = await fetch(`${base}/`, { redirect: 'manual', headers: { cookie: 'nf_lang=en' } });
    expect(withCookie.status).toBe(302);
    expect(withCookie.headers.get('location')).toBe('/en/');
    const englishBrowser = await fetch(`${base}/`, { redirect: 'manual', headers: { 'accept-language': 'en-US' } });
    expect(englishBrowser.status).toBe(200); // no cookie: the Cookie condition fails
    const korean = await fetch(`${base}/`, { redirect: 'manual', headers: { cookie: 'nf_lang=ko', 'accept-language': 'en' } });
    expect(korean.status).toBe(200); // nf_lang wins over Accept-Language
    expect(await korean.text()).toBe('<h1>Build A</h1>');
    // As Netlify's engine has it, an empty nf_lang cookie is no cookie: no redirect, whatever the browser's language.
    const emptyCookie = await fetch(`${base}/`, { redirect: 'manual', headers: { cookie: 'nf_lang=', 'accept-language': 'en' } });
    expect(emptyCookie.status).toBe(200);
  });

  it("applies the build's own _redirects before netlify.toml's rules", async () => {
    const res = await fetch(`${base}/from-redirects-file?q=1`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/page?q=1');
    // netlify.toml sends /both elsewhere too: the file's rule comes first and wins.
    expect((await fetch(`${base}/both`, { redirect: 'manual' })).headers.get('location')).toBe('/page');
  });

  it('lets an existing file shadow a rule that is not forced', async () => {
    const res = await fetch(`${base}/page`, { redirect: 'manual' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<h1>page</h1>');
  });

  it('serves a locale 404 page through a 404 rule, and 404.html otherwise', async () => {
    const en = await fetch(`${base}/en/nothing-here`);
    expect(en.status).toBe(404);
    expect(await en.text()).toBe('<h1>English 404</h1>');
    expect((await fetch(`${base}/en/`)).status).toBe(200); // the existing page shadows the rule
    const other = await fetch(`${base}/nothing-here`, { method: 'POST', body: 'x' });
    expect(other.status).toBe(404);
    expect(await other.text()).toBe('<h1>없음</h1>');
  });
});

describe('functions', () => {
  it('passes params, method, the socket IP (not spoofable headers) and a Netlify-like context', async () => {
    const res = await fetch(`${base}/api/echo/42?x=1`, {
      headers: { 'x-forwarded-for': '6.6.6.6', 'x-nf-client-connection-ip': '6.6.6.6', 'accept-encoding': 'br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-test')).toBeNull(); // [[headers]] do not apply to functions
    expect(res.headers.get('content-encoding')).toBeNull(); // under 1 KB: not compressed
    const body = await res.json();
    expect(body).toMatchObject({ params: { id: '42' }, ip: '127.0.0.1', headerIp: '127.0.0.1', method: 'GET', site: base, deploy: 'dev' });
    expect(body.url).toBe(`${base}/api/echo/42?x=1`);
    expect(body.netlifyContext).toBe(body.requestId);
  });

  it('routes functions as Netlify does: a trailing slash or another case still reaches the function', async () => {
    for (const path of ['/api/echo/7/', '/API/Echo/7', '/api/ECHO/7/?x=1']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(200);
      expect((await res.json()).params, path).toEqual({ id: '7' });
    }
  });

  it('compresses text responses of 1 KB or more', async () => {
    const res = await rawBody(`${base}/api/echo/1?big=1`, 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.body).toString('utf8')).pad).toHaveLength(4000);
  });

  it('passes request bodies and refuses bodies over 6 MB with 413 without calling the function', async () => {
    const small = await fetch(`${base}/api/echo/1`, { method: 'POST', body: 'hello' });
    expect((await small.json()).bodyLength).toBe(5);
    const calls = (globalThis as unknown as Record<string, number>)['__echoCalls'];
    const big = await fetch(`${base}/api/echo/1`, { method: 'POST', body: new Uint8Array(6 * 1024 * 1024 + 1) });
    expect(big.status).toBe(413);
    let chunks = 0; // no Content-Length: the limit must hold while reading (finite, so fetch can finish)
    const chunked = new ReadableStream({
      pull(controller) {
        if (chunks++ < 10) controller.enqueue(new Uint8Array(1024 * 1024));
        else controller.close();
      },
    });
    const streamed = await fetch(`${base}/api/echo/1`, { method: 'POST', body: chunked, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
    expect((globalThis as unknown as Record<string, number>)['__echoCalls']).toBe(calls);
  });

  it('counts a binary body base64-encoded, as Netlify does: 4.5 MiB of an image fill the 6 MiB, text is counted as it is', async () => {
    const calls = () => (globalThis as unknown as Record<string, number>)['__echoCalls'];
    const post = (body: Uint8Array<ArrayBuffer> | string, type: string) => fetch(`${base}/api/echo/1`, { method: 'POST', body, headers: { 'Content-Type': type } });
    const fits = 6 * 1024 * 1024 * 3 / 4; // base64: 4 bytes for every 3
    const under = await post(new Uint8Array(fits), 'image/png');
    expect(under.status).toBe(200);
    expect((await under.json()).bodyLength).toBe(fits);
    const before = calls();
    const over = await post(new Uint8Array(fits + 1), 'image/png');
    expect(over.status).toBe(413);
    expect(calls()).toBe(before);
    // The same weight of JSON is not encoded on the way: it passes.
    const text = await post(`"${'x'.repeat(fits)}"`, 'application/json');
    expect((await text.json()).bodyLength).toBe(fits + 2);
  });

  it('falls through when the method is not in config.method', async () => {
    const res = await fetch(`${base}/api/echo/1`, { method: 'PUT', body: 'x' });
    expect(res.status).toBe(404);
  });

  it('answers a throwing function with a plain 500 and logs one line', async () => {
    const res = await fetch(`${base}/api/boom`);
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('{"error":"Internal Server Error"}');
    expect(logs.filter((line) => line.includes('boom'))).toEqual(['function boom threw: Error: kaboom at /secret/path']);
  });

  it('answers TRACE with the function’s own 405 and Allow, asking the function with OPTIONS (it used to be a 500)', async () => {
    const seen = () => ((globalThis as unknown as Record<string, string[]>)['__methodsSeen'] ??= []);
    seen().length = 0;
    const response = await rawResponse('TRACE /api/methods HTTP/1.1\r\nHost: localhost\r\nCookie: a=b\r\nConnection: close\r\n\r\n');
    expect(response.status).toBe(405);
    expect(response.headers['allow']).toBe('GET, HEAD');
    expect(response.headers['x-own']).toBe('methods');
    expect(response.body).toBe('{"error":"Method Not Allowed"}');
    expect(seen()).toEqual(['OPTIONS']);
    // Other methods a function does not serve reach it as they are.
    const propfind = await raw('/api/methods', 'PROPFIND');
    expect(propfind.status).toBe(405);
    expect(seen()).toEqual(['OPTIONS', 'PROPFIND']);
  });

  it('answers TRACE on a static file with 405 (GET, HEAD), falls through config.method, and never 500s', async () => {
    const file = await rawResponse('TRACE /page.html HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(file.status).toBe(405);
    expect(file.headers['allow']).toBe('GET, HEAD');
    expect((await raw('/api/echo/1', 'TRACE')).status).toBe(404);
    // TRACK is no method Node's parser knows: it answers 400 itself.
    expect((await rawResponse('TRACK /api/methods HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n')).status).toBe(400);
    expect(logs.filter((line) => line.includes('methods'))).toEqual([]);
  });

  it('answers CONNECT with 405 instead of dropping the connection', async () => {
    const response = await rawResponse('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    expect(response.status).toBe(405);
    expect(response.headers['allow']).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  });

  it('sends cookies set through context.cookies', async () => {
    const res = await fetch(`${base}/api/echo/1?cookie=1`);
    expect(res.headers.getSetCookie()).toEqual(['session=abc; Path=/; HttpOnly']);
  });

  it('survives a client aborting a streamed response', async () => {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/stream`, { signal: controller.signal });
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('first;');
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await fetch(`${base}/page.html`)).status).toBe(200);
  });

});

describe('lifecycle', () => {
  it('swaps the site directory atomically and drops cached files', async () => {
    const before = await fetch(`${base}/`);
    const etag = before.headers.get('etag')!;
    expect(await before.text()).toBe('<h1>Build A</h1>');
    server.setSiteDir(join(root, 'site-b'));
    const after = await fetch(`${base}/`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(await after.text()).toBe('<h1>Build B</h1>');
  });

  it('close() waits for waitUntil work and closes keep-alive connections', async () => {
    const res = await fetch(`${base}/api/echo/1?later=1`);
    expect(res.status).toBe(200);
    await server.close();
    expect((globalThis as unknown as Record<string, boolean>)['__later']).toBe(true);
    await expect(fetch(`${base}/page.html`)).rejects.toThrow();
    expect(server.server.listening).toBe(false);
  });
});
