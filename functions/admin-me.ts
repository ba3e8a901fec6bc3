import type { Config } from '@netlify/functions';
import { adminJson, adminRoute } from './_shared/admin/route.ts';

/**
 * GET /api/admin/me: who is signed in, with which role, language and time zone, and whether they
 * must set up a second factor before anything else (401 when nobody is).
 */
export default adminRoute('admin-me', {
  async GET({ admin }) {
    const { id, username, role, twoFactorSetupRequired, locale, timeZone } = admin;
    return adminJson({ id, username, role, twoFactorSetupRequired, locale, timeZone });
  },
});

export const config: Config = { path: '/api/admin/me' };
