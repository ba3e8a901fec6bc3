import { useEffect, useMemo, useRef, useState, type InputHTMLAttributes } from 'react';
import { fill } from '#data/admin/app/index.ts';
import type { UploadAlt } from '#domain/media/alt.ts';
import type { Locale } from '#i18n/locales.ts';
import { LibraryChoices } from '../../admin-editor/LibraryChoices.tsx';
import { useLibraryChoice, type LibraryImage, type LoadLibrary } from '../../admin-editor/library.ts';
import { fetchMedia, toLibraryImage } from '../content/mediaLibrary.ts';
import { useImagePicker } from '../content/useImagePicker.tsx';
import Modal from '../Modal.tsx';
import { buttonClass, failureClass, hintClass, inputClass, labelClass } from '../ui.ts';
import { fieldLabel, getAt, setAt, type Path } from './form.ts';
import { altAction, altPathOf, pictureAddress, searchLibrary, showsPicture } from './image.ts';
import type { FieldsContext } from './PageFields.tsx';

interface Props {
  path: Path;
  /** The address input's id, name and state, as the form gives every field's input. */
  input: InputHTMLAttributes<HTMLInputElement> & { id: string };
  context: FieldsContext;
}

/** Every library picture's alt text per locale, by address, from the latest load: the alt field is filled in its own language only. */
const altsByUrl = new Map<string, UploadAlt>();
const loaders = new Map<Locale, LoadLibrary>();

/** The library as the dialog lists it for a page in `locale` (alt text in that locale, else Korean), one loader per locale. */
function libraryIn(locale: Locale): LoadLibrary {
  let load = loaders.get(locale);
  if (!load) {
    load = async () => {
      const items = await fetchMedia();
      for (const item of items) altsByUrl.set(item.url, item.alt);
      return items.map((item) => toLibraryImage(item, locale));
    };
    loaders.set(locale, load);
  }
  return load;
}

/**
 * A page's picture field: its thumbnail, its address (editable: a site path or https address may be
 * typed), and a button opening the media library in a dialog. A chosen picture fills the address and,
 * when the group has an empty alt text field, that field with the library's alt text in the page's
 * language; an alt text already written otherwise is only offered beside it.
 */
