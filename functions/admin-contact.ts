import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { adminJson, adminRoute, fieldErrors, notFound, parseId } from './_shared/admin/route.ts';
import { STATUS_MESSAGE, statusSchema } from './_shared/admin/inquiries/filters.ts';
import { changeInquiryStatus, eraseInquiry } from './_shared/admin/inquiries/service.ts';

const statusBody = v.object({ status: statusSchema });

/**
 * PATCH /api/admin/contacts/:id `{ status }`: moves an inquiry to new, in_progress or done (Inquiry).
 * DELETE /api/admin/contacts/:id: erases it with its consent and e-mails (`{ ok: true }`).
 * An id that is not a stored inquiry's is a 404.
 */
export default adminRoute('admin-contact', {
  PATCH: async ({ params, body, db, admin, ip }) => {
    const id = parseId(params.id);
    if (id === undefined) return notFound();
    const parsed = v.safeParse(statusBody, body);
    if (!parsed.success) return fieldErrors({ status: STATUS_MESSAGE });
    const inquiry = await changeInquiryStatus(db, { admin, ip }, id, parsed.output.status);
    return inquiry ? adminJson(inquiry) : notFound();
  },
  DELETE: async ({ params, db, admin, ip }) => {
    const id = parseId(params.id);
    if (id === undefined) return notFound();
    return (await eraseInquiry(db, { admin, ip }, id)) ? adminJson({ ok: true }) : notFound();
  },
});

// The export's literal path also fits `:id`; excluding it keeps the routing independent of precedence rules.
export const config: Config = { path: '/api/admin/contacts/:id', excludedPath: '/api/admin/contacts/export' };
