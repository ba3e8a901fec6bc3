import { useId } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import type { AnalyticsReport } from '#domain/analytics/report.ts';
import { formatDay, formatNumber } from '../format.ts';
import DailyChart, { PAGEVIEW_COLOUR, VISITOR_COLOUR } from './DailyChart.tsx';
import FigureCard from './FigureCard.tsx';
import { everyDay } from './range.ts';
import { dailyTable } from './tables.ts';

type Strings = AdminStrings['visitors'];

/** Visitors and page views per day: the chart to look at, and beside it the same figures as a table (and CSV). */
export default function DailyPanel({ report, strings }: { report: AnalyticsReport; strings: Strings }) {
  const id = useId();
  const days = everyDay(report);
  const label = fill(strings.chartLabel, { from: formatDay(report.from), to: formatDay(report.to), visitors: formatNumber(report.totals.visitors), pageviews: formatNumber(report.totals.pageviews) });
  const legend = [[PAGEVIEW_COLOUR, strings.legend.pageviews, 'h-3 w-3 rounded-sm'], [VISITOR_COLOUR, strings.legend.visitors, 'h-1 w-4 rounded-full']] as const;
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6">
      <h3 id={`${id}-heading`} className="text-lg">{strings.chartHeading}</h3>
      <div className="mt-3 grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
          {/* One of the two shows (the other is display: none, so out of the accessibility tree too). */}
          <DailyChart days={days} label={label} size="narrow" className="sm:hidden" />
          <DailyChart days={days} label={label} size="wide" className="hidden sm:block" />
          <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700" aria-hidden="true">
            {legend.map(([colour, text, shape]) => (
              <li key={text} className="flex items-center gap-2">
                <span className={`inline-block ${shape}`} style={{ backgroundColor: colour }} />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <FigureCard table={dailyTable(report, strings)} range={report} strings={strings} tall />
      </div>
    </section>
  );
}
