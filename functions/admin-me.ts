import type { Config } from '@netlify/functions';
import { adminJson, adminRoute } from './_shared/admin/route.ts';

/** GET /api/admin/me: who is signed in and with which role (401 when nobody is). */
export default adminRoute('admin-me', {
  async GET({ admin }) {
    return adminJson({ id: admin.id, username: admin.username, role: admin.role });
  },
});

export const config: Config = { path: '/api/admin/me' };
