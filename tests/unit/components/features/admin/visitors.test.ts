import { describe, expect, it } from 'vitest';
import { chartShape, tickIndexes } from '#components/features/admin/visitors/chart.ts';
import { labelsFor } from '#components/features/admin/visitors/labels.ts';
import { analyticsPath, everyDay, percent, rangeEnding, rate, roundTop } from '#components/features/admin/visitors/range.ts';
import { csvFileName, dailyTable, figureTables, funnelTable, notFoundTable, searchTable, tableCsv } from '#components/features/admin/visitors/tables.ts';
import { adminEn } from '#data/admin/app/en.ts';
import { adminKo } from '#data/admin/app/ko.ts';
import type { AnalyticsReport } from '#domain/analytics/report.ts';

const funnel = { contactViews: 0, formsStarted: 0, inquiries: 0, repliedWithin24h: 0 };

function report(overrides: Partial<AnalyticsReport> = {}): AnalyticsReport {
  return {
    from: '2026-11-25', to: '2026-11-27', timeZone: 'Asia/Jakarta',
    totals: { visitors: 5, pageviews: 9 },
    days: [{ day: '2026-11-26', visitors: 5, pageviews: 9 }],
    pages: [{ path: '/en/services/', pageviews: 6, visitors: 4 }, { path: '/', pageviews: 3, visitors: 3 }],
    entryPages: [{ path: '/', visitors: 3 }],
    locales: [{ locale: 'ko', visitors: 3, pageviews: 3 }, { locale: 'ja', visitors: 1, pageviews: 1 }, { locale: 'unknown', visitors: 1, pageviews: 1 }],
    sources: [{ source: 'direct', campaign: '', visitors: 3, pageviews: 5 }, { source: 'kakao', campaign: 'visa-seminar', visitors: 2, pageviews: 4 }],
    countries: [{ country: 'KR', visitors: 4, pageviews: 8 }, { country: 'unknown', visitors: 1, pageviews: 1 }],
    devices: [{ device: 'desktop', visitors: 4, pageviews: 8 }, { device: 'unknown', visitors: 1, pageviews: 1 }],
    searches: [{ term: '비자', locale: 'ko', count: 4, foundNothing: 0 }, { term: '=cmd', locale: 'en', count: 2, foundNothing: 2 }],
    notFound: [{ path: '/old/', referrer: 'https://partner.example/links', count: 3 }, { path: '/gone/', referrer: '', count: 1 }],
    funnel: { contactViews: 8, formsStarted: 4, inquiries: 2, repliedWithin24h: 1, byLocale: [{ locale: 'ja', contactViews: 0, formsStarted: 0, inquiries: 1, repliedWithin24h: 0 }], bySource: [{ source: 'direct', ...funnel, contactViews: 8 }] },
    ...overrides,
  };
}

const en = adminEn.visitors;
const labels = labelsFor('en', en);

