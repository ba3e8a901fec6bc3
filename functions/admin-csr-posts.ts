import type { Config } from '@netlify/functions';
import { CONTENT_BODY_LIMIT, collectionHandlers } from './_shared/admin/content/routes.ts';
import { csrPosts } from './_shared/admin/content/resources.ts';
import { adminRoute } from './_shared/admin/route.ts';

/** GET /api/admin/csr-posts: every CSR post, newest first (drafts included); POST: creates one (CsrInput, README.md). */
export default adminRoute('admin-csr-posts', collectionHandlers(csrPosts), { maxBodyBytes: CONTENT_BODY_LIMIT });

export const config: Config = { path: '/api/admin/csr-posts' };
