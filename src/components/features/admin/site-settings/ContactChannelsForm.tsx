import { useId, useState, type SubmitEvent } from 'react';
import type { AdminStrings } from '#data/admin/ko.ts';
import { versionEtag } from '#domain/edit-version.ts';
import type { ContactChannels, ContactField } from '#domain/site-settings/contact.ts';
import { showToast } from '#stores/toast.ts';
import { AdminApiError, adminRequest, errorMessage } from '../api.ts';
import { buttonClass, cardClass, errorClass, hintClass, inputClass, labelClass } from '../ui.ts';
import { CONTACT_FORM_FIELDS, differingFields } from './contact-form.ts';
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
    try {
      const { data, headers } = await adminRequest<{ contact: ContactChannels }>('PUT', '/api/admin/site-settings/contact', { contact: values }, { ifMatch: version });
      setValues(data.contact);
      setVersion(headers.get('ETag') ?? version);
      setTheirs(undefined);
      showToast({ title: strings.saved });
    } catch (error) {
      const current = error instanceof AdminApiError && error.status === 412 ? (error.body as { current?: { contact: ContactChannels; version: number } }).current : undefined;
      if (current) {
        setTheirs(current.contact);
        setVersion(versionEtag(current.version));
      } else if (error instanceof AdminApiError) setErrors(error.fields as Partial<Record<ContactField, string>>);
      showToast({ title: strings.failed, description: current ? strings.stale : errorMessage(error, strings.failed), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className={cardClass}>
      <h3 id={`${id}-title`} className="text-lg">{strings.contactHeading}</h3>
      <p className={hintClass}>{strings.contactIntro}</p>
      {theirs && <StaleNotice strings={strings} fields={differingFields(values, theirs)} theirs={theirs} />}
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
