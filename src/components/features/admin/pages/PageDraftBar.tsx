import { useState, type ReactNode } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import type { PageDraftInfo } from '#domain/pages/api.ts';
import ConfirmDialog from '../ConfirmDialog.tsx';
import { TextField } from '../content/Fields.tsx';
import { adminTimeZone, formatDateTime } from '../format.ts';
import { buttonClass } from '../ui.ts';

interface Props {
  id: string;
  /** The id of the schedule's input (the error summary links to it as the field `publishAt`). */
  publishAtId: string;
  draft: PageDraftInfo | null;
  /** `datetime-local` in the administrator's time zone ('' for none). */
  publishAt: string;
  publishAtError: string | undefined;
  pending: boolean;
  strings: AdminStrings['pages'];
  onPublishAt: (value: string) => void;
  onSave: () => void;
  onDiscard: () => void;
  /** The published page beside the draft (PublishedVersion), shown while there is one. */
  children?: ReactNode;
  /** The signed preview of the saved draft (PagePreviewButton). */
  preview: ReactNode;
}

/** The form's draft section: what the pending draft is, its schedule, saving the form as the draft and discarding it. */
export default function PageDraftBar({ id, publishAtId, draft, publishAt, publishAtError, pending, strings, onPublishAt, onSave, onDiscard, children, preview }: Props) {
  const s = strings.drafts;
  const [confirming, setConfirming] = useState(false);
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6 space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h3 id={`${id}-heading`} className="text-base font-semibold text-slate-900">{s.heading}</h3>
      <p className="text-sm text-slate-800">
        {draft ? fill(s.pending, { when: formatDateTime(draft.savedAt), who: draft.savedBy ?? s.someone }) : s.none}
        {draft?.publishAt && ` ${fill(s.scheduled, { when: formatDateTime(draft.publishAt) })}`}
      </p>
      {draft && children}
      <TextField id={publishAtId} type="datetime-local" label={s.publishAt} hint={fill(s.publishAtHint, { zone: adminTimeZone() })} error={publishAtError} value={publishAt} onChange={onPublishAt} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass('secondary')} aria-disabled={pending || undefined} onClick={() => !pending && onSave()}>{pending ? s.saving : s.save}</button>
        {draft && <button type="button" className={buttonClass('quietDanger')} aria-disabled={pending || undefined} onClick={() => !pending && setConfirming(true)}>{s.discard}</button>}
        {preview}
      </div>
      <ConfirmDialog
        open={confirming}
        title={s.discardTitle}
        text={s.discardText}
        confirm={s.discardConfirm}
        cancel={s.discardCancel}
        busy={pending}
        onConfirm={() => {
          setConfirming(false);
          onDiscard();
        }}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
