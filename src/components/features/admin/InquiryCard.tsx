import { useId, useState } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import { deskPath } from '#domain/inquiry/desk-address.ts';
import { showToast } from '#stores/toast.ts';
import { inquiryHash } from './inquiryAddress.ts';
import { formatDateTime, labelOf } from './format.ts';
import { telHref } from '#domain/phone.ts';
import { sourceSummary } from '#domain/inquiry/source.ts';
import { INQUIRY_STATUSES, isInquiryStatus, type Inquiry, type InquiryStatus } from './inquiries.ts';
import { buttonClass } from './ui.ts';
import type { HandlingChange } from './inquiry-desk/handling.ts';
import HandlingFields from './inquiry-desk/HandlingFields.tsx';
import InquiryHistory from './inquiry-desk/InquiryHistory.tsx';
import ReplyForm from './inquiry-desk/ReplyForm.tsx';
import type { Desk } from './inquiry-desk/useDesk.ts';
import type { ReplyTemplate } from '#domain/inquiry/reply-templates.ts';

interface Props {
  inquiry: Inquiry;
  strings: AdminStrings['inquiries'];
  busy: boolean;
  desk: Desk;
  /** The reply templates the reply form offers. */
  templates: readonly ReplyTemplate[];
  onHandling: (change: HandlingChange) => void;
  onStatus: (status: InquiryStatus) => void;
  onDelete: () => void;
  /** Shown on its own page (#inquiries/<reference>): the history open, the reference not a link to itself. */
  ownPage?: boolean;
}

/** The inquiry's address in the desk, whole, as a colleague pastes it. */
function deskLink(reference: string): string {
  return new URL(deskPath(reference), location.origin).href;
}

/**
 * One inquiry: who, what, how to reach them, when, the message (line breaks kept), its status. One in
 * the spam quarantine says why and offers "not spam" (back to new, its e-mails sent then).
 */
export default function InquiryCard({ inquiry, strings, busy, desk, templates, onHandling, onStatus, onDelete, ownPage = false }: Props) {
  const id = useId();
  const h = strings.handling;
  const source = sourceSummary(inquiry.source, strings.sourceParts);
  const [historyOpen, setHistoryOpen] = useState(ownPage);
  const [replying, setReplying] = useState(false);
  // A new reply re-reads the history (its key changes).
  const [historyRound, setHistoryRound] = useState(0);
  const f = strings.fields;
  const row = 'grid grid-cols-[6.5rem_1fr] gap-2 sm:grid-cols-[7rem_1fr]';
  return (
    <article aria-labelledby={`${id}-name`} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`${id}-name`} className="text-lg">{inquiry.name}<span className="font-normal text-slate-700"> · {inquiry.company}</span></h3>
          <p className="text-sm text-slate-700">
            {f.reference}{' '}
            {ownPage ? inquiry.reference : (
              <a className="font-semibold text-brand-700 underline underline-offset-2" href={inquiryHash({ kind: 'inquiry', reference: inquiry.reference })} aria-label={fill(strings.address.open, { reference: inquiry.reference })}>
                {inquiry.reference}
              </a>
            )}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-status`} className="sr-only">{f.status}</label>
          <select
            id={`${id}-status`}
            value={inquiry.status}
            disabled={busy}
            aria-describedby={`${id}-name`}
            onChange={(event) => isInquiryStatus(event.target.value) && onStatus(event.target.value)}
            className="min-h-11 rounded-lg border border-slate-500 bg-white px-3 py-2 text-sm font-semibold text-slate-900"
          >
            {INQUIRY_STATUSES.map((status) => <option key={status} value={status}>{strings.statuses[status]}</option>)}
          </select>
        </div>
      </div>
      <dl className="mt-3 space-y-1.5 text-sm">
        <div className={row}><dt className="font-semibold text-slate-700">{f.service}</dt><dd>{labelOf(strings.services, inquiry.service)}</dd></div>
        <div className={row}><dt className="font-semibold text-slate-700">{f.email}</dt><dd className="min-w-0 break-all"><a className="text-brand-700 underline" href={`mailto:${inquiry.email}`}>{inquiry.email}</a></dd></div>
        <div className={row}><dt className="font-semibold text-slate-700">{f.phone}</dt><dd><a className="text-brand-700 underline" href={telHref(inquiry.phone)}>{inquiry.phone}</a></dd></div>
        {inquiry.budget && <div className={row}><dt className="font-semibold text-slate-700">{f.budget}</dt><dd>{labelOf(strings.budgets, inquiry.budget)}</dd></div>}
        <div className={row}><dt className="font-semibold text-slate-700">{f.receivedAt}</dt><dd>{formatDateTime(inquiry.createdAt)}</dd></div>
        {source && <div className={row}><dt className="font-semibold text-slate-700">{f.source}</dt><dd className="min-w-0 break-all">{source}</dd></div>}
        {inquiry.status === 'spam' && inquiry.spamReason && (
          <div className={row}><dt className="font-semibold text-slate-700">{f.spamReason}</dt><dd>{strings.spamReasons[inquiry.spamReason]}</dd></div>
        )}
      </dl>
      {inquiry.message && (
        <div className="mt-3 text-sm">
          <p className="font-semibold text-slate-700">{f.message}</p>
          <p className="mt-1 rounded-lg bg-slate-50 p-3 whitespace-pre-wrap text-slate-900">{inquiry.message}</p>
        </div>
      )}
      <HandlingFields inquiry={inquiry} assignees={desk.assignees} strings={h} busy={busy} onChange={onHandling} />
      {replying && <div id={`${id}-reply`}><ReplyForm inquiry={inquiry} templates={templates} strings={h} onSent={() => (setReplying(false), setHistoryOpen(true), setHistoryRound((n) => n + 1))} /></div>}
      {historyOpen && <div id={`${id}-history`}><InquiryHistory key={historyRound} inquiryId={inquiry.id} strings={strings} /></div>}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {desk.mail && inquiry.status !== 'spam' && (
          <button type="button" className={buttonClass('quiet')} aria-expanded={replying} aria-controls={`${id}-reply`} aria-describedby={`${id}-name`} onClick={() => setReplying(!replying)}>
            {replying ? h.replyClose : h.reply}
          </button>
        )}
        <button type="button" className={buttonClass('quiet')} aria-describedby={`${id}-name`} onClick={() => void copyLink(inquiry.reference, strings.address)}>
          {strings.address.copyLink}
        </button>
        <button type="button" className={buttonClass('quiet')} aria-expanded={historyOpen} aria-controls={`${id}-history`} aria-describedby={`${id}-name`} onClick={() => setHistoryOpen(!historyOpen)}>
          {historyOpen ? h.hideHistory : h.history}
        </button>
        {inquiry.status === 'spam' && (
          <button type="button" className={buttonClass('primary')} onClick={() => onStatus('new')} disabled={busy} aria-describedby={`${id}-name`}>{strings.notSpam}</button>
        )}
        <button type="button" className={buttonClass('secondary')} onClick={onDelete} disabled={busy} aria-describedby={`${id}-name`}>{strings.delete}</button>
      </div>
    </article>
  );
}

/** Puts the inquiry's address on the clipboard and says so (or that it could not: no clipboard outside a secure page). */
async function copyLink(reference: string, strings: AdminStrings['inquiries']['address']): Promise<void> {
  try {
    await navigator.clipboard.writeText(deskLink(reference));
    showToast({ title: strings.copyLink, description: strings.linkCopied });
  } catch {
    showToast({ title: strings.copyFailed, description: deskLink(reference), variant: 'destructive' });
  }
}
