import { useId, useState, type SubmitEvent } from 'react';
import type { AdminStrings } from '#data/admin/ko.ts';
import { showToast } from '#stores/toast.ts';
import { AdminApiError, adminFetch, errorMessage } from '../api.ts';
import { buttonClass, errorClass, failureClass, inputClass, labelClass } from '../ui.ts';

interface Props {
  inquiryId: number;
  strings: AdminStrings['inquiries']['handling'];
  /** After the mail server took it: the history shows it. */
  onSent: () => void;
}

/** A reply e-mailed to the visitor (the reference goes in the subject); what was typed stays when it could not be sent. */
export default function ReplyForm({ inquiryId, strings, onSent }: Props) {
  const id = useId();
  const [subject, setSubject] = useState(strings.replyDefaultSubject);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (subject.trim() === '' || body.trim() === '') return setError(strings.replyRequired);
    setPending(true);
    setError(undefined);
    setFailure(undefined);
    try {
      await adminFetch('POST', `/api/admin/contacts/${inquiryId}/reply`, { subject, body });
      showToast({ title: strings.replySent });
      onSent();
    } catch (caught) {
      const fields = caught instanceof AdminApiError ? Object.values(caught.fields) : [];
      if (fields.length > 0) setError(fields[0]);
      else setFailure(errorMessage(caught, strings.replyFailed));
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label={strings.reply} className="mt-3 rounded-xl border border-slate-200 p-3 text-sm">
      <label htmlFor={`${id}-subject`} className={labelClass}>{strings.replySubject}</label>
      <input id={`${id}-subject`} className={inputClass} value={subject} disabled={pending} onChange={(e) => setSubject(e.target.value)} />
      <label htmlFor={`${id}-body`} className={`${labelClass} mt-3`}>{strings.replyBody}</label>
      <textarea id={`${id}-body`} rows={6} className={inputClass} value={body} disabled={pending} aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined} onChange={(e) => setBody(e.target.value)} />
      {error && <p id={`${id}-error`} className={errorClass}>{error}</p>}
      {failure && <p role="alert" className={`${failureClass} mt-2`}>{failure}</p>}
      <button type="submit" className={`${buttonClass('primary')} mt-3`} disabled={pending}>{strings.replySend}</button>
    </form>
  );
}
