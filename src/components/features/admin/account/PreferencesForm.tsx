import { useId, useState, type SubmitEvent } from 'react';
import type { AdminStrings } from '#data/admin/app/index.ts';
import { adminLocales, type AdminLocale } from '#domain/admin-access.ts';
import { localeInfo } from '#i18n/locales.ts';
import { showToast } from '#stores/toast.ts';
import { AdminApiError, adminFetch, errorMessage } from '../api.ts';
import FieldInput from '../FieldInput.tsx';
import { $adminSession } from '../sessionState.ts';
import { buttonClass, cardClass, inputClass, labelClass } from '../ui.ts';
import { timeZones, type Preferences } from './preferences.ts';

type Strings = AdminStrings['preferences'];
type Field = 'email' | 'currentPassword';

/** My e-mail (behind the password: reset links go there), the admin app's language and the time zone of its dates. */
export default function PreferencesForm({ strings, saved }: { strings: Strings; saved: Preferences }) {
  const id = useId();
  const [values, setValues] = useState({ email: saved.email ?? '', locale: saved.locale, timeZone: saved.timeZone ?? '', currentPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [pending, setPending] = useState(false);
  const [stored, setStored] = useState(saved);
  const emailChanged = values.email.trim().toLowerCase() !== (stored.email ?? '').toLowerCase();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setErrors({});
    try {
      const body = { locale: values.locale, timeZone: values.timeZone || null, ...(emailChanged ? { email: values.email.trim(), currentPassword: values.currentPassword } : {}) };
      const answer = await adminFetch<Preferences>('PATCH', '/api/admin/preferences', body);
      setStored(answer);
      setValues({ ...values, currentPassword: '' });
      showToast({ title: strings.saved });
      const session = $adminSession.get();
      if (typeof session === 'object') $adminSession.set({ ...session, locale: answer.locale, timeZone: answer.timeZone });
    } catch (error) {
      if (error instanceof AdminApiError) setErrors({ ...(error.fields['email'] ? { email: error.fields['email'] } : {}), ...(error.fields['currentPassword'] ? { currentPassword: error.fields['currentPassword'] } : {}) });
      showToast({ title: strings.failed, description: errorMessage(error, strings.failed), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className={cardClass}>
      <h3 id={`${id}-title`} className="text-lg">{strings.heading}</h3>
      <FieldInput id={`${id}-email`} label={strings.email} type="email" autoComplete="email" value={values.email} error={errors.email} disabled={pending} onChange={(email) => setValues({ ...values, email })} />
      {emailChanged && <FieldInput id={`${id}-currentPassword`} label={strings.currentPassword} type="password" autoComplete="current-password" value={values.currentPassword} error={errors.currentPassword} disabled={pending} onChange={(currentPassword) => setValues({ ...values, currentPassword })} />}
      <div className="mt-4">
        <label htmlFor={`${id}-locale`} className={labelClass}>{strings.language}</label>
        <select id={`${id}-locale`} className={inputClass} value={values.locale} disabled={pending} onChange={(e) => setValues({ ...values, locale: e.target.value as AdminLocale })}>
          {adminLocales.map((code) => <option key={code} value={code} lang={code}>{localeInfo(code).name}</option>)}
        </select>
      </div>
      <div className="mt-4">
        <label htmlFor={`${id}-zone`} className={labelClass}>{strings.timeZone}</label>
        <select id={`${id}-zone`} className={inputClass} value={values.timeZone} disabled={pending} onChange={(e) => setValues({ ...values, timeZone: e.target.value })}>
          <option value="">{strings.firmZone}</option>
          {timeZones().map((zone) => <option key={zone} value={zone}>{zone.replaceAll('_', ' ')}</option>)}
        </select>
      </div>
      <button type="submit" className={`${buttonClass('primary')} mt-6`} disabled={pending}>{strings.save}</button>
    </form>
  );
}
