import type { AdminStrings } from '#data/admin/app/index.ts';
import { useImagePicker } from '../content/useImagePicker.tsx';
import { buttonClass, errorClass, labelClass } from '../ui.ts';

interface Props {
  id: string;
  label: string;
  /** The upload's URL, '' for none (the page's default art). */
  value: string;
  onChange: (url: string) => void;
  error?: string | undefined;
  strings: AdminStrings['siteSettings'];
  genericError: string;
  /** The button's words when there is no picture yet (e.g. "Upload an office photo"). */
  uploadLabel?: string;
  /** Said where there is no picture: the page's default art, or nothing for a slot that only adds one. */
  emptyText?: string;
}

/** One picture of the site settings: its preview (or "default art"), an upload button and a remove button. */
export default function PicturePicker({ id, label, value, onChange, error, strings, genericError, uploadLabel = strings.uploadPicture, emptyText = strings.noPicture }: Props) {
  const { open, uploading, fileInput } = useImagePicker({ onUploaded: (image) => onChange(image.url), failedTitle: strings.failed, genericError, tooLarge: strings.imageTooLarge });
  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined}>
      <p id={`${id}-label`} className={labelClass}>{label}</p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        {value ? <img src={value} alt="" className="h-20 w-20 rounded-lg border border-slate-200 object-cover" /> : emptyText && <span className="text-sm text-slate-600">{emptyText}</span>}
        <button type="button" className={buttonClass('quiet')} onClick={open} aria-busy={uploading} aria-label={`${uploading ? strings.uploading : uploadLabel} (${label})`}>
          {uploading ? strings.uploading : uploadLabel}
        </button>
        {value && <button type="button" className={buttonClass('quietDanger')} onClick={() => onChange('')} aria-label={`${strings.removePicture} (${label})`}>{strings.removePicture}</button>}
      </div>
      {error && <p id={`${id}-error`} className={errorClass}>{error}</p>}
      {fileInput}
    </div>
  );
}
