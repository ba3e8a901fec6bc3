import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { AdminStrings } from '#data/admin/app/index.ts';
import { errorMessage } from '../api.ts';
import FieldInput from '../FieldInput.tsx';
import { needsSecondFactor } from '../session.ts';
import { buttonClass, cardClass, failureClass } from '../ui.ts';

interface Props {
  strings: AdminStrings['twoFactor'];
  /** Signs in again with the password already typed and this code. */
  signIn: (code: string) => Promise<void>;
  onBack: () => void;
}

/** The sign-in's second step: a code from the authenticator app or one recovery code. */
export default function SecondFactorForm({ strings, signIn, onBack }: Props) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // Back to the field once it is enabled again, to type the next code.
  useEffect(() => {
    if (error && !pending) document.getElementById(`${id}-code`)?.focus();
  }, [error, pending, id]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.trim() === '') return setError(strings.loginCodeRequired);
    setPending(true);
    setError(undefined);
    setFailure(undefined);
    try {
      await signIn(code.trim());
    } catch (caught) {
      // A wrong or reused code asks again; anything else (too many tries, no connection) is said as it is.
      if (needsSecondFactor(caught)) setError(errorMessage(caught, strings.loginCodeRequired));
      else setFailure(errorMessage(caught, strings.failed));
      setCode('');
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className={cardClass}>
      <h1 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-2xl">{strings.loginTitle}</h1>
      <p className="mt-1 text-slate-700">{strings.loginIntro}</p>
      <FieldInput id={`${id}-code`} label={strings.loginCode} value={code} error={error} disabled={pending} autoComplete="one-time-code" onChange={setCode} />
      {failure && <p role="alert" className={`${failureClass} mt-3`}>{failure}</p>}
      <button type="submit" className={`${buttonClass('primary')} mt-6 w-full`} disabled={pending} aria-busy={pending || undefined}>{strings.loginSubmit}</button>
      <button type="button" className={`${buttonClass('quiet')} mt-3 w-full`} disabled={pending} onClick={onBack}>{strings.loginBack}</button>
    </form>
  );
}
