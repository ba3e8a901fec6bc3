import type { Config } from '@netlify/functions';
import { json } from './_shared/http.ts';
import { adminRoute, fieldErrors } from './_shared/admin/route.ts';
import { parseInquiryFilters } from './_shared/admin/inquiries/filters.ts';
import { listInquiries } from './_shared/admin/inquiries/service.ts';

/**
 * GET /api/admin/contacts?q=&status=&service=&assignee=&locale=&from=&to=&overdue=: the inquiries, newest first (Inquiry[], at most
 * LIST_LIMIT and LIST_MAX_BYTES; `X-Truncated: true` when more matched). Bad filter values are a 400 with field errors.
 */
export default adminRoute('admin-contacts', {
  GET: async ({ url, db, admin }) => {
    const parsed = parseInquiryFilters(url.searchParams, admin.id);
    if (!parsed.ok) return fieldErrors(parsed.fields);
    const { items, truncated } = await listInquiries(db, parsed.filters);
    return json(items, { headers: truncated ? { 'X-Truncated': 'true' } : {} });
  },
});

export const config: Config = { path: '/api/admin/contacts' };
