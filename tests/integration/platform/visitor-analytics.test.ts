/**
 * Cookieless visitor analytics: POST /api/hit counts page views, searches, 404s and started forms
 * into daily aggregates, a visitor once per day through a salted hash that is purged after its day;
 * bots, prefetches, GPC/DNT and signed-in staff are not counted. GET /api/admin/analytics reads the
 * figures back (owners and editors), with the funnel up to the stored inquiries.
 */
import type { Context } from '@netlify/functions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '#db/client.ts';
import analytics from '#functions/admin-analytics.ts';
import contact from '#functions/contact.ts';
import hit, { config } from '#functions/hit.ts';
import { runVisitorHashPurge } from '#functions/view-marks-purge.ts';
import { calendarDay } from '#domain/firm-time.ts';
import type { AnalyticsReport } from '#domain/analytics/report.ts';
import { adminRequest, useSignedInAdmins } from '../helpers/admin-test-helpers.ts';
import { fakeContext, inquiryEnv, postJson, validInquiry } from '../helpers/inquiry-fixtures.ts';

const ANALYTICS_TABLES = ['visitor_salts', 'visitor_marks', 'visit_days', 'visit_searches', 'visit_not_found', 'visit_funnel'] as const;
const suite = useSignedInAdmins([['owner', 'owner'], ['editor', 'editor'], ['desk', 'staff']], async (db: Db) => {
  for (const table of ANALYTICS_TABLES) await db.deleteFrom(table).execute();
});

let restoreEnv: () => void;
beforeEach(() => {
  restoreEnv = inquiryEnv();
  delete process.env.ANALYTICS_HONOUR_PRIVACY_SIGNALS;
});
afterEach(() => {
  vi.useRealTimers();
  restoreEnv();
  delete process.env.ANALYTICS_HONOUR_PRIVACY_SIGNALS;
});

