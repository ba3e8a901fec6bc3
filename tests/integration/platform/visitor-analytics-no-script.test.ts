/**
 * Visitor analytics without JavaScript: a 404 and the contact page count their views through a
 * `<noscript>` image (GET /api/hit?t=…, the page read from the image request's Referer), and the
 * inquiry form posted without JavaScript counts as the funnel's started form. A foreign or missing
 * Referer, a bot, GPC/DNT and signed-in staff count nothing; the image comes back all the same.
 */
import type { Context } from '@netlify/functions';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import analytics from '#functions/admin-analytics.ts';
import contact from '#functions/contact.ts';
import hit from '#functions/hit.ts';
import { calendarDay } from '#domain/firm-time.ts';
import type { AnalyticsReport } from '#domain/analytics/report.ts';
import { adminRequest, useSignedInAdmins } from '../helpers/admin-test-helpers.ts';
import { fakeContext, inquiryEnv, postForm, postJson, validInquiry } from '../helpers/inquiry-fixtures.ts';

const ANALYTICS_TABLES = ['visitor_salts', 'visitor_marks', 'visit_days', 'visit_searches', 'visit_not_found', 'visit_funnel'] as const;
const suite = useSignedInAdmins([['owner', 'owner'], ['desk', 'staff']], async (db: Db) => {
  for (const table of ANALYTICS_TABLES) await db.deleteFrom(table).execute();
  await db.deleteFrom('contact_inquiries').execute();
});

let restoreEnv: () => void;
beforeEach(() => {
  restoreEnv = inquiryEnv();
  delete process.env.ANALYTICS_HONOUR_PRIVACY_SIGNALS;
});
afterEach(() => restoreEnv());

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const GIF = /^GIF89a/;

/** The image request a browser without JavaScript makes for a page's `<noscript>` pixel. */
async function pixel(type: string, referer: string | undefined, headers: Record<string, string> = {}, method = 'GET', ip = '198.51.100.7'): Promise<Response> {
  const sent: Record<string, string> = { 'User-Agent': BROWSER, 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Dest': 'image', ...headers };
  if (referer !== undefined) sent['Referer'] = referer;
  const context = fakeContext(ip);
  const response = await hit(new Request(`http://localhost/api/hit?t=${type}`, { method, headers: sent }), context as Context);
  await context.settle();
  return response;
}

async function report(): Promise<AnalyticsReport> {
  const today = calendarDay(new Date());
  const response = await adminRequest(analytics, 'GET', `/api/admin/analytics?from=${today}&to=${today}`, { cookie: suite.cookie('owner') });
  expect(response.status).toBe(200);
  return (await response.json()) as AnalyticsReport;
}

describe('GET /api/hit (the <noscript> pixel)', () => {
  it('counts a 404 seen without JavaScript, by the page its Referer names, answering a 1x1 GIF never cached', async () => {
    const answer = await pixel('notfound', 'http://localhost/en/old-page/?ref=mail');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/gif');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await answer.arrayBuffer()).toString('latin1')).toMatch(GIF);
    await pixel('notfound', 'http://localhost/en/old-page/');
    expect((await report()).notFound).toEqual([{ path: '/en/old-page/', referrer: '', count: 2 }]);
  });

  it('counts a contact page seen without JavaScript as its view, with its locale and campaign, the funnel\'s first step', async () => {
    await pixel('pageview', 'http://localhost/ja/contact/?utm_source=KakaoTalk&utm_campaign=seminar');
    const figures = await report();
    expect(figures.totals).toEqual({ visitors: 1, pageviews: 1 });
    expect(figures.pages).toEqual([{ path: '/ja/contact/', pageviews: 1, visitors: 1 }]);
    expect(figures.locales).toEqual([{ locale: 'ja', visitors: 1, pageviews: 1 }]);
    expect(figures.sources).toEqual([{ source: 'kakaotalk', campaign: 'seminar', visitors: 1, pageviews: 1 }]);
    expect(figures.funnel.contactViews).toBe(1);
  });

  it('counts nothing for a foreign or missing Referer, another site\'s page, a bot, GPC, DNT, staff or a HEAD, with the same image', async () => {
    const uncounted = [
      pixel('pageview', 'https://evil.example/contact/'),
      pixel('notfound', 'https://evil.example/old-page/'),
      pixel('notfound', undefined),
      pixel('notfound', 'not a url'),
      pixel('notfound', 'http://localhost/old-page/', { 'Sec-Fetch-Site': 'cross-site' }),
      pixel('pageview', 'http://localhost/contact/', { 'User-Agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' }),
      pixel('pageview', 'http://localhost/contact/', { 'User-Agent': '' }),
      pixel('pageview', 'http://localhost/contact/', { 'Sec-Purpose': 'prefetch' }),
      pixel('pageview', 'http://localhost/contact/', { 'Sec-GPC': '1' }),
      pixel('pageview', 'http://localhost/contact/', { DNT: '1' }),
      pixel('pageview', 'http://localhost/contact/', { Cookie: suite.cookie('desk') }),
      pixel('pageview', 'http://localhost/contact/', {}, 'HEAD'),
    ];
    const answers = await Promise.all(uncounted);
    expect(answers.map((answer) => [answer.status, answer.headers.get('content-type')])).toEqual(Array(answers.length).fill([200, 'image/gif']));
    const figures = await report();
    expect(figures.totals).toEqual({ visitors: 0, pageviews: 0 });
    expect(figures.notFound).toEqual([]);
    expect(await suite.db.selectFrom('visitor_marks').selectAll().execute()).toEqual([]);
  });

  it('refuses an unknown kind with a 400 naming t, and other methods with 405', async () => {
    const answer = await pixel('click', 'http://localhost/contact/');
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { fields: Record<string, string> }).fields).toEqual({ t: expect.stringContaining('pageview') });
    expect((await pixel('', 'http://localhost/contact/')).status).toBe(400);
    const put = await hit(new Request('http://localhost/api/hit', { method: 'PUT' }), fakeContext() as Context);
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
    expect((await report()).totals).toEqual({ visitors: 0, pageviews: 0 });
  });
});

