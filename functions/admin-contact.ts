import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { adminJson, adminRoute, fieldErrors, notFound } from './_shared/admin/route.ts';
import { parseId } from '#domain/ids.ts';
import { STATUS_MESSAGE, statusSchema } from './_shared/admin/inquiries/filters.ts';
import { changeInquiryHandling } from './_shared/admin/inquiries/handling.ts';
import { changeInquiryStatus, eraseInquiry, findInquiry, findInquiryByReference, type Refusal } from './_shared/admin/inquiries/service.ts';
import { says, t } from './_shared/admin/messages/index.ts';
import { validateBody } from './_shared/admin/validation.ts';
import { DAY_PATTERN } from '#domain/inquiry/handling.ts';
import { allowedVersions, itemJson, preconditionFailed, requireIfMatch } from './_shared/admin/preconditions.ts';

const ASSIGNEE = says((m) => m.notAssignee);
const changeBody = v.object({
  status: v.optional(statusSchema),
  /** An administrator's id, or null for nobody. */
  assignedTo: v.optional(v.nullable(v.pipe(v.number(ASSIGNEE), v.integer(ASSIGNEE), v.minValue(1, ASSIGNEE), v.maxValue(2 ** 31 - 1, ASSIGNEE)))),
  followUpOn: v.optional(v.nullable(v.pipe(v.string(says((m) => m.dayFormat)), v.regex(DAY_PATTERN, says((m) => m.dayFormat))))),
});

/** 404 for an inquiry that is gone, 412 with the inquiry as it is now for one that changed. */
function refusal(result: Refusal): Response {
  return result.reason === 'missing' ? notFound() : preconditionFailed(result.current, result.current.version);
}

/**
 * GET /api/admin/contacts/:id: one inquiry (Inquiry) with its version as the ETag; `:id` may also be
 * its reference (`NB-2026-7KQ4MX`, as the desk's address and the firm's notification mail carry it).
 * PATCH /api/admin/contacts/:id with If-Match, one of: `{ status }` moves it to new, in_progress, done
 * or spam (out of spam, its e-mails are sent then); `{ assignedTo?, followUpOn? }` gives it to an
 * owner or inquiry staff (null: nobody; they are e-mailed) and sets its follow-up day (null: none).
 * Each change leaves a history line (GET …/history). DELETE with If-Match: erases it with its consent and
 * e-mails (`{ ok: true }`). Without If-Match 428; when the inquiry changed since that version 412 with
 * it as it is now; an id that is not a stored inquiry's 404.
 */
export default adminRoute('admin-contact', {
  GET: async ({ params, db }) => {
    const id = parseId(params.id);
    const inquiry = id === undefined ? await findInquiryByReference(db, params.id ?? '') : await findInquiry(db, id);
    return inquiry ? itemJson(inquiry, inquiry.version) : notFound();
  },
  PATCH: async ({ req, params, body, db, admin, ip, site, waitUntil }) => {
    const id = parseId(params.id);
    if (id === undefined) return notFound();
    const input = validateBody(changeBody, body);
    if (!input.ok) return input.response;
    const { status, assignedTo, followUpOn } = input.value;
    const handling = assignedTo !== undefined || followUpOn !== undefined;
    if (status === undefined && !handling) return fieldErrors({ status: STATUS_MESSAGE() });
    if (status !== undefined && handling) return fieldErrors({ _: t().oneChangeAtATime });
    const precondition = requireIfMatch(req);
    if (!precondition.ok) return precondition.response;
    const versions = allowedVersions(precondition.ifMatch);
    if (status !== undefined) {
      const result = await changeInquiryStatus(db, { admin, ip }, id, { status, versions, site }, waitUntil);
      return result.ok ? itemJson(result.inquiry, result.inquiry.version) : refusal(result);
    }
    const change = { versions, site, ...(assignedTo !== undefined ? { assignedTo } : {}), ...(followUpOn !== undefined ? { followUpOn } : {}) };
    const result = await changeInquiryHandling(db, { admin, ip }, id, change, waitUntil);
    if (result.ok) return itemJson(result.inquiry, result.inquiry.version);
    return result.reason === 'not-assignee' ? fieldErrors({ assignedTo: t().notAssignee }) : refusal(result);
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
// The export routes are other functions' (admin-contacts-export, admin-contacts-exports).
export const config: Config = { path: '/api/admin/contacts/:id', excludedPath: ['/api/admin/contacts/export', '/api/admin/contacts/exports'] };
