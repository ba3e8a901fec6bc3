import { useId, useState, type SubmitEvent } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import type { InquiryEvent } from '#domain/inquiry/handling.ts';
import type { MailDelivery } from '#domain/mail/delivery.ts';
import { showToast } from '#stores/toast.ts';
import { AdminApiError, adminFetch, errorMessage } from '../api.ts';
import { formatDateTime, formatNumber, labelOf } from '../format.ts';
import LoadFailed from '../LoadFailed.tsx';
import Spinner from '../Spinner.tsx';
import { buttonClass, errorClass, inputClass } from '../ui.ts';
import { useAdminQuery } from '../useAdminQuery.ts';
import { historyView } from './historyLines.ts';
import { MailLine } from './MailLine.tsx';

type Strings = AdminStrings['inquiries'];
type History = { events: InquiryEvent[]; mails?: MailDelivery[] };

/**
 * An inquiry's history (every change, who, when) and its internal notes, with a form to add one; its
 * mails among them, each with what became of it (a reply that did not go, with its text and a button
 * to send it again).
 */
export default function InquiryHistory({ inquiryId, strings }: { inquiryId: number; strings: Strings }) {
  const id = useId();
  const s = strings.handling;
  const path = `/api/admin/contacts/${inquiryId}/history`;
  const { state, reload, setData } = useAdminQuery<History>(path);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (note.trim() === '') return setError(s.noteRequired);
    setPending(true);
    setError(undefined);
    try {
      const answer = await adminFetch<History>('POST', path, { note });
      setData(() => answer);
      setNote('');
      showToast({ title: s.noteSaved });
    } catch (caught) {
      setError(caught instanceof AdminApiError && caught.fields['note'] ? caught.fields['note'] : errorMessage(caught, s.historyFailed));
    } finally {
      setPending(false);
    }
  }

  const value = (kind: InquiryEvent['kind'], text: string | null) => (text === null ? s.none : kind === 'status' ? labelOf(strings.statuses, text) : text);
  const title = (e: InquiryEvent) => {
    if (e.kind === 'note') return s.events.note;
    if (e.kind === 'reply') return e.mail ? s.replyByMail : s.events.reply;
    if (e.kind === 'mail') return fill(e.mail && e.mail.sender !== 'staff' ? s.mailFrom[e.mail.sender] : s.events.mail, { from: e.from ?? s.none });
    return fill(s.events[e.kind], { from: value(e.kind, e.from), to: value(e.kind, e.to) });
  };
  return (
    <div className="mt-3 rounded-xl bg-slate-50 p-3 text-sm">
      {state.status === 'loading' && <Spinner label={s.history} />}
      {state.status === 'failed' && <LoadFailed text={s.historyFailed} retry={s.history} error={state.error} onRetry={reload} />}
      {state.status === 'ready' && (() => {
        const view = historyView(state.data.events, state.data.mails ?? []);
        const onChange = (answer: History) => setData(() => answer);
        return (
          <>
            {view.events.length === 0 ? <p className="text-slate-700">{s.historyEmpty}</p> : (
              <ol className="space-y-2" aria-label={s.history}>
                {view.events.map(({ event: e, delivery }) => (
                  <li key={e.id}>
                    <p className="text-slate-600">{formatDateTime(e.at)} · {e.by ?? '—'}</p>
                    <p className="text-slate-900">{title(e)}</p>
                    {e.kind === 'mail' && e.to && <p className="text-slate-700">{e.to}</p>}
                    {e.body && <p className="mt-1 whitespace-pre-wrap break-words rounded-lg bg-white p-2 text-slate-900">{e.body}</p>}
                    {e.mail && e.mail.attachments.length > 0 && (
                      <p className="mt-1 break-words text-slate-700">{fill(s.mailAttachments, { files: e.mail.attachments.map((file) => `${file.name} (${formatNumber(Math.max(1, Math.round(file.size / 1024)))} KB)`).join(', ') })}</p>
                    )}
                    {delivery && <MailLine mail={delivery} inquiryId={inquiryId} strings={s} inEvent onChange={onChange} onStale={reload} />}
                  </li>
                ))}
              </ol>
            )}
            {view.mails.length > 0 && (
              <>
                <p id={`${id}-mails`} className="mt-4 font-semibold text-slate-700">{s.mail.heading}</p>
                <ol className="mt-1 space-y-2" aria-labelledby={`${id}-mails`}>
                  {view.mails.map((mail) => (
                    <li key={mail.id}><MailLine mail={mail} inquiryId={inquiryId} strings={s} onChange={onChange} onStale={reload} /></li>
                  ))}
                </ol>
              </>
            )}
          </>
        );
      })()}
      <form noValidate onSubmit={submit} className="mt-3">
        <label htmlFor={`${id}-note`} className="font-semibold text-slate-700">{s.noteLabel}</label>
        <textarea id={`${id}-note`} rows={3} className={inputClass} value={note} disabled={pending} aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-note-error` : undefined} onChange={(event) => setNote(event.target.value)} />
        {error && <p id={`${id}-note-error`} className={errorClass}>{error}</p>}
        <button type="submit" className={`${buttonClass('secondary')} mt-2`} disabled={pending}>{s.addNote}</button>
      </form>
    </div>
  );
}
