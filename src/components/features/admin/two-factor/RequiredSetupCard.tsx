import { useEffect, useState } from 'react';
import type { AdminStrings } from '#data/admin/app/index.ts';
import { errorMessage } from '../api.ts';
import LoadFailed from '../LoadFailed.tsx';
import { checkSession, signOut } from '../session.ts';
import Spinner from '../Spinner.tsx';
import { buttonClass, cardClass } from '../ui.ts';
import { beginSetup, type Enrolment } from './api.ts';
import RecoveryCodes from './RecoveryCodes.tsx';
import SetupSteps from './SetupSteps.tsx';

type Step = { kind: 'starting' } | { kind: 'failed'; error: unknown } | { kind: 'setup'; enrolment: Enrolment } | { kind: 'codes'; codes: string[] };

/**
 * What an account without a second factor sees while the owner requires one: the setup, then its
 * recovery codes; the session check then opens the back office (the server refused everything else).
 */
export default function RequiredSetupCard({ strings, logout }: { strings: AdminStrings['twoFactor']; logout: string }) {
  const [step, setStep] = useState<Step>({ kind: 'starting' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    beginSetup().then(
      (enrolment) => current && setStep({ kind: 'setup', enrolment }),
      (error: unknown) => current && setStep({ kind: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [round]);

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12">
      <section aria-labelledby="admin-required-setup" className={cardClass}>
        <h1 id="admin-required-setup" className="text-2xl">{strings.setupRequiredTitle}</h1>
        <p className="mt-1 text-slate-700">{strings.setupRequiredIntro}</p>
        <div className="mt-6">
          {step.kind === 'starting' && <Spinner label={strings.heading} />}
          {step.kind === 'failed' && <LoadFailed text={errorMessage(step.error, strings.failed)} retry={strings.setUp} error={step.error} onRetry={() => setRound((n) => n + 1)} />}
          {step.kind === 'setup' && <SetupSteps strings={strings} enrolment={step.enrolment} onEnabled={(codes) => setStep({ kind: 'codes', codes })} />}
          {step.kind === 'codes' && <RecoveryCodes strings={strings} codes={step.codes} onDone={() => void checkSession()} />}
        </div>
        <button type="button" className={`${buttonClass('quiet')} mt-6`} onClick={() => void signOut().catch(() => undefined)}>{logout}</button>
      </section>
    </div>
  );
}
