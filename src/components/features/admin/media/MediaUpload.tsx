import type { MediaStrings } from '#data/admin/content/index.ts';
import { useImagePicker } from '../content/useImagePicker.tsx';
import { buttonClass } from '../ui.ts';

/** Adds an image to the library (the editor's upload, without inserting it anywhere); the list is read again after. */
export default function MediaUpload({ strings, onUploaded }: { strings: MediaStrings; onUploaded: () => void }) {
  const { open, uploading, fileInput } = useImagePicker({ onUploaded: () => onUploaded(), failedTitle: strings.uploadFailed, genericError: strings.uploadFailed, tooLarge: strings.uploadTooLarge });
  return (
    <>
      <button type="button" className={buttonClass('primary')} onClick={open} aria-busy={uploading || undefined}>
        {uploading ? strings.uploading : strings.upload}
      </button>
      {fileInput}
    </>
  );
}
