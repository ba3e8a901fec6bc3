/**
 * The Visitors view's figures: the daily aggregates of a range of the firm's days, and the funnel
 * from a contact-page view to a stored inquiry and a reply within 24 hours, per language and source.
 */
import type { Db } from '#db/client.ts';
import { inquiryFunnel, rangeFigures } from '#db/repositories/visitor-analytics.ts';
import type { AnalyticsReport, FunnelFigures } from '#domain/analytics/report.ts';
import { FIRM_TIME_ZONE } from '#domain/firm-time.ts';

const emptyFunnel = (): FunnelFigures => ({ contactViews: 0, formsStarted: 0, inquiries: 0, repliedWithin24h: 0 });

export async function loadAnalytics(db: Db, from: string, to: string): Promise<AnalyticsReport> {
  const [figures, inquiries] = await Promise.all([rangeFigures(db, from, to), inquiryFunnel(db, from, to, FIRM_TIME_ZONE)]);
  const total = emptyFunnel();
  const byLocale = new Map<string, FunnelFigures>();
  const bySource = new Map<string, FunnelFigures>();
  const add = (locale: string, source: string, figure: Partial<FunnelFigures>) => {
    for (const bucket of [total, byLocale.get(locale) ?? byLocale.set(locale, emptyFunnel()).get(locale)!, bySource.get(source) ?? bySource.set(source, emptyFunnel()).get(source)!]) {
      for (const [key, value] of Object.entries(figure) as [keyof FunnelFigures, number][]) bucket[key] += value;
    }
  };
  for (const row of figures.funnel) add(row.locale, row.source, row.step === 'contact_view' ? { contactViews: row.visitors } : { formsStarted: row.visitors });
  // An inquiry stored without a language (before consents kept one) counts under 'unknown'.
  for (const row of inquiries) add(row.locale ?? 'unknown', row.source, { inquiries: row.inquiries, repliedWithin24h: row.repliedWithin24h });
  return {
    from, to, timeZone: FIRM_TIME_ZONE,
    totals: figures.totals, days: figures.days, pages: figures.pages, entryPages: figures.entryPages,
    locales: figures.locales, sources: figures.sources, countries: figures.countries, devices: figures.devices,
    searches: figures.searches.map(({ empty, ...search }) => ({ ...search, foundNothing: empty })),
    notFound: figures.notFound,
    funnel: {
      ...total,
      byLocale: [...byLocale].map(([locale, figure]) => ({ locale, ...figure })).sort((a, b) => a.locale.localeCompare(b.locale)),
      bySource: [...bySource].map(([source, figure]) => ({ source, ...figure })).sort((a, b) => b.inquiries - a.inquiries || a.source.localeCompare(b.source)),
    },
  };
}
