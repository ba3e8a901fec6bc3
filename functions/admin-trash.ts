import type { Config } from '@netlify/functions';
import { trashHandlers } from './_shared/admin/content/history.ts';
import { adminRoute } from './_shared/admin/route.ts';

/**
 * GET /api/admin/trash[?kind=notices|faqs|csr-posts]: the trashed items (restorable for 30 days);
 * POST /api/admin/trash/:kind/:id/restore with If-Match: brings one back. See functions/_shared/admin/README.md.
 */
export default adminRoute('admin-trash', trashHandlers);

export const config: Config = { path: ['/api/admin/trash', '/api/admin/trash/:kind/:id/restore'] };
