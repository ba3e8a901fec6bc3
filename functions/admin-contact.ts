import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { adminJson, adminRoute, fieldErrors, notFound, parseId } from './_shared/admin/route.ts';
import { STATUS_MESSAGE, statusSchema } from './_shared/admin/inquiries/filters.ts';
import { changeInquiryStatus, eraseInquiry, findInquiry, type Refusal } from './_shared/admin/inquiries/service.ts';
import { allowedVersions, itemJson, preconditionFailed, requireIfMatch } from './_shared/admin/preconditions.ts';

const statusBody = v.object({ status: statusSchema });

/** 404 for an inquiry that is gone, 412 with the inquiry as it is now for one that changed. */
function refusal(result: Refusal): Response {
  return result.reason === 'missing' ? notFound() : preconditionFailed(result.current, result.current.version);
}

/**
 * GET /api/admin/contacts/:id: one inquiry (Inquiry) with its version as the ETag.
 * PATCH /api/admin/contacts/:id `{ status }` with If-Match: moves it to new, in_progress, done or spam
 * (out of spam, its e-mails are sent then). DELETE with If-Match: erases it with its consent and
 * e-mails (`{ ok: true }`). Without If-Match 428; when the inquiry changed since that version 412 with
 * it as it is now; an id that is not a stored inquiry's 404.
 */
export default adminRoute('admin-contact', {
  GET: async ({ params, db }) => {
    const id = parseId(params.id);
    const inquiry = id === undefined ? undefined : await findInquiry(db, id);
    return inquiry ? itemJson(inquiry, inquiry.version) : notFound();
  },
  PATCH: async ({ req, params, body, db, admin, ip, waitUntil }) => {
    const id = parseId(params.id);
    if (id === undefined) return notFound();
    const parsed = v.safeParse(statusBody, body);
    if (!parsed.success) return fieldErrors({ status: STATUS_MESSAGE() });
    const precondition = requireIfMatch(req);
    if (!precondition.ok) return precondition.response;
    const result = await changeInquiryStatus(db, { admin, ip }, id, { status: parsed.output.status, versions: allowedVersions(precondition.ifMatch) }, waitUntil);
    return result.ok ? itemJson(result.inquiry, result.inquiry.version) : refusal(result);
  },
  DELETE: async ({ req, params, db, admin, ip }) => {
    const id = parseId(params.id);
    if (id === undefined) return notFound();
    const precondition = requireIfMatch(req);
    if (!precondition.ok) return precondition.response;
    const result = await eraseInquiry(db, { admin, ip }, id, allowedVersions(precondition.ifMatch));
    return result.ok ? adminJson({ ok: true }) : refusal(result);
  },
});

// The export's literal path also fits `:id`; excluding it keeps the routing independent of precedence rules.
export const config: Config = { path: '/api/admin/contacts/:id', excludedPath: '/api/admin/contacts/export' };