describe('the inquiry form posted without JavaScript', () => {
  const visitor = { 'User-Agent': BROWSER, Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' };
  const send = async (request: Request, ip = '198.51.100.30') => {
    const context = fakeContext(ip);
    const response = await contact(request, context as Context);
    await context.settle();
    return response;
  };

  it('counts as the started form of the funnel: contact view, started form and inquiry all without JavaScript', async () => {
    await pixel('pageview', 'http://localhost/en/contact/', {}, 'GET', '198.51.100.30');
    const answer = await send(postForm(validInquiry({ privacy: 'true', locale: 'en' }), { ...visitor, Referer: 'http://localhost/en/contact/' }));
    expect(answer.status).toBe(303);
    const { funnel } = await report();
    expect(funnel.byLocale).toEqual([{ locale: 'en', contactViews: 1, formsStarted: 1, inquiries: 1, repliedWithin24h: 0 }]);
  });

  it('counts a started form even when the post is refused for its content, and once per visitor and day', async () => {
    await send(postForm(validInquiry({ privacy: 'true', email: 'nope', locale: 'ko' }), { ...visitor, Referer: 'http://localhost/contact/' }));
    await send(postForm(validInquiry({ privacy: 'true', locale: 'ko' }), { ...visitor, Referer: 'http://localhost/contact/' }));
    const { funnel } = await report();
    expect(funnel.formsStarted).toBe(1);
    expect(funnel.inquiries).toBe(1); // the refused post stored nothing

  });

  it('counts no started form for the island\'s JSON (its beacon does), a post from another page or site, a bot or GPC', async () => {
    await send(postJson(validInquiry({ locale: 'ko' }), { ...visitor, Referer: 'http://localhost/contact/' }), '198.51.100.31');
    await send(postForm(validInquiry({ privacy: 'true' }), { ...visitor, Referer: 'http://localhost/' }), '198.51.100.32');
    await send(postForm(validInquiry({ privacy: 'true' }), { 'User-Agent': BROWSER, Referer: 'https://evil.example/contact/', Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }), '198.51.100.33');
    await send(postForm(validInquiry({ privacy: 'true' }), { ...visitor, 'User-Agent': 'python-requests/2.32', Referer: 'http://localhost/contact/' }), '198.51.100.34');
    await send(postForm(validInquiry({ privacy: 'true' }), { ...visitor, 'Sec-GPC': '1', Referer: 'http://localhost/contact/' }), '198.51.100.35');
    const { funnel } = await report();
    expect(funnel.formsStarted).toBe(0);
  });
});
