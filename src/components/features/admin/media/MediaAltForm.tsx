import { useEffect, useState, type FormEvent } from 'react';
import type { MediaStrings } from '#data/admin/content/index.ts';
import { fill } from '#data/admin/app/index.ts';
import { ALT_MAX, cleanAlt, type UploadAlt } from '#domain/media/alt.ts';
import type { MediaItem } from '#domain/media/api.ts';
import { localeCodes, localeInfo } from '#i18n/locales.ts';
import { showToast } from '#stores/toast.ts';
import { AdminApiError, errorMessage } from '../api.ts';
import { TextField } from '../content/Fields.tsx';
import { saveMediaAlt } from '../content/mediaLibrary.ts';
import { buttonClass, failureClass } from '../ui.ts';

interface Props {
  id: string;
  item: MediaItem;
  strings: MediaStrings;
  onSaved: (alt: UploadAlt, version: number) => void;
  /** Someone else saved the alt text meanwhile (412): the card shows theirs, the form keeps what was typed. */
  onConflict: (alt: UploadAlt, version: number) => void;
  onCancel: () => void;
}

/**
 * The alt text in the five public languages, Korean required (the server's field errors shown under
 * each). Saved on the version it was opened on: when someone saved meanwhile the form says so with
 * their Korean text and keeps what was typed, and saving again replaces theirs deliberately.
 */
export default function MediaAltForm({ id, item, strings, onSaved, onConflict, onCancel }: Props) {
  const [alt, setAlt] = useState<UploadAlt>(item.alt);
  const [version, setVersion] = useState(item.version);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Opened by its button: the Korean field takes focus (the form replaces the button).
  useEffect(() => document.getElementById(`${id}-ko`)?.focus(), [id]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      const saved = await saveMediaAlt(item.id, { ko: '', ...alt }, version);
      setErrors({});
      showToast({ title: strings.saved });
      onSaved(cleanAlt(alt), saved);
    } catch (error) {
      const fields = error instanceof AdminApiError ? error.fields : {};
      setErrors(fields);
      const current = error instanceof AdminApiError && error.status === 412 ? (error.body as { current?: { alt: UploadAlt; version: number } })?.current : undefined;
      if (current) {
        setVersion(current.version);
        onConflict(cleanAlt(current.alt), current.version);
        setFailure(fill(strings.altConflict, { text: cleanAlt(current.alt).ko ?? '' }));
      } else if (Object.keys(fields).length === 0) setFailure(`${strings.saveFailed}: ${errorMessage(error, strings.saveFailed)}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-heading`} className="mt-3 space-y-3 border-t border-slate-200 pt-3">
      <h4 id={`${id}-heading`} className="font-semibold text-slate-900">{strings.altHeading}</h4>
      <p className="text-sm text-slate-600">{strings.altHint}</p>
      {localeCodes.map((code) => (
        <TextField key={code} id={`${id}-${code}`} label={strings.locales[code]} lang={localeInfo(code).bcp47} required={code === 'ko'} maxLength={ALT_MAX}
          value={alt[code] ?? ''} onChange={(text) => setAlt((current) => ({ ...current, [code]: text }))} error={errors[`alt.${code}`]} />
      ))}
      {failure && <p role="alert" className={failureClass}>{failure}</p>}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('primary')} aria-busy={saving || undefined}>{saving ? strings.saving : strings.save}</button>
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>{strings.cancel}</button>
      </div>
    </form>
  );
}
