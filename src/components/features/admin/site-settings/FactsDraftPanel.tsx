import { useId, useState, type ReactNode } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import type { FactsDraftInfo } from '#domain/site-settings/facts.ts';
import ConfirmDialog from '../ConfirmDialog.tsx';
import { formatDateTime } from '../format.ts';
import { buttonClass, hintClass } from '../ui.ts';

interface Props {
  strings: AdminStrings['siteSettings']['facts']['draft'];
  draft: FactsDraftInfo | null;
  busy: boolean;
  onPublish: (draft: FactsDraftInfo) => void;
  /** Called once the discarding is confirmed. */
  onDiscard: (draft: FactsDraftInfo) => void;
  /** The preview, below the draft's actions. */
  children: ReactNode;
}

/** The pending draft of the figures: who saved it and when, publish it, or discard it after a confirmation. */
export default function FactsDraftPanel({ strings: d, draft, busy, onPublish, onDiscard, children }: Props) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-4 space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h4 id={`${id}-heading`} className="text-base font-semibold text-slate-900">{d.heading}</h4>
      <p className="text-sm text-slate-800">{draft ? fill(d.pending, { when: formatDateTime(draft.savedAt), who: draft.savedBy ?? d.someone }) : d.none}</p>
      {draft && (
        <>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonClass('primary')} disabled={busy} aria-describedby={`${id}-publish-hint`} onClick={() => onPublish(draft)}>
              {d.publish}
            </button>
            <button type="button" className={buttonClass('quietDanger')} disabled={busy} onClick={() => setConfirming(true)}>{d.discard}</button>
          </div>
          <p id={`${id}-publish-hint`} className={hintClass}>{d.publishHint}</p>
        </>
      )}
      {children}
      <ConfirmDialog
        open={confirming}
        title={d.discardTitle}
        text={d.discardText}
        confirm={d.discardConfirm}
        cancel={d.discardCancel}
        busy={busy}
        onConfirm={() => {
          setConfirming(false);
          if (draft) onDiscard(draft);
        }}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
