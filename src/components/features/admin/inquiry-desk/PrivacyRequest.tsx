import { useId, useState, type SubmitEvent } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import type { ErasurePlan, ErasureResult, PrivacyReport } from '#domain/inquiry/privacy.ts';
import { showToast } from '#stores/toast.ts';
import { adminFetch, errorMessage } from '../api.ts';
import ConfirmDialog from '../ConfirmDialog.tsx';
import { formatDateTime, labelOf } from '../format.ts';
import { buttonClass, cardClass, failureClass, hintClass, inputClass, labelClass } from '../ui.ts';

type Strings = AdminStrings['inquiries'];

/**
 * A person's privacy request: everything held about their e-mail address, to export or to erase, and
 * before erasing, the notes and replies on other inquiries that name them (the erasure's preview).
 */
export default function PrivacyRequest({ strings, onErased }: { strings: Strings; onErased: () => void }) {
  const id = useId();
  const s = strings.privacy;
  const [email, setEmail] = useState('');
  const [report, setReport] = useState<PrivacyReport | null>(null);
  const [plan, setPlan] = useState<ErasurePlan | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const endpoint = (address: string) => `/api/admin/privacy?email=${encodeURIComponent(address)}`;

  async function find(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    try {
      const address = email.trim();
      const [held, preview] = await Promise.all([adminFetch<PrivacyReport>('GET', endpoint(address)), adminFetch<ErasurePlan>('GET', `${endpoint(address)}&erasure=preview`)]);
      setReport(held);
      setPlan(preview);
    } catch (error) {
      setReport(null);
      setPlan(null);
      setFailure(errorMessage(error, s.failed));
    }
  }

  async function erase() {
    if (!report) return;
    setBusy(true);
    try {
      const { erased, redacted } = await adminFetch<ErasureResult>('DELETE', endpoint(report.email));
      showToast({ title: redacted.entries > 0 ? fill(s.erasedAndRedacted, { count: erased, entries: redacted.entries }) : fill(s.erased, { count: erased }) });
      setConfirming(false);
      setReport({ ...report, inquiries: [] });
      setPlan(plan && { ...plan, erase: [], redact: [], entries: 0 });
      onErased();
    } catch (error) {
      setFailure(errorMessage(error, s.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-label={s.open} className={`${cardClass} mt-4`}>
      <p className={hintClass}>{s.intro}</p>
      <form role="search" aria-label={s.open} onSubmit={find} className="mt-3 flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor={`${id}-email`} className={labelClass}>{s.email}</label>
          <input id={`${id}-email`} type="email" autoComplete="off" className={inputClass} value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <button type="submit" className={buttonClass('secondary')}>{s.find}</button>
      </form>
      {failure && <p role="alert" className={`${failureClass} mt-3`}>{failure}</p>}
      {report && report.email && (
        <div role="status" className="mt-4 text-sm">
          <p className="font-semibold text-slate-900">{report.inquiries.length > 0 ? fill(s.found, { count: report.inquiries.length }) : s.none}</p>
          <ul className="mt-2 space-y-1 text-slate-700">
            {report.inquiries.map((held) => <li key={held.reference}>{held.reference} · {formatDateTime(held.receivedAt)} · {labelOf(strings.statuses, held.status)}</li>)}
          </ul>
          {plan && (report.inquiries.length > 0 || plan.entries > 0) && (
            <>
              <h3 className="mt-4 font-semibold text-slate-900">{s.mentions}</h3>
              <p className="mt-1 text-slate-700">{plan.entries > 0 ? fill(s.mentionsFound, { entries: plan.entries, inquiries: plan.redact.length }) : s.mentionsNone}</p>
              {plan.redact.length > 0 && (
                <ul className="mt-2 space-y-2 text-slate-700">
                  {plan.redact.map((other) => (
                    <li key={other.reference}>
                      <span className="font-medium">{other.reference}</span> · {formatDateTime(other.receivedAt)} · {labelOf(strings.statuses, other.status)}
                      <ul className="ms-4 list-disc">
                        {other.entries.map((entry) => (
                          <li key={entry.id}>{[labelOf(strings.handling.events, entry.kind), formatDateTime(entry.at), entry.by ?? '–', entry.found.map((trait) => s.traits[trait]).join(', ')].join(' · ')}</li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
          {(report.inquiries.length > 0 || (plan?.entries ?? 0) > 0) && (
            <div className="mt-3 flex flex-wrap gap-3">
              <a href={`${endpoint(report.email)}&download=1`} download className={buttonClass('secondary')}>{s.download}</a>
              <button type="button" className={buttonClass('quietDanger')} onClick={() => setConfirming(true)}>{s.erase}</button>
            </div>
          )}
        </div>
      )}
      <ConfirmDialog open={confirming} title={s.confirmTitle}
        text={[fill(s.confirmText, { email: report?.email ?? '', count: report?.inquiries.length ?? 0 }), ...(plan && plan.entries > 0 ? [fill(s.confirmRedact, { entries: plan.entries, others: plan.redact.length })] : [])].join(' ')}
        confirm={s.erase} cancel={strings.cancel} busy={busy} failure={failure} onConfirm={() => void erase()} onCancel={() => setConfirming(false)} />
    </section>
  );
}
