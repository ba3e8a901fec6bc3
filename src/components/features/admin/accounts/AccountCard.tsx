import { useId, useState } from 'react';
import { adminRoles, mayUse, type AdminAccount, type AdminRole } from '#domain/admin-access.ts';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import { showToast } from '#stores/toast.ts';
import { adminFetch, errorMessage } from '../api.ts';
import { formatDateTime } from '../format.ts';
import ResetTwoFactor from './ResetTwoFactor.tsx';
import { badgeClass, buttonClass, hintClass, inputClass, labelClass } from '../ui.ts';

interface Props {
  account: AdminAccount;
  self: boolean;
  strings: AdminStrings['accounts'];
  twoFactor: AdminStrings['twoFactor'];
  roles: Record<AdminRole, string>;
  onChanged: (account: AdminAccount) => void;
}

/**
 * One administrator: name, e-mail, last sign-in, the role (changed at once), sign-in on or off, and,
 * for those who work inquiries, whether they get the desk's morning reminder e-mail.
 */
export default function AccountCard({ account, self, strings, twoFactor, roles, onChanged }: Props) {
  const id = useId();
  const [pending, setPending] = useState(false);
  // The switch moves at once and moves back if the change is refused.
  const [askedReminders, setAskedReminders] = useState<boolean | undefined>(undefined);

  async function change(body: { role?: AdminRole; disabled?: boolean; reminders?: boolean }) {
    setPending(true);
    setAskedReminders(body.reminders);
    try {
      const { account: changed } = await adminFetch<{ account: AdminAccount }>('PATCH', `/api/admin/accounts/${account.id}`, body);
      onChanged(changed);
      showToast(
        body.reminders === undefined
          ? { title: strings.saved, description: changed.username }
          : { title: fill(changed.reminders ? strings.remindersOn : strings.remindersOff, { username: changed.username }) },
      );
    } catch (error) {
      showToast({ title: strings.failed, description: errorMessage(error, strings.failed), variant: 'destructive' });
    } finally {
      setPending(false);
      setAskedReminders(undefined);
    }
  }

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby={`${id}-name`}>
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={`${id}-name`} className="text-base font-semibold">{account.username}{self && ` (${strings.you})`}</h4>
        <span className={`${badgeClass} ${account.disabled ? 'bg-slate-200 text-slate-800' : 'bg-emerald-50 text-emerald-900'}`}>{account.disabled ? strings.disabled : strings.active}</span>
        <span className={`${badgeClass} ${account.twoFactor ? 'bg-brand-50 text-brand-800' : 'bg-slate-100 text-slate-700'}`}>{account.twoFactor ? twoFactor.accountOn : twoFactor.accountOff}</span>
      </div>
      <p className="mt-1 text-sm text-slate-700">{account.email ?? strings.noEmail}</p>
      <p className="text-sm text-slate-700">{strings.lastLogin}: {account.lastLogin ? formatDateTime(account.lastLogin) : strings.never}</p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-role`} className={labelClass}>{fill(strings.roleOf, { username: account.username })}</label>
          <select id={`${id}-role`} className={inputClass} value={account.role} disabled={pending} onChange={(event) => void change({ role: event.target.value as AdminRole })}>
            {adminRoles.map((role) => <option key={role} value={role}>{roles[role]}</option>)}
          </select>
        </div>
        <button type="button" className={buttonClass(account.disabled ? 'secondary' : 'quietDanger')} disabled={pending} onClick={() => void change({ disabled: !account.disabled })}>
          {account.disabled ? strings.enable : strings.disable}
        </button>
        {account.twoFactor && <ResetTwoFactor account={account} strings={twoFactor} onReset={onChanged} />}
      </div>
      {mayUse(account.role, 'inquiries') && (
        <div className="mt-3 flex items-start gap-3">
          <input id={`${id}-reminders`} type="checkbox" className="mt-1 size-5 shrink-0 accent-brand-700" checked={askedReminders ?? account.reminders} disabled={pending} aria-describedby={`${id}-reminders-hint`} onChange={(event) => void change({ reminders: event.target.checked })} />
          <div className="min-w-0">
            <label htmlFor={`${id}-reminders`} className="font-semibold text-slate-900">{strings.reminders}</label>
            <p id={`${id}-reminders-hint`} className={hintClass}>{strings.remindersHint}</p>
          </div>
        </div>
      )}
    </li>
  );
}
