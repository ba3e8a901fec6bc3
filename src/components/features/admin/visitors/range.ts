/** The Visitors view's periods and the figures drawn over them, before any formatting. */
import type { AnalyticsReport } from '#domain/analytics/report.ts';

export const RANGES = [7, 30, 90] as const;
export type RangeDays = (typeof RANGES)[number];

const DAY_MS = 86_400_000;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The `days` calendar days ending `today` (the firm's day, YYYY-MM-DD), both ends included. */
export function rangeEnding(today: string, days: number): { from: string; to: string } {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The API's query for that range. */
export function analyticsPath(range: { from: string; to: string }): string {
  return `/api/admin/analytics?from=${range.from}&to=${range.to}`;
}

export type DayFigures = AnalyticsReport['days'][number];

/** Every day of the report's range, oldest first, a day without visits as zeros (the API lists only days with some). */
export function everyDay(report: Pick<AnalyticsReport, 'from' | 'to' | 'days'>): DayFigures[] {
  const known = new Map(report.days.map((day) => [day.day, day]));
  const days: DayFigures[] = [];
  for (let day = report.from; day <= report.to; day = addDays(day, 1)) days.push(known.get(day) ?? { day, visitors: 0, pageviews: 0 });
  return days;
}

/** `part` of `whole` as a fraction, null when there is nothing to divide by. */
export function rate(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/** A fraction as a percentage with one decimal (0.1234 → 12.3), what the table shows and the CSV holds. */
export function percent(fraction: number): number {
  return Math.round(fraction * 1000) / 10;
}

/** A round top for the y axis: 1, 2 or 5 times a power of ten, at least `max` (and at least 1). */
export function roundTop(max: number): number {
  const top = Math.max(1, max);
  const power = 10 ** Math.floor(Math.log10(top));
  return [1, 2, 5, 10].map((step) => step * power).find((step) => step >= top)!;
}
