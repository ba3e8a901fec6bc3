/**
 * Runs the scheduled functions (`config.schedule`) of the local server on their schedules, as
 * Netlify does in production: a POST to the function with the JSON body `{ "next_run": <ISO time> }`
 * (the run after this one), `User-Agent: Netlify Clockwork` and `X-NF-Event: schedule`, inside the
 * same `context` and `Netlify.context` as a request. Scheduled functions have no URL (as on
 * Netlify): the scheduler is the only way in.
 *
 * One run at a time per function: the next run is planned once the current one has ended, so a slow
 * run skips the slots it overran instead of piling up. A failure is logged and never reaches the
 * server. stop() waits for running jobs, so the caller may stop the database and remove its files.
 */
import { randomUUID } from 'node:crypto';
import { createFunctionContext } from './function-context.ts';
import type { FunctionHandler } from './functions-registry.ts';
import { runWithContext } from './netlify-runtime-globals.ts';
import { parseSchedule, type Schedule } from './schedule.ts';
import type { Logger } from './types.ts';

export interface ScheduledFunction {
  name: string;
  schedule: string;
  handler: FunctionHandler;
}

export interface SchedulerOptions {
  functions: readonly ScheduledFunction[];
  /** Origin of the requests the functions receive. */
  siteUrl: string;
  log: Logger;
  /** The clock, in ms since the epoch (tests start it just before a slot). */
  now?: () => number;
}

/** Timers wake at least this often, so a far slot (@yearly) or a clock change is re-planned. */
const MAX_WAIT_MS = 60 * 60_000;
export const CLOCKWORK_USER_AGENT = 'Netlify Clockwork';

interface Job {
  fn: ScheduledFunction;
  schedule: Schedule;
  timer: NodeJS.Timeout | undefined;
  running: Promise<void> | undefined;
  abort: AbortController | undefined;
}

export class FunctionScheduler {
  readonly #jobs: Job[] = [];
  readonly #options: SchedulerOptions;
  readonly #now: () => number;
  #stopped = false;
  #started = false;

  constructor(options: SchedulerOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    for (const fn of options.functions) {
      try {
        this.#jobs.push({ fn, schedule: parseSchedule(fn.schedule), timer: undefined, running: undefined, abort: undefined });
      } catch (error) {
        options.log(`scheduled function ${fn.name} skipped: ${(error as Error).message}`);
      }
    }
  }

  /** One line for the start-up log. */
  get summary(): string {
    if (this.#jobs.length === 0) return 'Scheduled functions: none';
    return `Scheduled functions (UTC): ${this.#jobs.map((job) => `${job.fn.name} ${job.schedule.expression}`).join(', ')}`;
  }

  start(): void {
    if (this.#started || this.#stopped) return;
    this.#started = true;
    for (const job of this.#jobs) this.#plan(job);
  }

  /** No run starts after this; resolves once the running ones have ended. */
  async stop(): Promise<void> {
    this.#stopped = true;
    for (const job of this.#jobs) {
      clearTimeout(job.timer);
      job.abort?.abort();
    }
    await Promise.all(this.#jobs.map((job) => job.running));
  }

  #plan(job: Job): void {
    if (this.#stopped) return;
    const now = this.#now();
    const slot = job.schedule.next(new Date(now)).getTime();
    job.timer = setTimeout(() => {
      job.timer = undefined;
      if (this.#stopped) return;
      // Woken early (long waits are cut into hours): plan again from the clock's time.
      if (this.#now() < slot) return this.#plan(job);
      job.running = this.#run(job, slot).finally(() => {
        job.running = undefined;
        this.#plan(job);
      });
    }, Math.min(Math.max(0, slot - now), MAX_WAIT_MS));
    job.timer.unref();
  }

  async #run(job: Job, slot: number): Promise<void> {
    const { name, handler } = job.fn;
    const { siteUrl, log } = this.#options;
    const nextRun = job.schedule.next(new Date(slot));
    job.abort = new AbortController();
    const requestId = randomUUID();
    const request = new Request(new URL(`/.netlify/functions/${name}`, siteUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': CLOCKWORK_USER_AGENT, 'x-nf-event': 'schedule', 'x-nf-request-id': requestId },
      body: JSON.stringify({ next_run: nextRun.toISOString() }),
      signal: job.abort.signal,
    });
    const pending: Promise<unknown>[] = [];
    const { context } = createFunctionContext({
      request, functionName: name, ip: '127.0.0.1', params: {}, requestId, siteUrl, waitUntil: (promise) => void pending.push(promise),
    });
    try {
      const response: unknown = await runWithContext(context, () => handler(request, context));
      if (!(response instanceof Response)) log(`scheduled function ${name} returned ${typeof response} instead of a Response`);
      else {
        await response.body?.cancel();
        if (response.status >= 400) log(`scheduled function ${name} answered ${response.status}`);
      }
    } catch (error) {
      log(`scheduled function ${name} failed: ${(error as Error)?.message ?? String(error)}`);
    }
    for (const result of await Promise.allSettled(pending)) {
      if (result.status === 'rejected') log(`scheduled function ${name}: waitUntil work failed: ${(result.reason as Error)?.message ?? String(result.reason)}`);
    }
    if (!this.#stopped && this.#now() >= nextRun.getTime()) log(`scheduled function ${name} ran past its next slot (${nextRun.toISOString()}): that run is skipped, one run at a time`);
  }
}
