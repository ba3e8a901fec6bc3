import { useId, useState, type SubmitEvent } from 'react';
import type { AdminStrings } from '#data/admin/app/index.ts';
import { showToast } from '#stores/toast.ts';
import { AdminApiError, adminFetch, errorMessage } from '../api.ts';
import FieldInput from '../FieldInput.tsx';
import { buttonClass, cardClass, hintClass } from '../ui.ts';

type Field = 'currentPassword' | 'newPassword' | 'confirm';
type Strings = AdminStrings['myAccount'];

function check(values: Record<Field, string>, s: Strings): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (values.currentPassword === '') errors.currentPassword = s.currentRequired;
  if (values.newPassword.length < 8) errors.newPassword = s.passwordShort;
  else if (values.newPassword !== values.confirm) errors.confirm = s.passwordMismatch;
  return errors;
}

/** The password change (POST /api/admin/password): other devices are signed out, this one stays in. */
export default function PasswordForm({ strings }: { strings: Strings }) {
  const id = useId();
  const empty = { currentPassword: '', newPassword: '', confirm: '' };
  const [values, setValues] = useState<Record<Field, string>>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [pending, setPending] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check(values, strings);
    setErrors(found);
    const first = (Object.keys(found) as Field[])[0];
    if (first) return document.getElementById(`${id}-${first}`)?.focus();
    setPending(true);
    try {
      await adminFetch('POST', '/api/admin/password', { currentPassword: values.currentPassword, newPassword: values.newPassword });
      setValues(empty);
      showToast({ title: strings.passwordChanged });
    } catch (error) {
      if (error instanceof AdminApiError) setErrors({ ...(error.fields['currentPassword'] ? { currentPassword: error.fields['currentPassword'] } : {}), ...(error.fields['newPassword'] ? { newPassword: error.fields['newPassword'] } : {}) });
      showToast({ title: strings.passwordFailed, description: errorMessage(error, strings.passwordFailed), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  const field = (name: Field, label: string, autoComplete: string) => (
    <FieldInput id={`${id}-${name}`} label={label} type="password" autoComplete={autoComplete} value={values[name]} disabled={pending} error={errors[name]} onChange={(value) => setValues({ ...values, [name]: value })} />
  );

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className={cardClass}>
      <h3 id={`${id}-title`} className="text-lg">{strings.passwordHeading}</h3>
      <p className={hintClass}>{strings.passwordIntro}</p>
      {field('currentPassword', strings.currentPassword, 'current-password')}
      {field('newPassword', strings.newPassword, 'new-password')}
      {field('confirm', strings.confirmPassword, 'new-password')}
      <button type="submit" className={`${buttonClass('primary')} mt-6`} disabled={pending}>{strings.changePassword}</button>
    </form>
  );
}
