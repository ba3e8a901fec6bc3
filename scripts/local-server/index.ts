/**
 * A local HTTP server that serves a built site the way Netlify's CDN does: Functions v2 at their
 * `config.path`, netlify.toml redirects and headers, static files with compression and ETags.
 * Used by `npm start` (scripts/start.ts); see README.md for what is and is not emulated.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { SizedLru } from '#functions/_shared/sized-lru.ts';
import { refuseConnect } from './forbidden-methods.ts';
import { describe, invokeFunction } from './function-invoker.ts';
import { buildRouteTable, loadFunctions } from './functions-registry.ts';
import { NetlifyRules } from './netlify-rules.ts';
import { installNetlifyGlobal } from './netlify-runtime-globals.ts';
import { routeRequest, type SiteState } from './router.ts';
import { SiteFiles } from './site-files.ts';
import { sendText } from './small-responses.ts';
import { PendingWork } from './pending-work.ts';
import { handleInternalRoute, type InternalRoute } from './internal-routes.ts';
import type { ScheduledFunction } from './scheduler.ts';

export interface LocalServerOptions {
  /** Directory of the built site; can be swapped later with setSiteDir(). */
  siteDir: string;
  /** Directory whose top-level `*.ts`/`*.mts`/`*.js`/`*.mjs` files are Netlify Functions v2. */
  functionsDir: string;
  /** Path of netlify.toml (its redirects and headers apply with the build's own `_redirects` and `_headers`; re-read by setSiteDir()). */
  netlifyTomlPath: string;
  /** 0 picks a free port; listen() reports the real one. */
  port: number;
  /** Default '127.0.0.1'; '0.0.0.0' (or '::') exposes the server on the network. */
  host?: string;
  /** Logger for one line per failure; default console.error. */
  log?: (line: string) => void;
  /** How long a client may take to send a request's headers; default 10 s (tests shorten it). */
  headersTimeoutMs?: number;
  /** The server's own POST routes under `/.netlify/local/` (the local build hook); see internal-routes.ts. */
  internalRoutes?: readonly InternalRoute[];
}

export interface LocalServer {
  /** Starts listening; resolves with the base URL (http://localhost:PORT); rejects with the original error (EADDRINUSE...). */
  listen(): Promise<string>;
  /** Points the server at a new build directory atomically (used after a rebuild); clears caches, re-reads netlify.toml. */
  setSiteDir(dir: string): void;
  /** Stops accepting, ends idle keep-alive sockets, waits for in-flight requests and waitUntil() work (max ~5 s). */
  close(): Promise<void>;
  readonly server: Server;
  /** The functions that declare `config.schedule`, for a FunctionScheduler (scheduler.ts); they have no route. */
  readonly scheduledFunctions: readonly ScheduledFunction[];
}

/** Shared by all builds; 64 MB keeps every page and asset of this site compressed in memory. */
const BODY_CACHE_BYTES = 64 * 1024 * 1024;
const CLOSE_GRACE_MS = 5_000;

export async function createLocalServer(options: LocalServerOptions): Promise<LocalServer> {
  const log = options.log ?? ((line: string) => console.error(line));
  const host = options.host ?? '127.0.0.1';
  installNetlifyGlobal();
  const loaded = await loadFunctions(resolve(options.functionsDir), log);
  const functions = buildRouteTable(loaded);
  const scheduledFunctions = loaded.flatMap(({ name, handler, schedule }) => (schedule === undefined ? [] : [{ name, handler, schedule }]));
  const bodies = new SizedLru<Buffer>(BODY_CACHE_BYTES, (body) => body.length);
  const pending = new PendingWork(log);
  const siteState = (dir: string): SiteState => ({
    files: new SiteFiles(resolve(dir), bodies),
    rules: new NetlifyRules({ siteDir: resolve(dir), netlifyTomlPath: options.netlifyTomlPath, log }),
  });
  let state = siteState(options.siteDir);
  let siteUrl = 'http://localhost';

  const headersTimeout = options.headersTimeoutMs ?? 10_000;
  const server = createServer({
    keepAliveTimeout: 5_000,
    headersTimeout,
    requestTimeout: Math.max(60_000, headersTimeout),
    connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(headersTimeout / 4))),
  }, (req, res) => {
    const done = pending.track();
    res.once('close', done);
    if (handleInternalRoute(req, res, options.internalRoutes ?? [])) return;
    routeRequest(req, res, {
      state: () => state,
      functions,
      origin: () => siteUrl,
      invoke: (rq, rs, match, pathAndQuery) =>
        invokeFunction({ req: rq, res: rs, match, pathAndQuery, siteUrl, log, waitUntil: (p) => pending.waitUntil(p) }),
    }).catch((error: unknown) => {
      log(`${req.method} ${req.url}: ${describe(error)}`);
      if (!res.headersSent) sendText(res, 500, 'Internal Server Error');
      else res.destroy();
    });
  });
  server.on('connect', refuseConnect);
  // Malformed HTTP and header timeouts are left to Node's own clientError handling on purpose: it
  // answers 400/408/431 only on a socket that has not sent a response yet and otherwise just closes it.
  // A handler that always wrote "400" would put that status on a reused keep-alive socket after a
  // timeout, where the browser takes it as the answer to its next request (an image, say).

  return {
    server,
    scheduledFunctions,
    listen: () =>
      new Promise<string>((resolveListen, rejectListen) => {
        const onError = (error: Error) => rejectListen(error);
        server.once('error', onError);
        server.listen(options.port, host, () => {
          server.off('error', onError);
          siteUrl = `http://localhost:${(server.address() as AddressInfo).port}`;
          resolveListen(siteUrl);
        });
      }),
    setSiteDir(dir: string) {
      bodies.clear();
      // One assignment: requests already running keep the old build, new ones see only the new one.
      state = siteState(dir);
    },
    async close() {
      const closed = new Promise<void>((resolveClose) => server.close(() => resolveClose()));
      server.closeIdleConnections();
      const deadline = Date.now() + CLOSE_GRACE_MS;
      await pending.settle(CLOSE_GRACE_MS);
      server.closeAllConnections(); // whatever is still open after the grace period is cut
      await pending.settle(Math.max(0, deadline - Date.now()));
      await closed;
    },
  };
}
