import type { Config } from '@netlify/functions';
import { listAssignees } from '#db/repositories/inquiries/handling.ts';
import { adminJson, adminRoute } from './_shared/admin/route.ts';

/** GET /api/admin/assignees: `{ assignees: [{ id, username }] }`, who an inquiry can be given to (active owners and inquiry staff). */
export default adminRoute('admin-assignees', {
  GET: async ({ db }) => adminJson({ assignees: await listAssignees(db) }),
});

export const config: Config = { path: '/api/admin/assignees' };
