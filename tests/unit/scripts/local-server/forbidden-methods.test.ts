/** Methods the Fetch API cannot carry (CONNECT, TRACE, TRACK): answered 405 with the function's own Allow. */
import { PassThrough } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { asMethodNotAllowed, FORWARDED_METHODS, isFetchForbiddenMethod, refuseConnect } from '#scripts/local-server/forbidden-methods.ts';

describe('isFetchForbiddenMethod', () => {
  it('is true exactly for the methods new Request() refuses', () => {
    for (const method of ['CONNECT', 'TRACE', 'TRACK', 'trace', 'GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'M-SEARCH', 'QUERY']) {
      let refused = false;
      try {
        new Request('http://localhost/', { method });
      } catch {
        refused = true;
      }
      expect(isFetchForbiddenMethod(method), method).toBe(refused);
    }
    expect(isFetchForbiddenMethod(undefined)).toBe(false);
  });
});

describe('asMethodNotAllowed', () => {
  it('passes on the function’s own 405 with its Allow and headers', async () => {
    const own = new Response('{"error":"Method Not Allowed"}', { status: 405, headers: { Allow: 'GET, HEAD', 'X-Content-Type-Options': 'nosniff' } });
    expect(await asMethodNotAllowed(own)).toBe(own);
  });

  it('turns another answer into a 405 carrying its Allow, or the forwarded methods when it names none', async () => {
    const served = await asMethodNotAllowed(new Response(null, { status: 204, headers: { Allow: 'OPTIONS, POST' } }));
    expect(served.status).toBe(405);
    expect(served.headers.get('allow')).toBe('OPTIONS, POST');
    expect(await served.json()).toEqual({ error: 'Method Not Allowed' });
    const silent = await asMethodNotAllowed(new Response('ran', { status: 200 }));
    expect(silent.status).toBe(405);
    expect(silent.headers.get('allow')).toBe(FORWARDED_METHODS.join(', '));
    expect(silent.headers.get('cache-control')).toBe('no-store');
  });
});

describe('refuseConnect', () => {
  it('writes a complete 405 and closes the socket', async () => {
    const socket = new PassThrough();
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => socket.on('end', resolve));
    refuseConnect({} as IncomingMessage, socket);
    await ended;
    const text = Buffer.concat(chunks).toString();
    expect(text).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
    expect(text).toContain('\r\nAllow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r\n');
    const [head, body] = text.split('\r\n\r\n');
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(body!)}`);
    expect(body).toBe('{"error":"Method Not Allowed"}');
  });
});
