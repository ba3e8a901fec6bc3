import type { Config } from '@netlify/functions';
import { findTemplate, removeTemplate, ReplyTemplateInput, toApiTemplate, updateTemplate } from './_shared/admin/inquiries/reply-templates.ts';
import { t } from './_shared/admin/messages/index.ts';
import { allowedVersions, itemJson, preconditionFailed, requireIfMatch } from './_shared/admin/preconditions.ts';
import { adminJson, adminRoute, fieldErrors, notFound } from './_shared/admin/route.ts';
import { parseId } from '#domain/ids.ts';
import type { AdminContext } from './_shared/admin/route.ts';
import { validateBody } from './_shared/admin/validation.ts';

/** 404 when the template is gone; 412 with it as it is now (and its ETag) when it moved on. */
async function refusal({ db }: AdminContext, id: number, reason: 'missing' | 'stale' | 'name-taken'): Promise<Response> {
  if (reason === 'name-taken') return fieldErrors({ name: t().templateNameTaken });
  const current = reason === 'stale' ? await findTemplate(db, id) : undefined;
  return current ? preconditionFailed(current, current.version) : notFound();
}

/**
 * GET /api/admin/reply-templates/:id: the template with its ETag. PUT `{ locale, name, subject, body }`
 * + If-Match: the template as saved (version + 1); DELETE + If-Match: `{ ok: true }`, deleted for good.
 * 404 unknown; 400 fields; 428 without If-Match; 412 `{ error, current }` when it is at another version.
 */
export default adminRoute('admin-reply-template', {
  GET: async ({ params, db }) => {
    const id = parseId(params.id);
    const template = id === undefined ? undefined : await findTemplate(db, id);
    return template ? itemJson(template, template.version) : notFound();
  },
  PUT: async (ctx) => {
    const id = parseId(ctx.params.id);
    if (id === undefined) return notFound();
    const input = validateBody(ReplyTemplateInput, ctx.body);
    if (!input.ok) return input.response;
    const precondition = requireIfMatch(ctx.req);
    if (!precondition.ok) return precondition.response;
    const written = await updateTemplate(ctx.db, ctx, id, input.value, allowedVersions(precondition.ifMatch));
    return written.ok ? itemJson(toApiTemplate(written.value), written.value.version) : refusal(ctx, id, written.reason);
  },
  DELETE: async (ctx) => {
    const id = parseId(ctx.params.id);
    if (id === undefined) return notFound();
    const precondition = requireIfMatch(ctx.req);
    if (!precondition.ok) return precondition.response;
    const removed = await removeTemplate(ctx.db, ctx, id, allowedVersions(precondition.ifMatch));
    return removed.ok ? adminJson({ ok: true }) : refusal(ctx, id, removed.reason);
  },
});

export const config: Config = { path: '/api/admin/reply-templates/:id' };
