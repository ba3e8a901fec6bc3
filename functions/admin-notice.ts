import type { Config } from '@netlify/functions';
import { CONTENT_BODY_LIMIT, itemHandlers } from './_shared/admin/content/routes.ts';
import { notices } from './_shared/admin/content/resources.ts';
import { adminRoute } from './_shared/admin/route.ts';

/** PUT /api/admin/notices/:id: replaces a notice (NoticeInput); DELETE: removes it. 404 for an unknown id. */
export default adminRoute('admin-notice', itemHandlers(notices), { maxBodyBytes: CONTENT_BODY_LIMIT });

export const config: Config = { path: '/api/admin/notices/:id' };
