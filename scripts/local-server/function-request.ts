/**
 * Builds the web `Request` a function receives from Node's IncomingMessage: full URL, headers
 * (hop-by-hop ones dropped, the client IP set from the socket as Netlify does) and a body capped
 * at Netlify's 6 MB request limit, counted as Netlify counts it (a binary body base64-encoded).
 */
import type { IncomingMessage } from 'node:http';
import { shouldBase64Encode } from '@netlify/dev-utils';

/** Netlify's limit on the request payload of a synchronous function. */
export const MAX_REQUEST_BODY = 6 * 1024 * 1024;

/** Whether Netlify hands a body of this type to a function as text (else base64-encoded): Netlify Dev's own rule. */
export const travelsAsText = (contentType: string | undefined): boolean => !shouldBase64Encode(contentType ?? '');

/**
 * What `bytes` of this request's body weigh against the platform's limit: as they are for text, 4 for
 * every 3 for a binary body (about 4.5 MB of an image fill the 6 MB), so the local server is never
 * kinder than the platform.
 */
function payloadSize(bytes: number, contentType: string | undefined): number {
  return travelsAsText(contentType) ? bytes : Math.ceil(bytes / 3) * 4;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'expect']);
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export type BodyResult = { ok: true; body: Buffer | undefined } | { ok: false; status: 413 | 400 };

/**
 * Reads the body unless it exceeds the limit (as the platform counts it, payloadSize); a declared
 * Content-Length over it is refused unread.
 * On overflow the rest is drained, not destroyed, so that the 413 still reaches the client.
 */
export function readRequestBody(req: IncomingMessage, limit = MAX_REQUEST_BODY): Promise<BodyResult> {
  if (req.method === 'GET' || req.method === 'HEAD') return Promise.resolve({ ok: true, body: undefined });
  const contentType = req.headers['content-type'];
  const declared = req.headers['content-length'];
  if (declared !== undefined && payloadSize(Number(declared), contentType) > limit) {
    req.resume();
    return Promise.resolve({ ok: false, status: 413 });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (payloadSize(total, contentType) <= limit) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      req.resume(); // keep discarding what is still on its way
      resolve({ ok: false, status: 413 });
    };
    req.on('data', onData);
    req.once('end', () => resolve({ ok: true, body: chunks.length === 0 ? undefined : Buffer.concat(chunks, total) }));
    req.once('error', () => resolve({ ok: false, status: 400 })); // the client aborted the upload
    req.once('close', () => resolve({ ok: false, status: 400 })); // no-op when already resolved
  });
}

export interface FunctionRequestParts {
  req: IncomingMessage;
  /** Path and query to put in the URL (the rewritten one after a 200 rewrite). */
  pathAndQuery: string;
  fallbackHost: string;
  ip: string;
  requestId: string;
  body: Buffer | undefined;
  /** Sent instead of the client's method (see forbidden-methods.ts). */
  method?: string;
}

/** Throws (a TypeError) for what the Fetch API cannot represent; the caller answers 400. */
export function buildFunctionRequest({ req, pathAndQuery, fallbackHost, ip, requestId, body, method }: FunctionRequestParts): Request {
  // The Host the client used (as on Netlify, req.url carries the real host) so that Origin checks
  // compare like with like; anything that does not look like a host falls back to localhost.
  const hostHeader = req.headers.host;
  const host = hostHeader !== undefined && HOST.test(hostHeader) ? hostHeader : fallbackHost;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || name.startsWith('x-nf-')) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  // Overwrite whatever the client sent: the socket address is the only IP it cannot forge.
  headers.set('x-nf-client-connection-ip', ip);
  headers.set('x-nf-request-id', requestId);
  const forwarded = headers.get('x-forwarded-for');
  headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${ip}` : ip);
  const init: RequestInit = { method: method ?? req.method ?? 'GET', headers };
  if (body !== undefined) init.body = body as Uint8Array<ArrayBuffer>; // a Buffer from Buffer.concat owns a plain ArrayBuffer
  return new Request(`http://${host}${pathAndQuery}`, init);
}

/** The peer address without the IPv4-mapped IPv6 prefix (`::ffff:127.0.0.1` -> `127.0.0.1`). */
export function clientIp(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}
