import type { Config } from '@netlify/functions';
import { revisionHandlers } from './_shared/admin/content/history.ts';
import { adminRoute } from './_shared/admin/route.ts';

/**
 * GET /api/admin/:kind/:id/revisions: an item's kept versions (kind: notices, faqs, csr-posts);
 * GET …/revisions/:version: one as the item it was; POST …/revisions/:version/restore with If-Match:
 * brings it back as a new edit. See functions/_shared/admin/README.md.
 */
export default adminRoute('admin-revisions', revisionHandlers);

export const config: Config = {
  path: ['/api/admin/:kind/:id/revisions', '/api/admin/:kind/:id/revisions/:version', '/api/admin/:kind/:id/revisions/:version/restore'],
};
