import { useId } from 'react';
import type { ContentStrings } from '#data/admin/content/index.ts';
import { fill } from '#data/admin/app/index.ts';
import { buttonClass } from '../ui.ts';

interface Props<F extends string> {
  /** This language's stale fields (stale when the dialog opened, not retyped since). */
  fields: readonly F[];
  /** Those already marked current for the next save. */
  confirmed: readonly F[];
  fieldLabels: Readonly<Record<F, string>>;
  onToggle: (field: F) => void;
  strings: ContentStrings['common']['tracking'];
}

/**
 * Inside a language's panel: each translation the Korean has outgrown, and a toggle to keep it as it
 * is ("mark as current", pressed until the save records it). Retyping the translation is the other way.
 */
export default function StaleTranslations<F extends string>({ fields, confirmed, fieldLabels, onToggle, strings }: Props<F>) {
  const idBase = useId();
  if (fields.length === 0) return null;
  return (
    <ul className="space-y-2">
      {fields.map((field) => {
        const marked = confirmed.includes(field);
        const noteId = `${idBase}-${field}`;
        return (
          <li key={field} data-stale-field={field} className={`flex flex-col gap-2 rounded-lg border-2 px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between ${marked ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-amber-700 bg-amber-50 text-amber-900'}`}>
            <p id={noteId}>
              <span aria-hidden="true" className="mr-1 font-bold">{marked ? '✓' : '!'}</span>
              {marked ? strings.markedCurrent : fill(strings.staleField, { field: fieldLabels[field] })}
            </p>
            <button type="button" aria-pressed={marked} aria-describedby={noteId} className={`${buttonClass('secondary')} shrink-0`} onClick={() => onToggle(field)}>
              {strings.markCurrent}<span className="sr-only"> ({fieldLabels[field]})</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
