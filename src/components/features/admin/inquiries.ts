/**
 * The inquiries tab's plain logic: the answer's shape, the filters as a query string (the list and
 * the CSV export use the same one), and the rows it shows.
 */
import { inquiryStatuses, isInquiryStatus, type InquiryStatus } from '#domain/inquiry/status.ts';
import type { AdminInquiry as Inquiry } from '#domain/inquiry/admin-inquiry.ts';

// The statuses and the answer's shape are the server's own (one definition, type-only for the shape).
export const INQUIRY_STATUSES = inquiryStatuses;
export { isInquiryStatus };
export type { Inquiry, InquiryStatus };

export interface InquiryFilters {
  q: string;
  status: string;
  service: string;
  /** '', 'me' or 'none' (the server also takes an administrator's id). */
  assignee?: string;
  overdue?: boolean;
}

export const NO_FILTERS: InquiryFilters = { q: '', status: '', service: '' };

export const CONTACTS_ENDPOINT = '/api/admin/contacts';
export const EXPORT_ENDPOINT = '/api/admin/contacts/export';

/** `?q=…&status=…&service=…` with the empty filters left out ('' when none is set). */
export function filterQuery(filters: InquiryFilters): string {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.status) params.set('status', filters.status);
  if (filters.service) params.set('service', filters.service);
  if (filters.assignee) params.set('assignee', filters.assignee);
  if (filters.overdue) params.set('overdue', '1');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The list's total as shown: X-Total-Count of the first page ("1000+" or "10000+" when more matched
 * than the server counts), or the rows shown when the header is missing or not a count.
 */
export function totalLabel(header: string | null, shown: number): string {
  return header !== null && /^[0-9]+\+?$/.test(header) ? header : String(shown);
}

export function isFiltered(filters: InquiryFilters): boolean {
  return filterQuery(filters) !== '';
}

/** Whether an inquiry belongs in the list the filters show: one status, or every status but spam. */
export function inView(filters: InquiryFilters, inquiry: Inquiry): boolean {
  return filters.status ? inquiry.status === filters.status : inquiry.status !== 'spam';
}

/** The list after one inquiry changed (status) or left (deleted), without reloading it. */
export function replaceInquiry(list: readonly Inquiry[], changed: Inquiry): Inquiry[] {
  return list.map((item) => (item.id === changed.id ? changed : item));
}

/** The list after one inquiry changed: replaced where it still belongs to the view, else taken out (out of spam, into spam). */
export function afterChange(list: readonly Inquiry[], changed: Inquiry, filters: InquiryFilters): Inquiry[] {
  return inView(filters, changed) ? replaceInquiry(list, changed) : withoutInquiry(list, changed.id);
}

export function withoutInquiry(list: readonly Inquiry[], id: number): Inquiry[] {
  return list.filter((item) => item.id !== id);
}

