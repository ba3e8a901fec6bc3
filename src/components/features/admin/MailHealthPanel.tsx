import { useState } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import { MAIL_HEALTH_DAYS, type MailHealth } from '#domain/mail/delivery.ts';
import { showToast } from '#stores/toast.ts';
import { adminFetch, errorMessage } from './api.ts';
import { formatDateTime, formatNumber } from './format.ts';
import LoadFailed from './LoadFailed.tsx';
import Spinner from './Spinner.tsx';
import { buttonClass, failureClass } from './ui.ts';
import { useAdminQuery } from './useAdminQuery.ts';

type Strings = AdminStrings['dashboard']['mail'];

/**
 * Whether the site's mail goes out: configured or not (naming what is missing), the last mail the
 * server took, the last days' failures and bounces, and for owners a test mail to their own address.
 */
export default function MailHealthPanel({ strings }: { strings: Strings }) {
  const { state, reload, setData } = useAdminQuery<MailHealth>('/api/admin/mail-health');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const days = { days: MAIL_HEALTH_DAYS };

  async function sendTest(to: string) {
    setPending(true);
    setFailure(undefined);
    try {
      const answer = await adminFetch<{ health: MailHealth }>('POST', '/api/admin/mail-test');
      setData(() => answer.health);
      showToast({ title: fill(strings.testSent, { to }) });
    } catch (caught) {
      setFailure(errorMessage(caught, strings.testFailed));
      reload();
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="admin-mail-heading" className="mt-8">
      <h3 id="admin-mail-heading" className="text-lg">{strings.heading}</h3>
      {state.status === 'loading' && <Spinner label={strings.heading} />}
      {state.status === 'failed' && <LoadFailed text={strings.loadFailed} retry={strings.retry} error={state.error} onRetry={reload} />}
      {state.status === 'ready' && (() => {
        const health = state.data;
        const troubled = !health.configured || health.failures > 0 || health.bounces > 0;
        const headline = !health.configured ? fill(strings.notConfigured, { missing: health.missing.join(', ') }) : troubled ? fill(strings.problems, days) : strings.configured;
        return (
          <>
            <p className={`mt-3 rounded-xl border-l-4 px-4 py-3 font-semibold ${troubled ? 'border-accent-700 bg-accent-50 text-accent-700' : 'border-emerald-700 bg-emerald-50 text-emerald-900'}`}>{headline}</p>
            {health.configured && !health.notifyTo && <p className="mt-2 text-sm text-slate-700">{strings.noNotifyTo}</p>}
            <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
              {([
                [strings.lastSent, health.lastSentAt ? formatDateTime(health.lastSentAt) : strings.never],
                [fill(strings.failures, days), formatNumber(health.failures)],
                [fill(strings.bounces, days), formatNumber(health.bounces)],
              ] as const).map(([label, value]) => (
                <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
                  <dt className="text-sm font-semibold text-slate-700">{label}</dt>
                  <dd className="mt-1 text-lg font-bold text-slate-900 tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
            {health.test.allowed && health.configured && (
              <div className="mt-3">
                {health.test.to ? (
                  <>
                    <button type="button" className={buttonClass('secondary')} disabled={pending} onClick={() => void sendTest(health.test.to!)}>{strings.test}</button>
                    <p className="mt-1 text-sm text-slate-700 wrap-anywhere">{fill(strings.testTo, { to: health.test.to })}</p>
                  </>
                ) : <p className="text-sm text-slate-700">{strings.testNoAddress}</p>}
                {failure && <p role="alert" className={`${failureClass} mt-2 wrap-anywhere`}>{failure}</p>}
              </div>
            )}
          </>
        );
      })()}
    </section>
  );
}
