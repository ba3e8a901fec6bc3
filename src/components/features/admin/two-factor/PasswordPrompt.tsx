import { useId, useState, type SubmitEvent } from 'react';
import type { AdminStrings } from '#data/admin/app/index.ts';
import { AdminApiError, errorMessage } from '../api.ts';
import FieldInput from '../FieldInput.tsx';
import { buttonClass, failureClass, hintClass } from '../ui.ts';

interface Props {
  strings: AdminStrings['twoFactor'];
  /** The button that runs the action, e.g. "2단계 인증 끄기". */
  action: string;
  danger?: boolean;
  /** Runs the action with the password; a wrong one comes back as a field error. */
  run: (password: string) => Promise<void>;
  onCancel: () => void;
}

/** Asks for the current password before a change that a stolen session must not be able to make. */
export default function PasswordPrompt({ strings, action, danger, run, onCancel }: Props) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password === '') return (setError(strings.passwordRequired), document.getElementById(`${id}-password`)?.focus());
    setPending(true);
    setError(undefined);
    setFailure(undefined);
    try {
      await run(password);
    } catch (caught) {
      if (caught instanceof AdminApiError && caught.fields['currentPassword']) setError(caught.fields['currentPassword']);
      else setFailure(errorMessage(caught, strings.failed));
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label={action}>
      <p className={hintClass}>{strings.passwordPrompt}</p>
      <FieldInput id={`${id}-password`} label={strings.currentPassword} type="password" autoComplete="current-password" value={password} error={error} disabled={pending} onChange={setPassword} />
      {failure && <p role="alert" className={`${failureClass} mt-3`}>{failure}</p>}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className={buttonClass(danger ? 'danger' : 'primary')} disabled={pending}>{action}</button>
        <button type="button" className={buttonClass('secondary')} disabled={pending} onClick={onCancel}>{strings.cancel}</button>
      </div>
    </form>
  );
}
