import { useId, useState } from 'react';
import type { AdminStrings } from '#data/admin/app/index.ts';
import { showToast } from '#stores/toast.ts';
import { adminFetch, errorMessage } from '../api.ts';
import { cardClass, hintClass } from '../ui.ts';
import { useAdminQuery } from '../useAdminQuery.ts';

/** The owner's rule that every account signs in with a second factor (GET/PUT /api/admin/settings). */
export default function RequireTwoFactor({ strings }: { strings: AdminStrings['twoFactor'] }) {
  const id = useId();
  const { state, setData } = useAdminQuery<{ requireTwoFactor: boolean }>('/api/admin/settings');
  const [pending, setPending] = useState(false);
  if (state.status !== 'ready') return null;

  async function change(requireTwoFactor: boolean) {
    setPending(true);
    try {
      setData(() => ({ requireTwoFactor }));
      await adminFetch('PUT', '/api/admin/settings', { requireTwoFactor });
      showToast({ title: strings.requireSaved });
    } catch (error) {
      setData(() => ({ requireTwoFactor: !requireTwoFactor }));
      showToast({ title: strings.failed, description: errorMessage(error, strings.failed), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={`${cardClass} mt-4`}>
      <div className="flex items-start gap-3">
        <input id={id} type="checkbox" className="mt-1 size-5 accent-brand-700" checked={state.data.requireTwoFactor} disabled={pending} aria-describedby={`${id}-hint`} onChange={(event) => void change(event.target.checked)} />
        <div>
          <label htmlFor={id} className="font-semibold text-slate-900">{strings.requireLabel}</label>
          <p id={`${id}-hint`} className={hintClass}>{strings.requireHint}</p>
        </div>
      </div>
    </div>
  );
}
