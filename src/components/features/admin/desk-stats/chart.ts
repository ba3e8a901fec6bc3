/** The weekly chart's plain logic: which categories get a colour, each week's stacked segments, and readable figures. */
import { categoriesOf, type WeekCounts, type WeekDimension } from '#domain/inquiry/desk-stats.ts';

/** Colours with at least 3:1 contrast against white (WCAG 1.4.11), apart enough to tell the segments apart. */
export const SERIES_COLOURS = ['#1d4ed8', '#b45309', '#047857', '#be123c', '#6d28d9', '#0e7490', '#4d7c0f'] as const;
export const OTHER_COLOUR = '#64748b';
export const OTHER = '__other';

/** The categories drawn in their own colour (the largest), the rest grouped as OTHER. */
export function seriesOf(weeks: readonly WeekCounts[], dimension: WeekDimension): string[] {
  const all = categoriesOf(weeks, dimension);
  return all.length <= SERIES_COLOURS.length ? all : [...all.slice(0, SERIES_COLOURS.length - 1), OTHER];
}

export function colourOf(series: readonly string[], key: string): string {
  return key === OTHER ? OTHER_COLOUR : SERIES_COLOURS[series.indexOf(key) % SERIES_COLOURS.length]!;
}

/** A week's count per series, OTHER taking what no series names. */
export function weekSeries(week: WeekCounts, dimension: WeekDimension, series: readonly string[]): number[] {
  const named = series.filter((key) => key !== OTHER);
  const counts = named.map((key) => week[dimension][key] ?? 0);
  if (series.includes(OTHER)) counts.push(week.total - counts.reduce((sum, n) => sum + n, 0));
  return counts;
}

/** A round top for the y axis: 1, 2 or 5 times a power of ten, at least the largest week. */
export function axisTop(weeks: readonly WeekCounts[]): number {
  const max = Math.max(1, ...weeks.map((week) => week.total));
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((step) => step * power).find((top) => top >= max)!;
}

/** Minutes as the dashboard shows them: under two hours in minutes, else hours with one decimal. */
export function waitText(minutes: number, texts: { minutes: string; hours: string }, format: (n: number) => string): string {
  return minutes < 120 ? texts.minutes.replace('{n}', format(Math.round(minutes))) : texts.hours.replace('{n}', format(Math.round(minutes / 6) / 10));
}
