import { useState } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import type { InquiryEvent } from '#domain/inquiry/handling.ts';
import { mayResend, type MailDelivery, type MailStatus } from '#domain/mail/delivery.ts';
import { showToast } from '#stores/toast.ts';
import { adminFetch, errorMessage } from '../api.ts';
import { formatDateTime } from '../format.ts';
import { badgeClass, buttonClass } from '../ui.ts';

const TONES: Record<MailStatus, string> = {
  pending: 'bg-slate-100 text-slate-800',
  sent: 'bg-emerald-50 text-emerald-900',
  failed: 'bg-accent-50 text-accent-700',
  bounced: 'bg-accent-50 text-accent-700',
};

interface Props {
  mail: MailDelivery;
  inquiryId: number;
  strings: AdminStrings['inquiries']['handling'];
  /** Shown under the reply's own history line: its delivery only. */
  inEvent?: boolean;
  /** The history and mails as the server answered them after a resend. */
  onChange: (history: { events: InquiryEvent[]; mails: MailDelivery[] }) => void;
  /** After a resend that failed: the mail's state is to be read again. */
  onStale: () => void;
}

/** One outgoing mail of an inquiry: what it was, to whom, what became of it, and for a reply that did not go its text and "send again". */
export function MailLine({ mail, inquiryId, strings, inEvent = false, onChange, onStale }: Props) {
  const m = strings.mail;
  const [pending, setPending] = useState(false);

  async function resend() {
    setPending(true);
    try {
      onChange(await adminFetch('POST', `/api/admin/contacts/${inquiryId}/replies/${mail.id}/resend`));
      showToast({ title: m.resent });
    } catch (caught) {
      showToast({ title: m.resendFailed, description: errorMessage(caught, ''), variant: 'destructive' });
      onStale();
    } finally {
      setPending(false);
    }
  }

  return (
    <div className={inEvent ? 'mt-1' : undefined}>
      {!inEvent && <p className="text-slate-600">{formatDateTime(mail.at)} · {mail.by ?? '—'}</p>}
      {!inEvent && <p className="text-slate-900 wrap-anywhere">{m.kinds[mail.kind]}{mail.subject ? ` · ${mail.subject}` : ''}</p>}
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700">
        <span className={`${badgeClass} ${TONES[mail.status]}`}>{m.statuses[mail.status]}</span>
        {mail.to && <span className="wrap-anywhere">{fill(m.to, { to: mail.to })}</span>}
        {mail.attempts > 1 && <span>{fill(m.attempts, { n: mail.attempts })}</span>}
      </p>
      {mail.error && (mail.status === 'failed' || mail.status === 'bounced') && <p className="mt-1 wrap-anywhere text-accent-700">{fill(m.reason, { error: mail.error })}</p>}
      {!inEvent && mail.text && <p className="mt-1 whitespace-pre-wrap rounded-lg bg-white p-2 text-slate-900">{mail.text}</p>}
      {mayResend(mail, new Date()) && (
        <button type="button" className={`${buttonClass('secondary')} mt-2`} disabled={pending} onClick={() => void resend()}>{m.resend}</button>
      )}
    </div>
  );
}
