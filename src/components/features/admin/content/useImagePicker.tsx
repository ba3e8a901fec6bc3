import { useRef, useState, type ChangeEvent, type ReactElement } from 'react';
import { megabytes, UPLOAD_MAX_BYTES } from '#domain/uploads.ts';
import { showToast } from '#stores/toast.ts';
import { errorMessage } from '../api.ts';
import { uploadImage, type UploadedImage } from './uploads.ts';

interface Options {
  onUploaded: (image: UploadedImage) => void;
  /** The toast's title when the upload fails; its text is the server's reason, else `genericError`. */
  failedTitle: string;
  genericError: string;
  /** Said instead of sending a file over UPLOAD_MAX_BYTES, which the platform could not carry; '{limit}' is the limit. */
  tooLarge: string;
  /** For a field that shows the failure under itself (a toast can sit behind a modal dialog): the reason, then undefined on the next try. */
  onFailed?: (reason: string | undefined) => void;
}

/**
 * Every upload button of the admin app (a story's cover, a link card, a site-settings picture, the
 * media library): a hidden file input the button opens, the busy state while the image uploads, and
 * the failure told; a file over the upload limit is refused here, before it is sent. Render
 * `fileInput` once beside the button that calls `open`.
 */
export function useImagePicker({ onUploaded, failedTitle, genericError, tooLarge, onFailed }: Options): { open: () => void; uploading: boolean; fileInput: ReactElement } {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file again is a new choice
    if (!file) return;
    onFailed?.(undefined);
    if (file.size > UPLOAD_MAX_BYTES) {
      const reason = tooLarge.replace('{limit}', megabytes(UPLOAD_MAX_BYTES));
      onFailed?.(reason);
      showToast({ title: failedTitle, description: reason, variant: 'destructive' });
      return;
    }
    setUploading(true);
    try {
      onUploaded(await uploadImage(file));
    } catch (cause) {
      const reason = errorMessage(cause, genericError);
      onFailed?.(reason);
      showToast({ title: failedTitle, description: reason, variant: 'destructive' });
    } finally {
      setUploading(false);
    }
  };
  const fileInput = <input ref={input} type="file" accept="image/png,image/jpeg,image/webp,image/gif" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(event) => void pick(event)} />;
  return { open: () => input.current?.click(), uploading, fileInput };
}
