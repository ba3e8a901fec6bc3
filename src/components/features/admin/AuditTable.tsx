import type { AdminStrings } from '#data/admin/app/index.ts';
import type { AuditLabels } from './auditDetail.ts';
import { auditRows, type AuditEntry } from './dashboard.ts';

type Strings = AdminStrings['dashboard'];

/** Audit entries as a table, or one card each on a phone (a five-column table does not fit 390 px). */
export default function AuditTable({ strings, labels, audit }: { strings: Strings; labels: Omit<AuditLabels, 'details'>; audit: readonly AuditEntry[] }) {
  const rows = auditRows(audit, { ...labels, details: strings.auditDetails, actions: strings.actions, entities: strings.entities });
  if (rows.length === 0) return <p className="mt-3 text-slate-700">{strings.auditEmpty}</p>;
  const c = strings.auditColumns;
  const cell = 'px-3 py-2 align-top';
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
