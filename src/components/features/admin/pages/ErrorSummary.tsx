import type { Ref } from 'react';
import { fill } from '#data/admin/app/index.ts';
import { fieldLabel, pathOf } from './form.ts';

interface Props {
  /** Messages by dot path (`steps.3.title`). */
  errors: Readonly<Record<string, string>>;
  /** '{count}' fields to fix. */
  heading: string;
  /** The id of the input (or list) at a dot path. */
  fieldId: (dot: string) => string;
  ref: Ref<HTMLDivElement>;
}

/**
 * What stopped a save, above the form: takes the focus when it appears, and each line moves the
 * focus to its field (an error of the whole page, path '', has no field to go to).
 */
export default function ErrorSummary({ errors, heading, fieldId, ref }: Props) {
  const entries = Object.entries(errors);
  return (
    <div ref={ref} tabIndex={-1} hidden={entries.length === 0} className="mt-4 rounded-xl border-2 border-accent-700 bg-accent-50 p-4 text-slate-900 focus:outline-none focus-visible:outline-3 focus-visible:outline-brand-600">
      <h3 className="text-base font-bold">{fill(heading, { count: entries.length })}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {entries.map(([dot, message]) => (
          <li key={dot}>
            {dot === '' ? (
              message
            ) : (
              <a
                href={`#${fieldId(dot)}`}
                className="font-medium text-accent-700 underline"
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(fieldId(dot))?.focus();
                }}
              >
                {fieldLabel(pathOf(dot))}: {message}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
