import { useId, useState, type SubmitEvent } from 'react';
import type { AdminStrings } from '#data/admin/app/index.ts';
import { auditActions } from '#domain/audit-action.ts';
import { showToast } from '#stores/toast.ts';
import { adminFetch, errorMessage } from './api.ts';
import type { AuditLabels } from './auditDetail.ts';
import AuditTable from './AuditTable.tsx';
import type { AuditEntry } from './dashboard.ts';
import LoadFailed from './LoadFailed.tsx';
import Spinner from './Spinner.tsx';
import { buttonClass, inputClass, labelClass } from './ui.ts';
import { useAdminQuery } from './useAdminQuery.ts';

type Strings = AdminStrings['dashboard'];
type Page = { entries: AuditEntry[]; next: number | null };

/** The owners' audit log: filtered by action and administrator, newest first, 50 at a time with "more". */
export default function AuditLog({ strings, labels }: { strings: Strings; labels: Omit<AuditLabels, 'details'> }) {
  const id = useId();
  const f = strings.auditFilter;
  const [action, setAction] = useState('');
  const [username, setUsername] = useState('');
  const [query, setQuery] = useState('');
  const [older, setOlder] = useState<Page>({ entries: [], next: null });
  const { state, reload } = useAdminQuery<Page>(`/api/admin/audit${query}`);

  function apply(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams({ ...(action ? { action } : {}), ...(username.trim() ? { username: username.trim() } : {}) });
    setOlder({ entries: [], next: null });
    setQuery(params.size > 0 ? `?${params}` : '');
  }

  async function more(before: number) {
    const params = new URLSearchParams(query.slice(1));
    params.set('before', String(before));
    try {
      const page = await adminFetch<Page>('GET', `/api/admin/audit?${params}`);
      setOlder((o) => ({ entries: [...o.entries, ...page.entries], next: page.next }));
    } catch (error) {
      showToast({ title: strings.loadFailed, description: errorMessage(error, strings.loadFailed), variant: 'destructive' });
    }
  }

  const next = older.entries.length > 0 ? older.next : state.status === 'ready' ? state.data.next : null;
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8">
      <h3 id={`${id}-heading`} className="text-lg">{strings.auditHeading}</h3>
      <form role="search" aria-label={f.label} onSubmit={apply} className="mt-3 grid gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor={`${id}-action`} className={labelClass}>{f.action}</label>
          <select id={`${id}-action`} className={inputClass} value={action} onChange={(e) => setAction(e.target.value)}>
            <option value="">{f.allActions}</option>
            {auditActions.map((a) => <option key={a} value={a}>{strings.actions[a] ?? a}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-username`} className={labelClass}>{f.username}</label>
          <input id={`${id}-username`} className={inputClass} value={username} maxLength={50} onChange={(e) => setUsername(e.target.value)} />
        </div>
        <button type="submit" className={buttonClass('secondary')}>{f.apply}</button>
      </form>
      {state.status === 'loading' && <Spinner label={strings.auditHeading} />}
      {state.status === 'failed' && <LoadFailed text={strings.loadFailed} retry={strings.retry} error={state.error} onRetry={reload} />}
      {state.status === 'ready' && <AuditTable strings={strings} labels={labels} audit={[...state.data.entries, ...older.entries]} />}
      {next !== null && <button type="button" className={`${buttonClass('secondary')} mt-3`} onClick={() => void more(next)}>{f.more}</button>}
    </section>
  );
}
