/**
 * The visitor figures as `GET /api/admin/analytics` answers them (what the dashboard's Visitors view
 * draws), and the range of days it accepts.
 */

/** The longest range asked at once: a year, leap day included. */
export const MAX_RANGE_DAYS = 366;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

export type DayRange = { ok: true; from: string; to: string } | { ok: false; fields: Record<string, string> };

/** The days asked without a range: the last 30 of the firm's calendar, today included. */
export const DEFAULT_RANGE_DAYS = 30;

/**
 * `from` and `to` (both included) as YYYY-MM-DD, `from` not after `to`, at most MAX_RANGE_DAYS days;
 * neither given, the DEFAULT_RANGE_DAYS days ending `today` (the firm's day).
 */
export function parseDayRange(from: string | null, to: string | null, today?: string): DayRange {
  if (from === null && to === null && today !== undefined && isCalendarDay(today)) {
    const start = new Date(Date.parse(`${today}T00:00:00Z`) - (DEFAULT_RANGE_DAYS - 1) * 86_400_000);
    return { ok: true, from: start.toISOString().slice(0, 10), to: today };
  }
  const fields: Record<string, string> = {};
  if (from === null || !isCalendarDay(from)) fields['from'] = 'from must be a day as YYYY-MM-DD';
  if (to === null || !isCalendarDay(to)) fields['to'] = 'to must be a day as YYYY-MM-DD';
  if (Object.keys(fields).length > 0 || from === null || to === null) return { ok: false, fields };
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days < 1) return { ok: false, fields: { to: 'to must not be before from' } };
  if (days > MAX_RANGE_DAYS) return { ok: false, fields: { to: `the range is at most ${MAX_RANGE_DAYS} days` } };
  return { ok: true, from, to };
}

interface Counted {
  visitors: number;
  pageviews: number;
}

/** The steps from a contact-page view to a reply, for one language (or all). */
export interface FunnelFigures {
  /** Visitors who opened the contact page (once per visitor and day). */
  contactViews: number;
  /** Visitors who started filling in the inquiry form. */
  formsStarted: number;
  /** Inquiries stored in the range, quarantined spam left out. */
  inquiries: number;
  /** Of those, answered by the desk within 24 hours. */
  repliedWithin24h: number;
}

export interface AnalyticsReport {
  from: string;
  to: string;
  /** The firm's time zone, whose calendar days these are. */
  timeZone: string;
  /** A visitor counts once per day: over several days, visitors are visitor-days. */
  totals: Counted;
  days: ({ day: string } & Counted)[];
  pages: { path: string; pageviews: number; visitors: number }[];
  /** The first page of a visitor's day. */
  entryPages: { path: string; visitors: number }[];
  locales: ({ locale: string } & Counted)[];
  sources: ({ source: string; campaign: string } & Counted)[];
  countries: ({ country: string } & Counted)[];
  devices: ({ device: string } & Counted)[];
  searches: { term: string; locale: string; count: number; foundNothing: number }[];
  notFound: { path: string; referrer: string; count: number }[];
  funnel: FunnelFigures & {
    byLocale: ({ locale: string } & FunnelFigures)[];
    bySource: ({ source: string } & FunnelFigures)[];
  };
}
