import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import { dotPath, fieldLabel, type differingFields } from './form.ts';

interface Props {
  /** The fields where the draft differs from the published page (`mine` the draft, `theirs` the published text). */
  differences: ReturnType<typeof differingFields>;
  strings: AdminStrings['pages'];
}

/** The published page beside a draft, folded: each field the draft changes with its published text. */
export default function PublishedVersion({ differences, strings }: Props) {
  const s = strings.drafts;
  return (
    <details className="mt-2 text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800 underline">{s.publishedVersion}</summary>
      <p className="mt-1 text-slate-800">{differences.length > 0 ? fill(s.publishedDiffers, { count: differences.length }) : s.publishedSame}</p>
      {differences.length > 0 && (
        <dl className="mt-2 space-y-2">
          {differences.map((d) => (
            <div key={dotPath(d.path)} className="rounded-lg border border-slate-200 bg-white p-2">
              <dt className="font-semibold">{fieldLabel(d.path)}</dt>
              <dd className="mt-1 whitespace-pre-wrap break-words">{d.theirs || '—'}</dd>
            </div>
          ))}
        </dl>
      )}
    </details>
  );
}
