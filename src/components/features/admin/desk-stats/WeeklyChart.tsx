import type { WeekCounts, WeekDimension } from '#domain/inquiry/desk-stats.ts';
import { formatDay, formatNumber } from '../format.ts';
import { axisTop, colourOf, weekSeries } from './chart.ts';

const WIDTH = 640;
const HEIGHT = 220;
const LEFT = 36;
const BOTTOM = 24;

interface Props {
  weeks: readonly WeekCounts[];
  dimension: WeekDimension;
  series: readonly string[];
  /** Says what the picture shows and that the table below has the figures. */
  label: string;
}

/** Stacked bars, one per week; a picture only (role img): the table beside it carries the figures. */
export default function WeeklyChart({ weeks, dimension, series, label }: Props) {
  const top = axisTop(weeks);
  const slot = (WIDTH - LEFT) / weeks.length;
  const y = (n: number) => ((HEIGHT - BOTTOM) * n) / top;
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-4 h-auto w-full">
      <line x1={LEFT} x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} stroke="#475569" />
      <text x={LEFT - 6} y={10} textAnchor="end" fontSize="11" fill="#334155">{formatNumber(top)}</text>
      <text x={LEFT - 6} y={HEIGHT - BOTTOM} textAnchor="end" fontSize="11" fill="#334155">0</text>
      {weeks.map((week, index) => {
        let base = HEIGHT - BOTTOM;
        const x = LEFT + index * slot + slot * 0.15;
        return (
          <g key={week.start}>
            {weekSeries(week, dimension, series).map((n, i) => {
              if (n === 0) return null;
              base -= y(n);
              return <rect key={series[i]} x={x} y={base} width={slot * 0.7} height={y(n)} fill={colourOf(series, series[i]!)} stroke="#fff" strokeWidth="1" />;
            })}
            {index % 2 === 0 && <text x={x + slot * 0.35} y={HEIGHT - 8} textAnchor="middle" fontSize="11" fill="#334155">{formatDay(week.start)}</text>}
          </g>
        );
      })}
    </svg>
  );
}
