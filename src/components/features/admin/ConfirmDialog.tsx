import { useId } from 'react';
import Modal from './Modal.tsx';
import { buttonClass, failureClass } from './ui.ts';

interface Props {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  /** The confirm button's label while the action runs (the same label when absent). */
  confirmBusy?: string;
  cancel: string;
  busy: boolean;
  /** Why the action failed, shown inside the dialog (the toaster sits behind the modal). */
  failure?: string | null | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a destructive action: an alertdialog whose safe choice, cancel, takes focus first.
 * Escape cancels, except while the action runs.
 */
export default function ConfirmDialog({ open, title, text, confirm, confirmBusy, cancel, busy, failure, onConfirm, onCancel }: Props) {
  const textId = useId();
  return (
    <Modal
      open={open}
      title={title}
      onClose={() => {
        if (!busy) onCancel();
      }}
      role="alertdialog"
      size="narrow"
      describedBy={textId}
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={onCancel} disabled={busy} data-autofocus>{cancel}</button>
          <button type="button" className={buttonClass('danger')} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>{busy ? (confirmBusy ?? confirm) : confirm}</button>
        </>
      }
    >
      <p id={textId} className="text-slate-700">{text}</p>
      <div role="alert">{failure && <p className={`mt-3 ${failureClass}`}>{failure}</p>}</div>
    </Modal>
  );
}
