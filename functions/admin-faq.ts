import type { Config } from '@netlify/functions';
import { CONTENT_BODY_LIMIT, itemHandlers } from './_shared/admin/content/routes.ts';
import { faqs } from './_shared/admin/content/resources.ts';
import { adminRoute } from './_shared/admin/route.ts';

/** PUT /api/admin/faqs/:id: replaces an FAQ (FaqInput); DELETE: removes it. 404 for an unknown id. */
export default adminRoute('admin-faq', itemHandlers(faqs), { maxBodyBytes: CONTENT_BODY_LIMIT });

export const config: Config = { path: '/api/admin/faqs/:id' };
