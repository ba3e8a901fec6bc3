import type { SeoStrings } from '#data/admin/content/index.ts';
import type { EditorStrings } from '#data/admin/editor/index.ts';
import ImageUrlField from './ImageUrlField.tsx';

interface Props {
  id: string;
  strings: SeoStrings;
  /** What a blank picture becomes (the kind's default). */
  imageHint: string;
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
  genericError: string;
  library: EditorStrings['library'];
}

/**
 * The item's link preview picture, grouped under its own legend so the editor sees it belongs with
 * the SEO descriptions (those are per language, in the language tabs above).
 */
export default function SeoFields({ id, strings, imageHint, value, onChange, error, genericError, library }: Props) {
  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{strings.heading}</legend>
      <ImageUrlField id={id} label={strings.image} hint={imageHint} value={value} onChange={onChange} error={error} strings={strings} library={library} genericError={genericError} />
    </fieldset>
  );
}
