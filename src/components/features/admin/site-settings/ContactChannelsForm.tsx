import { useId, useState, type SubmitEvent } from 'react';
import type { AdminStrings } from '#data/admin/app/index.ts';
import type { ContactChannels, ContactField } from '#domain/site-settings/contact.ts';
import { showToast } from '#stores/toast.ts';
import { buttonClass, cardClass, errorClass, hintClass, inputClass, labelClass } from '../ui.ts';
import { CONTACT_FORM_FIELDS, differingFields } from './contactForm.ts';
import { saveSettings } from './save.ts';
import StaleNotice from './StaleNotice.tsx';

type Strings = AdminStrings['siteSettings'];

/**
 * The firm's phones, messengers and address, saved with the version it was loaded at: when someone
 * saved in between, what this person typed stays in the form beside the other values, and saving
 * again (now against the newer version) replaces them deliberately.
 */
export default function ContactChannelsForm({ strings, saved, etag }: { strings: Strings; saved: ContactChannels; etag: string }) {
  const id = useId();
  const [values, setValues] = useState(saved);
  const [version, setVersion] = useState(etag);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [theirs, setTheirs] = useState<ContactChannels>();
  const [pending, setPending] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setErrors({});
    const outcome = await saveSettings('contact', values, version, strings.failed);
    setPending(false);
    if (outcome.kind === 'failed') setErrors(outcome.fields as Partial<Record<ContactField, string>>);
    else {
      setVersion(outcome.etag);
      if (outcome.kind === 'saved') setValues(outcome.value);
      setTheirs(outcome.kind === 'stale' ? outcome.current : undefined);
    }
    if (outcome.kind === 'saved') showToast({ title: strings.saved });
    else showToast({ title: strings.failed, description: outcome.kind === 'stale' ? strings.stale : outcome.message, variant: 'destructive' });
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className={cardClass}>
      <h3 id={`${id}-title`} className="text-lg">{strings.contactHeading}</h3>
      <p className={hintClass}>{strings.contactIntro}</p>
      {theirs && <StaleNotice message={strings.stale} theirsLabel={strings.theirs} rows={differingFields(values, theirs).map((field) => ({ label: strings[field], value: theirs[field] }))} />}
      <div className="grid gap-x-6 sm:grid-cols-2">
        {CONTACT_FORM_FIELDS.map(({ field, hint, type }) => {
          const error = errors[field];
          const described = [hint ? `${id}-${field}-hint` : '', error ? `${id}-${field}-error` : ''].filter(Boolean).join(' ');
          return (
            <div key={field} className={`mt-4 ${field === 'street' ? 'sm:col-span-2' : ''}`}>
              <label htmlFor={`${id}-${field}`} className={labelClass}>{strings[field]}</label>
              <input id={`${id}-${field}`} type={type} autoComplete="off" spellCheck={false} className={inputClass} value={values[field]} disabled={pending}
                aria-invalid={error ? true : undefined} aria-describedby={described || undefined} onChange={(e) => setValues({ ...values, [field]: e.target.value })} />
              {hint && <p id={`${id}-${field}-hint`} className={hintClass}>{strings[hint]}</p>}
              {error && <p id={`${id}-${field}-error`} className={errorClass}>{error}</p>}
            </div>
          );
        })}
      </div>
      <button type="submit" className={`${buttonClass('primary')} mt-6`} disabled={pending}>{strings.save}</button>
    </form>
  );
}
