/**
 * Every HTTP method Node's parser knows (TRACE, OPTIONS, PROPFIND, M-SEARCH...) plus TRACK and CONNECT,
 * on every route of every function in functions/ (found by listing it, so a function added later is
 * covered), through the real local server on the run's database: never a 5xx, and a method a route
 * does not serve is 405 with the route's own Allow. TRACE, TRACK and CONNECT are among them on
 * purpose: the Fetch API refuses to build a Request with them, so no handler can answer them itself.
 */
import { METHODS, request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import { loadFunctions } from '#scripts/local-server/functions-registry.ts';
import { createLocalServer, type LocalServer } from '#scripts/local-server/index.ts';
import { truncateAll, useTestDatabase } from '../helpers/helpers.ts';
import { useAdminEnv } from '../helpers/admin-test-helpers.ts';
import { inquiryEnv } from '../helpers/inquiry-fixtures.ts';

const FUNCTIONS_DIR = join(import.meta.dirname, '../../../functions');
const NETLIFY_TOML = join(import.meta.dirname, '../../../netlify.toml');

interface FunctionRoute {
  name: string;
  path: string;
  /** Scheduled functions have no URL (as on Netlify): any method on their default address is not theirs. */
  scheduled: boolean;
}

/** Every route the local server serves, from its own registry (Netlify's list), so a function added later is covered. */
async function discoverRoutes(): Promise<FunctionRoute[]> {
  const functions = await loadFunctions(FUNCTIONS_DIR, () => {});
  return functions.flatMap((fn): FunctionRoute[] =>
    fn.schedule !== undefined
      ? [{ name: fn.name, path: `/.netlify/functions/${fn.name}`, scheduled: true }]
      : fn.routes.map((route) => ({ name: fn.name, path: route.pattern.replace(/:\w+\??/g, '1').replace(/\*$/, '1'), scheduled: false })),
  );
}

const routes = await discoverRoutes();
/** Everything Node's HTTP parser accepts, except CONNECT (its own event), and TRACK, which the parser refuses. */
const METHODS_TO_TRY = METHODS.filter((method) => method !== 'CONNECT');

let db: Db;
let root: string;
let server: LocalServer;
let port: number;
let restoreAdmin: () => void;
let restoreInquiry: () => void;
let deploySecret: string | undefined;
let inboundSecret: string | undefined;

interface Answer {
  status: number;
  allow: string | undefined;
}

function send(method: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers: { 'content-length': '0', connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Bytes as they are, for what http.request will not send; the status of the one answer. */
function sendRaw(text: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const allow = /\r\nallow: ([^\r]*)/i.exec(received)?.[1];
      resolve({ status: Number(received.split(' ')[1]), allow });
    });
  });
}

const allowed = (allow: string | undefined) => new Set((allow ?? '').split(',').map((m) => m.trim()).filter(Boolean));

beforeAll(async () => {
  db = await useTestDatabase();
  restoreAdmin = useAdminEnv();
  restoreInquiry = inquiryEnv();
  delete process.env.BUILD_HOOK_URL;
  // Configured, so that the deploy notifications answer what they check (401 unsigned), not 503.
  deploySecret = process.env.DEPLOY_NOTIFICATION_SECRET;
  process.env.DEPLOY_NOTIFICATION_SECRET = 'request-methods-deploy-notification-secret-0123456789';
  // The inbound mail endpoint too (401 without the password, not 503).
  inboundSecret = process.env.INBOUND_MAIL_SECRET;
  process.env.INBOUND_MAIL_SECRET = 'request-methods-inbound-mail-secret-0123456789';
  await truncateAll(db);
  root = mkdtempSync(join(tmpdir(), 'request-methods-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>홈</title>');
  server = await createLocalServer({ siteDir: root, functionsDir: FUNCTIONS_DIR, netlifyTomlPath: NETLIFY_TOML, port: 0, log: () => {} });
  port = Number(new URL(await server.listen()).port);
});

afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
  restoreInquiry();
  restoreAdmin();
  if (deploySecret === undefined) delete process.env.DEPLOY_NOTIFICATION_SECRET;
  else process.env.DEPLOY_NOTIFICATION_SECRET = deploySecret;
  if (inboundSecret === undefined) delete process.env.INBOUND_MAIL_SECRET;
  else process.env.INBOUND_MAIL_SECRET = inboundSecret;
  await truncateAll(db);
  await db.destroy();
});

describe('every method on every function route, through the local server', () => {
  it('finds the public, admin and scheduled functions', () => {
    const paths = routes.map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(['/api/contact', '/api/contact/token', '/api/faqs', '/api/admin/notices/1', '/api/uploads/1']));
    expect(routes.some((route) => route.scheduled)).toBe(true);
  });

  it.each(routes.filter((route) => route.scheduled).map((route) => [route.path] as const))('%s: a scheduled function has no URL: no method reaches it, none is a 5xx', async (path) => {
    for (const method of [...METHODS_TO_TRY, 'TRACE']) {
      const answer = await send(method, path);
      expect(answer.status, `${method} ${path}`).toBeLessThan(500);
      expect([404, 405], `${method} ${path}`).toContain(answer.status);
    }
  });

  it.each(routes.filter((route) => !route.scheduled).map((route) => [route.path, route] as const))('%s: TRACE is 405 with Allow, every method answers below 500, and an unserved one 405 with the same Allow', async (_path, route) => {
    const trace = await send('TRACE', route.path);
    expect(trace.status).toBe(405);
    expect(trace.allow, 'TRACE names what the route serves').toBeTruthy();
    const allow = allowed(trace.allow);
    expect(allow.has('TRACE')).toBe(false);
    for (const method of METHODS_TO_TRY) {
      const answer = await send(method, route.path);
      expect(answer.status, `${method} ${route.path}`).toBeLessThan(500);
      if (allow.has(method)) {
        expect(answer.status, `${method} ${route.path} is served`).not.toBe(405);
      } else {
        expect(answer.status, `${method} ${route.path} is not served`).toBe(405);
        expect(allowed(answer.allow), `${method} ${route.path}`).toEqual(allow);
      }
    }
    expect((await sendRaw(`TRACK ${route.path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)).status).toBe(400);
    const tunnel = await sendRaw(`CONNECT ${route.path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(tunnel.status).toBe(405);
    expect(tunnel.allow).toBeTruthy();
  });
});
