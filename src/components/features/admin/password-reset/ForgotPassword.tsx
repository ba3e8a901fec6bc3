import { useEffect, useId, useState, type SubmitEvent } from 'react';
import type { AdminStrings } from '#data/admin/app/index.ts';
import { showToast } from '#stores/toast.ts';
import { AdminApiError, adminFetch, errorMessage } from '../api.ts';
import { buttonClass, errorClass, hintClass, inputClass, labelClass } from '../ui.ts';

/** Under the login card, when the site can send mail: ask for a reset link by e-mail address. */
export default function ForgotPassword({ strings }: { strings: AdminStrings['passwordReset'] }) {
  const id = useId();
  const [available, setAvailable] = useState(false);
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    adminFetch<{ available: boolean }>('GET', '/api/admin/password-reset').then((answer) => setAvailable(answer.available), () => setAvailable(false));
  }, []);
  if (!available) return null;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return setError(strings.emailInvalid);
    setError(undefined);
    setPending(true);
    try {
      await adminFetch('POST', '/api/admin/password-reset', { email: email.trim() });
      setSent(true);
    } catch (failure) {
      if (failure instanceof AdminApiError && failure.fields['email']) setError(failure.fields['email']);
      showToast({ title: strings.failed, description: errorMessage(failure, strings.failed), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="mt-4 text-center">
      <button type="button" className="text-sm font-semibold text-brand-800 underline underline-offset-2" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen(!open)}>
        {strings.forgot}
      </button>
      <div id={`${id}-panel`} hidden={!open} className="mt-3 rounded-2xl border border-slate-200 bg-white p-5 text-left">
        {sent ? (
          <p role="status" className="text-slate-800">{strings.sent}</p>
        ) : (
          <form noValidate onSubmit={submit} aria-label={strings.forgot}>
            <p className={hintClass}>{strings.intro}</p>
            <label htmlFor={`${id}-email`} className={`${labelClass} mt-3`}>{strings.email}</label>
            <input id={`${id}-email`} type="email" autoComplete="email" className={inputClass} value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
            {error && <p id={`${id}-error`} className={errorClass}>{error}</p>}
            <button type="submit" className={`${buttonClass('secondary')} mt-4 w-full`} disabled={pending}>{strings.send}</button>
          </form>
        )}
      </div>
    </div>
  );
}
