import { useId, useState, type SubmitEvent } from 'react';
import { fill, type AdminStrings } from '#data/admin/ko.ts';
import type { PrivacyReport } from '#domain/inquiry/privacy.ts';
import { showToast } from '#stores/toast.ts';
import { adminFetch, errorMessage } from '../api.ts';
import ConfirmDialog from '../ConfirmDialog.tsx';
import { formatDateTime, labelOf } from '../format.ts';
import { buttonClass, cardClass, failureClass, hintClass, inputClass, labelClass } from '../ui.ts';

type Strings = AdminStrings['inquiries'];

/** A person's privacy request: everything held about their e-mail address, to export or to erase. */
export default function PrivacyRequest({ strings, onErased }: { strings: Strings; onErased: () => void }) {
  const id = useId();
  const s = strings.privacy;
  const [email, setEmail] = useState('');
  const [report, setReport] = useState<PrivacyReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const endpoint = (address: string) => `/api/admin/privacy?email=${encodeURIComponent(address)}`;

  async function find(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    try {
      setReport(await adminFetch<PrivacyReport>('GET', endpoint(email.trim())));
    } catch (error) {
      setReport(null);
      setFailure(errorMessage(error, s.failed));
    }
  }

  async function erase() {
    if (!report) return;
    setBusy(true);
    try {
      const { erased } = await adminFetch<{ erased: number }>('DELETE', endpoint(report.email));
      showToast({ title: fill(s.erased, { count: erased }) });
      setConfirming(false);
      setReport({ ...report, inquiries: [] });
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
          {report.inquiries.length > 0 && (
            <div className="mt-3 flex flex-wrap gap-3">
              <a href={`${endpoint(report.email)}&download=1`} download className={buttonClass('secondary')}>{s.download}</a>
              <button type="button" className={buttonClass('quietDanger')} onClick={() => setConfirming(true)}>{s.erase}</button>
            </div>
          )}
        </div>
      )}
      <ConfirmDialog open={confirming} title={s.confirmTitle} text={fill(s.confirmText, { email: report?.email ?? '', count: report?.inquiries.length ?? 0 })}
        confirm={s.erase} cancel={strings.cancel} busy={busy} failure={failure} onConfirm={() => void erase()} onCancel={() => setConfirming(false)} />
    </section>
  );
}
