import type { Config } from '@netlify/functions';
import { mailHealth } from './_shared/mail/health.ts';
import { adminJson, adminRoute } from './_shared/admin/route.ts';

/**
 * GET /api/admin/mail-health (the roles that work inquiries): the dashboard's mail-health panel
 * `MailHealth` (src/domain/mail/delivery.ts): configured or not and the settings missing, the last
 * mail the server took, failures and bounces in the last 7 days, and whether the reader may send a
 * test mail (admin-mail-test) and to which address.
 */
export default adminRoute('admin-mail-health', {
  GET: async ({ db, admin }) => adminJson(await mailHealth(db, admin)),
});

export const config: Config = { path: '/api/admin/mail-health' };
