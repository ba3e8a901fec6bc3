/**
 * The beacons one process receives at the same time are counted together: a burst is written in a
 * few statements (counted here at the driver, pg's Client.query: every round trip to the database),
 * one at a time, with the figures as exact as one statement per beacon would give.
 */
import type { Context } from '@netlify/functions';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '#db/client.ts';
import { rangeFigures } from '#db/repositories/visitor-analytics.ts';
import hit from '#functions/hit.ts';
import { recordHit } from '#functions/_shared/analytics/hits.ts';
import { calendarDay } from '#domain/firm-time.ts';
import type { HitInput } from '#domain/analytics/hit.ts';
import { useTestDatabase } from '../helpers/helpers.ts';
import { fakeContext } from '../helpers/inquiry-fixtures.ts';

const ANALYTICS_TABLES = ['visitor_salts', 'visitor_marks', 'visit_days', 'visit_searches', 'visit_not_found', 'visit_funnel'] as const;

let db: Db;
beforeAll(async () => {
  db = await useTestDatabase();
});
afterAll(async () => {
  await db.destroy();
});
beforeEach(async () => {
  for (const table of ANALYTICS_TABLES) await db.deleteFrom(table).execute();
});

const browser = (n: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/12${n}.0 Safari/537.36`;

/** A beacon as sendBeacon posts it; resolves once the work after the answer is done. */
async function beacon(body: HitInput, visitor: number): Promise<number> {
  const req = new Request('http://localhost/api/hit', {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin', 'User-Agent': browser(visitor) },
    body: JSON.stringify(body),
  });
  const context = fakeContext(`198.51.100.${visitor + 1}`);
  const response = await hit(req, context as unknown as Context);
  await context.settle();
  return response.status;
}

/**
 * Every query this process sends to the database, and the most that were in flight at once, while
 * `work` runs (the pools of Kysely's pg dialect send each one through a pg Client).
 */
async function roundTrips(work: () => Promise<unknown>): Promise<{ queries: number; mostAtOnce: number }> {
  const query = pg.Client.prototype.query;
  let queries = 0;
  let inFlight = 0;
  let mostAtOnce = 0;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    queries++;
    inFlight++;
    mostAtOnce = Math.max(mostAtOnce, inFlight);
    const result = (query as (...a: unknown[]) => unknown).apply(this, args);
    const done = () => void inFlight--;
    if (result instanceof Promise) result.then(done, done);
    else done();
    return result as ReturnType<typeof query>;
  } as typeof query);
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return { queries, mostAtOnce };
}

const prefix = (locale: string) => (locale === 'ko' ? '' : `/${locale}`);
const localeOf = (visitor: number) => (visitor < 10 ? 'ko' : visitor < 15 ? 'en' : 'ja');

/** Ten beacons of one visitor: the home page three times, services twice, contact twice, the form started twice, one search. */
function visitOf(visitor: number): HitInput[] {
  const locale = localeOf(visitor);
  const view = (path: string): HitInput => ({ type: 'pageview', path: `${prefix(locale)}${path}`, locale, screen: visitor % 2 ? 'mobile' : 'desktop' });
  const home = view('/');
  return [
    home, view('/services/'), home, view('/contact/'), { type: 'form_start', path: `${prefix(locale)}/contact/`, locale },
    home, view('/services/'), view('/contact/'), { type: 'form_start', path: `${prefix(locale)}/contact/`, locale },
    { type: 'search', path: `${prefix(locale)}/search/`, locale, term: 'visa', results: visitor % 2 ? 3 : 0 },
  ];
}

describe('POST /api/hit in bursts', () => {
  it('counts 200 beacons of 20 visitors sent at once exactly, in a few round trips instead of one or more per beacon', async () => {
    const today = calendarDay(new Date());
    // The first beacon of the process checks the schema and makes the day's salt: not part of the burst.
    expect(await beacon({ type: 'notfound', path: '/warm-up/', locale: 'ko' }, 99)).toBe(204);

    // The visitors' beacons interleaved, as a burst from many pages at once arrives.
    const burst = Array.from({ length: 10 }, (_, round) => Array.from({ length: 20 }, (_, visitor) => [visitOf(visitor)[round]!, visitor] as const)).flat();
    let statuses: number[] = [];
    const trips = await roundTrips(async () => (statuses = await Promise.all(burst.map(([body, visitor]) => beacon(body, visitor)))));
    expect(statuses).toEqual(Array(200).fill(204));
    // One statement per batch; a beacon written on its own would take 200 at least.
    expect(trips.queries).toBeGreaterThan(0);
    expect(trips.queries).toBeLessThanOrEqual(10);
    expect(trips.mostAtOnce).toBe(1);

    const figures = await rangeFigures(db, today, today);
    expect(figures.totals).toEqual({ visitors: 20, pageviews: 140 });
    const pages = Object.fromEntries(figures.pages.map((page) => [page.path, [page.pageviews, page.visitors]]));
    expect(pages).toEqual({
      '/': [30, 10], '/services/': [20, 10], '/contact/': [20, 10],
      '/en/': [15, 5], '/en/services/': [10, 5], '/en/contact/': [10, 5],
      '/ja/': [15, 5], '/ja/services/': [10, 5], '/ja/contact/': [10, 5],
    });
    // Every visitor's first beacon was a home page view: the entry page of all twenty.
    expect(figures.entryPages).toEqual([{ path: '/', visitors: 10 }, { path: '/en/', visitors: 5 }, { path: '/ja/', visitors: 5 }]);
    expect(figures.locales).toEqual([{ locale: 'ko', visitors: 10, pageviews: 70 }, { locale: 'en', visitors: 5, pageviews: 35 }, { locale: 'ja', visitors: 5, pageviews: 35 }]);
    expect(figures.devices).toEqual([{ device: 'desktop', visitors: 10, pageviews: 70 }, { device: 'mobile', visitors: 10, pageviews: 70 }]);
    const funnel = Object.fromEntries(figures.funnel.map((row) => [`${row.step} ${row.locale}`, row.visitors]));
    expect(funnel).toEqual({ 'contact_view ko': 10, 'contact_view en': 5, 'contact_view ja': 5, 'form_start ko': 10, 'form_start en': 5, 'form_start ja': 5 });
    expect([...figures.searches].sort((a, b) => a.locale.localeCompare(b.locale))).toEqual([
      { term: 'visa', locale: 'en', count: 5, empty: 3 }, { term: 'visa', locale: 'ja', count: 5, empty: 2 }, { term: 'visa', locale: 'ko', count: 10, empty: 5 },
    ]);
    expect(figures.notFound).toEqual([{ path: '/warm-up/', referrer: '', count: 1 }]);

    // The same visitors later the same day are not new, whichever batch carries them.
    await Promise.all(Array.from({ length: 20 }, (_, visitor) => beacon(visitOf(visitor)[0]!, visitor)));
    expect((await rangeFigures(db, today, today)).totals).toEqual({ visitors: 20, pageviews: 160 });
  });

  it('writes a larger burst in batches one after another, never two at once, losing no beacon', async () => {
    const today = calendarDay(new Date());
    expect(await beacon({ type: 'notfound', path: '/warm-up/', locale: 'ko' }, 99)).toBe(204);
    const trips = await roundTrips(() => Promise.all(Array.from({ length: 1200 }, (_, n) => beacon({ type: 'pageview', path: `/notices/${n % 30}/`, locale: 'ko' }, n % 120))));
    expect(trips.mostAtOnce).toBe(1);
    expect(trips.queries).toBeGreaterThanOrEqual(3); // at most 500 beacons a statement
    expect(trips.queries).toBeLessThanOrEqual(30);
    const figures = await rangeFigures(db, today, today);
    expect(figures.totals).toEqual({ visitors: 120, pageviews: 1200 });
    // Visitor v views page v mod 30 ten times: each page has four visitors and forty views.
    expect(figures.pages.every((page) => page.pageviews === 40 && page.visitors === 4)).toBe(true);
    expect(figures.pages).toHaveLength(30);
  });

  it('counts the beacons of a batch that spans midnight on their own days, each under its own salt', async () => {
    const at = (now: string, visitor: number) => ({ ip: `203.0.113.${visitor}`, userAgent: browser(visitor), siteHost: 'localhost', country: 'ID', now: new Date(now) });
    const view: HitInput = { type: 'pageview', path: '/', locale: 'ko' };
    // 23:59 and 00:01 in Jakarta, in one batch: the same visitors are new on the second day.
    await Promise.all(Array.from({ length: 5 }, (_, visitor) => [
      recordHit(db, view, at('2026-11-25T16:59:00Z', visitor)),
      recordHit(db, view, at('2026-11-25T17:01:00Z', visitor)),
      recordHit(db, view, at('2026-11-25T17:02:00Z', visitor)),
    ]).flat());
    expect((await rangeFigures(db, '2026-11-25', '2026-11-25')).totals).toEqual({ visitors: 5, pageviews: 5 });
    expect((await rangeFigures(db, '2026-11-26', '2026-11-26')).totals).toEqual({ visitors: 5, pageviews: 10 });
    const marks = await db.selectFrom('visitor_marks').select(['day', 'visitor']).where('scope', '=', '').execute();
    expect(marks).toHaveLength(10);
    expect(new Set(marks.map((mark) => mark.visitor)).size).toBe(10);
  });
});