const browser = (n: number) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/13${n}.0 Safari/537.36`;

interface BeaconOptions {
  ip?: string;
  agent?: string | null;
  headers?: Record<string, string>;
  contentType?: string | undefined;
  country?: string;
}

/** A beacon as navigator.sendBeacon sends it (text/plain) from a page of the site; the work after the answer is settled before returning. */
async function beacon(body: unknown, options: BeaconOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': options.contentType ?? 'text/plain;charset=UTF-8', Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin', ...options.headers };
  if (options.agent !== null) headers['User-Agent'] = options.agent ?? browser(0);
  const req = new Request('http://localhost/api/hit', { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const context = fakeContext(options.ip ?? '198.51.100.1');
  Object.assign(context, { geo: options.country ? { country: { code: options.country } } : undefined });
  const response = await hit(req, context as Context);
  await context.settle();
  return response;
}

async function report(from: string, to: string, user = 'owner'): Promise<AnalyticsReport> {
  const response = await adminRequest(analytics, 'GET', `/api/admin/analytics?from=${from}&to=${to}`, { cookie: suite.cookie(user) });
  expect(response.status).toBe(200);
  return (await response.json()) as AnalyticsReport;
}

const pageOf = (figures: AnalyticsReport, path: string) => figures.pages.find((page) => page.path === path);
const localeOf = (figures: AnalyticsReport, locale: string) => figures.locales.find((row) => row.locale === locale);

describe('POST /api/hit', () => {
  it('counts 100 beacons of 10 visitors over two days as 10 visitors a day, with the page views per page and language', async () => {
    // Visitors 0-5 read Korean, 6-7 English, 8-9 Japanese; each opens five pages a day, the home page twice.
    const visitors = Array.from({ length: 10 }, (_, n) => ({ ip: `198.51.100.${n + 1}`, agent: browser(n), locale: n < 6 ? 'ko' : n < 8 ? 'en' : 'ja' }));
    const prefix = (locale: string) => (locale === 'ko' ? '' : `/${locale}`);
    const visit = ['/', '/services/', '/', '/faq/', '/contact/'];
    for (const [day, at] of [['2026-11-26', '2026-11-26T03:00:00Z'], ['2026-11-27', '2026-11-27T03:00:00Z']] as const) {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(at) });
      expect(calendarDay(new Date())).toBe(day);
      // Each visitor's pages at once, as a burst: the marks still count each visitor once.
      const answers = await Promise.all(visitors.flatMap((visitor, n) => visit.map((path) =>
        beacon(
          { type: 'pageview', path: `${prefix(visitor.locale)}${path}`.replace(/\/\/$/, '/'), locale: visitor.locale, referrer: n % 2 ? 'https://www.google.com' : undefined, screen: n < 7 ? 'mobile' : 'desktop' },
          { ip: visitor.ip, agent: visitor.agent, country: n < 8 ? 'ID' : 'KR', contentType: n === 0 ? 'application/json' : undefined },
        ),
      )));
      expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(204));
    }
    vi.useRealTimers();

    for (const day of ['2026-11-26', '2026-11-27']) {
      const figures = await report(day, day);
      expect(figures.totals).toEqual({ visitors: 10, pageviews: 50 });
      expect(pageOf(figures, '/')).toEqual({ path: '/', pageviews: 12, visitors: 6 });
      expect(pageOf(figures, '/en/')).toEqual({ path: '/en/', pageviews: 4, visitors: 2 });
      expect(pageOf(figures, '/ja/faq/')).toEqual({ path: '/ja/faq/', pageviews: 2, visitors: 2 });
      expect(localeOf(figures, 'ko')).toEqual({ locale: 'ko', visitors: 6, pageviews: 30 });
      expect(localeOf(figures, 'en')).toEqual({ locale: 'en', visitors: 2, pageviews: 10 });
      expect(localeOf(figures, 'ja')).toEqual({ locale: 'ja', visitors: 2, pageviews: 10 });
      expect(figures.days).toEqual([{ day, visitors: 10, pageviews: 50 }]);
      expect(figures.funnel.contactViews).toBe(10);
    }
    // The same visitors on the next day are new visitors: over both days, 20 visitor-days.
    const both = await report('2026-11-26', '2026-11-27');
    expect(both.totals).toEqual({ visitors: 20, pageviews: 100 });
    expect(pageOf(both, '/')).toEqual({ path: '/', pageviews: 24, visitors: 12 });
    expect(both.entryPages.reduce((sum, page) => sum + page.visitors, 0)).toBe(20);
    expect(both.sources.map(({ source, visitors }) => ({ source, visitors })).sort((a, b) => a.source.localeCompare(b.source))).toEqual([
      { source: 'direct', visitors: 10 }, { source: 'google.com', visitors: 10 },
    ]);
    expect(both.countries).toEqual([{ country: 'ID', visitors: 16, pageviews: 80 }, { country: 'KR', visitors: 4, pageviews: 20 }]);
    expect(both.devices).toEqual([{ device: 'mobile', visitors: 14, pageviews: 70 }, { device: 'desktop', visitors: 6, pageviews: 30 }]);
    expect(both.funnel.byLocale.map(({ locale, contactViews }) => ({ locale, contactViews }))).toEqual([
      { locale: 'en', contactViews: 4 }, { locale: 'ja', contactViews: 4 }, { locale: 'ko', contactViews: 12 },
    ]);
    // Nothing that names the visitor is stored: no address, no browser string.
    const stored = JSON.stringify(await suite.db.selectFrom('visitor_marks').selectAll().execute()) + JSON.stringify(await suite.db.selectFrom('visit_days').selectAll().execute());
    expect(stored).not.toContain('198.51.100');
    expect(stored).not.toContain('Chrome');
  });

  it('does not count bots, prefetches, GPC or DNT (unless configured off) or signed-in staff, answering 204 all the same', async () => {
    const view = { type: 'pageview', path: '/', locale: 'ko' };
    const uncounted = [
      beacon(view, { agent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
      beacon(view, { agent: null }),
      beacon(view, { headers: { 'Sec-Purpose': 'prefetch;prerender' } }),
      beacon(view, { headers: { Purpose: 'prefetch' } }),
      beacon(view, { headers: { 'Sec-GPC': '1' } }),
      beacon(view, { headers: { DNT: '1' } }),
      beacon(view, { headers: { Cookie: suite.cookie('desk') } }),
    ];
    expect((await Promise.all(uncounted)).map((answer) => answer.status)).toEqual(Array(7).fill(204));
    const today = calendarDay(new Date());
    expect((await report(today, today)).totals).toEqual({ visitors: 0, pageviews: 0 });
    expect(await suite.db.selectFrom('visitor_marks').selectAll().execute()).toEqual([]);

    // An expired or forged session cookie is a visitor like any other.
    expect((await beacon(view, { headers: { Cookie: 'admin_session=not-a-token' } })).status).toBe(204);
    expect((await report(today, today)).totals).toEqual({ visitors: 1, pageviews: 1 });
    // With the privacy signals configured off, a GPC visitor is counted.
    process.env.ANALYTICS_HONOUR_PRIVACY_SIGNALS = 'false';
    expect((await beacon(view, { ip: '198.51.100.99', headers: { 'Sec-GPC': '1' } })).status).toBe(204);
    expect((await report(today, today)).totals).toEqual({ visitors: 2, pageviews: 2 });
  });

  it('counts site searches (with the ones that found nothing) and 404s with the page that linked to them', async () => {
    await beacon({ type: 'search', path: '/search/', locale: 'ko', term: '  Visa ', results: 3 });
    await beacon({ type: 'search', path: '/search/', locale: 'ko', term: 'visa', results: 0 });
    await beacon({ type: 'search', path: '/en/search/', locale: 'en', term: 'kitas', results: 0 });
    await beacon({ type: 'notfound', path: '/old-page/', locale: 'ko', from: 'https://partner.example/links?id=7' });
    await beacon({ type: 'notfound', path: '/old-page/', locale: 'ko', from: 'https://partner.example/links' });
    const today = calendarDay(new Date());
    const figures = await report(today, today, 'editor');
    expect(figures.searches).toEqual([
      { term: 'visa', locale: 'ko', count: 2, foundNothing: 1 },
      { term: 'kitas', locale: 'en', count: 1, foundNothing: 1 },
    ]);
    expect(figures.notFound).toEqual([{ path: '/old-page/', referrer: 'https://partner.example/links', count: 2 }]);
    // Neither is a page view.
    expect(figures.totals).toEqual({ visitors: 0, pageviews: 0 });
  });

  it('purges the salts and visitor hashes of the days before today, keeping the aggregates', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T10:00:00Z') });
    await beacon({ type: 'pageview', path: '/', locale: 'ko' });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    await beacon({ type: 'pageview', path: '/', locale: 'ko' });
    vi.useRealTimers();
    const days = async (table: 'visitor_marks' | 'visitor_salts') =>
      [...new Set((await suite.db.selectFrom(table).select('day').execute()).map((row) => calendarDay(row.day, 'UTC')))].sort();
    expect(await days('visitor_marks')).toEqual(['2026-11-26', '2026-11-27']);
    expect(await days('visitor_salts')).toEqual(['2026-11-26', '2026-11-27']);
    // 2026-11-26T17:30Z is already the 27th in Jakarta: the 26th's hashes and salt go.
    expect(await runVisitorHashPurge(suite.db, new Date('2026-11-26T17:30:00Z'))).toBe(2);
    expect(await days('visitor_marks')).toEqual(['2026-11-27']);
    expect(await days('visitor_salts')).toEqual(['2026-11-27']);
    expect((await report('2026-11-26', '2026-11-27')).totals).toEqual({ visitors: 2, pageviews: 2 });
  });

  it('refuses bad requests with the right 4xx and counts nothing', async () => {
    const view = { type: 'pageview', path: '/', locale: 'ko' };
    const fields = async (answer: Promise<Response>) => ((await (await answer).json()) as { fields?: Record<string, string> }).fields;
    expect((await hit(new Request('http://localhost/api/hit', { method: 'PUT' }), {} as Context)).status).toBe(405);
    expect((await beacon(view, { contentType: 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await beacon(view, { headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(403);
    expect((await beacon({ ...view, referrer: 'x'.repeat(2100) })).status).toBe(413);
    expect((await beacon('{not json')).status).toBe(400);
    expect(await fields(beacon({ type: 'click', path: 'home', locale: 'fr' }))).toEqual({
      type: expect.stringContaining('type must be'), path: expect.stringContaining('path must'), locale: expect.stringContaining('locale must'),
    });
    expect(await fields(beacon({ ...view, path: '/?email=a@b.example' }))).toEqual({ path: expect.any(String) });
    expect(await fields(beacon({ ...view, screen: 'watch' }))).toEqual({ screen: expect.any(String) });
    expect(await fields(beacon({ type: 'search', path: '/search/', locale: 'ko' }))).toEqual({ term: expect.any(String) });
    expect(await fields(beacon([]))).toMatchObject({ type: expect.any(String) });
    const today = calendarDay(new Date());
    expect((await report(today, today)).totals).toEqual({ visitors: 0, pageviews: 0 });
    expect(config.path).toBe('/api/hit');
  });
});

describe('GET /api/admin/analytics', () => {
  it('counts in the funnel an inquiry sent after a contact-page view, not a quarantined one', async () => {
    const visitor = { ip: '198.51.100.20', agent: browser(2) };
    await beacon({ type: 'pageview', path: '/en/contact/', locale: 'en', utm_source: 'Seminar', utm_campaign: 'visa-2026' }, visitor);
    await beacon({ type: 'form_start', path: '/en/contact/', locale: 'en', utm_source: 'seminar' }, visitor);
    await beacon({ type: 'form_start', path: '/en/contact/', locale: 'en', utm_source: 'seminar' }, visitor); // once per visitor
    const context = fakeContext(visitor.ip);
    expect((await contact(postJson(validInquiry({ locale: 'en', source: { landing: '/en/contact/?utm_source=Seminar&utm_campaign=visa-2026' } })), context)).status).toBe(201);
    expect((await contact(postJson(validInquiry({ locale: 'en', email: 'bot@example.com', homepage: 'http://spam.example' })), context)).status).toBe(201);
    await context.settle();
    expect((await suite.db.selectFrom('contact_inquiries').select('status').orderBy('id').execute()).map((row) => row.status)).toEqual(['new', 'spam']);

    const today = calendarDay(new Date());
    const { funnel, sources } = await report(today, today);
    expect({ ...funnel, byLocale: undefined, bySource: undefined }).toEqual({ contactViews: 1, formsStarted: 1, inquiries: 1, repliedWithin24h: 0, byLocale: undefined, bySource: undefined });
    expect(funnel.byLocale).toEqual([{ locale: 'en', contactViews: 1, formsStarted: 1, inquiries: 1, repliedWithin24h: 0 }]);
    expect(funnel.bySource).toEqual([{ source: 'seminar', contactViews: 1, formsStarted: 1, inquiries: 1, repliedWithin24h: 0 }]);
    expect(sources).toEqual([{ source: 'seminar', campaign: 'visa-2026', visitors: 1, pageviews: 1 }]);
  });

  it('is for owners and editors (staff 403), and refuses a bad range with field errors', async () => {
    const get = (query: string, user = 'owner') => adminRequest(analytics, 'GET', `/api/admin/analytics${query}`, { cookie: suite.cookie(user) });
    expect((await get('?from=2026-11-01&to=2026-11-30', 'desk')).status).toBe(403);
    expect((await get('?from=2026-11-01&to=2026-11-30', 'editor')).status).toBe(200);
    expect((await adminRequest(analytics, 'GET', '/api/admin/analytics?from=2026-11-01&to=2026-11-30')).status).toBe(401);
    // Without a range: the last 30 days of the firm's calendar.
    const recent = (await (await get('')).json()) as { from: string; to: string };
    expect(recent.to).toBe(calendarDay(new Date()));
    expect((Date.parse(recent.to) - Date.parse(recent.from)) / 86_400_000).toBe(29);
    for (const [query, field] of [['?to=2026-11-30', 'from'], ['?from=2026-11-01', 'to'], ['?from=2026-02-30&to=2026-03-01', 'from'], ['?from=2026-11-30&to=2026-11-01', 'to'], ['?from=2025-01-01&to=2026-11-30', 'to']] as const) {
      const answer = await get(query);
      expect(answer.status).toBe(400);
      expect(Object.keys(((await answer.json()) as { fields: Record<string, string> }).fields)).toContain(field);
    }
    expect((await get('?from=2025-12-01&to=2026-11-30')).status).toBe(200); // 365 days
  });
});
