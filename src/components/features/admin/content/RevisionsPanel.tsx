import { useState } from 'react';
import { fill } from '#data/admin/app/index.ts';
import type { ContentStrings } from '#data/admin/content/index.ts';
import ConfirmDialog from '../ConfirmDialog.tsx';
import { formatDateTime } from '../format.ts';
import LoadFailed from '../LoadFailed.tsx';
import { buttonClass } from '../ui.ts';
import { useAdminQuery } from '../useAdminQuery.ts';
import RevisionDiff from './RevisionDiff.tsx';
import { useRevision, type HistoryState } from './useRevision.ts';
import type { RevisionList } from './history.ts';

interface Props {
  history: HistoryState;
  fields: readonly string[];
  fieldLabels: Readonly<Record<string, string>>;
  strings: ContentStrings['common'];
}

/** The edit dialog's revisions: each kept version, compared with the current text, restorable. */
export default function RevisionsPanel({ history, fields, fieldLabels, strings }: Props) {
  const h = strings.history;
  const { state, reload } = useAdminQuery<RevisionList>(history.path);
  const revision = useRevision(history, fields, reload);
  const [asking, setAsking] = useState<number | null>(null);
  const line = (version: number, who: string | null, when: string) => fill(h.item, { version, who: who ?? h.someone, when: formatDateTime(when) });
  return (
    <details className="rounded-xl border border-slate-200 p-3">
      <summary className="cursor-pointer font-semibold text-slate-900">{h.heading}</summary>
      {state.status === 'failed' && <LoadFailed text={h.loadFailed} retry={strings.retry} error={state.error} onRetry={reload} />}
      {state.status === 'ready' && (
        <div className="mt-3 space-y-3">
          <p className="text-sm text-slate-700">{fill(h.current, { version: state.data.current.version, who: state.data.current.savedBy ?? h.someone, when: formatDateTime(state.data.current.savedAt) })}</p>
          {state.data.revisions.length === 0 && <p className="text-sm text-slate-700">{h.none}</p>}
          <ul className="space-y-2">
            {state.data.revisions.map((r) => (
              <li key={r.version} className="rounded-lg border border-slate-200 p-3">
                <p className="text-sm font-semibold text-slate-900">{line(r.version, r.savedBy, r.savedAt)}</p>
                {r.label && <p className="text-sm text-slate-700">{r.label}</p>}
                <div className="mt-2 flex flex-wrap gap-2">
                  <button type="button" className={buttonClass('secondary')} aria-expanded={revision.comparing === r.version} onClick={() => revision.toggleCompare(r.version)}>{revision.comparing === r.version ? h.hideCompare : h.compare}</button>
                  <button type="button" className={buttonClass('secondary')} onClick={() => setAsking(r.version)}>{h.restore}</button>
                </div>
                {revision.comparing === r.version && revision.changes && (
                  <section aria-label={fill(h.compareHeading, { version: r.version })} className="mt-3">
                    <RevisionDiff changes={revision.changes} fieldLabels={fieldLabels} strings={strings} />
                  </section>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={h.restoreTitle}
        text={fill(h.restoreText, { title: history.title, version: asking ?? '' })}
        confirm={h.restore}
        confirmBusy={h.restoring}
        cancel={strings.cancel}
        busy={revision.restoring}
        failure={revision.failure}
        onConfirm={() => asking !== null && void revision.restore(asking).then((ok) => ok && setAsking(null))}
        onCancel={() => setAsking(null)}
      />
    </details>
  );
}
