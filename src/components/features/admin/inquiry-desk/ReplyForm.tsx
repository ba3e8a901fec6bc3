import { useId, useState, type SubmitEvent } from 'react';
import type { AdminStrings } from '#data/admin/app/index.ts';
import { fill } from '#data/admin/app/index.ts';
import { replyDefaultSubjects } from '#data/reply-subjects.ts';
import type { ReplyTemplate } from '#domain/inquiry/reply-templates.ts';
import { defaultLocale, localeInfo } from '#i18n/locales.ts';
import { showToast } from '#stores/toast.ts';
import { AdminApiError, adminFetch, errorMessage } from '../api.ts';
import ConfirmDialog from '../ConfirmDialog.tsx';
import type { Inquiry } from '../inquiries.ts';
import { buttonClass, errorClass, failureClass, inputClass, labelClass } from '../ui.ts';
import TemplatePicker from './TemplatePicker.tsx';
import { useTemplateFill } from './useTemplateFill.ts';

interface Props {
  inquiry: Pick<Inquiry, 'id' | 'name' | 'reference' | 'locale'>;
  templates: readonly ReplyTemplate[];
  strings: AdminStrings['inquiries']['handling'];
  /** After the mail server took it, or refused it and it was kept as not sent: the history shows it. */
  onSent: () => void;
}

/** A 502 whose reply the server kept (as a failed mail, with its text). */
function keptAsFailed(caught: unknown): boolean {
  const body = caught instanceof AdminApiError ? caught.body : undefined;
  return typeof body === 'object' && body !== null && (body as { reason?: unknown }).reason === 'send-failed';
}

/**
 * A reply e-mailed to the visitor in their language (the reference goes in the subject), started from
 * a template or not; a reply the mail server refused is kept in the history as not sent (to send again
 * from there), what was typed stays on any other failure, and a template replaces it only when asked.
 */
export default function ReplyForm({ inquiry, templates, strings, onSent }: Props) {
  const id = useId();
  const locale = inquiry.locale ?? defaultLocale;
  const reply = useTemplateFill(replyDefaultSubjects[locale], inquiry);
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reply.subject.trim() === '' || reply.body.trim() === '') return setError(strings.replyRequired);
    setPending(true);
    setError(undefined);
    setFailure(undefined);
    try {
      await adminFetch('POST', `/api/admin/contacts/${inquiry.id}/reply`, { subject: reply.subject, body: reply.body });
      showToast({ title: strings.replySent });
      onSent();
    } catch (caught) {
      const fields = caught instanceof AdminApiError ? Object.values(caught.fields) : [];
      if (fields.length > 0) setError(fields[0]);
      else if (keptAsFailed(caught)) {
        // The server kept it as a mail that did not go: the history shows it, to be sent again from there.
        showToast({ title: strings.replyFailed, description: errorMessage(caught, ''), variant: 'destructive' });
        onSent();
        return;
      } else setFailure(errorMessage(caught, strings.replyFailed));
      setPending(false);
    }
  }

  const lang = localeInfo(locale).bcp47;
  return (
    <form noValidate onSubmit={submit} aria-label={strings.reply} className="mt-3 rounded-xl border border-slate-200 p-3 text-sm">
      {templates.length > 0 && <TemplatePicker id={`${id}-template`} templates={templates} locale={locale} value={reply.chosen} disabled={pending} strings={strings.templates} onPick={reply.pick} />}
      <label htmlFor={`${id}-subject`} className={labelClass}>{strings.replySubject}</label>
      <input id={`${id}-subject`} lang={lang} className={inputClass} value={reply.subject} disabled={pending} onChange={(e) => reply.setSubject(e.target.value)} />
      <label htmlFor={`${id}-body`} className={`${labelClass} mt-3`}>{strings.replyBody}</label>
      <textarea id={`${id}-body`} lang={lang} rows={6} className={inputClass} value={reply.body} disabled={pending} aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined} onChange={(e) => reply.setBody(e.target.value)} />
      {error && <p id={`${id}-error`} className={errorClass}>{error}</p>}
      {failure && <p role="alert" className={`${failureClass} mt-2`}>{failure}</p>}
      <button type="submit" className={`${buttonClass('primary')} mt-3`} disabled={pending}>{strings.replySend}</button>
      <ConfirmDialog open={reply.pending !== null} title={strings.templates.replaceTitle} text={fill(strings.templates.replaceText, { name: reply.pending?.name ?? '' })}
        confirm={strings.templates.replace} cancel={strings.templates.keep} busy={false} onConfirm={reply.replace} onCancel={reply.keep} />
    </form>
  );
}
