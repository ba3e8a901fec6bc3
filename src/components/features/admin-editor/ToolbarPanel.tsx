import { useEffect, useRef, type JSX, type ReactNode } from 'react';

export interface ToolbarPanelProps {
  id: string;
  title: string;
  onSubmit(): void;
  onClose(): void;
  children: ReactNode;
  actions: ReactNode;
}

/**
 * The small form a toolbar button opens under the toolbar (link, image, video) — in place of
 * window.prompt. Not modal: its first field takes focus, Enter in a field submits, Escape closes it
 * (without closing the surrounding admin dialog) and focus goes back to the button that opened it.
 * A group, not a <form>: the editor sits inside the admin's own form, and forms do not nest.
 */
export function ToolbarPanel({ id, title, onSubmit, onClose, children, actions }: ToolbarPanelProps): JSX.Element {
  const groupRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    groupRef.current?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
  }, []);

  return (
    <div
      ref={groupRef}
      id={id}
      role="group"
      aria-labelledby={`${id}-title`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onClose();
        } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type !== 'file') {
          event.preventDefault(); // never submit the admin's notice/FAQ form around the editor
          onSubmit();
        }
      }}
      className="space-y-2 border-b border-slate-300 bg-slate-50 px-3 py-3"
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
      <div className="flex flex-wrap gap-2">{actions}</div>
    </div>
  );
}

export const panelInputClass =
  'block w-full max-w-xl rounded border border-slate-500 bg-white px-2 py-1.5 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600';
export const panelLabelClass = 'block text-sm font-medium text-slate-800';
export const panelHintClass = 'text-xs text-slate-600';
export const primaryButtonClass =
  'rounded bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50';
export const secondaryButtonClass =
  'rounded border border-slate-500 bg-white px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
export const panelErrorClass = 'text-sm font-medium text-accent-700';
