import { useId } from 'react';
import Modal from './Modal.tsx';
import { buttonClass } from './ui.ts';

interface Props {
  /** The item's title; null when closed. */
  title: string | null;
  busy: boolean;
  /** A failed delete's title and text (the toaster sits behind the modal). */
  failure?: string | null;
  strings: { confirmTitle: string; confirmText: string; delete: string; deleting: string; cancel: string };
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a delete (an alertdialog; the safe choice, cancel, takes focus first). */
export default function ConfirmDelete({ title, busy, failure, strings, onCancel, onConfirm }: Props) {
  const textId = useId();
  return (
    <Modal
      open={title !== null}
      title={strings.confirmTitle}
      onClose={onCancel}
      role="alertdialog"
      size="narrow"
      describedBy={textId}
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={onCancel} disabled={busy} data-autofocus>{strings.cancel}</button>
          <button type="button" className={buttonClass('danger')} onClick={onConfirm} disabled={busy} aria-busy={busy}>{busy ? strings.deleting : strings.delete}</button>
        </>
      }
    >
      <p id={textId} className="text-slate-700">{strings.confirmText.replace('{title}', title ?? '')}</p>
      <div role="alert">{failure && <p className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">{failure}</p>}</div>
    </Modal>
  );
}
