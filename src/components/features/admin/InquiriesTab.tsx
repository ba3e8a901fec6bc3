import { useCallback, useId, useRef, useState } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import { showToast } from '#stores/toast.ts';
import { errorMessage } from './api.ts';
import InquiryCard from './InquiryCard.tsx';
import InquiryConflict from './InquiryConflict.tsx';
import InquiryFilterBar from './InquiryFilterBar.tsx';
import ExportJobPanel from './inquiry-desk/ExportJobPanel.tsx';
import { afterChange, CONTACTS_ENDPOINT, EXPORT_ENDPOINT, filterQuery, isFiltered, NO_FILTERS, totalLabel, type Inquiry, type InquiryFilters } from './inquiries.ts';
import { inquiryHash } from './inquiryAddress.ts';
import InquiryPage from './inquiry-desk/InquiryPage.tsx';
import { useInquiryAddress, type HistoryMode } from './inquiry-desk/useInquiryAddress.ts';
import LoadFailed from './LoadFailed.tsx';
import Spinner from './Spinner.tsx';
import { buttonClass } from './ui.ts';
import { useAdminQuery } from './useAdminQuery.ts';
import { useInquiryActions } from './useInquiryActions.ts';
import { useDesk } from './inquiry-desk/useDesk.ts';
import { useNextPages } from './inquiry-desk/useNextPages.ts';
import PrivacyRequest from './inquiry-desk/PrivacyRequest.tsx';
import ReplyTemplatesDialog from './inquiry-desk/ReplyTemplatesDialog.tsx';
import { useReplyTemplates } from './inquiry-desk/useReplyTemplates.ts';
import ErasureDialog from './inquiry-desk/ErasureDialog.tsx';

type Strings = AdminStrings['inquiries'];

/**
 * The inquiries tab: the list, or one inquiry on its own page, as the address says
 * (inquiryAddress.ts: `#inquiries?status=new`, `#inquiries/NB-2026-7KQ4MX`). Back and forward move
 * between them; the list's filters live in the address, so a filtered view can be bookmarked and shared.
 */
export default function InquiriesTab({ strings }: { strings: Strings }) {
  const [address, go] = useInquiryAddress();
  const desk = useDesk();
  const templates = useReplyTemplates();
  // The list an inquiry was opened from, for its page's way back.
  const lastList = useRef<InquiryFilters>(NO_FILTERS);
  if (address.kind === 'list') lastList.current = address.filters;
  const listHref = inquiryHash({ kind: 'list', filters: lastList.current });
  const onErased = useCallback(() => go({ kind: 'list', filters: lastList.current }, 'replace'), [go]);
  if (address.kind === 'inquiry') {
    return <InquiryPage key={address.reference} reference={address.reference} strings={strings} desk={desk} templates={templates.list} listHref={listHref} onErased={onErased} />;
  }
  return <InquiryList strings={strings} filters={address.filters} onFilters={(filters, mode) => go({ kind: 'list', filters }, mode)} desk={desk} templates={templates} />;
}

interface ListProps {
  strings: Strings;
  filters: InquiryFilters;
  onFilters: (filters: InquiryFilters, mode: HistoryMode) => void;
  desk: ReturnType<typeof useDesk>;
  templates: ReturnType<typeof useReplyTemplates>;
}

/**
 * Inquiries: filters (spam has its own view), CSV export of what the filters select, status changes
 * ("not spam" in the spam view), erasure on request. Every change names the version it was made on;
 * when someone else changed the inquiry first, the list shows it as it is now and asks.
 */
