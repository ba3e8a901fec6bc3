import type { Config } from '@netlify/functions';
import { CONTENT_BODY_LIMIT, collectionHandlers } from './_shared/admin/content/routes.ts';
import { notices } from './_shared/admin/content/resources.ts';
import { adminRoute } from './_shared/admin/route.ts';

/** GET /api/admin/notices: every notice, newest first (drafts included); POST: creates one (NoticeInput, README.md). */
export default adminRoute('admin-notices', collectionHandlers(notices), { maxBodyBytes: CONTENT_BODY_LIMIT });

export const config: Config = { path: '/api/admin/notices' };
