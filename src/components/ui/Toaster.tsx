import { useSyncExternalStore } from 'react';
import { $toasts, dismissToast, pauseToast, resumeToast, type Toast } from '#stores/toast.ts';

export interface ToasterProps {
  dismissLabel: string;
}

/**
 * Renders the one current toast in a live region that exists before it appears: role=status
 * (polite) for the default variant, role=alert for the destructive one. Hovering or focusing it
 * holds its countdown; its close button dismisses it.
 */
export default function Toaster({ dismissLabel }: ToasterProps) {
  const toasts = useSyncExternalStore((onChange) => $toasts.listen(onChange), $toasts.get, $toasts.get);
  const current = toasts[0];
  const card = (toast: Toast) => <ToastCard key={toast.id} toast={toast} dismissLabel={dismissLabel} />;
  return (
    <div className="toaster">
      <div>
        <div role="status" aria-live="polite" aria-atomic="true">
          {current?.variant === 'default' && card(current)}
        </div>
        <div role="alert" aria-atomic="true">
          {current?.variant === 'destructive' && card(current)}
        </div>
      </div>
    </div>
  );
}

function ToastCard({ toast, dismissLabel }: { toast: Toast; dismissLabel: string }) {
  return (
    <div
      onMouseEnter={() => pauseToast(toast.id)}
      onMouseLeave={() => resumeToast(toast.id)}
      onFocus={() => pauseToast(toast.id)}
      onBlur={() => resumeToast(toast.id)}
      data-variant={toast.variant}
      className="toast"
    >
      <div>
        <p>{toast.title}</p>
        {toast.description && <p>{toast.description}</p>}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        aria-label={dismissLabel}
      >
        {/* Stroke and size in toaster.css: fewer bytes in the inquiry form's script budget. */}
        <svg viewBox="0 0 20 20" aria-hidden="true">
          <path d="M5 5l10 10M15 5 5 15" />
        </svg>
      </button>
    </div>
  );
}
