/**
 * The inquiries tab's place in the address, so that a view can be linked, bookmarked, shared and
 * reached again with back and forward:
 * - `#inquiries` the list; `#inquiries?status=new&q=…&service=…&assignee=me&overdue=1` the list so
 *   filtered (the same query string the list asks the server with, inquiries.ts filterQuery);
 * - `#inquiries/NB-2026-7KQ4MX` one inquiry on a page of its own (deskPath writes it).
 * A hash, so the one static admin shell serves every address with no server route. Reading is
 * forgiving: a value that is not one the filters offer is dropped, never an error, so an old or
 * mistyped link still opens the list.
 */
import { SERVICE_KEYS } from '#domain/inquiry/options.ts';
import { MAX_QUERY_LENGTH } from '#domain/inquiry/list-filters.ts';
import { isInquiryStatus } from '#domain/inquiry/status.ts';
import { filterQuery, NO_FILTERS, type InquiryFilters } from './inquiries.ts';

export type InquiryAddress = { kind: 'list'; filters: InquiryFilters } | { kind: 'inquiry'; reference: string };

const TAB = 'inquiries';
/** Longer than any reference; a longer segment is no reference, and the list opens instead. */
const MAX_REFERENCE_LENGTH = 40;
const ASSIGNEES = ['me', 'none'];

/** The filters a query string names, each invalid or unknown value left out. */
export function filtersFromQuery(query: string): InquiryFilters {
  const params = new URLSearchParams(query);
  const filters: InquiryFilters = { ...NO_FILTERS };
  const q = params.get('q')?.trim();
  if (q) filters.q = q.slice(0, MAX_QUERY_LENGTH);
  const status = params.get('status');
  if (status && isInquiryStatus(status)) filters.status = status;
  const service = params.get('service');
  if (service && (SERVICE_KEYS as readonly string[]).includes(service)) filters.service = service;
  const assignee = params.get('assignee');
  if (assignee && ASSIGNEES.includes(assignee)) filters.assignee = assignee;
  if (params.get('overdue') === '1') filters.overdue = true;
  return filters;
}

/** What a hash shows in the inquiries tab; undefined when it does not name that tab. */
export function parseInquiryAddress(hash: string): InquiryAddress | undefined {
  const match = /^#?inquiries(?:\/([^?]*))?(?:\?(.*))?$/.exec(hash);
  if (!match) return undefined;
  const reference = decoded(match[1] ?? '').trim();
  if (reference && reference.length <= MAX_REFERENCE_LENGTH) return { kind: 'inquiry', reference };
  return { kind: 'list', filters: filtersFromQuery(match[2] ?? '') };
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/** The hash of a view: `#inquiries`, `#inquiries?status=new`, `#inquiries/NB-2026-7KQ4MX`. */
export function inquiryHash(address: InquiryAddress): string {
  return address.kind === 'inquiry' ? `#${TAB}/${encodeURIComponent(address.reference)}` : `#${TAB}${filterQuery(address.filters)}`;
}