function InquiryList({ strings, filters, onFilters, desk, templates }: ListProps) {
  const headingId = useId();
  const query = filterQuery(filters);
  const [exportOpen, setExportOpen] = useState(false);
  const { state, reload, setData } = useAdminQuery<Inquiry[]>(CONTACTS_ENDPOINT + query);
  const count = state.status === 'ready' ? totalLabel(state.headers.get('X-Total-Count'), state.data.length) : null;
  const more = useNextPages(CONTACTS_ENDPOINT + query, state, setData);
  const place = useCallback((list: readonly Inquiry[], changed: Inquiry) => afterChange(list, changed, filters), [filters]);
  const { busyId, changeStatus, changeHandling, erasure, conflict } = useInquiryActions(strings, place, setData);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const [templatesOpen, setTemplatesOpen] = useState(false);

  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={headingId} tabIndex={-1} data-admin-tab-heading className="text-xl">
          {strings.heading}
          {count !== null && <span className="ml-2 text-base font-semibold text-slate-700">{fill(strings.count, { count })}</span>}
        </h2>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonClass('secondary')} aria-haspopup="dialog" onClick={() => setTemplatesOpen(true)}>
            {strings.handling.templates.open}
          </button>
          <button type="button" className={buttonClass('secondary')} aria-expanded={privacyOpen} onClick={() => setPrivacyOpen(!privacyOpen)}>
            {privacyOpen ? strings.privacy.close : strings.privacy.open}
          </button>
          <a href={EXPORT_ENDPOINT + query} download className={buttonClass('secondary')}>
            {strings.export}
          </a>
          <button type="button" className={buttonClass('secondary')} aria-expanded={exportOpen} onClick={() => setExportOpen(!exportOpen)}>
            {strings.exportJob.open}
          </button>
        </div>
      </div>
      {privacyOpen && <PrivacyRequest strings={strings} onErased={reload} />}
      {exportOpen && <ExportJobPanel strings={strings.exportJob} query={query} />}
      <InquiryFilterBar strings={strings} filters={filters} onChange={onFilters} />
      {filters.status === 'spam' && <p className="mt-4 text-sm text-slate-700">{strings.spamNote}</p>}
      {!desk.mail && <p className="mt-4 text-sm text-slate-700">{strings.handling.replyNoMail}</p>}
      {state.status === 'loading' && <Spinner label={strings.heading} />}
      {state.status === 'failed' && <LoadFailed text={strings.loadFailed} retry={strings.retry} error={state.error} onRetry={reload} />}
      {state.status === 'ready' && state.data.length === 0 && (
        <p role="status" className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center text-slate-700">
          {isFiltered(filters) ? strings.emptyFiltered : strings.empty}
        </p>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        // One column of the phone's width (grid items would otherwise be as wide as their widest line).
        <ul className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-2">
          {state.data.map((inquiry) => (
            <li key={inquiry.id} className="min-w-0">
              <InquiryCard inquiry={inquiry} strings={strings} busy={busyId === inquiry.id} desk={desk} templates={templates.list} onHandling={(change) => void changeHandling(inquiry, change)}
                onStatus={(status) => changeStatus(inquiry, status)} onDelete={() => erasure.ask(inquiry)} />
            </li>
          ))}
        </ul>
      )}
      {state.status === 'ready' && more.next && (
        <button type="button" className={`${buttonClass('secondary')} mt-6 w-full`} disabled={more.loading} aria-busy={more.loading || undefined}
          onClick={() => void more.load().catch((error: unknown) => showToast({ title: strings.moreFailed, description: errorMessage(error, strings.moreFailed), variant: 'destructive' }))}>
          {fill(strings.more, { shown: state.data.length, count: count ?? state.data.length })}
        </button>
      )}
      <ErasureDialog erasure={erasure} strings={strings} busyId={busyId} />
      <ReplyTemplatesDialog open={templatesOpen} onClose={() => setTemplatesOpen(false)} strings={strings.handling.templates} templates={templates} />
      <InquiryConflict
        conflict={conflict.state}
        strings={strings}
        busy={conflict.state !== null && busyId === conflict.state.current.id}
        onApply={conflict.apply}
        onKeep={conflict.keep}
      />
    </section>
  );
}
