import { useState } from 'react';
import { versionEtag } from '#domain/edit-version.ts';
import type { AdminStrings } from '#data/admin/app/index.ts';
import { showToast } from '#stores/toast.ts';
import { adminFetch, AdminApiError, errorMessage } from './api.ts';
import type { InquiryConflictState } from './InquiryConflict.tsx';
import type { HandlingChange } from './inquiry-desk/handling.ts';
import { CONTACTS_ENDPOINT, withoutInquiry, type Inquiry, type InquiryStatus } from './inquiries.ts';

/** Where a changed inquiry goes in what is shown: the list keeps it only while it fits the filters (inquiries.ts afterChange); an inquiry's own page always shows it. */
export type PlaceChange = (list: readonly Inquiry[], changed: Inquiry) => Inquiry[];

/** The inquiry as it is now, from a 412 answer (someone else changed it first). */
function currentOf(error: unknown): Inquiry | undefined {
  if (!(error instanceof AdminApiError) || error.status !== 412) return undefined;
  const current = (error.body as { current?: Inquiry } | undefined)?.current;
  return current && typeof current.id === 'number' ? current : undefined;
}

/**
 * The inquiries tab's changes: a status (incl. "not spam") and an erasure, each made on the version
 * the person saw (If-Match). When someone else changed the inquiry first (412) the list shows it as it
 * is now and `conflict` asks what to do; a gone one (404) leaves the list.
 */
export function useInquiryActions(
  strings: AdminStrings['inquiries'],
  place: PlaceChange,
  setData: (update: (list: Inquiry[]) => Inquiry[]) => void,
  /** After an erasure: an inquiry's own page has nothing left to show. */
  onErased?: () => void,
) {
  const [busyId, setBusyId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Inquiry | null>(null);
  const [conflict, setConflict] = useState<InquiryConflictState | null>(null);

  async function attempt(target: Inquiry, run: () => Promise<void>, onStale: (current: Inquiry) => InquiryConflictState, failedTitle: string) {
    setBusyId(target.id);
    try {
      await run();
      setConflict(null);
    } catch (error) {
      const current = currentOf(error);
      if (current) setData((list) => place(list, current));
      else if (error instanceof AdminApiError && error.status === 404) setData((list) => withoutInquiry(list, target.id));
      setConflict(current ? onStale(current) : null);
      if (!current) showToast({ title: failedTitle, description: errorMessage(error, error instanceof Error ? error.message : ''), variant: 'destructive' });
    } finally {
      setBusyId(null);
    }
  }

  const changeStatus = (inquiry: Inquiry, status: InquiryStatus) =>
    attempt(inquiry, async () => {
      const changed = await adminFetch<Inquiry>('PATCH', `${CONTACTS_ENDPOINT}/${inquiry.id}`, { status }, { ifMatch: versionEtag(inquiry.version) });
      setData((list) => place(list, changed));
      const released = inquiry.status === 'spam' && status !== 'spam';
      showToast({ title: strings.successTitle, description: released ? strings.notSpamSaved : strings.statusSaved });
    }, (current) => ({ kind: 'status', wanted: status, current }), strings.statusFailed);

  /** Assignee or follow-up day: on a version someone changed meanwhile, the card shows it as it is now and says so. */
  const changeHandling = async (inquiry: Inquiry, change: HandlingChange) => {
    setBusyId(inquiry.id);
    try {
      const changed = await adminFetch<Inquiry>('PATCH', `${CONTACTS_ENDPOINT}/${inquiry.id}`, change, { ifMatch: versionEtag(inquiry.version) });
      setData((list) => place(list, changed));
      showToast({ title: strings.successTitle, description: strings.handling.saved });
    } catch (error) {
      const current = currentOf(error);
      if (current) setData((list) => place(list, current));
      showToast({ title: strings.handling.failed, description: errorMessage(error, strings.handling.failed), variant: 'destructive' });
    } finally {
      setBusyId(null);
    }
  };

  const erase = (inquiry: Inquiry) =>
    attempt(inquiry, async () => {
      await adminFetch('DELETE', `${CONTACTS_ENDPOINT}/${inquiry.id}`, undefined, { ifMatch: versionEtag(inquiry.version) });
      setData((list) => withoutInquiry(list, inquiry.id));
      setDeleting(null);
      showToast({ title: strings.successTitle, description: strings.deleted });
      onErased?.();
    }, (current) => {
      setDeleting(null);
      return { kind: 'delete', current };
    }, strings.deleteFailed);

  return {
    busyId,
    changeStatus,
    changeHandling,
    erasure: { target: deleting, ask: setDeleting, cancel: () => setDeleting(null), confirm: () => deleting && erase(deleting) },
    conflict: {
      state: conflict,
      apply: (c: InquiryConflictState) => (c.kind === 'status' ? changeStatus(c.current, c.wanted) : erase(c.current)),
      keep: () => setConflict(null),
    },
  };
}
