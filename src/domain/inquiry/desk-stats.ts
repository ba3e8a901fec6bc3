/**
 * The inquiry desk's figures on the dashboard (GET /api/admin/dashboard `desk`), shared by the
 * function that computes them and the island that draws them.
 */

/** How many weeks the dashboard shows, this one included. */
export const STATS_WEEKS = 12;

/** What a week's inquiries are split by. */
export const WEEK_DIMENSIONS = ['service', 'locale', 'source'] as const;
export type WeekDimension = (typeof WEEK_DIMENSIONS)[number];

export interface WeekCounts {
  /** The Monday it starts on, YYYY-MM-DD in the reader's time zone. */
  start: string;
  total: number;
  /** Counts by service key, by visitor language ('unknown' when none is stored), by source. */
  service: Record<string, number>;
  locale: Record<string, number>;
  source: Record<string, number>;
}

export interface DeskStats {
  /** The time zone the weeks are cut in (the reader's, else the firm's). */
  timeZone: string;
  open: number;
  overdue: number;
  firstReplies: { decided: number; within24h: number; answered: number; medianMinutes: number | null };
  weeks: WeekCounts[];
}

/** `count` Mondays from `first` (YYYY-MM-DD), one week apart. */
export function weekStarts(first: string, count: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(start + i * 7 * 86_400_000).toISOString().slice(0, 10));
}

/** The weeks from `first`, every one present (empty weeks count zero), from rows counted per week and split. */
export function countWeeks(rows: readonly { week: string; service: string; locale: string | null; source: string; n: number }[], first: string, count: number): WeekCounts[] {
  const weeks = weekStarts(first, count).map((start): WeekCounts => ({ start, total: 0, service: {}, locale: {}, source: {} }));
  const byStart = new Map(weeks.map((week) => [week.start, week]));
  for (const row of rows) {
    const week = byStart.get(row.week);
    if (!week) continue;
    week.total += row.n;
    add(week.service, row.service, row.n);
    add(week.locale, row.locale ?? 'unknown', row.n);
    add(week.source, row.source, row.n);
  }
  return weeks;
}

function add(counts: Record<string, number>, key: string, n: number): void {
  counts[key] = (counts[key] ?? 0) + n;
}

/** The categories of a dimension over all weeks, largest first (the chart's stacking and legend order). */
export function categoriesOf(weeks: readonly WeekCounts[], dimension: WeekDimension): string[] {
  const totals = new Map<string, number>();
  for (const week of weeks) for (const [key, n] of Object.entries(week[dimension])) totals.set(key, (totals.get(key) ?? 0) + n);
  return [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([key]) => key);
}
