import { buttonClass } from './ui.ts';

/** A list or panel that could not load: what failed, the error line, and a retry button. */
export default function LoadFailed({ text, retry, error, onRetry }: { text: string; retry: string; error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="mt-4 rounded-xl border border-accent-700 bg-accent-50 p-4 text-slate-900">
      <p className="font-semibold">{text}</p>
      {error instanceof Error && <p className="mt-1 text-sm break-all text-slate-700">{error.message}</p>}
      <button type="button" className={`${buttonClass('secondary')} mt-3`} onClick={onRetry}>{retry}</button>
    </div>
  );
}
