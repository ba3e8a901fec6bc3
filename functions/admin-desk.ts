import type { Config } from '@netlify/functions';
import { listAssignees } from '#db/repositories/inquiries/handling.ts';
import { mailConfigured } from './_shared/admin/accounts.ts';
import { adminJson, adminRoute } from './_shared/admin/route.ts';

/**
 * GET /api/admin/desk: what the inquiry desk needs to know once: `{ assignees: [{ id, username }],
 * mail }` — who an inquiry can be given to (active owners and inquiry staff), and whether replies can
 * be e-mailed (SMTP_HOST and SMTP_FROM are set).
 */
export default adminRoute('admin-desk', {
  GET: async ({ db }) => adminJson({ assignees: await listAssignees(db), mail: mailConfigured() }),
});

export const config: Config = { path: '/api/admin/desk' };
