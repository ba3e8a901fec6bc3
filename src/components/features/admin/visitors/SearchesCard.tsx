import { useId, useState } from 'react';
import type { AdminStrings } from '#data/admin/app/index.ts';
import type { AnalyticsReport } from '#domain/analytics/report.ts';
import FigureCard from './FigureCard.tsx';
import type { Labels } from './labels.ts';
import { searchTable } from './tables.ts';

/** The site-search terms, each that found nothing tagged so, and a switch to list those alone (and export them alone). */
export default function SearchesCard({ report, strings, labels }: { report: AnalyticsReport; strings: AdminStrings['visitors']; labels: Labels }) {
  const id = useId();
  const [onlyNothing, setOnlyNothing] = useState(false);
  const table = searchTable(report, strings, labels, onlyNothing);
  return (
    <FigureCard table={table} range={report} strings={strings} mark={{ column: 3, text: strings.foundNothingMark }}>
      {report.searches.length > 0 && (
        <div className="mt-2 flex min-h-11 items-center gap-2">
          <input id={`${id}-nothing`} type="checkbox" className="size-5 accent-brand-700" checked={onlyNothing} onChange={(e) => setOnlyNothing(e.target.checked)} />
          <label htmlFor={`${id}-nothing`} className="text-sm text-slate-800">{strings.onlyFoundNothing}</label>
        </div>
      )}
    </FigureCard>
  );
}
