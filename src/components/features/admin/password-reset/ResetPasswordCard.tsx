import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import { showToast } from '#stores/toast.ts';
import { AdminApiError, adminFetch, errorMessage } from '../api.ts';
import FieldInput, { LinkGone } from '../FieldInput.tsx';
import { buttonClass, cardClass, hintClass } from '../ui.ts';

type Strings = AdminStrings['passwordReset'];

/** A reset link opened: a new password twice; then the login card, every other session ended. */
export default function ResetPasswordCard({ token, strings, onDone }: { token: string; strings: Strings; onDone: () => void }) {
  const id = useId();
  const [username, setUsername] = useState<string | 'gone'>();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [pending, setPending] = useState(false);

  useEffect(() => {
    adminFetch<{ username: string }>('GET', `/api/admin/password-reset/${token}`).then((a) => setUsername(a.username), () => setUsername('gone'));
  }, [token]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = password.length < 8 ? { password: strings.passwordShort } : password !== confirm ? { confirm: strings.mismatch } : {};
    setErrors(found);
    if (found.password || found.confirm) return document.getElementById(`${id}-${found.password ? 'password' : 'confirm'}`)?.focus();
    setPending(true);
    try {
      await adminFetch('POST', `/api/admin/password-reset/${token}`, { password });
      history.replaceState(null, '', location.pathname);
      showToast({ title: strings.saved });
      onDone();
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 404) setUsername('gone');
      showToast({ title: strings.failed, description: errorMessage(error, strings.failed), variant: 'destructive' });
      setPending(false);
    }
  }

  const input = (name: 'password' | 'confirm', label: string, value: string, set: (v: string) => void) => (
    <FieldInput id={`${id}-${name}`} label={label} type="password" autoComplete="new-password" value={value} disabled={pending} error={errors[name]} onChange={set} />
  );

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className={cardClass}>
        <h1 id={`${id}-title`} className="text-2xl">{strings.title}</h1>
        {username === 'gone' && <LinkGone text={strings.gone} back={strings.toLogin} />}
        {username && username !== 'gone' && (
          <>
            <p className={hintClass}>{fill(strings.forUser, { username })}</p>
            {input('password', strings.password, password, setPassword)}
            {input('confirm', strings.confirm, confirm, setConfirm)}
            <button type="submit" className={`${buttonClass('primary')} mt-6 w-full`} disabled={pending}>{strings.save}</button>
          </>
        )}
      </form>
    </div>
  );
}
