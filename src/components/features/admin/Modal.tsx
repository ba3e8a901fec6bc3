import { useEffect, useId, useRef, type ReactNode } from 'react';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons under the scrolling body. */
  footer: ReactNode;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  size?: 'wide' | 'narrow';
  describedBy?: string;
  /** Name of the header's close button (none without it). */
  closeLabel?: string;
}

/**
 * A modal on the native <dialog> (showModal): the browser moves focus in, makes the page behind it
 * inert (so Tab stays inside); Escape and the browser's `cancel` close through `onClose` so React
 * state stays the source of truth. On close focus returns to the control that opened it, or to the
 * tab's heading when that control is gone (a deleted row).
 */
export default function Modal({ open, title, onClose, children, footer, role = 'dialog', size = 'wide', describedBy, closeLabel }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // React's autoFocus runs before showModal (while the dialog is closed), so the wanted first
      // field is marked data-autofocus and focused here; otherwise the browser's pick stands.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      const back = opener.current;
      opener.current = null;
      if (back?.isConnected) back.focus();
      else document.querySelector<HTMLElement>('[data-admin-tab-heading]')?.focus();
    }
  }, [open]);

  // The form dialog fills a phone's screen; a confirmation stays a centred card. h-fit, not
  // h-auto: a modal dialog is fixed with inset 0, so an auto height would stretch to the viewport.
  const frame =
    size === 'wide'
      ? 'm-0 h-dvh max-h-dvh w-full max-w-none sm:m-auto sm:h-fit sm:max-h-[calc(100dvh-3rem)] sm:max-w-3xl sm:rounded-2xl'
      : 'm-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md rounded-2xl';
  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onKeyDown={(event) => {
        // Escape is answered here, before the browser: Chromium's close watcher lets a page keep a
        // dialog open on Escape only shortly after a click or a key press, so text that arrived
        // otherwise (pasted from a menu, dictated, filled in) would close a dialog meant to ask first.
        if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
        event.preventDefault();
        event.stopPropagation(); // a confirmation inside another dialog closes alone
        onClose();
      }}
      onCancel={(event) => {
        // Other close requests (a phone's back gesture, Escape with the focus outside): same path.
        event.preventDefault();
        onClose();
      }}
      className={`bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60 ${frame}`}
    >
      {open && (
        <div className="flex h-full max-h-[inherit] flex-col">
          <header className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <h2 id={titleId} className="text-lg font-bold">{title}</h2>
            {closeLabel && (
              <button type="button" onClick={onClose} aria-label={closeLabel} className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-600">
                <svg className="size-5" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false"><path d="M5 5l10 10M15 5 5 15" /></svg>
              </button>
            )}
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          <footer className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</footer>
        </div>
      )}
    </dialog>
  );
}
