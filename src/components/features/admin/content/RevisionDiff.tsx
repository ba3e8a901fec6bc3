import { fill } from '#data/admin/app/index.ts';
import type { ContentStrings } from '#data/admin/content/index.ts';
import type { FieldChange } from './history.ts';

interface Props {
  changes: readonly FieldChange[];
  fieldLabels: Readonly<Record<string, string>>;
  strings: ContentStrings['common'];
}

/**
 * What changed between a kept version and the current text, per field and language: removed words
 * struck through, added ones underlined, each also named for screen readers (not by colour alone).
 */
export default function RevisionDiff({ changes, fieldLabels, strings }: Props) {
  const h = strings.history;
  if (changes.length === 0) return <p className="text-sm text-slate-700">{h.noChanges}</p>;
  return (
    <dl className="space-y-3 text-sm">
      {changes.map(({ field, locale, parts }) => (
        <div key={`${field}-${locale}`}>
          <dt className="font-semibold text-slate-800">{fill(h.fieldInLanguage, { field: fieldLabels[field] ?? field, language: strings.languages[locale] })}</dt>
          <dd className="mt-1 rounded-lg bg-slate-50 p-2 leading-relaxed break-words whitespace-pre-wrap text-slate-900">
            {parts.map((part, i) =>
              part.change === 'added' ? (
                <ins key={i} className="bg-emerald-100 text-emerald-900 underline decoration-2"><span className="sr-only">{h.added} </span>{part.text}</ins>
              ) : part.change === 'removed' ? (
                <del key={i} className="bg-rose-100 text-rose-900 line-through"><span className="sr-only">{h.removed} </span>{part.text}</del>
              ) : (
                <span key={i}>{part.text}</span>
              ),
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
