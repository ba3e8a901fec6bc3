import { useId, useState } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import { WEEK_DIMENSIONS, type DeskStats, type WeekDimension } from '#domain/inquiry/desk-stats.ts';
import { formatNumber } from '../format.ts';
import { hintClass, inputClass, labelClass } from '../ui.ts';
import { seriesOf } from './chart.ts';
import DeskFigures from './DeskFigures.tsx';
import { categoryLabel } from './labels.ts';
import WeeklyChart from './WeeklyChart.tsx';
import WeeklyTable from './WeeklyTable.tsx';

interface Props {
  strings: AdminStrings['dashboard']['desk'];
  services: Readonly<Record<string, string>>;
  stats: DeskStats;
}

/** The dashboard's inquiry desk: open and overdue, first replies, and inquiries per week split as the reader chooses. */
export default function DeskStatsPanel({ strings, services, stats }: Props) {
  const id = useId();
  const [dimension, setDimension] = useState<WeekDimension>('service');
  const series = seriesOf(stats.weeks, dimension);
  const labelOf = (key: string) => categoryLabel(dimension, key, { services, ...strings });
  const dimensionText = strings.dimensions[dimension];
  const total = stats.weeks.reduce((sum, week) => sum + week.total, 0);
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <h3 id={`${id}-heading`} className="text-lg">{strings.heading}</h3>
      <DeskFigures strings={strings} stats={stats} />
      <p className={hintClass}>{fill(strings.replyNote, { zone: stats.timeZone.replaceAll('_', ' ') })}</p>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h4 className="text-base font-semibold">{strings.weeklyHeading}</h4>
          <div>
            <label htmlFor={`${id}-split`} className={labelClass}>{strings.groupBy}</label>
            <select id={`${id}-split`} className={inputClass} value={dimension} onChange={(e) => setDimension(e.target.value as WeekDimension)}>
              {WEEK_DIMENSIONS.map((key) => <option key={key} value={key}>{strings.dimensions[key]}</option>)}
            </select>
          </div>
        </div>
        <WeeklyChart weeks={stats.weeks} dimension={dimension} series={series} label={fill(strings.chartLabel, { total: formatNumber(total), dimension: dimensionText })} />
        <WeeklyTable weeks={stats.weeks} dimension={dimension} series={series} labelOf={labelOf} caption={fill(strings.tableCaption, { dimension: dimensionText })} texts={strings} />
      </div>
    </section>
  );
}
