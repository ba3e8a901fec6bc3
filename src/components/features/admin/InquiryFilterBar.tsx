import { useEffect, useId, useState } from 'react';
import type { AdminStrings } from '#data/admin/app/index.ts';
import { MAX_QUERY_LENGTH } from '#domain/inquiry/list-filters.ts';
import { INQUIRY_STATUSES, type InquiryFilters } from './inquiries.ts';
import { inputClass, labelClass } from './ui.ts';

/** How long typing must pause before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Search box (debounced) and the status and service filters; reports every settled change. */
export default function InquiryFilterBar({ strings, onChange }: { strings: AdminStrings['inquiries']; onChange: (filters: InquiryFilters) => void }) {
  const id = useId();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [service, setService] = useState('');
  const [settledQ, setSettledQ] = useState('');
  const [assignee, setAssignee] = useState('');
  const [overdue, setOverdue] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setSettledQ(q), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q]);
  useEffect(() => onChange({ q: settledQ, status, service, assignee, overdue }), [settledQ, status, service, assignee, overdue, onChange]);
  const h = strings.handling;

  const select = `${inputClass} text-sm`;
  return (
    <form role="search" onSubmit={(event) => { event.preventDefault(); setSettledQ(q); }} className="mt-4 grid gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
      <div>
        <label htmlFor={`${id}-q`} className={labelClass}>{strings.search}</label>
        <input id={`${id}-q`} type="search" maxLength={MAX_QUERY_LENGTH} value={q} placeholder={strings.searchPlaceholder} onChange={(event) => setQ(event.target.value)} className={inputClass} />
      </div>
      <div>
        <label htmlFor={`${id}-status`} className={labelClass}>{strings.statusFilter}</label>
        <select id={`${id}-status`} value={status} onChange={(event) => setStatus(event.target.value)} className={select}>
          <option value="">{strings.allButSpam}</option>
          {INQUIRY_STATUSES.map((key) => <option key={key} value={key}>{strings.statuses[key]}</option>)}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-service`} className={labelClass}>{strings.serviceFilter}</label>
        <select id={`${id}-service`} value={service} onChange={(event) => setService(event.target.value)} className={select}>
          <option value="">{strings.all}</option>
          {Object.entries(strings.services).map(([key, text]) => <option key={key} value={key}>{text}</option>)}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-assignee`} className={labelClass}>{h.assigneeFilter}</label>
        <select id={`${id}-assignee`} value={assignee} onChange={(event) => setAssignee(event.target.value)} className={select}>
          <option value="">{strings.all}</option>
          <option value="me">{h.mine}</option>
          <option value="none">{h.unassigned}</option>
        </select>
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-slate-800 sm:col-span-2 lg:col-span-4">
        <input type="checkbox" className="size-5 accent-brand-700" checked={overdue} onChange={(event) => setOverdue(event.target.checked)} />
        {h.overdueOnly}
      </label>
    </form>
  );
}