export default function PictureInput({ path, input, context }: Props) {
  const { strings, locale } = context;
  const s = strings.picture;
  const value = getAt(context.content, path);
  const address = typeof value === 'string' ? value : '';
  const label = fieldLabel(path);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState('');
  const [offer, setOffer] = useState<{ alt: string; path: Path } | undefined>(undefined);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // The dialog is mounted only while open (its library loads then), so it cannot hand the focus
  // back itself: the button that opened it takes it.
  useEffect(() => {
    if (wasOpen.current && !open) chooseButton.current?.focus();
    wasOpen.current = open;
  }, [open]);

  function put(url: string, image: LibraryImage | undefined) {
    let next = setAt(context.content, path, pictureAddress(url));
    const altPath = altPathOf(context.content, path);
    const current = altPath ? getAt(context.content, altPath) : undefined;
    const libraryAlt = image ? (altsByUrl.get(image.url)?.[locale] ?? '') : '';
    const action = altAction(typeof current === 'string' ? current : undefined, libraryAlt);
    if (action === 'fill' && altPath) next = setAt(next, altPath, libraryAlt.trim());
    context.onChange(next);
    setOffer(action === 'offer' && altPath ? { alt: libraryAlt.trim(), path: altPath } : undefined);
    const said = image ? fill(s.chosen, { name: image.name }) : s.uploaded;
    setNotice(action === 'fill' ? `${said} ${fill(s.altFilled, { alt: libraryAlt.trim() })}` : said);
    setOpen(false);
  }

  const id = input.id;
  return (
    <>
      <div className="mt-1 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex h-24 w-36 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-300 bg-slate-50">
          {showsPicture(address) ? (
            // The address beside it says which picture it is; the thumbnail only shows it, whole (a logo is not cropped).
            <img src={address.trim()} alt="" className="h-full w-full object-contain" />
          ) : (
            <span className="px-2 text-center text-sm text-slate-600">{s.none}</span>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <input {...input} type="text" inputMode="url" autoComplete="off" spellCheck={false} dir="ltr" value={address} onChange={(e) => context.onChange(setAt(context.content, path, e.target.value))} className={`${inputClass} mt-0`} />
          <button
            ref={chooseButton}
            type="button"
            id={`${id}-choose`}
            className={`${buttonClass('secondary')} mt-2`}
            disabled={context.disabled}
            aria-haspopup="dialog"
            aria-label={fill(s.chooseFor, { field: label })}
            onClick={() => setOpen(true)}
          >
            {s.choose}
          </button>
        </div>
      </div>
      <p role="status" className={hintClass}>{notice}</p>
      {offer && (
        <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-800">
          <span>{fill(s.altOffer, { alt: offer.alt })}</span>
          <button
            type="button"
            className={buttonClass('quiet')}
            disabled={context.disabled}
            onClick={() => {
              context.onChange(setAt(context.content, offer.path, offer.alt));
              setOffer(undefined);
            }}
          >
            {fill(s.useAlt, { field: fieldLabel(offer.path) })}
          </button>
        </div>
      )}
      {open && <PictureDialog id={`${id}-library`} label={label} locale={locale} strings={s} onClose={() => setOpen(false)} onPut={put} />}
    </>
  );
}

interface DialogProps {
  id: string;
  label: string;
  locale: Locale;
  strings: FieldsContext['strings']['picture'];
  onClose: () => void;
  onPut: (url: string, image: LibraryImage | undefined) => void;
}

/** The media library in a modal dialog: a search over file names and alt text, the pictures as one radio group, and an upload. */
function PictureDialog({ id, label, locale, strings: s, onClose, onPut }: DialogProps) {
  const choice = useLibraryChoice(libraryIn(locale), s.library);
  const [query, setQuery] = useState('');
  const [uploadError, setUploadError] = useState<string | undefined>(undefined);
  const { open: upload, uploading, fileInput } = useImagePicker({
    onUploaded: (image) => onPut(image.url, undefined),
    failedTitle: s.uploadFailed,
    genericError: s.uploadFailed,
    tooLarge: s.uploadTooLarge,
    onFailed: (reason) => setUploadError(reason && `${s.uploadFailed}: ${reason}`),
  });
  const images = choice.state.status === 'ready' ? choice.state.images : [];
  const shown = useMemo(() => searchLibrary(images, query), [images, query]);
  const filtered = choice.state.status === 'ready' ? { ...choice, state: { status: 'ready' as const, images: shown } } : choice;
  // A choice the search hides is let go, so the button never uses a picture no longer in sight.
  const search = (next: string) => {
    setQuery(next);
    if (choice.chosen && !searchLibrary(images, next).some((image) => image.url === choice.chosen)) choice.choose('');
  };

  return (
    <Modal
      open
      title={fill(s.dialogTitle, { field: label })}
      onClose={onClose}
      closeLabel={s.close}
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>{s.library.cancel}</button>
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={choice.state.status !== 'ready'}
            onClick={() => {
              const image = choice.confirm();
              if (image) onPut(image.url, image);
            }}
          >
            {s.library.pick}
          </button>
        </>
      }
    >
      {/* The dialog sits inside the page's form: Enter in its search or on a picture must not submit the page. */}
      <div onKeyDown={(event) => event.key === 'Enter' && event.target instanceof HTMLInputElement && event.preventDefault()} className="space-y-3">
        <div>
          <label htmlFor={`${id}-search`} className={labelClass}>{s.search}</label>
          <input id={`${id}-search`} type="search" data-autofocus autoComplete="off" value={query} onChange={(e) => search(e.target.value)} aria-describedby={`${id}-found`} className={inputClass} />
          <p id={`${id}-found`} role="status" className={hintClass}>
            {choice.state.status === 'ready' && images.length > 0 ? fill(s.found, { count: shown.length, total: images.length }) : ''}
          </p>
        </div>
        {choice.state.status === 'ready' && images.length > 0 && shown.length === 0 ? <p className="text-sm text-slate-700">{s.noMatch}</p> : <LibraryChoices id={id} strings={s.library} choice={filtered} />}
        <div className="border-t border-slate-200 pt-3">
          <button type="button" className={buttonClass('secondary')} onClick={upload} disabled={uploading} aria-busy={uploading}>
            {uploading ? s.uploading : s.upload}
          </button>
          {fileInput}
          {uploadError && <p role="alert" className={`${failureClass} mt-2`}>{uploadError}</p>}
        </div>
      </div>
    </Modal>
  );
}
