import type { Config } from '@netlify/functions';
import { createTemplate, listTemplates, ReplyTemplateInput, toApiTemplate } from './_shared/admin/inquiries/reply-templates.ts';
import { t } from './_shared/admin/messages/index.ts';
import { itemJson } from './_shared/admin/preconditions.ts';
import { adminJson, adminRoute, fieldErrors } from './_shared/admin/route.ts';
import { validateBody } from './_shared/admin/validation.ts';

/**
 * GET /api/admin/reply-templates: `{ templates: ReplyTemplate[] }` by language and name. POST
 * `{ locale, name, subject, body }`: 201 with the new template and its ETag; 400 with field errors
 * (`fields.name` when the language already has a template of that name, ignoring case).
 */
export default adminRoute('admin-reply-templates', {
  GET: async ({ db }) => adminJson({ templates: await listTemplates(db) }),
  POST: async ({ body, db, admin, ip }) => {
    const input = validateBody(ReplyTemplateInput, body);
    if (!input.ok) return input.response;
    const written = await createTemplate(db, { admin, ip }, input.value);
    if (!written.ok) return fieldErrors({ name: t().templateNameTaken });
    return itemJson(toApiTemplate(written.value), written.value.version, 201);
  },
});

export const config: Config = { path: '/api/admin/reply-templates' };
