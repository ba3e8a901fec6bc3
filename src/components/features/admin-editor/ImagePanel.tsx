import { useState, type JSX, type ReactNode } from 'react';
import type { EditorStrings } from '#data/admin/editor/index.ts';
import { megabytes, UPLOAD_MAX_BYTES } from '#domain/uploads.ts';
import type { LibraryImage, LoadLibrary } from './library.ts';
import { LibraryImagePanel } from './LibraryImagePanel.tsx';
import { panelErrorClass, panelHintClass, panelInputClass, panelLabelClass, primaryButtonClass, secondaryButtonClass, ToolbarPanel } from './ToolbarPanel.tsx';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export interface ImagePanelProps {
  id: string;
  strings: EditorStrings['imageForm'];
  libraryStrings: EditorStrings['library'];
  pending: boolean;
  onInsert(file: File, alt: string): void;
  /** The media library, when the editor offers it: an image chosen there is inserted as it is. */
  library?: LoadLibrary | undefined;
  onPick(image: LibraryImage): void;
  onClose(): void;
}

/** The image button's panel: a new upload, or (with a library) an image already uploaded. */
export function ImagePanel({ library, libraryStrings, onPick, ...upload }: ImagePanelProps): JSX.Element {
  const [fromLibrary, setFromLibrary] = useState(false);
  const source = library && (
    <fieldset className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
      <legend className="sr-only">{libraryStrings.source}</legend>
      <label className="flex items-center gap-1.5"><input type="radio" name={`${upload.id}-source`} checked={!fromLibrary} onChange={() => setFromLibrary(false)} />{libraryStrings.upload}</label>
      <label className="flex items-center gap-1.5"><input type="radio" name={`${upload.id}-source`} checked={fromLibrary} onChange={() => setFromLibrary(true)} />{libraryStrings.fromLibrary}</label>
    </fieldset>
  );
  return library && fromLibrary ? (
    <LibraryImagePanel id={upload.id} title={upload.strings.title} strings={libraryStrings} load={library} source={source} onPick={onPick} onClose={upload.onClose} />
  ) : (
    <UploadImagePanel {...upload} source={source} />
  );
}

type UploadImagePanelProps = Pick<ImagePanelProps, 'id' | 'strings' | 'pending' | 'onInsert' | 'onClose'> & { source: ReactNode };

/** File and alt-text fields for the image button; the upload itself is the caller's. */
function UploadImagePanel({ id, strings, pending, onInsert, onClose, source }: UploadImagePanelProps): JSX.Element {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);

  function insert() {
    if (pending) return;
    if (!file || !(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setError(strings.wrongType);
      return;
    }
    // Refused before it is sent: the platform could not carry it.
    if (file.size > UPLOAD_MAX_BYTES) {
      setError(strings.tooLarge.replace('{limit}', megabytes(UPLOAD_MAX_BYTES)));
      return;
    }
    onInsert(file, alt.trim());
  }

  return (
    <ToolbarPanel
      id={id}
      title={strings.title}
      onSubmit={insert}
      onClose={onClose}
      actions={
        <>
          <button type="button" className={primaryButtonClass} onClick={insert} disabled={pending} aria-describedby={pending ? `${id}-pending` : undefined}>
            {pending ? strings.uploading : strings.insert}
          </button>
          <button type="button" className={secondaryButtonClass} onClick={onClose}>{strings.cancel}</button>
        </>
      }
    >
      {source}
      <label htmlFor={`${id}-file`} className={panelLabelClass}>{strings.file}</label>
      <input
        id={`${id}-file`}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setError(null);
        }}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        className="block w-full max-w-xl text-sm text-slate-800 file:mr-3 file:rounded file:border file:border-slate-500 file:bg-white file:px-3 file:py-1.5 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
      />
      {error && <p id={`${id}-error`} role="alert" className={panelErrorClass}>{error}</p>}
      <label htmlFor={`${id}-alt`} className={panelLabelClass}>{strings.alt}</label>
      <input id={`${id}-alt`} type="text" value={alt} onChange={(event) => setAlt(event.target.value)} aria-describedby={`${id}-alt-hint`} className={panelInputClass} />
      <p id={`${id}-alt-hint`} className={panelHintClass}>{strings.altHint}</p>
      {pending && <p id={`${id}-pending`} role="status" className="text-sm text-slate-700">{strings.uploading}</p>}
    </ToolbarPanel>
  );
}
