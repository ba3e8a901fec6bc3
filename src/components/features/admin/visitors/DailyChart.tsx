import { formatDay, formatNumber } from '../format.ts';
import { CHART, CHART_SIZES, chartShape, type ChartSize } from './chart.ts';
import type { DayFigures } from './range.ts';

/** Page views: a blue with 3.7:1 against white; visitors: an amber line with 5:1, haloed in white over the bars (WCAG 1.4.11). */
export const PAGEVIEW_COLOUR = '#3b82f6';
export const VISITOR_COLOUR = '#b45309';

/** Page views per day as bars and visitors as a line; a picture only (role img): the table beside it carries the figures. */
export default function DailyChart({ days, label, size, className }: { days: readonly DayFigures[]; label: string; size: ChartSize; className: string }) {
  const shape = chartShape(days, size);
  const { height, left, bottom } = CHART;
  const { width } = CHART_SIZES[size];
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${width} ${height}`} className={`h-auto w-full ${className}`}>
      <line x1={left} x2={width - CHART.right} y1={height - bottom} y2={height - bottom} stroke="#475569" />
      <text x={left - 6} y={10} textAnchor="end" fontSize="11" fill="#334155">{formatNumber(shape.top)}</text>
      <text x={left - 6} y={height - bottom} textAnchor="end" fontSize="11" fill="#334155">0</text>
      {shape.bars.map((bar) => bar.height > 0 && <rect key={bar.day} x={bar.x} y={bar.y} width={bar.width} height={bar.height} fill={PAGEVIEW_COLOUR} />)}
      <polyline points={shape.line} fill="none" stroke="#fff" strokeWidth="5" strokeLinejoin="round" />
      <polyline points={shape.line} fill="none" stroke={VISITOR_COLOUR} strokeWidth="2.5" strokeLinejoin="round" />
      {shape.ticks.map((tick) => <text key={tick.day} x={tick.x} y={height - 8} textAnchor="middle" fontSize="11" fill="#334155">{formatDay(tick.day)}</text>)}
    </svg>
  );
}