describe('the Visitors view\'s range', () => {
  it('is the chosen number of firm days ending today, asked of the API with both ends', () => {
    expect(rangeEnding('2026-11-27', 7)).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(rangeEnding('2026-03-01', 30)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(analyticsPath(rangeEnding('2026-11-27', 90))).toBe('/api/admin/analytics?from=2026-08-30&to=2026-11-27');
  });

  it('draws every day of the range, a day the API left out as zeros', () => {
    expect(everyDay(report())).toEqual([
      { day: '2026-11-25', visitors: 0, pageviews: 0 },
      { day: '2026-11-26', visitors: 5, pageviews: 9 },
      { day: '2026-11-27', visitors: 0, pageviews: 0 },
    ]);
    expect(everyDay({ from: '2026-02-27', to: '2026-03-01', days: [] }).map((d) => d.day)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });
});

describe('rates and the chart', () => {
  it('a rate with nothing to divide by is null, not 0 % or infinity; percentages keep one decimal', () => {
    expect(rate(1, 3)).toBeCloseTo(1 / 3);
    expect(rate(2, 0)).toBeNull();
    expect(percent(1 / 3)).toBe(33.3);
    expect(percent(2)).toBe(200);
  });

  it('scales to a round top above the largest day, bars for page views and a point of the line for each day', () => {
    expect([0, 1, 7, 10, 11, 240, 999].map(roundTop)).toEqual([1, 1, 10, 10, 20, 500, 1000]);
    const shape = chartShape(everyDay(report()));
    expect(shape.top).toBe(10);
    expect(shape.bars.map((b) => b.height > 0)).toEqual([false, true, false]);
    expect(shape.bars[1]!.height).toBeCloseTo((196 * 9) / 10);
    expect(shape.line.split(' ')).toHaveLength(3);
    expect(shape.line.split(' ')[1]).toMatch(/,98$/);
  });

  it('names about six days under the axis, the last among them unless it would crowd the one before', () => {
    expect(tickIndexes(7)).toEqual([0, 2, 4, 6]);
    expect(tickIndexes(30)).toEqual([0, 5, 10, 15, 20, 25, 29]);
    expect(tickIndexes(90)).toEqual([0, 15, 30, 45, 60, 75, 89]);
    expect(tickIndexes(31)).toEqual([0, 6, 12, 18, 24, 30]);
    expect(tickIndexes(30, 4)).toEqual([0, 8, 16, 24, 29]);
  });
});

describe('the tables', () => {
  it('show the pages, languages by their own names, sources with campaigns, countries and devices in the staff\'s language', () => {
    const tables = Object.fromEntries(figureTables(report(), en, labels).map((t) => [t.id, t]));
    expect(Object.keys(tables)).toEqual(['pages', 'entry-pages', 'languages', 'sources', 'countries', 'devices']);
    expect(tables['pages']!.rows).toEqual([['/en/services/', 6, 4], ['/', 3, 3]]);
    // Addresses may break anywhere on a phone; names only between words.
    expect(tables['pages']!.columns.map((c) => c.kind)).toEqual(['path', 'count', 'count']);
    expect(tables['sources']!.columns.map((c) => c.kind)).toEqual(['text', 'text', 'count', 'count']);
    expect(tables['languages']!.rows.map((r) => r[0])).toEqual(['한국어', '日本語', 'Unknown']);
    expect(tables['sources']!.rows).toEqual([['Direct', '—', 3, 5], ['kakao', 'visa-seminar', 2, 4]]);
    expect(tables['countries']!.rows.map((r) => r[0])).toEqual(['South Korea', 'Unknown']);
    expect(labelsFor('ko', adminKo.visitors).country('KR')).toBe('대한민국');
    expect(tables['devices']!.rows.map((r) => r[0])).toEqual(['Desktop', 'Unknown']);
  });

  it('separate the searches that found nothing, and name the page that linked to a 404', () => {
    expect(searchTable(report(), en, labels, false).rows).toEqual([['비자', '한국어', 4, 0], ['=cmd', 'English', 2, 2]]);
    const nothing = searchTable(report(), en, labels, true);
    expect(nothing.rows).toEqual([['=cmd', 'English', 2, 2]]);
    expect(nothing.id).toBe('searches-found-nothing');
    expect(notFoundTable(report(), en, labels).rows).toEqual([['/old/', 'https://partner.example/links', 3], ['/gone/', en.noReferrer, 1]]);
  });

  it('split the funnel by language and by source, all first, each step\'s rate beside it', () => {
    const byLocale = funnelTable(report(), en, labels, 'locale');
    expect(byLocale.columns.map((c) => c.kind)).toEqual(['text', 'count', 'count', 'rate', 'count', 'rate', 'count', 'rate']);
    expect(byLocale.rows[0]).toEqual(['All', 8, 4, 0.5, 2, 0.25, 1, 0.5]);
    // An inquiry with no counted contact-page visit (no JavaScript, privacy signal): no rate to show.
    expect(byLocale.rows[1]).toEqual(['日本語', 0, 0, null, 1, null, 0, 0]);
    expect(funnelTable(report(), en, labels, 'source').rows.map((r) => r[0])).toEqual(['All', 'Direct']);
  });

  it('list every day of the chart, newest first', () => {
    expect(dailyTable(report(), en).rows).toEqual([['2026-11-27', 0, 0], ['2026-11-26', 5, 9], ['2026-11-25', 0, 0]]);
  });
});

describe('CSV of a table', () => {
  it('is UTF-8 with a BOM and CRLF, Korean as it is, a formula-like cell neutralized, rates as percentages', () => {
    const csv = tableCsv(searchTable(report(), adminKo.visitors, labelsFor('ko', adminKo.visitors), false));
    expect(csv.startsWith('\uFEFF검색어,언어,검색 수,결과 없음\r\n')).toBe(true);
    expect(csv).toContain('비자,한국어,4,0\r\n');
    expect(csv).toContain("'=cmd,English,2,2\r\n");
    const funnelCsv = tableCsv(funnelTable(report(), en, labels, 'locale'));
    expect(funnelCsv.split('\r\n')[0]).toBe('\uFEFFLanguage,Contact page visits,Forms started,Start rate (%),Inquiries received,Inquiry rate (%),Replied within 24\u00a0h,24\u00a0h reply rate (%)');
    expect(funnelCsv.split('\r\n')[1]).toBe('All,8,4,50,2,25,1,50');
    expect(funnelCsv.split('\r\n')[2]).toBe('日本語,0,0,,1,,0,0');
  });

  it('quotes a cell with a comma or quote, and is named after the table and the range', () => {
    const table = notFoundTable(report({ notFound: [{ path: '/a,b/', referrer: '@x "y"', count: 1 }] }), en, labels);
    expect(tableCsv(table).split('\r\n')[1]).toBe('"/a,b/","\'@x ""y""",1');
    expect(csvFileName(table, { from: '2026-10-29', to: '2026-11-27' })).toBe('visitors-not-found-2026-10-29-2026-11-27.csv');
  });
});
