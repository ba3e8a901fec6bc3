import type { JSX } from 'react';
import type { EditorStrings } from '#data/admin/editor/index.ts';
import type { LibraryChoice } from './library.ts';

interface Props {
  id: string;
  strings: EditorStrings['library'];
  choice: LibraryChoice;
}

/**
 * The library's images as one radio group (thumbnail, name, alt text or its absence), with the
 * refusal under it; the buttons that confirm are the host's (a toolbar panel, a picture field).
 */
export function LibraryChoices({ id, strings, choice }: Props): JSX.Element {
  const { state, chosen, choose, error } = choice;
  if (state.status === 'loading') return <p role="status" className="text-sm text-slate-700">{strings.loading}</p>;
  if (state.status === 'failed') return <p role="alert" className="text-sm font-medium text-accent-700">{strings.failed}</p>;
  if (state.images.length === 0) return <p className="text-sm text-slate-700">{strings.empty}</p>;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">{strings.choose}</legend>
      <ul className="mt-1 grid max-h-72 grid-cols-1 gap-2 overflow-y-auto sm:grid-cols-2">
        {state.images.map((image, index) => (
          <li key={image.url}>
            <label className="flex cursor-pointer items-center gap-2 rounded border border-slate-300 bg-white p-2 has-checked:border-brand-700 has-checked:ring-2 has-checked:ring-brand-600">
              <input type="radio" name={`${id}-image`} value={image.url} checked={chosen === image.url} onChange={() => choose(image.url)} aria-describedby={`${id}-alt-${index}`} />
              <img src={image.url} alt="" width={64} height={48} loading="lazy" className="h-12 w-16 shrink-0 rounded object-cover" />
              <span className="min-w-0 text-sm">
                <span className="block truncate font-medium text-slate-900">{image.name}</span>
                <span id={`${id}-alt-${index}`} className={`block truncate ${image.ready ? 'text-slate-700' : 'font-medium text-accent-700'}`}>{image.ready ? image.alt : strings.noAlt}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error && <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-accent-700">{error}</p>}
    </fieldset>
  );
}
