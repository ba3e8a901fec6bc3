import { lazy, Suspense } from 'react';
import type { EditorStrings } from '#data/admin/editor/index.ts';
import { errorClass, labelClass } from '../ui.ts';
import type { Locale } from '#i18n/locales.ts';
import { libraryFor } from './mediaLibrary.ts';
import type { UploadedImage } from './uploads.ts';

// The editor (Lexical) loads with the first dialog that needs it, not with the admin page.
const RichTextEditor = lazy(() => import('../../admin-editor/RichTextEditor.tsx'));

interface Props {
  id: string;
  label: string;
  value: string;
  /** Changes when the dialog opens on another item, so the editor starts over from `value`. */
  resetKey: string | number;
  onChange: (html: string) => void;
  /** POST /api/admin/uploads (content/uploads.ts), given the alt text typed with the file in this text's locale. */
  uploadImage: (file: File, alt: { locale: Locale; text: string }) => Promise<UploadedImage>;
  strings: EditorStrings;
  loadingText: string;
  error?: string | undefined;
  /** The language of the text (kept for callers; the editor's toolbar stays Korean). */
  lang?: string | undefined;
  /** The text's locale: an image from the media library comes with its alt text in it. */
  locale: Locale;
}

/**
 * A rich-text field: a group named by its label (the editable region has the same name), the
 * editor, and its error under it, tied to the group by aria-describedby. While the editor's code
 * loads, a box of the editor's default height holds its place.
 */
export default function RichField({ id, label, value, resetKey, onChange, uploadImage, strings, loadingText, error, locale }: Props) {
  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <span id={`${id}-label`} className={`${labelClass} mb-1`}>{label}</span>
      <div className={error ? 'rounded-md ring-2 ring-accent-700' : undefined}>
        <Suspense fallback={<p role="status" className="flex h-[22rem] items-center justify-center rounded-md border border-slate-500 bg-white text-sm text-slate-600">{loadingText}</p>}>
          <RichTextEditor id={id} label={label} value={value} resetKey={resetKey} onChange={onChange} uploadImage={(file, alt) => uploadImage(file, { locale, text: alt })} library={libraryFor(locale)} strings={strings} />
        </Suspense>
      </div>
      {error && <p id={`${id}-error`} className={errorClass}>{error}</p>}
    </div>
  );
}
