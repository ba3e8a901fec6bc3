/**
 * The local server's own routes (the local build hook): POST to the exact tokenised path answers 202
 * and runs the hook; a wrong token, another path under the prefix or another method does not.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalServer, type LocalServer } from '#scripts/local-server/index.ts';
import { SiteBuilder } from '#scripts/site-builder.ts';

const TOKEN = 'a'.repeat(32);
const HOOK = `/.netlify/local/build-hook/${TOKEN}`;
let server: LocalServer;
let base: string;
let builder: SiteBuilder;
const built: string[] = [];

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'internal-routes-'));
  const site = join(root, 'site');
  const functions = join(root, 'functions');
  mkdirSync(site);
  mkdirSync(functions);
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>홈</title>');
  writeFileSync(join(root, 'netlify.toml'), '');
  builder = new SiteBuilder({
    buildsDir: join(root, 'builds'),
    env: {},
    debounceMs: 10,
    log: () => {},
    onBuilt: (dir) => built.push(dir),
    build: async (dir) => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'index.html'), '<!doctype html><title>새 빌드</title>');
    },
  });
  server = await createLocalServer({
    siteDir: site,
    functionsDir: functions,
    netlifyTomlPath: join(root, 'netlify.toml'),
    port: 0,
    log: () => {},
    internalRoutes: [{ path: HOOK, onPost: () => builder.request() }],
  });
  base = await server.listen();
});
afterAll(async () => {
  await builder.stop();
  await server.close();
});

describe('internal routes of the local server', () => {
  it('answers 202 to a POST on the hook and rebuilds once', async () => {
    const response = await fetch(`${base}${HOOK}`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(202);
    expect(response.headers.get('cache-control')).toBe('no-store');
    await expect.poll(() => built.length, { timeout: 5_000 }).toBe(1);
    await builder.idle();
  });

  it('answers 404 to a wrong token or another internal path, and 405 to another method, without building', async () => {
    const before = built.length;
    for (const path of [`/.netlify/local/build-hook/${'b'.repeat(32)}`, '/.netlify/local/build-hook/', `${HOOK}x`, '/.netlify/local/', `/.netlify/local/build-hook/${TOKEN.slice(1)}`]) {
      expect((await fetch(`${base}${path}`, { method: 'POST' })).status, path).toBe(404);
    }
    const get = await fetch(`${base}${HOOK}`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    await builder.idle();
    expect(built.length).toBe(before);
  });

  it('leaves every other path to the site', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>');
  });
});
