/**
 * Runs one unzipped function bundle as Netlify's runtime does, in a process of its own started with the
 * runtime's flags (`invoke.ts` starts it): the bundle's own entry point (`___netlify-entry-point.mjs`,
 * Netlify's bootstrap around the function) under AWS Lambda's response streaming, which the bootstrap
 * expects as the global `awslambda`. Only the zip's files are on disk in its folder.
 *
 * `node lambda-runtime.ts <bundle-dir> <requests.json> <answers.json>`: loads the function module first
 * (so a load failure is reported as such), then sends each request in turn and writes the answers.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { travelsAsText } from '../local-server/function-request.ts';
import type { BundleAnswer, BundleRequest, BundleRun } from './invoke.ts';

interface StreamMetadata {
  statusCode?: number;
  headers?: Record<string, string>;
  multiValueHeaders?: Record<string, string[]>;
}

/** A response stream that settles its invocation once the bootstrap has sent the status and headers. */
class ResponseStream extends PassThrough {
  readonly settle: (answer: { metadata: StreamMetadata; body: PassThrough }) => void;
  headersSent = false;
  constructor(settle: ResponseStream['settle']) {
    super();
    this.settle = settle;
  }
  sendHeader(metadata: StreamMetadata): void {
    this.headersSent = true;
    this.settle({ metadata, body: this });
  }
}

type StreamingHandler = (event: unknown, stream: ResponseStream, context: unknown) => Promise<unknown>;

(globalThis as { awslambda?: unknown }).awslambda = {
  streamifyResponse:
    (handler: StreamingHandler) =>
    (event: unknown, context: unknown) =>
      new Promise<{ metadata: StreamMetadata; body: PassThrough }>((resolve, reject) => {
        const stream = new ResponseStream(resolve);
        handler(event, stream, context).then(() => {
          if (!stream.headersSent) stream.sendHeader({});
        }, reject);
      }),
  HttpResponseStream: {
    from(stream: ResponseStream, metadata: StreamMetadata) {
      stream.sendHeader(metadata);
      return stream;
    },
  },
};

async function invoke(handler: (event: unknown, context: unknown) => Promise<{ metadata: StreamMetadata; body: PassThrough }>, request: BundleRequest, timeoutMs: number): Promise<BundleAnswer> {
  const headers = Object.fromEntries(Object.entries(request.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  const body = request.body === undefined ? undefined : Buffer.from(request.body, request.bodyEncoding ?? 'utf8');
  // As the platform does: a body that is not text reaches the function base64-encoded.
  const base64 = body !== undefined && !travelsAsText(headers['content-type']);
  const deadline = Date.now() + timeoutMs;
  const { metadata, body: stream } = await handler(
    {
      rawUrl: request.url,
      httpMethod: request.method ?? 'GET',
      headers,
      body: body === undefined ? '' : body.toString(base64 ? 'base64' : 'utf8'),
      isBase64Encoded: base64,
      route: request.route,
      flags: {},
    },
    { awsRequestId: randomUUID(), getRemainingTimeInMillis: () => deadline - Date.now(), callbackWaitsForEmptyEventLoop: true, clientContext: {} },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  const answerHeaders: Record<string, string> = { ...metadata.headers };
  for (const [name, values] of Object.entries(metadata.multiValueHeaders ?? {})) answerHeaders[name.toLowerCase()] = values.join(name.toLowerCase() === 'set-cookie' ? '\n' : ', ');
  return { status: metadata.statusCode ?? 200, headers: answerHeaders, body: Buffer.concat(chunks).toString('utf8') };
}

const [dir = '.', requestsFile = '', answersFile = ''] = process.argv.slice(2);
const requests = JSON.parse(readFileSync(requestsFile, 'utf8')) as BundleRequest[];
const run: BundleRun = { answers: [] };
let handler: Parameters<typeof invoke>[0] | undefined;
try {
  process.chdir(dir);
  const entry = readFileSync(join(dir, '___netlify-entry-point.mjs'), 'utf8');
  const functionModule = /getLambdaHandler\('([^']+)'\)/.exec(entry)?.[1];
  if (!functionModule) throw new Error('the entry point names no function module');
  const loaded = (await import(pathToFileURL(join(dir, functionModule)).href)) as { default?: unknown };
  if (typeof loaded.default !== 'function') throw new Error(`${functionModule} has no default-exported handler`);
  ({ handler } = (await import(pathToFileURL(join(dir, '___netlify-entry-point.mjs')).href)) as { handler: typeof handler });
} catch (error) {
  const { code, message } = error as NodeJS.ErrnoException;
  run.loadError = `${code ? `${code}: ` : ''}${message}`;
}
for (const request of handler ? requests : []) {
  try {
    run.answers.push(await invoke(handler!, request, 60_000));
  } catch (error) {
    run.answers.push({ status: 0, headers: {}, body: '', error: (error as Error).message });
  }
}
writeFileSync(answersFile, JSON.stringify(run));
// As on the platform, an invocation does not wait for the event loop to drain (pools, timers).
process.exit(0);
