import { useCallback, useEffect, useId, useRef } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import type { ReplyTemplate } from '#domain/inquiry/reply-templates.ts';
import { AdminApiError } from '../api.ts';
import { CONTACTS_ENDPOINT, replaceInquiry, type Inquiry } from '../inquiries.ts';
import InquiryCard from '../InquiryCard.tsx';
import InquiryConflict from '../InquiryConflict.tsx';
import LoadFailed from '../LoadFailed.tsx';
import Spinner from '../Spinner.tsx';
import { useAdminQuery } from '../useAdminQuery.ts';
import { useInquiryActions } from '../useInquiryActions.ts';
import type { Desk } from './useDesk.ts';
import ErasureDialog from './ErasureDialog.tsx';

interface Props {
  reference: string;
  strings: AdminStrings['inquiries'];
  desk: Desk;
  templates: readonly ReplyTemplate[];
  /** The list's address to go back to (the view it was opened from). */
  listHref: string;
  /** After the inquiry was erased here: back to the list. */
  onErased: () => void;
}

/**
 * One inquiry on a page of its own (`#inquiries/NB-2026-7KQ4MX`): the card the list shows, with its
 * history open, reached by its reference from a link (the firm's notification mail, a colleague's
 * message) or from the list. An unknown reference says so and leads back to the list.
 */
export default function InquiryPage({ reference, strings, desk, templates, listHref, onErased }: Props) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const a = strings.address;
  const { state, reload, setData } = useAdminQuery<Inquiry>(`${CONTACTS_ENDPOINT}/${encodeURIComponent(reference)}`);
  // The desk's actions work on lists; here the list is this one inquiry, always shown as it is now.
  const setOne = useCallback((update: (list: Inquiry[]) => Inquiry[]) => setData((one) => update([one])[0] ?? one), [setData]);
  const { busyId, changeStatus, changeHandling, erasure, conflict } = useInquiryActions(strings, replaceInquiry, setOne, onErased);
  const missing = state.status === 'failed' && state.error instanceof AdminApiError && state.error.status === 404;

  // Opened by a link or from the list, the page's heading takes the focus (what a screen reader reads first).
  useEffect(() => heading.current?.focus(), [reference]);

  return (
    <section aria-labelledby={headingId}>
      <a href={listHref} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4">
        <span aria-hidden="true">←&nbsp;</span>{a.back}
      </a>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="mt-2 text-xl break-all focus:outline-none focus-visible:outline-3">
        {missing ? a.notFoundTitle : fill(a.heading, { reference })}
      </h2>
      {state.status === 'loading' && <Spinner label={fill(a.heading, { reference })} />}
      {missing && (
        <div role="status" className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-slate-800">
          <p className="break-words">{fill(a.notFoundText, { reference })}</p>
          <a href={listHref} className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4">{a.back}</a>
        </div>
      )}
      {state.status === 'failed' && !missing && <LoadFailed text={a.loadFailed} retry={strings.retry} error={state.error} onRetry={reload} />}
      {state.status === 'ready' && (
        <div className="mt-4">
          <InquiryCard inquiry={state.data} strings={strings} busy={busyId === state.data.id} desk={desk} templates={templates} ownPage
            onHandling={(change) => void changeHandling(state.data, change)} onStatus={(status) => changeStatus(state.data, status)} onDelete={() => erasure.ask(state.data)} />
        </div>
      )}
      <ErasureDialog erasure={erasure} strings={strings} busyId={busyId} />
      <InquiryConflict conflict={conflict.state} strings={strings} busy={conflict.state !== null && busyId === conflict.state.current.id} onApply={conflict.apply} onKeep={conflict.keep} />
    </section>
  );
}
