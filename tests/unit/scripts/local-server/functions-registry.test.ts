import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadedFunction, RouteTable } from '#scripts/local-server/functions-registry.ts';

// The module under test is imported after the process's fetch is noted (see the fetch test).
const processFetch = globalThis.fetch;
const { buildRouteTable, loadFunctions, matchFunction } = await import('#scripts/local-server/functions-registry.ts');

let dir: string;
let functions: LoadedFunction[];
let table: RouteTable;
const lines: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'functions-'));
  mkdirSync(join(dir, '_shared'));
  const fn = (config: string) => `export default () => new Response('ok');\nexport const config = ${config};\n`;
  writeFileSync(join(dir, 'faqs.ts'), fn(`{ path: '/api/faqs', method: ['GET'] }`));
  writeFileSync(join(dir, 'catch-all.mjs'), fn(`{ path: '/api/*', excludedPath: '/api/private/*' }`));
  writeFileSync(join(dir, 'posts.mts'), fn(`{ path: ['/api/csr-posts/:id', '/api/posts/:id'] }`));
  writeFileSync(join(dir, 'plain.js'), `export default () => new Response('plain');\n`);
  writeFileSync(join(dir, 'nightly.ts'), fn(`{ schedule: '@daily' }`));
  writeFileSync(join(dir, 'broken.ts'), `export const config = { path: '/x' };\n`);
  writeFileSync(join(dir, '_shared/db.ts'), `throw new Error('never imported');\n`);
  functions = await loadFunctions(dir, (line) => lines.push(line));
  table = buildRouteTable(functions);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadFunctions (as Netlify lists them for a deploy)', () => {
  it('imports the top-level functions, reports one without a handler, keeps schedules', () => {
    expect(functions.map((f) => f.name).sort()).toEqual(['catch-all', 'faqs', 'nightly', 'plain', 'posts']);
    expect(lines).toEqual([expect.stringMatching(/broken skipped/)]);
    expect(functions.find((f) => f.name === 'nightly')).toMatchObject({ schedule: '@daily', routes: [] });
  });

  it("leaves the process's fetch alone (the bundler replaces it with Netlify's runtime instrumentation)", () => {
    expect(globalThis.fetch).toBe(processFetch);
  });
});

describe('matchFunction', () => {
  it('prefers literal, then placeholder routes over a wildcard route of another function', () => {
    expect(matchFunction(table, '/api/faqs', 'GET')?.fn.name).toBe('faqs');
    expect(matchFunction(table, '/api/csr-posts/1', 'GET')?.fn.name).toBe('posts');
  });

  it('matches as Netlify does: without the trailing slash and whatever the case', () => {
    expect(matchFunction(table, '/api/faqs/', 'GET')?.fn.name).toBe('faqs');
    expect(matchFunction(table, '/API/Faqs', 'GET')?.fn.name).toBe('faqs');
    expect(matchFunction(table, '/api/csr-posts/1/', 'GET')).toMatchObject({ fn: { name: 'posts' }, params: { id: '1' } });
  });

  it('honours the method list by falling through', () => {
    expect(matchFunction(table, '/api/faqs', 'POST')?.fn.name).toBe('catch-all');
  });

  it('extracts named params from any of several paths, keeping their case', () => {
    expect(matchFunction(table, '/api/csr-posts/42', 'GET')).toMatchObject({ fn: { name: 'posts' }, params: { id: '42' } });
    expect(matchFunction(table, '/api/posts/AbC', 'DELETE')?.params).toEqual({ id: 'AbC' });
  });

  it('honours excludedPath', () => {
    expect(matchFunction(table, '/api/private/x', 'GET')).toBeUndefined();
    expect(matchFunction(table, '/api/other', 'GET')?.fn.name).toBe('catch-all');
  });

  it('serves a function without a path at /.netlify/functions/<name> only, and a scheduled one nowhere', () => {
    expect(matchFunction(table, '/.netlify/functions/plain', 'GET')?.fn.name).toBe('plain');
    expect(matchFunction(table, '/.netlify/functions/faqs', 'GET')).toBeUndefined();
    expect(matchFunction(table, '/.netlify/functions/nightly', 'POST')).toBeUndefined();
  });

  it('does not match neighbours of a route', () => {
    expect(matchFunction(table, '/apix', 'GET')).toBeUndefined();
    expect(matchFunction(table, '/', 'GET')).toBeUndefined();
  });
});

describe('scheduled functions in the registry', () => {
  let scheduledDir: string;
  let loaded: LoadedFunction[];

  beforeAll(async () => {
    scheduledDir = mkdtempSync(join(tmpdir(), 'scheduled-functions-'));
    writeFileSync(join(scheduledDir, 'purge.ts'), `export default () => new Response(null);\nexport const config = { schedule: '@daily' };\n`);
    writeFileSync(join(scheduledDir, 'plain.ts'), `export default () => new Response('plain');\n`);
    loaded = await loadFunctions(scheduledDir, () => {});
  });
  afterAll(() => rmSync(scheduledDir, { recursive: true, force: true }));

  it('keep their schedule and have no route at all, like on Netlify (not even /.netlify/functions/<name>)', () => {
    const purge = loaded.find((fn) => fn.name === 'purge')!;
    expect(purge.schedule).toBe('@daily');
    expect(purge.routes).toEqual([]);
    const routes = buildRouteTable(loaded);
    for (const method of ['GET', 'POST']) expect(matchFunction(routes, '/.netlify/functions/purge', method)).toBeUndefined();
    expect(matchFunction(routes, '/.netlify/functions/plain', 'GET')?.fn.name).toBe('plain');
    expect(loaded.find((fn) => fn.name === 'plain')!.schedule).toBeUndefined();
  });
});
