import type { Config } from '@netlify/functions';
import { revokeOwnSession } from '#db/repositories/admin-sessions.ts';
import { recordAudit } from './_shared/admin/audit.ts';
import { adminJson, adminRoute, notFound } from './_shared/admin/route.ts';

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** DELETE /api/admin/sessions/:id: signs out one of one's own sessions (`{ ok: true }`); 404 for any other id. */
export default adminRoute('admin-session', {
  async DELETE({ params, db, admin, ip }) {
    const id = params.id ?? '';
    if (!SESSION_ID.test(id) || !(await revokeOwnSession(db, admin.id, id))) return notFound();
    await recordAudit(db, { admin, action: 'session_revoke', entity: 'admin', entityId: admin.id, summary: '1', details: { kind: 'sessions_revoked', count: 1 }, ip });
    return adminJson({ ok: true });
  },
});

export const config: Config = { path: '/api/admin/sessions/:id' };
