import { CONTENT_LIMITS } from '#domain/content/fields.ts';
import { useState } from 'react';
import { TextField } from './Fields.tsx';
import { buttonClass } from '../ui.ts';
import { useImagePicker } from './useImagePicker.tsx';
import LibraryPick from './LibraryPick.tsx';
import type { EditorStrings } from '#data/admin/editor/index.ts';

interface Props {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
  strings: { upload: string; uploading: string; uploadFailed: string; uploadTooLarge: string };
  library: EditorStrings['library'];
  genericError: string;
}

/** A picture of an item (a CSR cover, a link preview card): a URL field, an upload button and a media library choice that fill it, and a preview. */
export default function ImageUrlField({ id, label, hint, value, onChange, error, strings, library, genericError }: Props) {
  const [choosing, setChoosing] = useState(false);
  /** Shown under the field: a toast would sit behind the modal dialog. */
  const [uploadError, setUploadError] = useState<string | undefined>(undefined);
  const { open, uploading, fileInput } = useImagePicker({
    onUploaded: (image) => onChange(image.url),
    failedTitle: strings.uploadFailed,
    genericError,
    tooLarge: strings.uploadTooLarge,
    onFailed: (reason) => setUploadError(reason && `${strings.uploadFailed}: ${reason}`),
  });

  const shown = /^(https?:\/\/|\/api\/uploads\/)/.test(value.trim());
  return (
    <div>
      <TextField id={id} type="url" label={label} hint={hint} maxLength={CONTENT_LIMITS.featuredImage} value={value} onChange={onChange} error={uploadError ?? error}>
        {/* A dialog can hold two pictures (a story's cover and its card): each button names its field, after its visible words. */}
        <button type="button" className={`${buttonClass('secondary')} mt-1`} onClick={open} disabled={uploading} aria-busy={uploading} aria-label={`${uploading ? strings.uploading : strings.upload} (${label})`}>
          {uploading ? strings.uploading : strings.upload}
        </button>
        <button type="button" className={`${buttonClass('secondary')} mt-1 ml-2`} onClick={() => setChoosing(true)} aria-expanded={choosing} aria-label={`${library.fromLibrary} (${label})`}>
          {library.fromLibrary}
        </button>
      </TextField>
      {choosing && (
        <LibraryPick id={`${id}-library`} label={label} strings={library} onClose={() => setChoosing(false)} onPick={(url) => {
          onChange(url);
          setChoosing(false);
        }} />
      )}
      {fileInput}
      {shown && <img src={value.trim()} alt="" className="mt-2 h-28 w-auto max-w-full rounded-lg border border-slate-200 object-cover" />}
    </div>
  );
}
