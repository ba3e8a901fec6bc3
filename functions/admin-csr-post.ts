import type { Config } from '@netlify/functions';
import { CONTENT_BODY_LIMIT, itemHandlers } from './_shared/admin/content/routes.ts';
import { csrPosts } from './_shared/admin/content/resources.ts';
import { adminRoute } from './_shared/admin/route.ts';

/** PUT /api/admin/csr-posts/:id: replaces a CSR post (CsrInput); DELETE: removes it. 404 for an unknown id. */
export default adminRoute('admin-csr-post', itemHandlers(csrPosts), { maxBodyBytes: CONTENT_BODY_LIMIT });

export const config: Config = { path: '/api/admin/csr-posts/:id' };
