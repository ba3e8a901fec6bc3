/**
 * The process the local server runs in: within the memory bound (the whole tree within 700 MB under
 * a mixed load) and no kinder than the functions' runtime. Three settings take effect only when a
 * process starts, so `scripts/start.ts` and `scripts/test.ts` (whose process serves the end-to-end
 * suite's site) re-execute themselves with them when they are missing: same pid, same standard streams
 * (process.execve). Whatever starts the server (npm start, the benchmark, npm test) gets them without knowing.
 * - MALLOC_ARENA_MAX=2: glibc gives every thread that allocates (the libuv pool compressing pages and
 *   hashing, V8's helper threads) an arena of its own and keeps what was freed in it. Measured with
 *   `npm run bench`: about 90 MB less at the soak's peak, the same throughput.
 * - --max-semi-space-size=16: on a machine with plenty of memory V8 grows the young generation to
 *   64 MB semi-spaces (128 MB) under load; 16 MB costs no measurable throughput.
 * - --no-experimental-require-module: the functions' runtime on Netlify cannot require() an ES module
 *   from CommonJS (netlify-cli sets the same switch, citing AWS Lambda), so the functions the server
 *   imports must not be able to either: a package that needs it fails here as it would deployed.
 * A setting the operator gave (in the environment, the command line or NODE_OPTIONS; `--x` and
 * `--no-x` name one setting) is kept. Where process.execve does not exist (Windows) the server runs as
 * it was started.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16', '--no-experimental-require-module'] as const;
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' } as const;

interface ProcessStart {
  execPath: string;
  execArgv: readonly string[];
  argv: readonly string[];
  env: NodeJS.ProcessEnv;
}

/** `--max_semi_space_size=8` and `--max-semi-space-size 8` name the same V8 flag; `--no-x` sets `--x`. */
const flagName = (arg: string) => arg.split('=')[0]!.replaceAll('_', '-').replace(/^--no-/, '--');

/** The arguments and environment to re-execute with, or undefined when every setting is in place. */
export function serverRelaunch(start: ProcessStart): { args: string[]; env: NodeJS.ProcessEnv } | undefined {
  const given = new Set([...start.execArgv, ...(start.env.NODE_OPTIONS ?? '').split(/\s+/)].map(flagName));
  const flags = SERVER_NODE_FLAGS.filter((flag) => !given.has(flagName(flag)));
  const env = Object.entries(SERVER_ENV).filter(([name]) => start.env[name] === undefined);
  if (flags.length === 0 && env.length === 0) return undefined;
  return {
    args: [start.execPath, ...start.execArgv, ...flags, ...start.argv.slice(1)],
    env: { ...start.env, ...Object.fromEntries(env) },
  };
}

/** Re-executes this process with the server's settings when they are missing; returns when nothing is to be done. */
export function runWithServerSettings(): void {
  if (typeof process.execve !== 'function') return;
  const relaunch = serverRelaunch(process);
  if (relaunch) process.execve(process.execPath, relaunch.args, relaunch.env);
}
