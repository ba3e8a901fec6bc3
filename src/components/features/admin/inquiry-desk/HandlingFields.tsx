import { useId } from 'react';
import type { AdminStrings } from '#data/admin/app/index.ts';
import type { Assignee } from '#domain/inquiry/handling.ts';
import type { Inquiry } from '../inquiries.ts';
import { isOverdue, type HandlingChange } from './handling.ts';

interface Props {
  inquiry: Inquiry;
  assignees: readonly Assignee[];
  strings: AdminStrings['inquiries']['handling'];
  busy: boolean;
  onChange: (change: HandlingChange) => void;
}

/** Who handles the inquiry and the day to follow it up, each saved as soon as it is chosen. */
export default function HandlingFields({ inquiry, assignees, strings, busy, onChange }: Props) {
  const id = useId();
  const overdue = isOverdue(inquiry, new Date());
  const control = 'mt-1 block min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-sm text-slate-900';
  // Someone no longer in the list (disabled, another role) still shows as the current assignee.
  const options = inquiry.assignee && !assignees.some((a) => a.id === inquiry.assignee!.id) ? [...assignees, inquiry.assignee] : assignees;
  return (
    <div className="mt-3 grid gap-3 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-assignee`} className="text-sm font-semibold text-slate-700">{strings.assignee}</label>
        <select id={`${id}-assignee`} className={control} disabled={busy} value={inquiry.assignee?.id ?? ''} onChange={(event) => onChange({ assignedTo: event.target.value === '' ? null : Number(event.target.value) })}>
          <option value="">{strings.nobody}</option>
          {options.map((a) => <option key={a.id} value={a.id}>{a.username}</option>)}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-follow`} className="text-sm font-semibold text-slate-700">{strings.followUp}</label>
        <input id={`${id}-follow`} type="date" className={`${control} ${overdue ? 'border-accent-700' : ''}`} disabled={busy} value={inquiry.followUpOn ?? ''}
          aria-describedby={overdue ? `${id}-overdue` : undefined} onChange={(event) => onChange({ followUpOn: event.target.value === '' ? null : event.target.value })} />
        {overdue && <p id={`${id}-overdue`} className="mt-1 text-sm font-medium text-accent-700">{strings.overdue}</p>}
      </div>
    </div>
  );
}
