import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getContext } from '@netlify/functions';
import { installNetlifyGlobal } from '#scripts/local-server/netlify-runtime-globals.ts';
import { FunctionScheduler, type ScheduledFunction } from '#scripts/local-server/scheduler.ts';

interface Call {
  at: string;
  method: string;
  url: string;
  body: unknown;
  userAgent: string | null;
  event: string | null;
  requestId: string | undefined;
}

let lines: string[];
const START = new Date('2026-11-24T10:03:30.000Z');

beforeAll(() => installNetlifyGlobal());
beforeEach(() => {
  vi.useFakeTimers({ now: START });
  lines = [];
});
afterEach(() => {
  vi.useRealTimers();
});

function recorder(calls: Call[], work: () => Promise<void> = async () => {}): ScheduledFunction['handler'] {
  return async (req: Request) => {
    calls.push({
      at: new Date().toISOString(),
      method: req.method,
      url: req.url,
      body: await req.json(),
      userAgent: req.headers.get('user-agent'),
      event: req.headers.get('x-nf-event'),
      requestId: getContext()?.requestId,
    });
    await work();
    return new Response(null, { status: 204 });
  };
}

function scheduler(functions: ScheduledFunction[]) {
  return new FunctionScheduler({ functions, siteUrl: 'http://localhost:8888', log: (line) => lines.push(line) });
}

describe('FunctionScheduler', () => {
  it('invokes a function on each slot of its schedule as Netlify does: POST { next_run }, Netlify Clockwork, X-NF-Event, a context', async () => {
    const calls: Call[] = [];
    const jobs = scheduler([{ name: 'tick', schedule: '*/5 * * * *', handler: recorder(calls) }]);
    jobs.start();
    await vi.advanceTimersByTimeAsync(60_000); // 10:04:30: nothing due yet
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(30_000); // 10:05:00
    await vi.advanceTimersByTimeAsync(5 * 60_000); // 10:10:00
    expect(calls).toEqual([
      { at: '2026-11-24T10:05:00.000Z', method: 'POST', url: 'http://localhost:8888/.netlify/functions/tick', body: { next_run: '2026-11-24T10:10:00.000Z' }, userAgent: 'Netlify Clockwork', event: 'schedule', requestId: expect.any(String) },
      { at: '2026-11-24T10:10:00.000Z', method: 'POST', url: 'http://localhost:8888/.netlify/functions/tick', body: { next_run: '2026-11-24T10:15:00.000Z' }, userAgent: 'Netlify Clockwork', event: 'schedule', requestId: expect.any(String) },
    ]);
    await jobs.stop();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(calls).toHaveLength(2); // nothing after stop()
    expect(lines).toEqual([]);
  });

  it('waits out a far schedule (@yearly) in bounded steps and still runs on the slot', async () => {
    const calls: Call[] = [];
    const jobs = scheduler([{ name: 'yearly', schedule: '@yearly', handler: recorder(calls) }]);
    jobs.start();
    await vi.advanceTimersByTimeAsync(new Date('2027-01-01T00:00:00.000Z').getTime() - START.getTime() - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.at)).toEqual(['2027-01-01T00:00:00.000Z']);
    await jobs.stop();
  });

  it('runs one run at a time: a run longer than the interval skips the slots it overran, logged', async () => {
    const calls: Call[] = [];
    let running = 0;
    let most = 0;
    const slow = recorder(calls, async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 150_000)); // 2.5 minutes
      running -= 1;
    });
    const jobs = scheduler([{ name: 'slow', schedule: '* * * * *', handler: slow }]);
    jobs.start();
    await vi.advanceTimersByTimeAsync(30_000 + 6 * 60_000); // 10:04:00 .. 10:10:00
    expect(most).toBe(1);
    // 10:04 runs to 10:06:30 (10:05 and 10:06 skipped), 10:07 runs to 10:09:30, then 10:10.
    expect(calls.map((c) => c.at)).toEqual(['2026-11-24T10:04:00.000Z', '2026-11-24T10:07:00.000Z', '2026-11-24T10:10:00.000Z']);
    expect(lines.filter((l) => l.includes('ran past its next slot'))).toHaveLength(2);
    const stopped = jobs.stop();
    await vi.advanceTimersByTimeAsync(150_000);
    await stopped;
  });

  it('logs a function that throws, answers an error status or returns no Response, and keeps its schedule', async () => {
    let round = 0;
    const jobs = scheduler([
      {
        name: 'flaky',
        schedule: '* * * * *',
        handler: async () => {
          round += 1;
          if (round === 1) throw new Error('database unreachable');
          if (round === 2) return new Response('no', { status: 500 });
          if (round === 3) return 'done';
          return new Response(null, { status: 204 });
        },
      },
    ]);
    jobs.start();
    await vi.advanceTimersByTimeAsync(30_000 + 3 * 60_000); // 10:04 .. 10:07
    expect(round).toBe(4);
    expect(lines).toEqual([
      'scheduled function flaky failed: database unreachable',
      'scheduled function flaky answered 500',
      'scheduled function flaky returned string instead of a Response',
    ]);
    await jobs.stop();
  });

  it('waits for the work a run hands to waitUntil before the run counts as ended', async () => {
    let finished = false;
    const jobs = scheduler([
      {
        name: 'later',
        schedule: '* * * * *',
        handler: (_req, context) => {
          context.waitUntil(new Promise((resolve) => setTimeout(() => resolve((finished = true)), 10_000)));
          return new Response(null, { status: 204 });
        },
      },
    ]);
    jobs.start();
    await vi.advanceTimersByTimeAsync(30_000);
    const stopped = jobs.stop();
    let done = false;
    void stopped.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(5_000);
    await stopped;
    expect(finished).toBe(true);
  });

  it('stop() resolves only once a running job has ended, and aborts its request signal', async () => {
    let aborted = false;
    let ended = false;
    const jobs = scheduler([
      {
        name: 'long',
        schedule: '* * * * *',
        handler: async (req: Request) => {
          req.signal.addEventListener('abort', () => (aborted = true));
          await new Promise((resolve) => setTimeout(resolve, 20_000));
          ended = true;
          return new Response(null, { status: 204 });
        },
      },
    ]);
    jobs.start();
    await vi.advanceTimersByTimeAsync(30_000); // the run has started
    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(10_000);
    expect([aborted, stopped, ended]).toEqual([true, false, false]);
    await vi.advanceTimersByTimeAsync(10_000);
    await stopping;
    expect([stopped, ended]).toEqual([true, true]);
  });

  it('skips a function with an invalid schedule (logged) and names the others in one line', () => {
    const handler = async () => new Response(null);
    const jobs = scheduler([
      { name: 'inquiry-retention', schedule: '@daily', handler },
      { name: 'broken', schedule: '@annually', handler },
      { name: 'build-retries', schedule: '*/5 * * * *', handler },
    ]);
    expect(jobs.summary).toBe('Scheduled functions (UTC): inquiry-retention @daily, build-retries */5 * * * *');
    expect(lines).toEqual([expect.stringMatching(/^scheduled function broken skipped: invalid schedule "@annually"/)]);
    expect(scheduler([]).summary).toBe('Scheduled functions: none');
  });
});
