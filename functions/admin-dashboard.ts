import type { Config } from '@netlify/functions';
import { mayUse } from '#domain/admin-access.ts';
import { adminJson, adminRoute } from './_shared/admin/route.ts';
import { loadDashboard } from './_shared/admin/inquiries/dashboard.ts';

/**
 * GET /api/admin/dashboard: `{ counts: { notices, faqs, inquiries, newInquiries, spamInquiries }, audit, build, desk }`
 * (audit: the latest 20 lines for an owner, null for the other roles; build: the site's last build,
 * functions/_shared/builds/state.ts; desk: the inquiry desk's figures in the reader's time zone
 * (src/domain/inquiry/desk-stats.ts) for the roles that work the inquiries, null for editors;
 * translations: per content kind and language, items fully current out of all, for the roles that
 * edit content, null for staff; pages: per language, the pages fully current, the stale fields and the
 * pages holding them, for the roles that see the translations and edit the pages, null otherwise).
 */
export default adminRoute('admin-dashboard', {
  GET: async ({ db, admin }) =>
    adminJson(
      await loadDashboard(db, {
        withAudit: mayUse(admin.role, 'audit'),
        desk: mayUse(admin.role, 'inquiries') ? { timeZone: admin.timeZone } : null,
        withCoverage: mayUse(admin.role, 'content'),
        withPages: mayUse(admin.role, 'content') && mayUse(admin.role, 'pages'),
      }),
    ),
});

export const config: Config = { path: '/api/admin/dashboard' };
