import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import type { DeskStats } from '#domain/inquiry/desk-stats.ts';
import { formatNumber } from '../format.ts';
import { waitText } from './chart.ts';

type Strings = AdminStrings['dashboard']['desk'];

/** Open and overdue inquiries, the median wait for a first reply and the share answered within 24 hours. */
export default function DeskFigures({ strings, stats }: { strings: Strings; stats: DeskStats }) {
  const { firstReplies: replies } = stats;
  const share = replies.decided > 0 ? `${formatNumber(Math.round((replies.within24h / replies.decided) * 100))}%` : '—';
  const figures: [string, string, (string | undefined)?][] = [
    [strings.open, formatNumber(stats.open)],
    [strings.overdue, formatNumber(stats.overdue)],
    [strings.medianReply, replies.medianMinutes === null ? strings.noReplies : waitText(replies.medianMinutes, strings, formatNumber)],
    [strings.within24h, share, replies.decided > 0 ? fill(strings.shareOf, { within: formatNumber(replies.within24h), decided: formatNumber(replies.decided) }) : undefined],
  ];
  return (
    <dl className="mt-4 grid grid-cols-2 gap-3 xl:grid-cols-4">
      {figures.map(([label, value, note]) => (
        <div key={label} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
          <dt className="text-sm font-semibold text-slate-700">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-brand-900 tabular-nums">{value}</dd>
          {note && <dd className="text-sm text-slate-600">{note}</dd>}
        </div>
      ))}
    </dl>
  );
}
