import { useId, useState } from 'react';
import { fill, type AdminStrings } from '../../../data/admin/ko.ts';
import { showToast } from '../../../stores/toast.ts';
import { adminFetch, errorMessage } from './api.ts';
import ConfirmDialog from './ConfirmDialog.tsx';
import InquiryCard from './InquiryCard.tsx';
import InquiryFilterBar from './InquiryFilterBar.tsx';
import { CONTACTS_ENDPOINT, EXPORT_ENDPOINT, filterQuery, isFiltered, NO_FILTERS, replaceInquiry, withoutInquiry, type Inquiry, type InquiryFilters, type InquiryStatus } from './inquiries.ts';
import LoadFailed from './LoadFailed.tsx';
import Spinner from './Spinner.tsx';
import { buttonClass } from './ui.ts';
import { useAdminQuery } from './useAdminQuery.ts';

type Strings = AdminStrings['inquiries'];

/** Inquiries: filters, CSV export of what the filters select, status changes, erasure on request. */
export default function InquiriesTab({ strings }: { strings: Strings }) {
  const headingId = useId();
  const [filters, setFilters] = useState<InquiryFilters>(NO_FILTERS);
  const query = filterQuery(filters);
  const { state, reload, setData } = useAdminQuery<Inquiry[]>(CONTACTS_ENDPOINT + query);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Inquiry | null>(null);
  const count = state.status === 'ready' ? state.data.length : null;

  async function changeStatus(inquiry: Inquiry, status: InquiryStatus) {
    setBusyId(inquiry.id);
    try {
      const changed = await adminFetch<Inquiry>('PATCH', `${CONTACTS_ENDPOINT}/${inquiry.id}`, { status });
      setData((list) => replaceInquiry(list, changed));
      showToast({ title: strings.successTitle, description: strings.statusSaved });
    } catch (error) {
      showToast({ title: strings.statusFailed, description: errorMessage(error, error instanceof Error ? error.message : ''), variant: 'destructive' });
    } finally {
      setBusyId(null);
    }
  }

  async function erase() {
    if (!deleting) return;
    setBusyId(deleting.id);
    try {
      await adminFetch('DELETE', `${CONTACTS_ENDPOINT}/${deleting.id}`);
      setData((list) => withoutInquiry(list, deleting.id));
      setDeleting(null);
      showToast({ title: strings.successTitle, description: strings.deleted });
    } catch (error) {
      showToast({ title: strings.deleteFailed, description: errorMessage(error, error instanceof Error ? error.message : ''), variant: 'destructive' });
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={headingId} tabIndex={-1} data-admin-tab-heading className="text-xl">
          {strings.heading}
          {count !== null && <span className="ml-2 text-base font-semibold text-slate-700">{fill(strings.count, { count })}</span>}
        </h2>
        <a href={EXPORT_ENDPOINT + query} download className={buttonClass('secondary')}>
          {strings.export}
        </a>
      </div>
      <InquiryFilterBar strings={strings} onChange={setFilters} />
      {state.status === 'loading' && <Spinner label={strings.heading} />}
      {state.status === 'failed' && <LoadFailed text={strings.loadFailed} retry={strings.retry} error={state.error} onRetry={reload} />}
      {state.status === 'ready' && state.data.length === 0 && (
        <p role="status" className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center text-slate-700">
          {isFiltered(filters) ? strings.emptyFiltered : strings.empty}
        </p>
      )}
      {state.status === 'ready' && state.headers.get('X-Truncated') === 'true' && (
        <p role="status" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900">{fill(strings.truncated, { count: state.data.length })}</p>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <ul className="mt-6 grid gap-4 lg:grid-cols-2">
          {state.data.map((inquiry) => (
            <li key={inquiry.id}>
              <InquiryCard inquiry={inquiry} strings={strings} busy={busyId === inquiry.id} onStatus={(status) => changeStatus(inquiry, status)} onDelete={() => setDeleting(inquiry)} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={strings.confirmTitle}
        text={fill(strings.confirmText, { name: deleting?.name ?? '' })}
        confirm={strings.confirm}
        cancel={strings.cancel}
        busy={deleting !== null && busyId === deleting.id}
        onConfirm={erase}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
