import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import type { AnalyticsReport } from '#domain/analytics/report.ts';
import { calendarDay, FIRM_TIME_ZONE } from '#domain/firm-time.ts';
import { formatDay } from '../format.ts';
import { $adminLocale } from '../language.ts';
import LoadFailed from '../LoadFailed.tsx';
import Spinner from '../Spinner.tsx';
import { hintClass } from '../ui.ts';
import { useAdminQuery } from '../useAdminQuery.ts';
import { labelsFor } from './labels.ts';
import { analyticsPath, rangeEnding, type RangeDays } from './range.ts';
import RangePicker from './RangePicker.tsx';
import VisitorsReport from './VisitorsReport.tsx';

type Strings = AdminStrings['visitors'];

/** The Visitors tab (owners and editors): the period picker and that period's figures, in the firm's calendar days. */
export default function VisitorsTab({ strings }: { strings: Strings }) {
  const locale = useStore($adminLocale);
  const [days, setDays] = useState<RangeDays>(30);
  const { state, reload } = useAdminQuery<AnalyticsReport>(analyticsPath(rangeEnding(calendarDay(new Date()), days)));
  const labels = useMemo(() => labelsFor(locale, strings), [locale, strings]);
  return (
    <section aria-labelledby="admin-visitors-heading">
      <h2 id="admin-visitors-heading" tabIndex={-1} data-admin-tab-heading className="text-xl">{strings.heading}</h2>
      <p className={hintClass}>{fill(strings.intro, { zone: FIRM_TIME_ZONE.replaceAll('_', ' ') })}</p>
      <RangePicker days={days} onChange={setDays} texts={strings} />
      {state.status === 'loading' && <Spinner label={strings.heading} />}
      {state.status === 'failed' && <LoadFailed text={strings.loadFailed} retry={strings.retry} error={state.error} onRetry={reload} />}
      {state.status === 'ready' && (
        <>
          <p className="mt-2 text-sm text-slate-700" aria-live="polite">{fill(strings.rangeShown, { from: formatDay(state.data.from), to: formatDay(state.data.to) })}</p>
          <VisitorsReport report={state.data} strings={strings} labels={labels} />
        </>
      )}
    </section>
  );
}
