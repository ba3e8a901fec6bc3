/** The "loading" state: a spinning ring and its text in a polite status region. */
export default function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-24 text-slate-700">
      <span aria-hidden="true" className="size-6 animate-spin rounded-full border-3 border-brand-200 border-t-brand-700 motion-reduce:animate-none" />
      <span>{label}</span>
    </div>
  );
}
