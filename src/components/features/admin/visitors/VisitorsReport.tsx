import type { AdminStrings } from '#data/admin/app/index.ts';
import type { AnalyticsReport } from '#domain/analytics/report.ts';
import { formatNumber } from '../format.ts';
import DailyPanel from './DailyPanel.tsx';
import FigureCard from './FigureCard.tsx';
import FunnelSection from './FunnelSection.tsx';
import type { Labels } from './labels.ts';
import { percent, rate } from './range.ts';
import SearchesCard from './SearchesCard.tsx';
import { figureTables, notFoundTable } from './tables.ts';

type Strings = AdminStrings['visitors'];

/** The figures of one range: totals, the daily chart and table, the tables, and the funnel. */
export default function VisitorsReport({ report, strings, labels }: { report: AnalyticsReport; strings: Strings; labels: Labels }) {
  const conversion = rate(report.funnel.inquiries, report.funnel.contactViews);
  const totals = [
    [strings.totals.visitors, formatNumber(report.totals.visitors)],
    [strings.totals.pageviews, formatNumber(report.totals.pageviews)],
    [strings.totals.inquiries, formatNumber(report.funnel.inquiries)],
    [strings.totals.conversion, conversion === null ? '—' : `${formatNumber(percent(conversion))}%`],
  ] as const;
  const visited = report.totals.pageviews > 0 || report.searches.length > 0 || report.notFound.length > 0;
  return (
    <>
      <dl className="mt-4 grid grid-cols-2 gap-3 xl:grid-cols-4">
        {totals.map(([label, value]) => (
          <div key={label} className="rounded-2xl border border-slate-200 bg-brand-50 p-4 sm:p-5">
            <dt className="text-sm font-semibold text-slate-700">{label}</dt>
            <dd className="mt-1 text-2xl font-bold text-brand-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {!visited && <p className="mt-6 rounded-2xl border border-dashed border-slate-400 bg-white p-5 text-slate-700">{strings.empty}</p>}
      {visited && (
        <>
          <DailyPanel report={report} strings={strings} />
          <div className="mt-6 grid gap-4 lg:grid-cols-2">
            {figureTables(report, strings, labels).map((table) => <FigureCard key={table.id} table={table} range={report} strings={strings} />)}
            <SearchesCard report={report} strings={strings} labels={labels} />
            <FigureCard table={notFoundTable(report, strings, labels)} range={report} strings={strings} />
          </div>
        </>
      )}
      <FunnelSection report={report} strings={strings} labels={labels} />
    </>
  );
}
