/**
 * The process the local server runs in, for issue 17's memory bound (the whole tree within 700 MB under
 * a mixed load). Two settings take effect only when a process starts, so `scripts/start.ts` re-executes
 * itself with them when they are missing: same pid, same standard streams (process.execve). Whatever
 * starts the server (npm start, the benchmark, the end-to-end suite) gets them without knowing.
 * - MALLOC_ARENA_MAX=2: glibc gives every thread that allocates (the libuv pool compressing pages and
 *   hashing, V8's helper threads) an arena of its own and keeps what was freed in it. Measured with
 *   `npm run bench`: about 90 MB less at the soak's peak, the same throughput.
 * - --max-semi-space-size=16: on a machine with plenty of memory V8 grows the young generation to
 *   64 MB semi-spaces (128 MB) under load; 16 MB costs no measurable throughput.
 * A setting the operator gave (in the environment, the command line or NODE_OPTIONS) is kept. Where
 * process.execve does not exist (Windows) the server runs as it was started.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'] as const;
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' } as const;

interface ProcessStart {
  execPath: string;
  execArgv: readonly string[];
  argv: readonly string[];
  env: NodeJS.ProcessEnv;
}

/** `--max_semi_space_size=8` and `--max-semi-space-size 8` name the same V8 flag. */
const flagName = (arg: string) => arg.split('=')[0]!.replaceAll('_', '-');

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
