import type { Config } from '@netlify/functions';
import { mayUse } from '#domain/admin-access.ts';
import { adminJson, adminRoute } from './_shared/admin/route.ts';
import { loadDashboard } from './_shared/admin/inquiries/dashboard.ts';

/**
 * GET /api/admin/dashboard: `{ counts: { notices, faqs, inquiries, newInquiries, spamInquiries }, audit, build }`
 * (audit: the latest 20 lines for an owner, null for the other roles; build: the site's last build,
 * functions/_shared/builds/state.ts).
 */
export default adminRoute('admin-dashboard', {
  GET: async ({ db, admin }) => adminJson(await loadDashboard(db, { withAudit: mayUse(admin.role, 'audit') })),
});

export const config: Config = { path: '/api/admin/dashboard' };
