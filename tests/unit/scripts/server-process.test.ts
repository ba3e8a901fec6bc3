/** The settings the server re-executes itself with (scripts/server-process.ts: the memory bound). */
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS, serverRelaunch } from '#scripts/server-process.ts';

const start = (over: Partial<Parameters<typeof serverRelaunch>[0]> = {}) => ({
  execPath: '/usr/bin/node',
  execArgv: [],
  argv: ['/usr/bin/node', '/site/scripts/start.ts'],
  env: { PORT: '8888' },
  ...over,
});

describe('the server process settings', () => {
  it('re-executes the same script with the flags and the arena limit when both are missing', () => {
    expect(serverRelaunch(start({ execArgv: ['--enable-source-maps'] }))).toEqual({
      args: ['/usr/bin/node', '--enable-source-maps', ...SERVER_NODE_FLAGS, '/site/scripts/start.ts'],
      env: { PORT: '8888', ...SERVER_ENV },
    });
  });

  it('does nothing once they are in place, so the re-executed process runs on', () => {
    const first = serverRelaunch(start())!;
    expect(serverRelaunch(start({ execArgv: first.args.slice(1, -1), env: first.env }))).toBeUndefined();
  });

  it("keeps the operator's own values, wherever they were given", () => {
    const own = { PORT: '8888', MALLOC_ARENA_MAX: '4' };
    expect(serverRelaunch(start({ execArgv: ['--max_semi_space_size=32', '--experimental-require-module'], env: own }))).toBeUndefined();
    expect(serverRelaunch(start({ env: { ...own, NODE_OPTIONS: '--max-semi-space-size=8 --trace-gc --experimental-require-module' } }))).toBeUndefined();
    expect(serverRelaunch(start({ env: own }))?.args).toEqual(['/usr/bin/node', ...SERVER_NODE_FLAGS, '/site/scripts/start.ts']);
    expect(serverRelaunch(start({ execArgv: ['--max-semi-space-size=32'] }))?.env.MALLOC_ARENA_MAX).toBe('2');
  });

  it('caps the young generation at 16 MB semi-spaces and the arenas at two, and cannot require() an ES module, as the functions runtime', () => {
    expect(SERVER_NODE_FLAGS).toContain('--max-semi-space-size=16');
    expect(SERVER_NODE_FLAGS).toContain('--no-experimental-require-module');
    expect(SERVER_ENV.MALLOC_ARENA_MAX).toBe('2');
  });
});
