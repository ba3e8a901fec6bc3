import { useId, useRef, useState, type SubmitEvent } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import { showToast } from '#stores/toast.ts';
import { AdminApiError, errorMessage } from './api.ts';
import { validateLogin, type LoginErrors } from './login.ts';
import ForgotPassword from './password-reset/ForgotPassword.tsx';
import { needsSecondFactor, signIn } from './session.ts';
import SecondFactorForm from './two-factor/SecondFactorForm.tsx';
import { buttonClass, cardClass, errorClass, inputClass, labelClass } from './ui.ts';

interface Props {
  strings: AdminStrings['login'];
  forgot: AdminStrings['passwordReset'];
  twoFactor: AdminStrings['twoFactor'];
}

/**
 * The login card: both fields required with a message under each,
 * show/hide password, a pending state, then a welcome toast or the server's refusal (429: its own
 * "try later" message). An account with a second factor is asked for its code next.
 */
export default function LoginCard({ strings, forgot, twoFactor }: Props) {
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [shown, setShown] = useState(false);
  const [pending, setPending] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [codeStep, setCodeStep] = useState(false);
  const welcome = (admin: { username: string }) => showToast({ title: strings.successTitle, description: fill(strings.successText, { username: admin.username }) });

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateLogin({ username, password }, strings);
    setErrors(found);
    if (found.username) return usernameRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    setPending(true);
    try {
      welcome(await signIn(username.trim(), password));
    } catch (error) {
      if (needsSecondFactor(error)) return (setPending(false), setCodeStep(true));
      const fields = error instanceof AdminApiError ? error.fields : {};
      if (fields['username'] || fields['password']) setErrors({ ...(fields['username'] ? { username: fields['username'] } : {}), ...(fields['password'] ? { password: fields['password'] } : {}) });
      showToast({ title: strings.failureTitle, description: errorMessage(error, strings.failureText), variant: 'destructive' });
      setPending(false);
      passwordRef.current?.select();
    }
  }

  const describe = (field: keyof LoginErrors) => (errors[field] ? `${id}-${field}-error` : undefined);
  if (codeStep) {
    const back = () => (setCodeStep(false), setPassword(''));
    return (
      <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
        <SecondFactorForm strings={twoFactor} signIn={async (code) => void welcome(await signIn(username.trim(), password, code))} onBack={back} />
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className={cardClass}>
        <h1 id={`${id}-title`} className="text-2xl">{strings.title}</h1>
        <p className="mt-1 text-slate-700">{strings.intro}</p>
        <div className="mt-6">
          <label htmlFor={`${id}-username`} className={labelClass}>{strings.username}</label>
          <input
            ref={usernameRef}
            id={`${id}-username`}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            className={inputClass}
            value={username}
            disabled={pending}
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={describe('username')}
            onChange={(event) => setUsername(event.target.value)}
          />
          {errors.username && <p id={`${id}-username-error`} className={errorClass}>{errors.username}</p>}
        </div>
        <div className="mt-4">
          <label htmlFor={`${id}-password`} className={labelClass}>{strings.password}</label>
          <div className="relative">
            <input
              ref={passwordRef}
              id={`${id}-password`}
              name="password"
              type={shown ? 'text' : 'password'}
              autoComplete="current-password"
              className={`${inputClass} pr-14`}
              value={password}
              disabled={pending}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={describe('password')}
              onChange={(event) => setPassword(event.target.value)}
            />
            <button
              type="button"
              className="absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:text-brand-800"
              aria-label={strings.showPassword}
              aria-pressed={shown}
              aria-controls={`${id}-password`}
              disabled={pending}
              onClick={() => setShown(!shown)}
            >
              <EyeIcon crossed={shown} />
            </button>
          </div>
          {errors.password && <p id={`${id}-password-error`} className={errorClass}>{errors.password}</p>}
        </div>
        <button type="submit" className={`${buttonClass('primary')} mt-6 w-full`} disabled={pending} aria-busy={pending || undefined}>
          {pending ? strings.pending : strings.submit}
        </button>
        <p className="mt-4 text-sm text-slate-700">{strings.accountNote}</p>
      </form>
      <ForgotPassword strings={forgot} />
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg className="size-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}
