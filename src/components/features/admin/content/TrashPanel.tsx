import { useEffect, useState } from 'react';
import { versionEtag } from '#domain/edit-version.ts';
import { fill } from '#data/admin/app/index.ts';
import type { ContentStrings } from '#data/admin/content/index.ts';
import { showToast } from '#stores/toast.ts';
import { adminFetch, errorMessage } from '../api.ts';
import { formatDateTime } from '../format.ts';
import LoadFailed from '../LoadFailed.tsx';
import { buttonClass } from '../ui.ts';
import { useAdminQuery } from '../useAdminQuery.ts';
import type { TrashedItem } from './history.ts';

interface Props {
  /** The API's name of the tab's resource: notices, faqs, csr-posts. */
  kind: string;
  /** Bumped when the tab's list changed (an item deleted): the trash is asked again. */
  changes: number;
  onRestored: () => void;
  strings: ContentStrings['common'];
}

/** A tab's trash under its list: what was deleted, by whom and when, until when it can come back. */
export default function TrashPanel({ kind, changes, onRestored, strings }: Props) {
  const t = strings.trash;
  const { state, reload } = useAdminQuery<TrashedItem[]>(`/api/admin/trash?kind=${kind}`);
  useEffect(() => {
    if (changes > 0) reload();
  }, [changes, reload]);
  const [busy, setBusy] = useState<number | null>(null);
  const items = state.status === 'ready' ? state.data : [];

  async function restore(item: TrashedItem) {
    setBusy(item.id);
    try {
      await adminFetch('POST', `/api/admin/trash/${kind}/${item.id}/restore`, undefined, { ifMatch: versionEtag(item.version) });
      showToast({ title: t.restored, description: item.label });
      reload();
      onRestored();
    } catch (error) {
      showToast({ title: t.restoreFailed, description: errorMessage(error, strings.genericError), variant: 'destructive' });
      reload();
    } finally {
      setBusy(null);
    }
  }

  return (
    <details className="rounded-xl border border-slate-200 bg-slate-50 p-3">
      <summary className="cursor-pointer font-semibold text-slate-900">{fill(t.summary, { count: items.length })}</summary>
      <p className="mt-2 text-sm text-slate-700">{t.note}</p>
      {state.status === 'failed' && <LoadFailed text={t.loadFailed} retry={strings.retry} error={state.error} onRetry={reload} />}
      {state.status === 'ready' && items.length === 0 && <p className="mt-2 text-sm text-slate-700">{t.empty}</p>}
      <ul className="mt-2 space-y-2">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-3">
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">{item.label}</p>
              <p className="text-sm text-slate-700">{fill(t.item, { who: item.deletedBy ?? strings.history.someone, when: formatDateTime(item.deletedAt), purge: formatDateTime(item.purgeAt) })}</p>
            </div>
            <button type="button" className={buttonClass('secondary')} disabled={busy === item.id} onClick={() => void restore(item)} aria-label={`${t.restore} ${item.label}`}>{t.restore}</button>
          </li>
        ))}
      </ul>
    </details>
  );
}
