/**
 * Runs a matched function for one request and writes its web `Response` back to Node: headers,
 * cookies set through the context, compression of small text bodies (as the CDN does), streaming
 * of everything else. A throwing or misbehaving function yields a plain 500, never a stack trace;
 * a method no function can receive (TRACE...) a 405 with the function's Allow (forbidden-methods.ts).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { compressDynamic } from './compression.ts';
import { negotiateEncoding } from './encoding-negotiation.ts';
import { createFunctionContext } from './function-context.ts';
import { asMethodNotAllowed, isFetchForbiddenMethod, PROBE_METHOD } from './forbidden-methods.ts';
import { buildFunctionRequest, clientIp, readRequestBody } from './function-request.ts';
import type { FunctionMatch } from './functions-registry.ts';
import { isCompressibleType } from './mime-types.ts';
import { runWithContext } from './netlify-runtime-globals.ts';
import { sendJsonError } from './small-responses.ts';
import type { Logger } from './types.ts';

/** Below this, compression costs more than it saves (the CDN's threshold is about the same). */
const MIN_COMPRESSIBLE = 1024;
/** Bodies of a declared length up to this are buffered and written at once rather than streamed. */
const MAX_BUFFERED = 256 * 1024;
const NOT_FORWARDED = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive']);

export interface FunctionInvocation {
  req: IncomingMessage;
  res: ServerResponse;
  match: FunctionMatch;
  pathAndQuery: string;
  siteUrl: string;
  log: Logger;
  waitUntil: (promise: Promise<unknown>) => void;
}

export async function invokeFunction({ req, res, match, pathAndQuery, siteUrl, log, waitUntil }: FunctionInvocation): Promise<void> {
  const read = await readRequestBody(req);
  if (!read.ok) {
    res.setHeader('Connection', 'close'); // the rest of an oversized upload is not worth reading
    sendJsonError(res, read.status, read.status === 413 ? 'Payload Too Large' : 'Bad Request');
    return;
  }
  const ip = clientIp(req);
  const requestId = randomUUID();
  const forbidden = isFetchForbiddenMethod(req.method);
  let request: Request;
  try {
    request = buildFunctionRequest({
      req, pathAndQuery, fallbackHost: new URL(siteUrl).host, ip, requestId,
      ...(forbidden ? { method: PROBE_METHOD, body: undefined } : { body: read.body }),
    });
  } catch (error) {
    log(`function ${match.fn.name}: request not representable: ${describe(error)}`);
    sendJsonError(res, 400, 'Bad Request');
    return;
  }
  const { context, setCookies } = createFunctionContext({
    request, functionName: match.fn.name, ip, params: match.params, requestId, siteUrl, waitUntil,
  });
  let response: unknown;
  try {
    response = await runWithContext(context, () => match.fn.handler(request, context));
  } catch (error) {
    log(`function ${match.fn.name} threw: ${describe(error)}`);
    sendJsonError(res, 500, 'Internal Server Error');
    return;
  }
  if (!(response instanceof Response)) {
    log(`function ${match.fn.name} returned ${describe(response)} instead of a Response`);
    sendJsonError(res, 500, 'Internal Server Error');
    return;
  }
  if (forbidden) {
    await writeResponse(req, res, await asMethodNotAllowed(response), [], match.fn.name, log);
    return;
  }
  await writeResponse(req, res, response, setCookies, match.fn.name, log);
}

async function writeResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  setCookies: readonly string[],
  name: string,
  log: Logger,
): Promise<void> {
  res.statusCode = response.status;
  for (const [header, value] of response.headers) {
    if (header !== 'set-cookie' && !NOT_FORWARDED.has(header)) res.setHeader(header, value);
  }
  const cookies = [...response.headers.getSetCookie(), ...setCookies];
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);

  const noBody = req.method === 'HEAD' || response.status === 204 || response.status === 304 || response.body === null;
  if (noBody) {
    await response.body?.cancel();
    const length = response.headers.get('content-length');
    if (length !== null && req.method === 'HEAD') res.setHeader('Content-Length', length);
    res.end();
    return;
  }
  const contentType = response.headers.get('content-type');
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  if (isCompressibleType(contentType) && !response.headers.has('content-encoding')) {
    // Small text bodies: buffer, then compress like the CDN would.
    const body = new Uint8Array(await response.arrayBuffer());
    res.setHeader('Vary', appendVary(response.headers.get('vary'), 'Accept-Encoding'));
    if (encoding !== 'identity' && body.length >= MIN_COMPRESSIBLE) {
      const compressed = compressDynamic(body, encoding);
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', compressed.length);
      res.end(compressed);
    } else {
      res.setHeader('Content-Length', body.length);
      res.end(body);
    }
    return;
  }
  const declaredLength = response.headers.get('content-length');
  if (declaredLength !== null) res.setHeader('Content-Length', declaredLength); // body passes through unchanged
  if (declaredLength !== null && Number(declaredLength) <= MAX_BUFFERED) {
    // A small body of known length (an answer the function compressed once and keeps: the public
    // content APIs) is written in one piece: a web-stream pipeline costs more than the bytes.
    res.end(Buffer.from(await response.arrayBuffer()));
    return;
  }
  try {
    await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res);
  } catch (error) {
    if (!res.destroyed || !isClientAbort(error)) log(`function ${name} response stream failed: ${describe(error)}`);
    res.destroy();
  }
}

function appendVary(existing: string | null, name: string): string {
  if (!existing) return name;
  return existing.toLowerCase().split(',').some((v) => v.trim() === name.toLowerCase()) ? existing : `${existing}, ${name}`;
}

function isClientAbort(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET' || code === 'EPIPE';
}

/** One line: the error's message only (stacks stay out of logs meant to be scanned, and out of responses). */
export function describe(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`.replaceAll('\n', ' ');
  if (value === undefined || value === null) return String(value);
  return typeof value === 'object' ? `a ${value.constructor?.name ?? 'object'}` : typeof value;
}
