/**
 * What the local server serves is what Netlify would deploy: the functions Netlify's own bundler
 * (@netlify/zip-it-and-ship-it) lists for `functions/`, each with a handler and the same routes, and
 * nothing in `functions/` that is not meant to be a function (a test file there would be deployed).
 */
import { join } from 'node:path';
import { listFunctions } from '@netlify/zip-it-and-ship-it';
import { describe, expect, it } from 'vitest';
import { loadFunctions } from '#scripts/local-server/functions-registry.ts';
import { PROJECT_ROOT } from '#scripts/paths.ts';

const functionsDir = join(PROJECT_ROOT, 'functions');
/**
 * Loading every function imports most of the server code for the first time, which on a machine busy
 * with a build can take past the default 5 s. Not a speed check.
 */
const LOADING_ALL = 60_000;

describe('the functions Netlify would deploy', () => {
  it('are exactly the ones the local server loads, each with a handler and the same routes', async () => {
    const deployed = await listFunctions(functionsDir, { parseISC: true });
    const problems: string[] = [];
    const served = await loadFunctions(functionsDir, (line) => problems.push(line));
    expect(problems).toEqual([]);
    expect(served.map((fn) => fn.name).sort()).toEqual(deployed.map((fn) => fn.name).sort());
    for (const fn of deployed) {
      const local = served.find((s) => s.name === fn.name);
      const expected = (fn.routes ?? []).map((route) => route.pattern);
      if (expected.length > 0 || fn.schedule) expect(local?.routes.map((route) => route.pattern), fn.name).toEqual(expected);
      expect(local?.schedule, fn.name).toBe(fn.schedule || undefined);
    }
  }, LOADING_ALL);

  it('include no test or spec file', async () => {
    const deployed = await listFunctions(functionsDir, { parseISC: true });
    expect(deployed.map((fn) => fn.name).filter((name) => /\.(test|spec)$/.test(name))).toEqual([]);
  }, LOADING_ALL);
});
