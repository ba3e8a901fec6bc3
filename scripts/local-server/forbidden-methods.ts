/**
 * Methods a function can never receive: the Fetch API refuses to build a `Request` with CONNECT,
 * TRACE or TRACK (fetch.spec.whatwg.org, "forbidden method"), so `new Request()` would throw and the
 * client would get a 500. No function serves them, so they are answered 405 with the function's own `Allow`: the
 * function is asked with OPTIONS, the method whose purpose is exactly that question (RFC 9110,
 * 9.3.7), and its answer becomes the 405. A client could send that OPTIONS itself, so the question
 * reaches nothing a client could not already reach.
 *
 * Netlify documents no answer for these methods (its functions get a web Request too, so they never
 * see them either); 405 with Allow is what RFC 9110 asks of an origin server for a method the
 * resource does not support.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

const FETCH_FORBIDDEN = new Set(['CONNECT', 'TRACE', 'TRACK']);

/** The method a function is asked with in place of a forbidden one. */
export const PROBE_METHOD = 'OPTIONS';

/** The methods the server passes on to a function that does not declare `config.method`. */
export const FORWARDED_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export function isFetchForbiddenMethod(method: string | undefined): boolean {
  return FETCH_FORBIDDEN.has((method ?? '').toUpperCase());
}

/**
 * The 405 for a forbidden method, from the function's answer to OPTIONS: that answer itself when it
 * is already a 405 with Allow (every function here), else a 405 carrying its Allow, or the methods
 * this server forwards when the function names none.
 */
export async function asMethodNotAllowed(probe: Response): Promise<Response> {
  if (probe.status === 405 && probe.headers.has('allow')) return probe;
  await probe.body?.cancel();
  return new Response(JSON.stringify({ error: 'Method Not Allowed' }), {
    status: 405,
    headers: {
      Allow: probe.headers.get('allow') ?? FORWARDED_METHODS.join(', '),
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  });
}

/**
 * CONNECT asks for a tunnel to another host; this server is no proxy. Node hands CONNECT to the
 * 'connect' event and, with no listener, drops the connection without an answer: answer 405 instead
 * (the request target is not a resource here, so Allow lists what any path may be asked with).
 */
export function refuseConnect(_req: IncomingMessage, socket: Duplex): void {
  const body = '{"error":"Method Not Allowed"}';
  socket.end(
    'HTTP/1.1 405 Method Not Allowed\r\n' +
      `Allow: ${FORWARDED_METHODS.join(', ')}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      'Cache-Control: no-store\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
