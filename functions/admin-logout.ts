import type { Config } from '@netlify/functions';
import { revokeSession } from '#db/repositories/admin-sessions.ts';
import { recordAudit } from './_shared/admin/audit.ts';
import { clearedSessionCookie } from './_shared/admin/cookies.ts';
import { adminJson, adminRoute } from './_shared/admin/route.ts';

/** POST /api/admin/logout: the session row is revoked, so the cookie is dead even if replayed. */
export default adminRoute('admin-logout', {
  async POST({ admin, db, ip, url, cookies }) {
    await revokeSession(db, admin.sessionId);
    await recordAudit(db, { admin, action: 'logout', ip });
    cookies.set(clearedSessionCookie(url));
    return adminJson({ ok: true });
  },
});

export const config: Config = { path: '/api/admin/logout' };
