/** The daily chart's geometry: bars for page views, a line for visitors, on one round scale. */
import type { DayFigures } from './range.ts';
import { roundTop } from './range.ts';

export const CHART = { width: 640, height: 220, left: 40, bottom: 24 } as const;

export interface ChartShape {
  top: number;
  bars: { day: string; x: number; y: number; width: number; height: number }[];
  /** The visitors' line as SVG points ("x,y x,y …"). */
  line: string;
  /** The days named under the axis: about six, the first and the last among them. */
  ticks: { day: string; x: number }[];
}

export function chartShape(days: readonly DayFigures[]): ChartShape {
  const top = roundTop(Math.max(0, ...days.map((d) => Math.max(d.pageviews, d.visitors))));
  const plot = CHART.height - CHART.bottom;
  const slot = (CHART.width - CHART.left) / Math.max(1, days.length);
  const centre = (i: number) => CHART.left + slot * i + slot / 2;
  const y = (n: number) => plot - (plot * n) / top;
  return {
    top,
    bars: days.map((d, i) => ({ day: d.day, x: centre(i) - slot * 0.35, y: y(d.pageviews), width: slot * 0.7, height: plot - y(d.pageviews) })),
    line: days.map((d, i) => `${round(centre(i))},${round(y(d.visitors))}`).join(' '),
    ticks: tickIndexes(days.length).map((i) => ({ day: days[i]!.day, x: centre(i) })),
  };
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/** Every `step`-th day from the first, and the last when it is not too close to the one before. */
export function tickIndexes(count: number): number[] {
  const step = Math.max(1, Math.ceil(count / 6));
  const ticks: number[] = [];
  for (let i = 0; i < count; i += step) ticks.push(i);
  const last = count - 1;
  if (last > 0 && last - ticks.at(-1)! >= step * 0.6) ticks.push(last);
  return ticks;
}
