/**
 * The site search counts a query once it settles (searchReport.ts): the last of a quick run of
 * searches, or what was shown when the visitor leaves; the same words twice in a row once.
 */
import { describe, expect, it } from 'vitest';
import { SETTLE_MS, searchReporter, type Timers } from '#components/features/search/searchReport.ts';

/** Timers the test moves by hand: `elapse(ms)` runs what is due. */
function manualTimers() {
  let now = 0;
  let next = 0;
  const due = new Map<number, { at: number; callback: () => void }>();
  const timers: Timers = {
    set: (callback, ms) => (due.set(++next, { at: now + ms, callback }), next),
    clear: (handle) => void due.delete(handle as number),
  };
  const elapse = (ms: number) => {
    now += ms;
    for (const [handle, timer] of [...due]) if (timer.at <= now) (due.delete(handle), timer.callback());
  };
  return { timers, elapse };
}

function setUp() {
  const sent: [string, number][] = [];
  const { timers, elapse } = manualTimers();
  const reporter = searchReporter((term, results) => sent.push([term, results]), timers);
  return { sent, reporter, elapse };
}

describe('site search counting', () => {
  it('counts a query once its results have stood for a while, not each search on the way', () => {
    const { sent, reporter, elapse } = setUp();
    reporter.started();
    reporter.settled('vi', 9);
    elapse(SETTLE_MS - 1);
    reporter.started();
    reporter.settled('visa', 4);
    elapse(SETTLE_MS - 1);
    expect(sent).toEqual([]);
    elapse(1);
    expect(sent).toEqual([['visa', 4]]);
  });

  it('waits for a search under way before counting the one shown', () => {
    const { sent, reporter, elapse } = setUp();
    reporter.settled('visa', 4);
    elapse(SETTLE_MS - 1);
    reporter.started();
    elapse(SETTLE_MS * 2);
    expect(sent).toEqual([]);
    reporter.settled('kitas', 0);
    elapse(SETTLE_MS);
    expect(sent).toEqual([['kitas', 0]]);
  });

  it('counts what is shown when the visitor leaves, once', () => {
    const { sent, reporter, elapse } = setUp();
    reporter.settled('  법인   설립 ', 2);
    reporter.flush();
    reporter.flush();
    elapse(SETTLE_MS);
    expect(sent).toEqual([['법인 설립', 2]]);
  });

  it('counts the same words searched again in a row once, an empty query never, and keeps a term within 100 characters', () => {
    const { sent, reporter, elapse } = setUp();
    reporter.settled('Visa', 4);
    elapse(SETTLE_MS);
    reporter.settled('visa', 4);
    elapse(SETTLE_MS);
    reporter.settled('   ', 0);
    elapse(SETTLE_MS);
    reporter.settled('x'.repeat(150), 0);
    elapse(SETTLE_MS);
    expect(sent).toEqual([['Visa', 4], ['x'.repeat(100), 0]]);
  });
});
