/** The daily chart's geometry: bars for page views, a line for visitors, on one round scale. */
import type { DayFigures } from './range.ts';
import { roundTop } from './range.ts';

/** Two drawings of one chart, so the axis text stays legible: a narrow one for phones, a wide one beside the table. */
export const CHART_SIZES = { narrow: { width: 360, ticks: 4 }, wide: { width: 640, ticks: 6 } } as const;
export type ChartSize = keyof typeof CHART_SIZES;
export const CHART = { height: 220, left: 40, right: 24, bottom: 24 } as const;

export interface ChartShape {
  top: number;
  bars: { day: string; x: number; y: number; width: number; height: number }[];
  /** The visitors' line as SVG points ("x,y x,y …"). */
  line: string;
  /** The days named under the axis: about six, the first and the last among them. */
  ticks: { day: string; x: number }[];
}

export function chartShape(days: readonly DayFigures[], size: ChartSize = 'wide'): ChartShape {
  const { width, ticks } = CHART_SIZES[size];
  const top = roundTop(Math.max(0, ...days.map((d) => Math.max(d.pageviews, d.visitors))));
  const plot = CHART.height - CHART.bottom;
  const slot = (width - CHART.left - CHART.right) / Math.max(1, days.length);
  const centre = (i: number) => CHART.left + slot * i + slot / 2;
  const y = (n: number) => plot - (plot * n) / top;
  return {
    top,
    bars: days.map((d, i) => ({ day: d.day, x: centre(i) - slot * 0.35, y: y(d.pageviews), width: slot * 0.7, height: plot - y(d.pageviews) })),
    line: days.map((d, i) => `${round(centre(i))},${round(y(d.visitors))}`).join(' '),
    ticks: tickIndexes(days.length, ticks).map((i) => ({ day: days[i]!.day, x: centre(i) })),
  };
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/** About `wanted` days: every `step`-th from the first, and the last when it is not too close to the one before. */
export function tickIndexes(count: number, wanted = 6): number[] {
  const step = Math.max(1, Math.ceil(count / wanted));
  const ticks: number[] = [];
  for (let i = 0; i < count; i += step) ticks.push(i);
  const last = count - 1;
  if (last > 0 && last - ticks.at(-1)! >= step * 0.6) ticks.push(last);
  return ticks;
}
