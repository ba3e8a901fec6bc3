import type { Config } from '@netlify/functions';
import { CACHE, SECURITY_HEADERS } from './_shared/http.ts';
import { adminRoute, fieldErrors } from './_shared/admin/route.ts';
import { exportFileName } from './_shared/admin/inquiries/export.ts';
import { parseInquiryFilters } from './_shared/admin/inquiries/filters.ts';
import { exportInquiries } from './_shared/admin/inquiries/service.ts';

/**
 * GET /api/admin/contacts/export?q=&status=&service=: the inquiries the list would show, as a CSV
 * download for Excel (UTF-8 with BOM, CRLF, formula cells neutralized; see _shared/admin/csv.ts), in
 * the language and time zone of the administrator's My account (the link is a plain download, so
 * the account says it, not the browser), at most EXPORT_LIMIT rows and EXPORT_MAX_BYTES
 * (`X-Truncated: true` when more matched). Every export is audited.
 */
export default adminRoute('admin-contacts-export', {
  GET: async ({ url, db, admin, ip }) => {
    const parsed = parseInquiryFilters(url.searchParams, admin.id);
    if (!parsed.ok) return fieldErrors(parsed.fields);
    const reader = { locale: admin.locale, timeZone: admin.timeZone };
    const { csv, truncated } = await exportInquiries(db, { admin, ip }, parsed.filters, reader);
    return new Response(csv, {
      headers: {
        ...SECURITY_HEADERS,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${exportFileName(new Date(), reader.timeZone)}"`,
        'Cache-Control': CACHE.none,
        ...(truncated ? { 'X-Truncated': 'true' } : {}),
      },
    });
  },
});

export const config: Config = { path: '/api/admin/contacts/export' };
