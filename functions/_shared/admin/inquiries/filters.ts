import * as v from 'valibot';
import { SERVICE_KEYS } from '#domain/inquiry/options.ts';
import { inquiryStatuses } from '#domain/inquiry/status.ts';
import type { InquiryFilters } from '#db/repositories/inquiries/desk.ts';
import { MAX_QUERY_LENGTH } from '#domain/inquiry/list-filters.ts';
import { DAY_PATTERN } from '#domain/inquiry/handling.ts';
import { localeCodes, type Locale } from '#i18n/locales.ts';
import type { AuditExportFilters } from '#domain/audit-detail.ts';
import { says } from '../messages/index.ts';

export { MAX_QUERY_LENGTH };

export const STATUS_MESSAGE = says((m) => m.oneOf(m.fields.status, inquiryStatuses));
const SERVICE_MESSAGE = says((m) => m.oneOf(m.fields.service, SERVICE_KEYS));
const QUERY_MESSAGE = says((m) => m.queryTooLong(MAX_QUERY_LENGTH));

export const statusSchema = v.picklist(inquiryStatuses, STATUS_MESSAGE);

const DAY_MESSAGE = says((m) => m.dayFormat);
const day = v.pipe(v.string(), v.regex(DAY_PATTERN, DAY_MESSAGE));

const filtersSchema = v.object({
  status: v.optional(statusSchema),
  service: v.optional(v.picklist(SERVICE_KEYS, SERVICE_MESSAGE)),
  q: v.optional(v.pipe(v.string(), v.maxLength(MAX_QUERY_LENGTH, QUERY_MESSAGE))),
  /** 'me', 'none' or an administrator's id. */
  assignee: v.optional(v.pipe(v.string(), v.regex(/^(?:me|none|[1-9][0-9]{0,9})$/, says((m) => m.oneOf(m.fields.assignee, ['me', 'none', 'id']))))),
  locale: v.optional(v.picklist(localeCodes as [Locale, ...Locale[]], says((m) => m.oneOf(m.fields.language, localeCodes)))),
  from: v.optional(day),
  to: v.optional(day),
  overdue: v.optional(v.picklist(['1'], says((m) => m.oneOf(m.fields.overdue, ['1'])))),
});

export type FiltersResult = { ok: true; filters: InquiryFilters } | { ok: false; fields: Record<string, string> };

/** The query parameters the list reads (others are ignored). */
export const FILTER_KEYS = ['status', 'service', 'q', 'assignee', 'locale', 'from', 'to', 'overdue'] as const;

/**
 * The list's and the export's filters from the query string (`?q=&status=&service=&assignee=&locale=
 * &from=&to=&overdue=1`). An empty or blank value is no filter (every status but spam, which has its
 * own view: `status=spam`); the search text is trimmed; `assignee=me` is the signed-in
 * administrator (`me`); other parameters are ignored.
 */
export function parseInquiryFilters(params: URLSearchParams, me = 0): FiltersResult {
  const raw: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) raw[key] = value;
  }
  const result = v.safeParse(filtersSchema, raw);
  if (result.success) {
    const filters: InquiryFilters = {};
    if (result.output.status) filters.status = result.output.status;
    if (result.output.service) filters.service = result.output.service;
    if (result.output.q) filters.q = result.output.q;
    const { assignee, locale, from, to, overdue } = result.output;
    if (assignee) filters.assignee = assignee === 'me' ? me : assignee === 'none' ? 'none' : Number(assignee);
    if (locale) filters.locale = locale;
    if (from) filters.from = from;
    if (to) filters.to = to;
    if (overdue) filters.overdue = true;
    return { ok: true, filters };
  }
  const fields: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string') fields[key] ??= issue.message;
  }
  return { ok: false, fields };
}

/** The filters as the audit line's details keep them: which were used, never the search text. */
export function auditFilters(filters: InquiryFilters, actor: { id: number; username: string }): AuditExportFilters {
  const kept: AuditExportFilters = {};
  if (filters.status) kept.status = filters.status;
  if (filters.service) kept.service = filters.service;
  if (filters.assignee !== undefined) kept.assignee = filters.assignee === 'none' ? 'none' : { id: filters.assignee, ...(filters.assignee === actor.id ? { name: actor.username } : {}) };
  if (filters.locale) kept.locale = filters.locale;
  if (filters.from) kept.from = filters.from;
  if (filters.to) kept.to = filters.to;
  if (filters.overdue) kept.overdue = true;
  if (filters.q) kept.search = true;
  return kept;
}

/** The filters in words for the audit log: which were used, never the search text itself (it may be a name). */
export function describeFilters(filters: InquiryFilters): string {
  const parts: string[] = [];
  if (filters.status) parts.push(`status=${filters.status}`);
  if (filters.service) parts.push(`service=${filters.service}`);
  if (filters.assignee !== undefined) parts.push(`assignee=${filters.assignee}`);
  if (filters.locale) parts.push(`locale=${filters.locale}`);
  if (filters.from) parts.push(`from=${filters.from}`);
  if (filters.to) parts.push(`to=${filters.to}`);
  if (filters.overdue) parts.push('overdue');
  if (filters.q) parts.push('search');
  return parts.length > 0 ? parts.join(', ') : 'no filter';
}
