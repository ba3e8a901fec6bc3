import type { Config } from '@netlify/functions';
import { findAdminPreferences } from '#db/repositories/admins.ts';
import { adminJson, adminRoute } from './_shared/admin/route.ts';

/**
 * GET /api/admin/me: who is signed in, with which role, language and time zone, and whether they
 * must set up a second factor before anything else (401 when nobody is).
 */
export default adminRoute('admin-me', {
  async GET({ admin, db }) {
    const preferences = await findAdminPreferences(db, admin.id);
    return adminJson({
      id: admin.id, username: admin.username, role: admin.role, twoFactorSetupRequired: admin.twoFactorSetupRequired,
      locale: preferences?.locale ?? 'ko', timeZone: preferences?.time_zone ?? null,
    });
  },
});

export const config: Config = { path: '/api/admin/me' };
