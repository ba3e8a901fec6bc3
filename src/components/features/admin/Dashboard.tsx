import type { AdminStrings } from '#data/admin/ko.ts';
import BuildStatus from './BuildStatus.tsx';
import { auditRows, type DashboardData } from './dashboard.ts';
import LoadFailed from './LoadFailed.tsx';
import Spinner from './Spinner.tsx';
import { useAdminQuery } from './useAdminQuery.ts';

type Strings = AdminStrings['dashboard'];

/** The counters (notices, FAQs, inquiries, new inquiries, spam in quarantine), the site's last build and the latest audit log entries. */
export default function Dashboard({ strings }: { strings: Strings }) {
  const { state, reload } = useAdminQuery<DashboardData>('/api/admin/dashboard');
  const counters = [
    ['notices', strings.counters.notices],
    ['faqs', strings.counters.faqs],
    ['inquiries', strings.counters.inquiries],
    ['newInquiries', strings.counters.newInquiries],
    ['spamInquiries', strings.counters.spamInquiries],
  ] as const;

  return (
    <section aria-labelledby="admin-dashboard-heading">
      <h2 id="admin-dashboard-heading" tabIndex={-1} data-admin-tab-heading className="text-xl">{strings.heading}</h2>
      {state.status === 'loading' && <Spinner label={strings.heading} />}
      {state.status === 'failed' && <LoadFailed text={strings.loadFailed} retry={strings.retry} error={state.error} onRetry={reload} />}
      {state.status === 'ready' && (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
            {counters.map(([key, text]) => (
              <div key={key} className="rounded-2xl border border-slate-200 bg-brand-50 p-4 sm:p-5">
                <dt className="text-sm font-semibold text-slate-700">{text}</dt>
                <dd className="mt-1 text-3xl font-bold text-brand-900 tabular-nums">{state.data.counts[key].toLocaleString('ko-KR')}</dd>
              </div>
            ))}
          </dl>
          <BuildStatus strings={strings.build} build={state.data.build} />
          {state.data.audit && (
            <>
              <h3 className="mt-8 text-lg">{strings.auditHeading}</h3>
              <AuditTable strings={strings} audit={state.data.audit} />
            </>
          )}
        </>
      )}
    </section>
  );
}

function AuditTable({ strings, audit }: { strings: Strings; audit: NonNullable<DashboardData['audit']> }) {
  const rows = auditRows(audit, strings);
  if (rows.length === 0) return <p className="mt-3 text-slate-700">{strings.auditEmpty}</p>;
  const c = strings.auditColumns;
  const cell = 'px-3 py-2 align-top';
  // Phones get one card per entry; a five-column table does not fit 390 px.
  return (
    <>
    <ol className="mt-3 space-y-2 sm:hidden">
      {rows.map((row) => (
        <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
          <p className="font-semibold text-slate-900">{row.action}{row.entity && ` · ${row.entity}`}</p>
          {row.summary && <p className="mt-0.5 text-slate-800">{row.summary}</p>}
          <p className="mt-0.5 text-slate-700">{row.username} · {row.time}</p>
        </li>
      ))}
    </ol>
    <div className="mt-3 hidden overflow-x-auto rounded-xl border border-slate-200 bg-white sm:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{strings.auditHeading}</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            <th scope="col" className={cell}>{c.time}</th>
            <th scope="col" className={cell}>{c.username}</th>
            <th scope="col" className={cell}>{c.action}</th>
            <th scope="col" className={cell}>{c.entity}</th>
            <th scope="col" className={cell}>{c.summary}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={`${cell} whitespace-nowrap`}>{row.time}</td>
              <td className={cell}>{row.username}</td>
              <td className={`${cell} whitespace-nowrap`}>{row.action}</td>
              <td className={`${cell} whitespace-nowrap`}>{row.entity}</td>
              <td className={cell}>{row.summary}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
    </>
  );
}
