import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { withCheckoutLock } from './checkout-lock.ts';
import { PROJECT_ROOT } from './paths.ts';
export const ASTRO_BIN = join(PROJECT_ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs');

/** What started a build: the first build at start, or a request through the build hook. */
export type BuildTrigger = 'startup' | 'hook';
export type RecordedOutcome = { ok: true } | { ok: false; error: string };

/**
 * Where the builder records its builds (site_builds: scripts/site-build-records.ts), under a
 * reference naming the build. A failure to record is logged and never fails a build.
 */
export interface BuildRecorder {
  started(ref: string, trigger: BuildTrigger): Promise<void>;
  finished(ref: string, outcome: RecordedOutcome): Promise<void>;
}

const NO_RECORDER: BuildRecorder = { started: async () => {}, finished: async () => {} };

export interface SiteBuilderOptions {
  /** Each build goes into its own directory below this one. */
  buildsDir: string;
  /** Extra environment for the build (DATABASE_URL above all: pages read content at build time). */
  env: Record<string, string>;
  /** Called with the new directory once a build has succeeded; the caller swaps it in. */
  onBuilt: (dir: string) => void;
  log: (line: string) => void;
  /** Quiet time after the last request before a rebuild starts, so a burst of edits builds once. */
  debounceMs?: number;
  /** The build itself; `astro build --outDir <dir>` in a child process by default. It ends early when the signal aborts. */
  build?: (outDir: string, signal: AbortSignal) => Promise<void>;
  /** Records each build's start and outcome; nothing is recorded without one. */
  recorder?: BuildRecorder;
}

/** The build's scheduling priority (Unix nice; 19 is the lowest): below the server, which runs at 0. */
export const BUILD_NICENESS = 10;

/** Held while this checkout builds (scripts/checkout-lock.ts says why). */
export const BUILD_LOCK = join(PROJECT_ROOT, '.astro', 'build.lock');

/**
 * The static build's steps, each a process of its own: `astro build`, then the site search's index
 * over what it wrote (scripts/search-index.ts). Apart, Astro's memory is given back before Pagefind
 * takes its own: together, in Astro's build-done hook, they peaked at about 2 GB at 7,800 pages.
 */
export function buildSteps(outDir: string): Array<{ label: string; args: string[] }> {
  return [
    { label: 'astro build', args: [ASTRO_BIN, 'build', '--outDir', outDir] },
    { label: 'search index', args: [join(PROJECT_ROOT, 'scripts', 'search-index.ts'), outDir] },
  ];
}

/** Runs the build's steps in child processes, so a failed or leaky build never touches the server. */
export function astroBuild(env: Record<string, string>): (outDir: string, signal?: AbortSignal) => Promise<void> {
  return (outDir, signal) =>
    withCheckoutLock(
      BUILD_LOCK,
      async () => {
        for (const step of buildSteps(outDir)) {
          await runToExit(process.execPath, step.args, {
            label: step.label,
            env: { ...process.env, ...env, ASTRO_TELEMETRY_DISABLED: '1' },
            signal,
            // A rebuild is background work: the server's answers to visitors and staff come first.
            niceness: BUILD_NICENESS,
          });
        }
      },
      signal,
    );
}

/**
 * Runs a command and settles once its process has exited: resolves on exit code 0, rejects with the
 * tail of its output otherwise. An abort stops it with SIGTERM, and the promise still waits for the exit.
 */
export function runToExit(
  command: string,
  args: string[],
  options: { label: string; env: NodeJS.ProcessEnv; signal?: AbortSignal | undefined; niceness?: number },
): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { cwd: PROJECT_ROOT, env: options.env, stdio: ['ignore', 'pipe', 'pipe'], signal: options.signal });
    // Set at once, before the child starts its own workers, which inherit it. Where the system
    // refuses (some containers), the build runs at the server's priority as before.
    if (options.niceness !== undefined && child.pid !== undefined) {
      try {
        setPriority(child.pid, options.niceness);
      } catch {
        // not permitted here: no lower priority, nothing else changes
      }
    }
    const output: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    // An abort emits 'error' at once, while the child may still be writing: settle only once it has
    // exited, so whoever removes its output next does not race it (ENOTEMPTY).
    child.on('error', (error) => {
      if (child.pid === undefined) reject(error);
    });
    child.on('close', (code, killedBy) =>
      code === 0
        ? resolveRun()
        : reject(new Error(`${options.label} ${killedBy ? `was stopped (${killedBy})` : `exited with ${code}`}:\n${output.join('').slice(-4000)}`)),
    );
  });
}

