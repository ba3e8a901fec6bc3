import type { Config } from '@netlify/functions';
import { adminJson, adminRoute } from './_shared/admin/route.ts';
import { loadDashboard } from './_shared/admin/inquiries/dashboard.ts';

/** GET /api/admin/dashboard: `{ counts: { notices, faqs, inquiries, newInquiries }, audit, build }` (audit: the latest 20; build: the site's last build, functions/_shared/builds/state.ts). */
export default adminRoute('admin-dashboard', {
  GET: async ({ db }) => adminJson(await loadDashboard(db)),
});

export const config: Config = { path: '/api/admin/dashboard' };
