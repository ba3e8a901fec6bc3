import type { EditorStrings } from '../../admin-editor/strings.ts';
import { errorClass, inputClass, labelClass } from './ui.ts';
import type { UploadedImage } from './uploads.ts';

interface Props {
  id: string;
  label: string;
  value: string;
  /** Changes when the dialog opens on another item, so the editor starts over from `value`. */
  resetKey: string | number;
  onChange: (html: string) => void;
  uploadImage: (file: File) => Promise<UploadedImage>;
  strings: EditorStrings;
  loadingText: string;
  error?: string | undefined;
  lang?: string | undefined;
}

/**
 * A rich-text field in a named group (its label; its error under it, tied by aria-describedby).
 * Placeholder until the Lexical editor (admin-editor/RichTextEditor.tsx) lands: an HTML textarea.
 */
export default function RichField({ id, label, value, onChange, error, lang }: Props) {
  return (
    <div role="group" aria-label={label} aria-describedby={error ? `${id}-error` : undefined}>
      <label htmlFor={id} className={labelClass}>{label}</label>
      <textarea id={id} rows={8} lang={lang} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={inputClass} />
      {error && <p id={`${id}-error`} className={errorClass}>{error}</p>}
    </div>
  );
}
