import type { Config } from '@netlify/functions';
import { collectionHandlers } from './_shared/admin/content/routes.ts';
import { notices } from './_shared/admin/content/resources.ts';
import { adminRoute } from './_shared/admin/route.ts';

/** GET /api/admin/notices: every notice, newest first (drafts included); POST: creates one (NoticeInput, README.md). */
export default adminRoute('admin-notices', collectionHandlers(notices));

export const config: Config = { path: '/api/admin/notices' };
