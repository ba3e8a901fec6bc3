import type { Config } from '@netlify/functions';
import { json } from './_shared/http.ts';
import { adminRoute, fieldErrors } from './_shared/admin/route.ts';
import { parseInquiryFilters } from './_shared/admin/inquiries/filters.ts';
import { listInquiryPage, parsePageCursor, type InquiryTotal } from './_shared/admin/inquiries/service.ts';
import { t } from './_shared/admin/messages/index.ts';

/**
 * GET /api/admin/contacts?q=&status=&service=&assignee=&locale=&from=&to=&overdue=&after=: a page of
 * the inquiries, newest first (Inquiry[], PAGE_SIZE at most), with `X-Total-Count` (how many match;
 * on the first page only; `1000+` when a search matches more than SEARCH_COUNT_LIMIT, `10000+` past
 * LIST_COUNT_LIMIT without one) and
 * `X-Next-Page` (the `after` of the next page; absent on the last). Bad filter values or a malformed
 * `after` are a 400 with field errors.
 */
export default adminRoute('admin-contacts', {
  GET: async ({ url, db, admin }) => {
    const parsed = parseInquiryFilters(url.searchParams, admin.id);
    if (!parsed.ok) return fieldErrors(parsed.fields);
    const after = parsePageCursor(url.searchParams.get('after'));
    if (after === 'invalid') return fieldErrors({ after: t().badPage });
    const page = await listInquiryPage(db, parsed.filters, after);
    return json(page.items, { headers: { ...totalHeader(page.total), ...(page.next ? { 'X-Next-Page': page.next } : {}) } });
  },
});

function totalHeader(total: InquiryTotal | null): Record<string, string> {
  return total ? { 'X-Total-Count': `${total.count}${total.more ? '+' : ''}` } : {};
}

export const config: Config = { path: '/api/admin/contacts' };
