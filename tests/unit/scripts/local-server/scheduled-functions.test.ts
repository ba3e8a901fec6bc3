import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRouteTable, loadFunctions, matchFunction, type LoadedFunction } from '#scripts/local-server/functions-registry.ts';

let dir: string;
let functions: LoadedFunction[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'scheduled-functions-'));
  writeFileSync(join(dir, 'purge.ts'), `export default () => new Response(null);\nexport const config = { schedule: '@daily' };\n`);
  writeFileSync(join(dir, 'plain.ts'), `export default () => new Response('plain');\n`);
  functions = await loadFunctions(dir, () => {});
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('scheduled functions in the registry', () => {
  it('keep their schedule and have no route at all, like on Netlify (not even /.netlify/functions/<name>)', () => {
    const purge = functions.find((fn) => fn.name === 'purge')!;
    expect(purge.schedule).toBe('@daily');
    expect(purge.routes).toEqual([]);
    const table = buildRouteTable(functions);
    for (const method of ['GET', 'POST']) expect(matchFunction(table, '/.netlify/functions/purge', method)).toBeUndefined();
    expect(matchFunction(table, '/.netlify/functions/plain', 'GET')?.fn.name).toBe('plain');
    expect(functions.find((fn) => fn.name === 'plain')!.schedule).toBeUndefined();
  });
});
