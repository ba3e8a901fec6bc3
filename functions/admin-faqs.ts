import type { Config } from '@netlify/functions';
import { CONTENT_BODY_LIMIT, collectionHandlers } from './_shared/admin/content/routes.ts';
import { faqs } from './_shared/admin/content/resources.ts';
import { adminRoute } from './_shared/admin/route.ts';

/** GET /api/admin/faqs: every FAQ by category, order and id (drafts included); POST: creates one (FaqInput, README.md). */
export default adminRoute('admin-faqs', collectionHandlers(faqs), { maxBodyBytes: CONTENT_BODY_LIMIT });

export const config: Config = { path: '/api/admin/faqs' };
