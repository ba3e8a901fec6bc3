import { useRef, useState, type ChangeEvent } from 'react';
import type { MediaStrings } from '#data/admin/content-ko.ts';
import { showToast } from '#stores/toast.ts';
import { errorMessage } from '../api.ts';
import { uploadImage } from '../content/uploads.ts';
import { buttonClass } from '../ui.ts';

/** Adds an image to the library (the editor's upload, without inserting it anywhere); the list is read again after. */
export default function MediaUpload({ strings, onUploaded }: { strings: MediaStrings; onUploaded: () => void }) {
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      await uploadImage(file);
      onUploaded();
    } catch (cause) {
      showToast({ title: strings.uploadFailed, description: errorMessage(cause, strings.uploadFailed), variant: 'destructive' });
    } finally {
      setUploading(false);
    }
  };
  return (
    <>
      <button type="button" className={buttonClass('primary')} onClick={() => picker.current?.click()} aria-busy={uploading || undefined}>
        {uploading ? strings.uploading : strings.upload}
      </button>
      <input ref={picker} type="file" accept="image/png,image/jpeg,image/webp,image/gif" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(event) => void pick(event)} />
    </>
  );
}
