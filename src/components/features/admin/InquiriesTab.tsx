import { useId, useState } from 'react';
import { versionEtag } from '#domain/edit-version.ts';
import { fill, type AdminStrings } from '../../../data/admin/ko.ts';
import { showToast } from '../../../stores/toast.ts';
import { adminFetch, AdminApiError, errorMessage } from './api.ts';
import ConfirmDialog from './ConfirmDialog.tsx';
import InquiryCard from './InquiryCard.tsx';
import InquiryConflict, { type InquiryConflictState } from './InquiryConflict.tsx';
import InquiryFilterBar from './InquiryFilterBar.tsx';
import { afterChange, CONTACTS_ENDPOINT, EXPORT_ENDPOINT, filterQuery, isFiltered, NO_FILTERS, withoutInquiry, type Inquiry, type InquiryFilters, type InquiryStatus } from './inquiries.ts';
import LoadFailed from './LoadFailed.tsx';
import Spinner from './Spinner.tsx';
import { buttonClass } from './ui.ts';
import { useAdminQuery } from './useAdminQuery.ts';

type Strings = AdminStrings['inquiries'];

/** The inquiry as it is now, from a 412 answer (someone else changed it first). */
function currentOf(error: unknown): Inquiry | undefined {
  if (!(error instanceof AdminApiError) || error.status !== 412) return undefined;
  const current = (error.body as { current?: Inquiry } | undefined)?.current;
  return current && typeof current.id === 'number' ? current : undefined;
}

/**
 * Inquiries: filters (spam has its own view), CSV export of what the filters select, status changes
 * ("not spam" in the spam view), erasure on request. Every change names the version it was made on;
 * when someone else changed the inquiry first, the list shows it as it is now and asks.
 */
export default function InquiriesTab({ strings }: { strings: Strings }) {
  const headingId = useId();
  const [filters, setFilters] = useState<InquiryFilters>(NO_FILTERS);
  const query = filterQuery(filters);
  const { state, reload, setData } = useAdminQuery<Inquiry[]>(CONTACTS_ENDPOINT + query);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Inquiry | null>(null);
  const [conflict, setConflict] = useState<InquiryConflictState | null>(null);
  const count = state.status === 'ready' ? state.data.length : null;

  /** Runs a change; on 412 shows the inquiry as it is now and asks; true when it went through. */
  async function guarded(target: Inquiry, run: () => Promise<void>, onStale: (current: Inquiry) => InquiryConflictState, failedTitle: string): Promise<void> {
    setBusyId(target.id);
    try {
      await run();
      setConflict(null);
    } catch (error) {
      const current = currentOf(error);
      if (current) {
        setData((list) => afterChange(list, current, filters));
        setConflict(onStale(current));
      } else {
        if (error instanceof AdminApiError && error.status === 404) setData((list) => withoutInquiry(list, target.id));
        setConflict(null);
        showToast({ title: failedTitle, description: errorMessage(error, error instanceof Error ? error.message : ''), variant: 'destructive' });
      }
    } finally {
      setBusyId(null);
    }
  }

  const changeStatus = (inquiry: Inquiry, status: InquiryStatus) =>
    guarded(
      inquiry,
      async () => {
        const changed = await adminFetch<Inquiry>('PATCH', `${CONTACTS_ENDPOINT}/${inquiry.id}`, { status }, { ifMatch: versionEtag(inquiry.version) });
        setData((list) => afterChange(list, changed, filters));
        const saved = inquiry.status === 'spam' && status !== 'spam' ? strings.notSpamSaved : strings.statusSaved;
        showToast({ title: strings.successTitle, description: saved });
      },
      (current) => ({ kind: 'status', wanted: status, current }),
      strings.statusFailed,
    );

  const erase = (inquiry: Inquiry) =>
    guarded(
      inquiry,
      async () => {
        await adminFetch('DELETE', `${CONTACTS_ENDPOINT}/${inquiry.id}`, undefined, { ifMatch: versionEtag(inquiry.version) });
        setData((list) => withoutInquiry(list, inquiry.id));
        setDeleting(null);
        showToast({ title: strings.successTitle, description: strings.deleted });
      },
      (current) => {
        setDeleting(null);
        return { kind: 'delete', current };
      },
      strings.deleteFailed,
    );

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
      {filters.status === 'spam' && <p className="mt-4 text-sm text-slate-700">{strings.spamNote}</p>}
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
        onConfirm={() => deleting && erase(deleting)}
        onCancel={() => setDeleting(null)}
      />
      <InquiryConflict
        conflict={conflict}
        strings={strings}
        busy={conflict !== null && busyId === conflict.current.id}
        onApply={(c) => (c.kind === 'status' ? changeStatus(c.current, c.wanted) : erase(c.current))}
        onKeep={() => setConflict(null)}
      />
    </section>
  );
}
