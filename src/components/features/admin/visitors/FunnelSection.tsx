import { useId } from 'react';
import type { AdminStrings } from '#data/admin/app/index.ts';
import type { AnalyticsReport } from '#domain/analytics/report.ts';
import { hintClass } from '../ui.ts';
import FigureCard from './FigureCard.tsx';
import type { Labels } from './labels.ts';
import { funnelTable } from './tables.ts';

/** From a contact-page visit to a started form, an inquiry and a reply within 24 hours, by language and by source. */
export default function FunnelSection({ report, strings, labels }: { report: AnalyticsReport; strings: AdminStrings['visitors']; labels: Labels }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <h3 id={`${id}-heading`} className="text-lg">{strings.funnel.heading}</h3>
      <p className={hintClass}>{strings.funnel.note}</p>
      <div className="mt-3 grid gap-4">
        <FigureCard table={funnelTable(report, strings, labels, 'locale')} range={report} strings={strings} />
        <FigureCard table={funnelTable(report, strings, labels, 'source')} range={report} strings={strings} />
      </div>
    </section>
  );
}
