/**
 * A stand-in for the build hook: a local HTTP server counting the POSTs it receives, which
 * `BUILD_HOOK_URL` points at during the admin content tests.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HookServer {
  url: string;
  /** POSTs received so far. */
  readonly calls: number;
  reset(): void;
  close(): Promise<void>;
}

export async function startHookServer(): Promise<HookServer> {
  let calls = 0;
  const server: Server = createServer((req, res) => {
    if (req.method === 'POST') calls += 1;
    req.resume();
    req.on('end', () => {
      res.statusCode = 200;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/build_hooks/test`,
    get calls() {
      return calls;
    },
    reset() {
      calls = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
