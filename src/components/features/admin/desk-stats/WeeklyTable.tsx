import type { WeekCounts, WeekDimension } from '#domain/inquiry/desk-stats.ts';
import { formatDay, formatNumber } from '../format.ts';
import { colourOf, weekSeries } from './chart.ts';

interface Props {
  weeks: readonly WeekCounts[];
  dimension: WeekDimension;
  series: readonly string[];
  labelOf: (key: string) => string;
  caption: string;
  texts: { week: string; total: string };
}

/** The chart's figures as a table (newest week first), its column heads doubling as the chart's legend. */
export default function WeeklyTable({ weeks, dimension, series, labelOf, caption, texts }: Props) {
  return (
    <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-max text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-left">
            <th scope="col" className="py-2 pr-3 font-semibold">{texts.week}</th>
            {series.map((key) => (
              <th key={key} scope="col" className="px-2 py-2 text-right font-semibold">
                <span aria-hidden="true" className="mr-1 inline-block size-3 rounded-sm align-middle" style={{ backgroundColor: colourOf(series, key) }} />
                {labelOf(key)}
              </th>
            ))}
            <th scope="col" className="py-2 pl-2 text-right font-semibold">{texts.total}</th>
          </tr>
        </thead>
        <tbody>
          {[...weeks].reverse().map((week) => (
            <tr key={week.start} className="border-b border-slate-100">
              <th scope="row" className="py-1.5 pr-3 text-left font-normal">{formatDay(week.start)}</th>
              {weekSeries(week, dimension, series).map((n, i) => <td key={series[i]} className="px-2 py-1.5 text-right tabular-nums">{formatNumber(n)}</td>)}
              <td className="py-1.5 pl-2 text-right font-semibold tabular-nums">{formatNumber(week.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
