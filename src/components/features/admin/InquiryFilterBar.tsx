import { useEffect, useId, useState } from 'react';
import type { AdminStrings } from '#data/admin/app/index.ts';
import { MAX_QUERY_LENGTH } from '#domain/inquiry/list-filters.ts';
import { INQUIRY_STATUSES, type InquiryFilters } from './inquiries.ts';
import { inputClass, labelClass } from './ui.ts';
import type { HistoryMode } from './inquiry-desk/useInquiryAddress.ts';

/** How long typing must pause before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Search box (debounced) and the status, service, assignee and overdue filters, showing `filters`
 * (the address's: a loaded link, back and forward) and reporting each change with how it should
 * enter the browser's history: a choice from a filter is a step of its own (push: back undoes it);
 * a search, settled after typing pauses, updates the address in place (replace), so back does not
 * walk through every word typed.
 */
export default function InquiryFilterBar({ strings, filters, onChange }: { strings: AdminStrings['inquiries']; filters: InquiryFilters; onChange: (filters: InquiryFilters, mode: HistoryMode) => void }) {
  const id = useId();
  const [q, setQ] = useState(filters.q);
  const { status, service } = filters;
  const assignee = filters.assignee ?? '';
  const overdue = filters.overdue ?? false;

  // A search the address brought (a link, back or forward) replaces what the box holds, unless the
  // box holds it already (with the spaces the address trims off while one types).
  useEffect(() => setQ((typed) => (typed.trim() === filters.q ? typed : filters.q)), [filters.q]);
  useEffect(() => {
    if (q.trim() === filters.q) return undefined;
    const timer = setTimeout(() => onChange({ ...filters, q: q.trim() }, 'replace'), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q, filters, onChange]);
  const choose = (change: Partial<InquiryFilters>) => onChange({ ...filters, q: q.trim(), ...change }, 'push');
  const h = strings.handling;

  const select = `${inputClass} text-sm`;
  return (
    <form role="search" onSubmit={(event) => { event.preventDefault(); if (q.trim() !== filters.q) onChange({ ...filters, q: q.trim() }, 'replace'); }} className="mt-4 grid gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
      <div>
        <label htmlFor={`${id}-q`} className={labelClass}>{strings.search}</label>
        <input id={`${id}-q`} type="search" maxLength={MAX_QUERY_LENGTH} value={q} placeholder={strings.searchPlaceholder} onChange={(event) => setQ(event.target.value)} className={inputClass} />
      </div>
      <div>
        <label htmlFor={`${id}-status`} className={labelClass}>{strings.statusFilter}</label>
        <select id={`${id}-status`} value={status} onChange={(event) => choose({ status: event.target.value })} className={select}>
          <option value="">{strings.allButSpam}</option>
          {INQUIRY_STATUSES.map((key) => <option key={key} value={key}>{strings.statuses[key]}</option>)}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-service`} className={labelClass}>{strings.serviceFilter}</label>
        <select id={`${id}-service`} value={service} onChange={(event) => choose({ service: event.target.value })} className={select}>
          <option value="">{strings.all}</option>
          {Object.entries(strings.services).map(([key, text]) => <option key={key} value={key}>{text}</option>)}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-assignee`} className={labelClass}>{h.assigneeFilter}</label>
        <select id={`${id}-assignee`} value={assignee} onChange={(event) => choose({ assignee: event.target.value })} className={select}>
          <option value="">{strings.all}</option>
          <option value="me">{h.mine}</option>
          <option value="none">{h.unassigned}</option>
        </select>
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-slate-800 sm:col-span-2 lg:col-span-4">
        <input type="checkbox" className="size-5 accent-brand-700" checked={overdue} onChange={(event) => choose({ overdue: event.target.checked })} />
        {h.overdueOnly}
      </label>
    </form>
  );
}
