import { useState } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import { showToast } from '#stores/toast.ts';
import { errorMessage } from '../api.ts';
import { formatDateTime } from '../format.ts';
import LoadFailed from '../LoadFailed.tsx';
import Spinner from '../Spinner.tsx';
import { badgeClass, buttonClass, cardClass, hintClass } from '../ui.ts';
import { useAdminQuery } from '../useAdminQuery.ts';
import { beginSetup, renewRecoveryCodes, turnOffTwoFactor, type Enrolment, type TwoFactorStatus } from './api.ts';
import PasswordPrompt from './PasswordPrompt.tsx';
import RecoveryCodes from './RecoveryCodes.tsx';
import SetupSteps from './SetupSteps.tsx';

type Strings = AdminStrings['twoFactor'];
type Step = { kind: 'status' } | { kind: 'password'; for: 'replace' | 'codes' | 'off' } | { kind: 'setup'; enrolment: Enrolment } | { kind: 'codes'; codes: string[] };

/** My account's second factor: its state, and setting it up, replacing it, new recovery codes or turning it off. */
export default function TwoFactorSection({ strings }: { strings: Strings }) {
  const { state, reload } = useAdminQuery<TwoFactorStatus>('/api/admin/two-factor');
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const back = () => (setStep({ kind: 'status' }), reload());

  async function start() {
    try {
      setStep({ kind: 'setup', enrolment: await beginSetup() });
    } catch (error) {
      showToast({ title: strings.failed, description: errorMessage(error, strings.failed), variant: 'destructive' });
    }
  }
  const runs = {
    replace: { label: strings.replace, run: async (password: string) => setStep({ kind: 'setup', enrolment: await beginSetup(password) }) },
    codes: { label: strings.newCodes, run: async (password: string) => setStep({ kind: 'codes', codes: await renewRecoveryCodes(password) }) },
    off: { label: strings.turnOff, run: async (password: string) => (await turnOffTwoFactor(password), showToast({ title: strings.disabled }), back()) },
  };

  return (
    <section aria-labelledby="admin-two-factor-heading" className={cardClass}>
      <h3 id="admin-two-factor-heading" className="text-lg">{strings.heading}</h3>
      <p className={hintClass}>{strings.intro}</p>
      <div className="mt-4">
        {state.status === 'loading' && <Spinner label={strings.heading} />}
        {state.status === 'failed' && <LoadFailed text={strings.loadFailed} retry={strings.heading} error={state.error} onRetry={reload} />}
        {state.status === 'ready' && step.kind === 'status' && <Status strings={strings} status={state.data} onStart={() => void start()} onAsk={(what) => setStep({ kind: 'password', for: what })} />}
        {step.kind === 'password' && <PasswordPrompt strings={strings} action={runs[step.for].label} danger={step.for === 'off'} run={runs[step.for].run} onCancel={back} />}
        {step.kind === 'setup' && <SetupSteps strings={strings} enrolment={step.enrolment} onCancel={back} onEnabled={(codes) => (showToast({ title: strings.enabled }), setStep({ kind: 'codes', codes }))} />}
        {step.kind === 'codes' && <RecoveryCodes strings={strings} codes={step.codes} onDone={back} />}
      </div>
    </section>
  );
}

function Status({ strings, status, onStart, onAsk }: { strings: Strings; status: TwoFactorStatus; onStart: () => void; onAsk: (what: 'replace' | 'codes' | 'off') => void }) {
  return (
    <>
      <p className="flex flex-wrap items-center gap-2">
        <span className={`${badgeClass} ${status.enabled ? 'bg-emerald-50 text-emerald-900' : 'bg-slate-200 text-slate-800'}`}>{status.enabled ? strings.on : strings.off}</span>
        {status.enabledAt && <span className="text-sm text-slate-700">{fill(strings.enabledSince, { date: formatDateTime(status.enabledAt) })}</span>}
      </p>
      {status.enabled && <p className="mt-1 text-sm text-slate-700">{fill(strings.codesLeft, { count: status.recoveryCodesLeft })}</p>}
      {status.required && <p className="mt-1 text-sm text-slate-700">{strings.required}</p>}
      <div className="mt-4 flex flex-wrap gap-3">
        {!status.enabled && <button type="button" className={buttonClass('primary')} onClick={onStart}>{strings.setUp}</button>}
        {status.enabled && <button type="button" className={buttonClass('secondary')} onClick={() => onAsk('replace')}>{strings.replace}</button>}
        {status.enabled && <button type="button" className={buttonClass('secondary')} onClick={() => onAsk('codes')}>{strings.newCodes}</button>}
        {status.enabled && !status.required && <button type="button" className={buttonClass('quietDanger')} onClick={() => onAsk('off')}>{strings.turnOff}</button>}
      </div>
    </>
  );
}