/**
 * The rebuild entry point: debounced, one build at a time (a request during a build schedules
 * exactly one more), each build into a fresh directory that is swapped in whole only on success.
 */
export class SiteBuilder {
  readonly #options: Required<SiteBuilderOptions>;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #current: string | undefined;
  #building: string | undefined;
  #stopped = false;
  readonly #abort = new AbortController();
  readonly #pruneTimers = new Set<NodeJS.Timeout>();

  constructor(options: SiteBuilderOptions) {
    this.#options = { debounceMs: 1500, build: astroBuild(options.env), recorder: NO_RECORDER, ...options };
  }

  /** The directory being served, once a build has succeeded. */
  get current(): string | undefined {
    return this.#current;
  }

  /** Builds now and waits for it (first start). */
  async buildNow(): Promise<string> {
    await this.idle();
    if (!(await this.#track('startup')) || !this.#current) throw new Error('The site build failed; see the log above.');
    return this.#current;
  }

  /** Asks for a rebuild (after an admin edit); returns at once. */
  request(): void {
    if (this.#stopped) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#run(), this.#options.debounceMs);
  }

  /** Waits for a scheduled or running build to finish (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#running || this.#again) await this.#running;
  }

  /**
   * Cancels a scheduled build, stops a running one and resolves once nothing writes below
   * `buildsDir` any more, so the caller may delete it. Later requests are ignored.
   */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#again = false;
    clearTimeout(this.#timer);
    for (const timer of this.#pruneTimers) clearTimeout(timer);
    this.#abort.abort();
    await this.#running;
  }

  async #run(): Promise<void> {
    if (this.#stopped) return;
    if (this.#running) {
      // Not lost: the request waits (recorded as requested) and one more build follows this one.
      if (!this.#again) this.#options.log('A rebuild was asked for during a build: one more build follows it.');
      this.#again = true;
      return;
    }
    await this.#track('hook');
    if (this.#again) {
      this.#again = false;
      await this.#run();
    }
  }

  /** Starts one build as the running one, which idle() and stop() wait for; resolves to its success, never rejects. */
  #track(trigger: BuildTrigger): Promise<boolean> {
    const built = this.#runOnce(trigger).catch((error: unknown) => {
      this.#options.log(`Build failed; still serving the previous build. ${(error as Error).message}`);
      return false;
    });
    // Resolves only once #running is cleared, so a caller may start the next build at once.
    const tracked = built.finally(() => (this.#running = undefined));
    this.#running = tracked.then(() => undefined);
    return tracked;
  }

  async #runOnce(trigger: BuildTrigger): Promise<boolean> {
    const { buildsDir, build, onBuilt, log } = this.#options;
    const dir = join(buildsDir, `site-${Date.now()}`);
    const ref = `local:${basename(dir)}`;
    await mkdir(buildsDir, { recursive: true });
    const started = performance.now();
    this.#building = dir;
    await this.#record('start', () => this.#options.recorder.started(ref, trigger));
    try {
      if (this.#stopped) throw new Error('The builder was stopped.');
      await build(dir, this.#abort.signal);
    } catch (error) {
      if (!this.#stopped) log(`Build failed; still serving the previous build. ${(error as Error).message}`);
      await rm(dir, { recursive: true, force: true });
      const reason = this.#stopped ? 'The local server stopped during the build.' : (error as Error).message;
      await this.#record('failure', () => this.#options.recorder.finished(ref, { ok: false, error: reason }));
      return false;
    } finally {
      this.#building = undefined;
    }
    const previous = this.#current;
    this.#current = dir;
    onBuilt(dir);
    log(`Built the site in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    await this.#record('success', () => this.#options.recorder.finished(ref, { ok: true }));
    // Older builds go after a grace period, so responses already streaming from them finish.
    const timer = setTimeout(() => {
      this.#pruneTimers.delete(timer);
      void this.#prune();
    }, previous === undefined ? 0 : 30_000).unref();
    this.#pruneTimers.add(timer);
    return true;
  }

  async #record(what: string, write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (error) {
      this.#options.log(`Could not record the build's ${what}: ${(error as Error).message}`);
    }
  }

  /** Removes every build but the one served and the one being written. */
  async #prune(): Promise<void> {
    const { buildsDir } = this.#options;
    for (const name of await readdir(buildsDir).catch(() => [])) {
      const dir = join(buildsDir, name);
      if (dir !== this.#current && dir !== this.#building) await rm(dir, { recursive: true, force: true });
    }
  }
}
