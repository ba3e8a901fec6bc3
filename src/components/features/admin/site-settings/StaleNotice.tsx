import { failureClass } from '../ui.ts';

interface Props {
  /** What happened, in the group's words. */
  message: string;
  theirsLabel: string;
  /** The fields where the other administrator's values differ from what is typed, with theirs. */
  rows: readonly { label: string; value: string }[];
}

/** Someone saved in between: says so, keeps the typed values, and shows theirs field by field. */
export default function StaleNotice({ message, theirsLabel, rows }: Props) {
  return (
    <div role="alert" className={`${failureClass} mt-4`}>
      <p>{message}</p>
      {rows.length > 0 && (
        <dl className="mt-2 font-normal text-slate-800">
          <div className="font-semibold">{theirsLabel}</div>
          {rows.map(({ label, value }) => (
            <div key={label} className="mt-1 flex flex-wrap gap-x-2">
              <dt>{label}:</dt>
              <dd className="break-all">{value || '—'}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
