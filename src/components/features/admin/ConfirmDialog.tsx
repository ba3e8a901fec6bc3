import { useEffect, useId, useRef } from 'react';
import { button } from './ui.ts';

interface Props {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A confirmation as a modal alertdialog on the native <dialog>: the browser keeps focus inside and
 * makes the page inert; Escape cancels; the safe choice (cancel) takes focus first. On close focus
 * goes back to the control that opened it, or to the tab heading when that control is gone.
 */
export default function ConfirmDialog({ open, title, text, confirm, cancel, busy, onConfirm, onCancel }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      const back = opener.current;
      opener.current = null;
      if (back?.isConnected) back.focus();
      else document.querySelector<HTMLElement>('[data-admin-tab-heading]')?.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60"
    >
      {open && (
        <div className="p-5 sm:p-6">
          <h2 id={`${id}-title`} className="text-lg">{title}</h2>
          <p id={`${id}-text`} className="mt-2 text-slate-700">{text}</p>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button type="button" className={button.secondary} onClick={onCancel} disabled={busy} autoFocus>{cancel}</button>
            <button type="button" className={button.danger} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>{confirm}</button>
          </div>
        </div>
      )}
    </dialog>
  );
}
