/**
 * The built site as the signed previews see it: a local server answering each path with the HTML a
 * test gives for it (404 for any other), recording the paths asked for, with SITE_URL and
 * FORM_SIGNING_SECRET pointing the preview functions at it for the file's tests (restored after).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export interface BuiltPage {
  html: string;
  headers?: Record<string, string>;
}

export function useStandInSite(secret: string, pageAt: (path: string) => BuiltPage | undefined): { asked: string[]; origin: () => string } {
  let site: Server;
  let origin = '';
  const asked: string[] = [];
  const previous = { secret: process.env.FORM_SIGNING_SECRET, site: process.env.SITE_URL };
  beforeAll(async () => {
    site = createServer((req, res) => {
      asked.push(req.url ?? '');
      const page = pageAt(req.url ?? '');
      if (!page) return void res.writeHead(404).end('not found');
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...page.headers }).end(page.html);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    process.env.FORM_SIGNING_SECRET = secret;
    process.env.SITE_URL = origin;
  });
  afterAll(async () => {
    for (const [name, value] of [['FORM_SIGNING_SECRET', previous.secret], ['SITE_URL', previous.site]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await new Promise((resolve) => site.close(resolve));
  });
  beforeEach(() => {
    asked.length = 0;
  });
  return { asked, origin: () => origin };
}
