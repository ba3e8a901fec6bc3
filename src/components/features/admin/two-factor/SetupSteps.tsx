import { useId, useState, type SubmitEvent } from 'react';
import type { AdminStrings } from '#data/admin/app/index.ts';
import { AdminApiError, errorMessage } from '../api.ts';
import FieldInput from '../FieldInput.tsx';
import { buttonClass, failureClass, hintClass } from '../ui.ts';
import { confirmSetup, groupedSecret, type Enrolment } from './api.ts';

interface Props {
  strings: AdminStrings['twoFactor'];
  enrolment: Enrolment;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel?: () => void;
}

/** Scan the QR code (or type the key), then confirm with a code: only then is the second factor on. */
export default function SetupSteps({ strings, enrolment, onEnabled, onCancel }: Props) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = code.replace(/\s/g, '');
    if (!/^[0-9]{6}$/.test(typed)) return (setError(strings.codeInvalid), document.getElementById(`${id}-code`)?.focus());
    setPending(true);
    setError(undefined);
    setFailure(undefined);
    try {
      onEnabled(await confirmSetup(typed));
    } catch (caught) {
      if (caught instanceof AdminApiError && caught.fields['code']) setError(caught.fields['code']);
      else setFailure(errorMessage(caught, strings.failed));
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-scan`}>
      <h4 id={`${id}-scan`} className="font-semibold">{strings.scanTitle}</h4>
      <img src={enrolment.qrCode} alt={strings.qrAlt} width={176} height={176} className="mt-3 size-44 rounded-lg border border-slate-200 bg-white" />
      <p className={hintClass}>{strings.manualKey}</p>
      <p className="mt-1 font-mono text-sm break-all text-slate-900" translate="no">{groupedSecret(enrolment.secret)}</p>
      <FieldInput id={`${id}-code`} label={strings.codeLabel} value={code} error={error} disabled={pending} autoComplete="one-time-code" inputMode="numeric" onChange={setCode} />
      {failure && <p role="alert" className={`${failureClass} mt-3`}>{failure}</p>}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className={buttonClass('primary')} disabled={pending}>{strings.confirm}</button>
        {onCancel && <button type="button" className={buttonClass('secondary')} disabled={pending} onClick={onCancel}>{strings.cancel}</button>}
      </div>
    </form>
  );
}
