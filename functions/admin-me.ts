import type { Config } from '@netlify/functions';
import { adminJson, adminRoute } from './_shared/admin/route.ts';

/** GET /api/admin/me: who is signed in (401 when nobody is). */
export default adminRoute('admin-me', {
  async GET({ admin }) {
    return adminJson({ id: admin.id, username: admin.username });
  },
});

export const config: Config = { path: '/api/admin/me' };
